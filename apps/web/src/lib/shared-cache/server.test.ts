import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type * as SharedModule from './server';

// A real Redis (Debian's redis-server, as the cluster layout uses) on a free port, without persistence.
const REDIS = '/usr/bin/redis-server';
// The repository's port bookkeeping (scripts/lib/ports.mjs: unique across the suites that run side by side); plain
// JavaScript, which this project's TypeScript does not read, hence the typed dynamic import.
const PORTS = path.resolve(import.meta.dirname, '../../../../../scripts/lib/ports.mjs');
const freePort = async () => ((await import(PORTS)) as { freePort: () => Promise<number> }).freePort();

describe.skipIf(!existsSync(REDIS))('the shared cache on a real Redis', () => {
  let redis: ChildProcess;
  let shared: typeof SharedModule;
  beforeAll(async () => {
    const port = await freePort();
    redis = spawn(REDIS, ['--port', String(port), '--save', '', '--appendonly', 'no'], { stdio: 'ignore' });
    vi.stubEnv('REDIS_URL', `redis://127.0.0.1:${port}`);
    shared = await import('./server');
    // Until it accepts connections.
    for (let i = 0; i < 50; i++) {
      try {
        await shared.sharedCache()!.get('ping');
        break;
      } catch {
        await new Promise((resolve) => setTimeout(resolve, 2100));
      }
    }
  }, 120_000);
  afterAll(() => {
    vi.unstubAllEnvs();
    redis?.kill();
  });

  it('sets, reads, claims once, and releases only its own claim', async () => {
    const cache = shared.sharedCache()!;
    await cache.set('a', '1', 10_000);
    expect(await cache.get('a')).toBe('1');
    expect(await cache.getMany(['a', 'missing'])).toEqual(['1', null]);
    expect(await cache.claim('lock', 'me', 10_000)).toBe(true);
    expect(await cache.claim('lock', 'other', 10_000)).toBe(false);
    await cache.release('lock', 'other');
    expect(await cache.get('lock')).toBe('me');
    await cache.release('lock', 'me');
    expect(await cache.get('lock')).toBeNull();
  });

  it('answers SharedCacheUnavailable, not a hang, when Redis is gone', async () => {
    redis.kill();
    await new Promise((resolve) => redis.once('exit', resolve));
    await expect(shared.sharedCache()!.get('a')).rejects.toBeInstanceOf(shared.SharedCacheUnavailable);
  });
});
