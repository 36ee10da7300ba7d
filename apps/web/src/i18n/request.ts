import { getRequestConfig } from 'next-intl/server';
import { getMarket, DEFAULT_MARKET_CODE, requireMarket } from '@qilak/markets';
import { loadMessages } from './messages';

// The "locale" next-intl sees is our market code (set with setRequestLocale); Intl formatting uses the
// market's language, because Intl would canonicalize en-GLOBAL to en-global.
export default getRequestConfig(async ({ requestLocale }) => {
  const requested = await requestLocale;
  const market = (requested && getMarket(requested)) || requireMarket(DEFAULT_MARKET_CODE);
  return {
    locale: market.language,
    messages: await loadMessages(market),
    timeZone: 'UTC',
  };
});
