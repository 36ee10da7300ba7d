import 'server-only';
import type { Market } from '@qilak/markets';
import { loadMessages } from '@/i18n/messages';
import { INCOTERM_MARKETS } from '@/lib/inquiry';
import type { InquiryFormProps, InquiryTexts } from './InquiryForm';

// Where Qilak's buyers are: the markets' own countries first, then the rest of Europe, North America and Asia.
const COUNTRIES = [
  'DK',
  'GL',
  'FO',
  'IS',
  'NO',
  'SE',
  'FI',
  'DE',
  'NL',
  'BE',
  'LU',
  'FR',
  'GB',
  'IE',
  'ES',
  'PT',
  'IT',
  'AT',
  'CH',
  'PL',
  'CZ',
  'EE',
  'LV',
  'LT',
  'GR',
  'US',
  'CA',
  'MX',
  'CN',
  'HK',
  'TW',
  'JP',
  'KR',
  'SG',
  'TH',
  'VN',
  'MY',
  'AU',
  'NZ',
  'AE',
  'SA',
  'IL',
  'TR',
  'ZA',
  'BR',
];

function languageTag(market: Market): string {
  // ICU has no Greenlandic region or month names everywhere: Danish is what Greenland's administration writes too.
  return market.language.startsWith('kl') ? 'da' : market.language;
}

/** The form's texts and choices for a market, read on the server and handed to the client form as props. */
export async function loadInquiryForm(
  market: Market,
  options: { topic?: string; heading?: string; items?: InquiryFormProps['items']; privacyUrl?: string } = {},
): Promise<InquiryFormProps> {
  const messages = (await loadMessages(market)) as unknown as { Inquiry: InquiryTexts };
  const tag = languageTag(market);
  const regions = new Intl.DisplayNames([tag], { type: 'region' });
  const collator = new Intl.Collator(tag);
  const own = market.code.split('-')[1] ?? '';
  // A market of one country preselects it; the global market leaves the choice to the buyer.
  const defaultCountry = /^[A-Z]{2}$/.test(own) ? own : '';
  const countries = COUNTRIES.map((code) => ({ code, name: regions.of(code) ?? code })).sort((a, b) =>
    collator.compare(a.name, b.name),
  );
  const monthFormat = new Intl.DateTimeFormat(tag, { month: 'long', year: 'numeric', timeZone: 'UTC' });
  const now = new Date();
  const months = Array.from({ length: 18 }, (_, i) => {
    const date = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() + 1 + i, 1));
    return { value: date.toISOString().slice(0, 7), label: monthFormat.format(date) };
  });
  return {
    market: market.code,
    texts: messages.Inquiry,
    topic: options.topic,
    heading: options.heading,
    items: options.items ?? [],
    countries,
    defaultCountry,
    months,
    showIncoterm: INCOTERM_MARKETS.includes(market.code),
    privacyUrl: options.privacyUrl,
  };
}
