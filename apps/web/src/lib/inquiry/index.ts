/**
 * Quote and sample requests: the form's vocabulary and limits (the browser's form uses these, with no zod);
 * the zod rules and the submission are behind './server'.
 */
export {
  BUYER_TYPES,
  INCOTERMS,
  INCOTERM_MARKETS,
  LIMITS,
  MIN_FILL_MS,
  UNITS,
  type BuyerType,
  type ErrorCode,
  type Unit,
} from './constants';
export { INQUIRY_EVENT, INQUIRY_PATH, inquiryChallengePath, inquiryFormPath, inquirySentPath } from './paths';
export type { FieldErrors, InquiryResult } from './result';
