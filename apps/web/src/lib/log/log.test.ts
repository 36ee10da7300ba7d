import { Writable } from 'node:stream';
import pino from 'pino';
import { describe, expect, it } from 'vitest';
import { REDACT_PATHS, redactUrl } from './logger';
import { currentRequest, requestContext, requestIdFor } from './context';

function capture() {
  const lines: Record<string, unknown>[] = [];
  const stream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      lines.push(JSON.parse(chunk.toString('utf8')) as Record<string, unknown>);
      done();
    },
  });
  const log = pino(
    { redact: { paths: REDACT_PATHS, censor: '[redacted]' }, mixin: () => ({ ...currentRequest() }) },
    stream,
  );
  return { log, lines };
}

// OPS-LOG, OPS-REQUEST-ID
describe('log', () => {
  it('never writes credentials or form contents', async () => {
    const { log, lines } = capture();
    log.info(
      {
        token: 't0k',
        headers: { authorization: 'Bearer x', cookie: 'a=b', accept: 'json' },
        inquiry: { text: 'hi' },
        body: 'b',
        email: 'e@x.dk',
      },
      'call',
    );
    await new Promise((resolve) => setImmediate(resolve));
    const line = JSON.stringify(lines[0]);
    for (const secret of ['t0k', 'Bearer x', 'a=b', 'hi', 'e@x.dk']) expect(line).not.toContain(secret);
    expect(lines[0]?.headers).toMatchObject({ accept: 'json' });
  });

  it('masks credentials in URLs', () => {
    expect(redactUrl('http://pim/api/GetProductData?culture=da-DK&code=abc')).toBe(
      'http://pim/api/GetProductData?culture=da-DK&code=***',
    );
    expect(redactUrl('/api/preview?secret=s3&path=/x')).toBe('/api/preview?secret=***&path=/x');
  });

  it("writes the current request's id, route kind and market on every line", async () => {
    const { log, lines } = capture();
    requestContext()!.run({ requestId: 'r-1', routeKind: 'page', market: 'da-DK' }, () => log.info('inside'));
    log.info('outside');
    await new Promise((resolve) => setImmediate(resolve));
    expect(lines[0]).toMatchObject({ requestId: 'r-1', routeKind: 'page', market: 'da-DK', msg: 'inside' });
    expect(lines[1]).not.toHaveProperty('requestId');
  });

  it('takes a request id from a trusted proxy only, and only a well-formed one', () => {
    expect(requestIdFor('abc-123', true)).toBe('abc-123');
    expect(requestIdFor('abc-123', false)).not.toBe('abc-123');
    expect(requestIdFor('bad id\n', true)).toMatch(/^[0-9a-f-]{36}$/);
    expect(requestIdFor(undefined, true)).toMatch(/^[0-9a-f-]{36}$/);
  });
});
