/**
 * The user session of the content service as pure transitions (SESSION-TOKEN):
 * the session object applies them and persists the token; these functions hold the rules.
 */
export interface CmsUser {
  id: number;
  documentId?: string;
  username: string;
  email: string;
  provider?: string;
  confirmed?: boolean;
  blocked?: boolean;
  [field: string]: unknown;
}

export interface SessionState {
  token: string | null;
  user: CmsUser | null;
}

export const EMPTY_SESSION: SessionState = { token: null, user: null };

/** Login, register, forgot/reset password and provider callback start without a token. */
export function beforeAuthRequest(state: SessionState): SessionState {
  return { ...state, token: null };
}

/** A successful login, register, reset or provider callback keeps the returned jwt; the user is fetched next. */
export function afterAuthResponse(state: SessionState, jwt: string): SessionState {
  return { ...state, token: jwt };
}

export function withUser(state: SessionState, user: CmsUser | null): SessionState {
  return { ...state, user };
}

/** A failed `/users/me` means the token is no good: drop it along with the user. */
export function afterUserFetchFailed(): SessionState {
  return EMPTY_SESSION;
}

export function loggedOut(): SessionState {
  return EMPTY_SESSION;
}

/** On load: fetch the user only when a token is stored and no user is known yet. */
export function needsUserFetch(state: SessionState): boolean {
  return state.token !== null && state.user === null;
}
