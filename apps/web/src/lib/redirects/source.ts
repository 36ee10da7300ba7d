import { config } from '@/lib/config';
import manifest from '../../../route-rules.json';
import { loadRouteRulesManifest, redirectRulesFromCms, type RedirectRule } from '@/lib/routing/server';
import { logger } from '../log';

const log = logger('routing');

/** Rules from the repo's route-rules manifest, then the editors' CMS redirect entries (refreshed every 30 s). */
const fileRules = loadRouteRulesManifest(manifest);
const REFRESH_MS = 30_000;
const state: { rules: RedirectRule[]; loadedAt: number; loading?: Promise<void> } = { rules: [], loadedAt: 0 };

/** Set by the revalidation endpoint (same process) when an editor changed a redirect: reload on the next request. */
const STALE_FLAG = Symbol.for('qilak.redirectsStale');
type Flagged = { [STALE_FLAG]?: boolean };

export function markRedirectsStale(): void {
  (globalThis as Flagged)[STALE_FLAG] = true;
}

export async function currentRedirectRules(): Promise<RedirectRule[]> {
  if ((globalThis as Flagged)[STALE_FLAG]) {
    (globalThis as Flagged)[STALE_FLAG] = false;
    state.loadedAt = 0;
    state.loading = refresh().finally(() => (state.loading = undefined));
    await state.loading;
  }
  if (Date.now() - state.loadedAt > REFRESH_MS && !state.loading) {
    state.loading = refresh().finally(() => (state.loading = undefined));
    // Only the very first request waits; later ones use the rules they have while a refresh runs.
    if (state.loadedAt === 0) await state.loading;
  }
  return [...fileRules, ...state.rules];
}

async function refresh(): Promise<void> {
  const { cmsUrl: base, cmsApiToken } = config();
  try {
    const response = await fetch(`${base}/api/redirects?pagination[pageSize]=500`, {
      headers: cmsApiToken ? { authorization: `Bearer ${cmsApiToken}` } : {},
      signal: AbortSignal.timeout(1500),
      cache: 'no-store',
    });
    if (!response.ok) throw new Error(`status ${response.status}`);
    const body = (await response.json()) as { data?: { from: string; to: string; permanent?: boolean }[] };
    state.rules = redirectRulesFromCms(
      (body.data ?? []).map((e) => ({ from: e.from, to: e.to, permanent: e.permanent ?? true })),
    );
  } catch (error) {
    log.warn(`CMS redirects not refreshed, keeping ${state.rules.length} rules: ${(error as Error).message}`);
  }
  state.loadedAt = Date.now();
}
