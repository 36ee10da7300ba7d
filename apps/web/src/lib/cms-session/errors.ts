/** Error bodies of the content service (ERR-CMS-BODY). */
export type StrapiApiVersion = 'v4' | 'v3';

export interface StrapiV4ErrorBody {
  data?: null;
  error: { status: number; name: string; message: string; details: Record<string, unknown> };
}

export interface StrapiV3ErrorBody {
  error: string;
  message: string | unknown[];
  statusCode: number;
}

export type StrapiErrorBody = StrapiV4ErrorBody | StrapiV3ErrorBody;

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

export function isStrapiV4ErrorBody(value: unknown): value is StrapiV4ErrorBody {
  if (!isRecord(value) || !isRecord(value.error)) return false;
  const { status, name, message } = value.error;
  return typeof status === 'number' && typeof name === 'string' && typeof message === 'string';
}

export function isStrapiV3ErrorBody(value: unknown): value is StrapiV3ErrorBody {
  return (
    isRecord(value) && typeof value.error === 'string' && typeof value.statusCode === 'number' && 'message' in value
  );
}

export function isStrapiErrorBody(value: unknown): value is StrapiErrorBody {
  return isStrapiV4ErrorBody(value) || isStrapiV3ErrorBody(value);
}

/** The status of an error body in either shape. */
export function errorStatus(body: StrapiErrorBody): number {
  return 'statusCode' in body ? body.statusCode : body.error.status;
}

/** The message of an error body in either shape (v3 may carry a list of validation messages). */
export function errorMessage(body: StrapiErrorBody): string {
  if ('statusCode' in body) return typeof body.message === 'string' ? body.message : JSON.stringify(body.message);
  return body.error.message;
}

/**
 * What a failed request throws: the server's error body when it sent one, otherwise an UnknownError with
 * status 500 and the failure's message, in the shape of the configured API version.
 */
export function toStrapiError(body: unknown, message: string, version: StrapiApiVersion): StrapiErrorBody {
  // A body of the other version's shape is still the server's error body: keep it rather than mask it.
  if (isStrapiErrorBody(body)) return body;
  return version === 'v4'
    ? { data: null, error: { status: 500, name: 'UnknownError', message, details: {} } }
    : { error: 'UnknownError', message, statusCode: 500 };
}
