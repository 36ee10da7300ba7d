import { AsyncLocalStorage } from 'node:async_hooks';

/**
 * When the current request started, shared between the web server (which starts the clock) and the app's
 * upstream clients (which read it); one instance per process through a global symbol, since the two are
 * bundled apart.
 */
const KEY = Symbol.for('qilak.requestClock');
type Holder = { [KEY]?: AsyncLocalStorage<{ startedAt: number }> };

export function requestClock(): AsyncLocalStorage<{ startedAt: number }> {
  const holder = globalThis as Holder;
  holder[KEY] ??= new AsyncLocalStorage<{ startedAt: number }>();
  return holder[KEY];
}
