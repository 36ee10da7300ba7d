/**
 * The web server (apps/web/server) keeps finished pages in memory for a second or two; a revalidation in
 * this process must drop them at once. The server and the route handlers are separate bundles, so they meet
 * through a process-wide slot rather than a shared module.
 */
const SLOT = Symbol.for('qilak.localPageCache');
type WithSlot = typeof globalThis & { [SLOT]?: { clear(): void } };

export function registerLocalPageCache(cache: { clear(): void }): void {
  (globalThis as WithSlot)[SLOT] = cache;
}

export function clearLocalPageCache(): void {
  (globalThis as WithSlot)[SLOT]?.clear();
}
