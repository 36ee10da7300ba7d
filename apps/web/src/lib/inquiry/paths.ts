import { marketPath } from '../routing';
import type { MarketCode } from '@qilak/markets';

/** INQUIRY-TAG-EVENT: the tag manager event, sent with the statistics consent only, without the buyer's details. */
export const INQUIRY_EVENT = 'inquiry_submitted';

/** Where the form posts (plain form post and the enhanced fetch alike). */
export const INQUIRY_PATH = (market: string) => `/api/inquiry/${encodeURIComponent(market)}`;
export const inquiryChallengePath = () => '/api/inquiry/challenge';
/** INQUIRY-START: the form prefilled with items (product ids or variant item numbers). */
export const inquiryFormPath = (market: MarketCode, items: readonly string[] = []) =>
  marketPath(market, ['/inquiry', ...items.map(encodeURIComponent)].join('/'));
/** The thank-you page. */
export const inquirySentPath = (market: MarketCode) => marketPath(market, '/inquiry-sent');
