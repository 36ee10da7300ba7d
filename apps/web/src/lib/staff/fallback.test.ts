import { describe, expect, it } from 'vitest';
import { isIdTokenFresh, shouldFallBackToHiddenFrame } from './fallback';

describe('silent refresh fallback', () => {
  it('falls back to a hidden frame on invalid_grant and interaction-required errors', () => {
    expect(shouldFallBackToHiddenFrame({ name: 'ServerError', errorCode: 'invalid_grant' })).toBe(true);
    expect(shouldFallBackToHiddenFrame({ name: 'InteractionRequiredAuthError', errorCode: 'whatever' })).toBe(true);
    expect(shouldFallBackToHiddenFrame({ name: 'ServerError', errorCode: 'interaction_required' })).toBe(true);
    expect(shouldFallBackToHiddenFrame({ name: 'ServerError', errorCode: 'login_required' })).toBe(true);
    expect(shouldFallBackToHiddenFrame({ name: 'ServerError', errorCode: 'x', subError: 'consent_required' })).toBe(
      true,
    );
    expect(
      shouldFallBackToHiddenFrame({
        name: 'ServerError',
        errorCode: 'server_error',
        errorMessage: 'AADSTS70000: invalid_grant',
      }),
    ).toBe(true);
  });
  it('passes other failures on', () => {
    expect(shouldFallBackToHiddenFrame({ name: 'BrowserAuthError', errorCode: 'no_network_connectivity' })).toBe(false);
    expect(shouldFallBackToHiddenFrame(new TypeError('x'))).toBe(false);
    expect(shouldFallBackToHiddenFrame('invalid_grant')).toBe(false);
    expect(shouldFallBackToHiddenFrame(null)).toBe(false);
  });
  it('treats an ID token as fresh only with a minute of life left', () => {
    expect(isIdTokenFresh({ exp: 1000 }, 900)).toBe(true);
    expect(isIdTokenFresh({ exp: 1000 }, 950)).toBe(false);
    expect(isIdTokenFresh({}, 0)).toBe(false);
    expect(isIdTokenFresh(undefined, 0)).toBe(false);
  });
});
