import { getRequestConfig } from 'next-intl/server';
import { DEFAULT_MARKET_CODE, requireMarket } from '@qilak/markets';
import { labelMessages, messageFallback, parseMarketParam } from './labels';
import { loadMessages } from './messages';
import { logger } from '@/lib/log';

const log = logger('i18n');

// The "locale" next-intl sees is our market segment (set with setRequestLocale, possibly with ~labels); Intl
// formatting uses the market's language, because Intl would canonicalize en-GLOBAL to en-global.
export default getRequestConfig(async ({ requestLocale }) => {
  const requested = await requestLocale;
  const parsed = requested ? parseMarketParam(requested) : undefined;
  const market = parsed?.market ?? requireMarket(DEFAULT_MARKET_CODE);
  const messages = await loadMessages(market);
  return {
    locale: market.language,
    messages: parsed?.showLabels ? labelMessages(messages) : messages,
    timeZone: 'UTC',
    onError: (error) => log.error(`${market.code}: ${error.message}`),
    getMessageFallback: messageFallback,
  };
});
