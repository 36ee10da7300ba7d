import type { Logger } from 'pino';

/**
 * For tests that assert what a module logs: a logger whose lines go to `console.*` as `[component] message`, where
 * `vi.spyOn(console, …)` sees them. Use it with
 * `vi.mock('@/lib/log', async (original) => ({ ...(await original()), logger: consoleLogger }))`.
 */
export function consoleLogger(component: string): Logger {
  // pino's two call forms: (message) and (object, message); the object goes along as console's second argument.
  const line =
    (write: (...args: unknown[]) => void) =>
    (first: unknown, second?: unknown): void => {
      if (typeof first === 'string') write(`[${component}] ${first}`);
      else write(`[${component}] ${typeof second === 'string' ? second : ''}`, first);
    };
  const log = {
    trace: () => undefined,
    debug: line((...args) => console.debug(...args)),
    info: line((...args) => console.info(...args)),
    warn: line((...args) => console.warn(...args)),
    error: line((...args) => console.error(...args)),
    fatal: line((...args) => console.error(...args)),
    child: () => log,
  };
  return log as unknown as Logger;
}
