import type { Instrumentation } from 'next';
import { NEXT_RUNTIME, config, isProduction } from './lib/config';
import { recordError } from './lib/errors/recent';

export async function register(): Promise<void> {
  if (NEXT_RUNTIME !== 'nodejs') return;
  // A configuration that cannot run stops the start here (next dev, next start) with the variables at fault.
  config();
  // The country database is opened now, not on a visitor's first look-up.
  const { loadCountryDatabase } = await import('./lib/geo-db');
  void loadCountryDatabase();
  // Spec section 5: a malformed tag-manager id is rejected at start, with a suggestion; the site runs without it.
  const { checkTagManagerId } = await import('./lib/tag-manager');
  const raw = config().gtmId;
  if (raw) {
    const check = checkTagManagerId(raw);
    if (!check.ok)
      console.error(
        `[web] GTM_ID rejected: ${check.reason}.${check.suggestion ? ` Did you mean ${check.suggestion}?` : ''} The tag manager stays off.`,
      );
  }
}

/**
 * Every server error gets one log line naming its cause; outside production it is kept for the 500 page, by the
 * digest Next also writes into its error shell. Recorded synchronously (no import to await): Next calls this from
 * React's onError, before the shell is written, so the custom server finds it when it replaces the shell.
 */
export const onRequestError: Instrumentation.onRequestError = (error, request, context) => {
  const err = error as Error & { digest?: string };
  console.error(
    `[web] ${request.method} ${request.path} failed in ${context.routeType} ${context.routePath}: ${err.message}`,
  );
  if (!isProduction() && err.digest) recordError(err.digest, err);
};
