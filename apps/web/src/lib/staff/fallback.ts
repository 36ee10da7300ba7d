/**
 * STAFF-TOKEN: when a silent refresh fails because the refresh token is no longer accepted
 * (`invalid_grant`) or the server wants interaction, the next try is a hidden-frame request on the provider's
 * session cookie. Anything else (network, configuration) is not fixed by a frame and is passed on.
 */
export interface AuthErrorLike {
  name?: string;
  errorCode?: string;
  subError?: string;
  errorMessage?: string;
}

const INTERACTION_CODES = new Set([
  'interaction_required',
  'login_required',
  'consent_required',
  'no_tokens_found',
  'refresh_token_expired',
  'bad_token',
  'native_account_unavailable',
  'interrupted_user',
]);

export function isAuthErrorLike(error: unknown): error is AuthErrorLike {
  return typeof error === 'object' && error !== null && ('errorCode' in error || 'name' in error);
}

export function shouldFallBackToHiddenFrame(error: unknown): boolean {
  if (!isAuthErrorLike(error)) return false;
  if (error.name === 'InteractionRequiredAuthError') return true;
  const code = error.errorCode ?? '';
  if (code === 'invalid_grant' || INTERACTION_CODES.has(code)) return true;
  // Servers report some refresh failures as a sub-error or only in the message text.
  if (error.subError && INTERACTION_CODES.has(error.subError)) return true;
  return /\binvalid_grant\b/.test(error.errorMessage ?? '');
}

/** After the hidden frame failed too, only a popup can help: the caller shows the sign-in button again. */
export function needsInteractiveSignIn(error: unknown): boolean {
  return shouldFallBackToHiddenFrame(error);
}

/** An ID token is usable for the product service while it has this much life left; it is refreshed otherwise. */
export const ID_TOKEN_MIN_LIFETIME_SECONDS = 60;

export function isIdTokenFresh(claims: { exp?: unknown } | undefined, nowSeconds: number): boolean {
  const exp = claims?.exp;
  return typeof exp === 'number' && exp - ID_TOKEN_MIN_LIFETIME_SECONDS > nowSeconds;
}
