'use client';

import { useEffect } from 'react';
import { isMarketCode } from '@qilak/markets';
import { MARKET_CHOICE_ATTRIBUTE, localeCookieString } from '@/lib/locale-cookie';

/**
 * A market chooser link (header menu, chooser block) updates the locale cookie before the browser follows it:
 * otherwise `/` (en-GLOBAL) would send a visitor who chose Global back to the market the cookie still names.
 */
export function MarketChoiceCookie() {
  useEffect(() => {
    const onClick = (event: MouseEvent) => {
      const link = event.target instanceof Element ? event.target.closest(`a[${MARKET_CHOICE_ATTRIBUTE}]`) : null;
      const market = link?.getAttribute(MARKET_CHOICE_ATTRIBUTE);
      if (market && isMarketCode(market)) document.cookie = localeCookieString(market);
    };
    // Capture phase, and the middle button too: the cookie is written before any navigation starts.
    document.addEventListener('click', onClick, true);
    document.addEventListener('auxclick', onClick, true);
    return () => {
      document.removeEventListener('click', onClick, true);
      document.removeEventListener('auxclick', onClick, true);
    };
  }, []);
  return null;
}
