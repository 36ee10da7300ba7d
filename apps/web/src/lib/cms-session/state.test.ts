import { describe, expect, it } from 'vitest';
import {
  EMPTY_SESSION,
  afterAuthResponse,
  afterUserFetchFailed,
  beforeAuthRequest,
  loggedOut,
  needsUserFetch,
  withUser,
} from './state';

const user = { id: 1, username: 'ada', email: 'ada@example.com' };

describe('session transitions', () => {
  it('clears the token before an auth request and keeps the user as it is', () => {
    expect(beforeAuthRequest({ token: 'old', user })).toEqual({ token: null, user });
  });
  it('stores the returned jwt after a successful auth response', () => {
    expect(afterAuthResponse(EMPTY_SESSION, 'jwt-1')).toEqual({ token: 'jwt-1', user: null });
  });
  it('sets the user', () => {
    expect(withUser({ token: 't', user: null }, user)).toEqual({ token: 't', user });
  });
  it('logout and a failed user fetch clear token and user', () => {
    expect(loggedOut()).toEqual({ token: null, user: null });
    expect(afterUserFetchFailed()).toEqual({ token: null, user: null });
  });
  it('fetches the user on load only with a token and no user', () => {
    expect(needsUserFetch({ token: 't', user: null })).toBe(true);
    expect(needsUserFetch({ token: 't', user })).toBe(false);
    expect(needsUserFetch({ token: null, user: null })).toBe(false);
  });
});
