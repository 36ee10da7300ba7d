/** The form's vocabulary and limits, without zod: the browser's form imports these. */
export const BUYER_TYPES = ['retail', 'foodservice', 'importer', 'industry'] as const;
export const UNITS = ['cartons', 'kg', 'pallets'] as const;
export const INCOTERMS = ['FOB', 'CFR', 'CIF'] as const;
/** Markets whose buyers trade on Incoterms (sea freight to Asia and the rest of the world). */
export const INCOTERM_MARKETS: readonly string[] = ['en-CN', 'en-JP', 'en-GLOBAL'];

// INQUIRY-FIELDS: the limits of each field and of the whole request.
export const LIMITS = {
  /** The whole request, form or JSON. */
  requestBytes: 32 * 1024,
  company: 120,
  name: 120,
  email: 254,
  phone: 40,
  topic: 120,
  message: 2000,
  items: 30,
  itemNumber: 20,
  quantity: 100_000,
} as const;

/** Milliseconds a person needs at least to fill the form; a faster submission is a script's. */
export const MIN_FILL_MS = 3000;

export type BuyerType = (typeof BUYER_TYPES)[number];
export type Unit = (typeof UNITS)[number];

/** Error codes the form shows as messages (`Inquiry.errors.<code>`) next to the field. */
export type ErrorCode =
  | 'required'
  | 'tooLong'
  | 'singleLine'
  | 'email'
  | 'phone'
  | 'choice'
  | 'quantity'
  | 'itemNumber'
  | 'unknownItem'
  | 'tooManyItems'
  | 'noItems'
  | 'month'
  | 'consent';
