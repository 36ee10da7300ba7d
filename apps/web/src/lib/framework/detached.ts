import { AsyncLocalStorage } from 'node:async_hooks';

/**
 * Work a request only sets off (a search index rebuilt after the catalogue a page render loaded) must not run in
 * that request's async context: Next reads its request stores from there, and a `no-store` fetch made in a page's
 * static render fails the page ("changed from static to dynamic at runtime"). `register()` in instrumentation.ts
 * captures the server's own context at start, outside every request; `runDetached` runs work in it.
 */
type Runner = <R>(fn: () => R) => R;
const SLOT = Symbol.for('qilak.framework.rootContext');
const holder = globalThis as typeof globalThis & { [SLOT]?: Runner };

/** Captures the current async context as the server's own; call once at start, outside any request. */
export function captureServerContext(): void {
  holder[SLOT] ??= AsyncLocalStorage.snapshot() as Runner;
}

/** Runs `fn` in the server's own async context (as it is when none was captured: unit tests, scripts). */
export function runDetached<R>(fn: () => R): R {
  const run = holder[SLOT];
  return run ? run(fn) : fn();
}
