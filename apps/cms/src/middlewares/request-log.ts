import { randomUUID } from 'node:crypto';

const ACCEPTED_ID = /^[A-Za-z0-9._:-]{1,128}$/;

interface Request {
  method: string;
  url: string;
  path: string;
  status: number;
  get(name: string): string;
  set(name: string, value: string): void;
  state: Record<string, unknown>;
}

/**
 * The web site's request id for a call: `x-request-id`, or `qilak=` in `tracestate` (the site sends it there for
 * the calls it keeps in its data cache); else a new one.
 */
export function requestIdOf(headers: { xRequestId: string; tracestate: string }): string {
  if (ACCEPTED_ID.test(headers.xRequestId)) return headers.xRequestId;
  return /(?:^|,)\s*qilak=([A-Za-z0-9._:-]{1,128})/.exec(headers.tracestate)?.[1] ?? randomUUID();
}

/** Credentials in a query string (`?token=…`) never reach a log line. */
export function redactUrl(url: string): string {
  return url.replace(/([?&](?:code|secret|token|access_token|key)=)[^&]*/gi, '$1***');
}

/**
 * One JSON line per request (level, time, service, request id, trace id, method, URL, status, duration), in the
 * web site's and the product service's shape, so that one request id finds a page's lines in all three. Takes the
 * place of `strapi::logger`'s text line; the admin panel's static files are not logged.
 * (OPS-LOG, OPS-REQUEST-ID)
 */
export default () => {
  return async (ctx: Request, next: () => Promise<unknown>) => {
    const started = performance.now();
    const requestId = requestIdOf({ xRequestId: ctx.get('x-request-id'), tracestate: ctx.get('tracestate') });
    ctx.state.requestId = requestId;
    ctx.set('x-request-id', requestId);
    const trace = /^00-([0-9a-f]{32})-[0-9a-f]{16}-[0-9a-f]{2}$/.exec(ctx.get('traceparent'))?.[1];
    try {
      await next();
    } finally {
      if (!/^\/admin\/.+\.\w+$/.test(ctx.path)) {
        const line = {
          level: ctx.status >= 500 ? 'error' : 'info',
          time: new Date().toISOString(),
          service: 'cms',
          component: 'access',
          requestId,
          ...(trace ? { traceId: trace } : {}),
          method: ctx.method,
          url: redactUrl(ctx.url),
          status: ctx.status,
          ms: Math.round((performance.now() - started) * 10) / 10,
          msg: 'request',
        };
        process.stdout.write(`${JSON.stringify(line)}\n`);
      }
    }
  };
};
