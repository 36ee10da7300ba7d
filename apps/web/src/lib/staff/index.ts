/**
 * Staff sign-in. The door holds only what visitor pages may import (no MSAL): configuration, the session flag
 * and pure rules. MSAL itself is in './msal', reached only through loadStaffAuth's dynamic import, so it stays a
 * chunk of its own that loads when a staff component asks for it.
 */
import type { StaffClientConfig } from './config';
import type { StaffAuth } from './msal';
export {
  STAFF_SCOPES,
  STAFF_PAGE_PATH,
  STAFF_REDIRECT_PATH,
  buildMsalConfiguration,
  isMicrosoftAuthority,
  readStaffConfig,
  type StaffClientConfig,
} from './config';
export { shouldFallBackToHiddenFrame, isIdTokenFresh, needsInteractiveSignIn } from './fallback';
export { shareInFlight } from './in-flight';
export { hasStaffSessionFlag, setStaffSessionFlag, STAFF_SESSION_FLAG } from './session-flag';
export { createGraphClient, GraphRequestError, type GraphClient, type StaffProfile, type Result } from './graph';
export type { StaffAuth, StaffAccount, StaffTokens } from './msal';
export { staffCspOrigins } from './csp';
export {
  SECRET_DATA_PATH,
  bearerAuthorization,
  parseSecretDataQuery,
  secretDataUrl,
  selectSecretVariants,
  type SecretDataQuery,
  type SecretPanelData,
} from './secret-request';

/** MSAL's sign-in for the staff components, loaded on demand (the visitor pages never load it). */
export async function createStaffAuth(config: StaffClientConfig): Promise<StaffAuth> {
  const { createStaffAuth: create } = await import('./msal');
  return create(config);
}
