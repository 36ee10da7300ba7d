import type { AsyncLocalStorage } from 'node:async_hooks';

/** What every log line, metric and upstream call of one request knows about it. */
export interface RequestContext {
  requestId: string;
  /** A small fixed set (`page`, `rsc`, `api`, `asset`, …): a label for logs and metrics, never a raw path. */
  routeKind: string;
  /** The market code of the path, when it names one. */
  market?: string;
}

const KEY = Symbol.for('qilak.requestContext');
type Holder = { [KEY]?: AsyncLocalStorage<RequestContext> };

/**
 * The current request's context, shared between the web server (which starts it) and the app's code (which reads
 * it): one instance per process through a global symbol, since the two are bundled apart. Loaded through
 * getBuiltinModule so that this module stays importable from any bundle; undefined outside Node.
 */
export function requestContext(): AsyncLocalStorage<RequestContext> | undefined {
  const holder = globalThis as Holder;
  if (!holder[KEY]) {
    // Through globalThis: Next also compiles this module for the edge runtime, whose checks flag a bare `process`.
    const node = (globalThis as { process?: NodeJS.Process }).process;
    const builtin = node?.getBuiltinModule?.('node:async_hooks');
    if (!builtin) return undefined;
    holder[KEY] = new builtin.AsyncLocalStorage<RequestContext>();
  }
  return holder[KEY];
}

export function currentRequest(): RequestContext | undefined {
  return requestContext()?.getStore();
}

const ACCEPTED_ID = /^[A-Za-z0-9._:-]{1,128}$/;

/**
 * The id of a request: the one a trusted proxy sent (letters, digits and `._:-`, at most 128 characters), else a
 * new random one. An untrusted client's header is ignored: it could otherwise forge or flood log correlation.
 * (OPS-REQUEST-ID)
 */
export function requestIdFor(sent: string | string[] | undefined, trusted: boolean): string {
  const value = Array.isArray(sent) ? sent[0] : sent;
  if (trusted && value && ACCEPTED_ID.test(value)) return value;
  return crypto.randomUUID();
}
