/**
 * Staff sign-in. The door holds only what visitor pages may import (no MSAL): configuration, the session flag
 * and pure rules. MSAL itself is in './msal' and is imported dynamically by the staff components.
 */
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
