import type { ErrorResponse, PimErrorCode } from '@qilak/pim-contract';

/** An answer the caller caused (4xx); everything else becomes a logged 500. */
export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    readonly code: PimErrorCode,
    message: string,
    readonly detail: { parameter?: string; value?: string } = {},
    readonly headers: Record<string, string> = {},
  ) {
    super(message);
    this.name = 'HttpError';
  }

  toBody(): ErrorResponse {
    const body: ErrorResponse = { Error: this.code, Message: this.message };
    if (this.detail.parameter !== undefined) body.Parameter = this.detail.parameter;
    if (this.detail.value !== undefined) body.Value = this.detail.value;
    return body;
  }
}

export const unauthorized = (message: string, headers: Record<string, string> = {}) =>
  new HttpError(401, 'Unauthorized', message, {}, headers);

export const badRequest = (message: string, parameter: string, value?: string) =>
  new HttpError(400, 'BadRequest', message, value === undefined ? { parameter } : { parameter, value });

export const notFound = (message: string) => new HttpError(404, 'NotFound', message);
