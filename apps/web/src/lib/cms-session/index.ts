/** The content-service user session: typed client, session with pure transitions, React provider and hook. */
export {
  createStrapiClient,
  apiBaseUrl,
  requestUrl,
  requestHeaders,
  type StrapiClient,
  type StrapiClientOptions,
  type StrapiHooks,
} from './client';
export { createCmsSession, type CmsSession, type CmsSessionOptions, type AuthResponse } from './session';
export { EMPTY_SESSION, type CmsUser, type SessionState } from './state';
export { localTokenStorage, memoryTokenStorage, TOKEN_STORAGE_KEY, type TokenStorage } from './storage';
export {
  isStrapiErrorBody,
  isStrapiV3ErrorBody,
  isStrapiV4ErrorBody,
  errorMessage,
  errorStatus,
  type StrapiErrorBody,
  type StrapiV3ErrorBody,
  type StrapiV4ErrorBody,
} from './errors';
