import type { ErrorCode } from './constants';

/** Field path (`company`, `items.0.quantity`) -> error code, the first per field. */
export type FieldErrors = Record<string, ErrorCode>;

/** What the route answers the enhanced form (JSON). */
export type InquiryResult =
  | { ok: true; reference: string; thanksUrl: string }
  | { ok: false; reason: 'invalid'; errors: FieldErrors }
  | { ok: false; reason: 'refused' | 'rateLimited' | 'tooLarge' | 'unavailable' };
