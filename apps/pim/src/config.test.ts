import { describe, expect, it } from 'vitest';
import { DEV_FUNCTION_KEY, loadConfig } from './config';

describe('loadConfig', () => {
  it('has local defaults outside production', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({ host: '127.0.0.1', port: 7071, functionKey: DEV_FUNCTION_KEY, staffAuth: null });
    expect(config.dbFile).toMatch(/apps\/pim\/var\/pim\.db$/);
  });

  it('requires PIM_FUNCTION_KEY in production', () => {
    expect(() => loadConfig({ NODE_ENV: 'production' })).toThrow(/PIM_FUNCTION_KEY/);
    expect(loadConfig({ NODE_ENV: 'production', PIM_FUNCTION_KEY: 'k' }).functionKey).toBe('k');
  });

  it('needs issuer and audience when a JWKS URL is set', () => {
    expect(() => loadConfig({ PIM_JWKS_URL: 'https://login.example/keys' })).toThrow(/PIM_JWT_ISSUER/);
    expect(() => loadConfig({ PIM_JWKS_URL: 'not a url', PIM_JWT_ISSUER: 'i', PIM_JWT_AUDIENCE: 'a' })).toThrow(
      /not a URL/,
    );
    expect(
      loadConfig({ PIM_JWKS_URL: 'https://login.example/keys', PIM_JWT_ISSUER: 'i', PIM_JWT_AUDIENCE: 'a' }).staffAuth,
    ).toEqual({
      jwksUrl: 'https://login.example/keys',
      issuer: 'i',
      audience: 'a',
    });
  });

  it('rejects a bad port and honours PIM_PORT, HOST and PIM_DB_FILE', () => {
    expect(() => loadConfig({ PIM_PORT: 'seventy' })).toThrow(/PIM_PORT/);
    expect(loadConfig({ PIM_PORT: '0', HOST: '0.0.0.0', PIM_DB_FILE: '/tmp/x.db' })).toMatchObject({
      port: 0,
      host: '0.0.0.0',
      dbFile: '/tmp/x.db',
    });
  });

  it('logs stalls of 50 ms or more unless PIM_EVENT_LOOP_STALL_MS says otherwise (10 ms at least)', () => {
    expect(loadConfig({}).stallMs).toBe(50);
    expect(loadConfig({ PIM_EVENT_LOOP_STALL_MS: '20' }).stallMs).toBe(20);
    expect(() => loadConfig({ PIM_EVENT_LOOP_STALL_MS: '5' })).toThrow(/PIM_EVENT_LOOP_STALL_MS/);
  });
});
