import { describe, expect, it } from 'vitest';
import { errorMessage, errorStatus, isStrapiV3ErrorBody, isStrapiV4ErrorBody, toStrapiError } from './errors';

const v4 = {
  data: null,
  error: { status: 400, name: 'ValidationError', message: 'Invalid identifier or password', details: {} },
};
const v3 = { statusCode: 400, error: 'Bad Request', message: [{ messages: [{ id: 'Auth.form.error.invalid' }] }] };

describe('content service errors', () => {
  it('recognises both shapes', () => {
    expect(isStrapiV4ErrorBody(v4)).toBe(true);
    expect(isStrapiV3ErrorBody(v4)).toBe(false);
    expect(isStrapiV3ErrorBody(v3)).toBe(true);
    expect(isStrapiV4ErrorBody(v3)).toBe(false);
  });
  it('passes the server error body through unchanged', () => {
    expect(toStrapiError(v4, 'ignored', 'v4')).toBe(v4);
    expect(toStrapiError(v3, 'ignored', 'v3')).toBe(v3);
  });
  it('builds an UnknownError with status 500 in the v4 shape when there is no body', () => {
    expect(toStrapiError(undefined, 'fetch failed', 'v4')).toEqual({
      data: null,
      error: { status: 500, name: 'UnknownError', message: 'fetch failed', details: {} },
    });
  });
  it('builds an UnknownError with status 500 in the v3 shape when the body is not an error body', () => {
    expect(toStrapiError('<html>', 'Bad Gateway', 'v3')).toEqual({
      error: 'UnknownError',
      message: 'Bad Gateway',
      statusCode: 500,
    });
  });
  it('reads status and message of either shape', () => {
    expect(errorStatus(v4)).toBe(400);
    expect(errorStatus(v3)).toBe(400);
    expect(errorMessage(v4)).toBe('Invalid identifier or password');
    expect(errorMessage({ error: 'Forbidden', message: 'Forbidden', statusCode: 403 })).toBe('Forbidden');
  });
});
