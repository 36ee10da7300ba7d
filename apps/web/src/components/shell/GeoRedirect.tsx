'use client';

import { useEffect, useRef } from 'react';
import type { MarketCode } from '@qilak/markets';
import { useConsentState } from '@/lib/consent/use-consent-state';
import { decideGeoRedirect } from '@/lib/geo/decide';
import { GEO_DONE_COOKIE, geoDoneCookieString, hasCookie } from '@/lib/geo/cookie';

/** Sends a visitor once to the market of their country (spec section 4); production only, after functional consent. */
export function GeoRedirect({ market, production }: { market: MarketCode; production: boolean }) {
  const consent = useConsentState();
  const ran = useRef(false);

  useEffect(() => {
    if (!production || !consent.known || ran.current) return;
    if (!consent.functional || hasCookie(document.cookie, GEO_DONE_COOKIE)) return;
    ran.current = true;
    void run(market).catch((error: unknown) => console.error('[geo] lookup failed; no redirect', error));
  }, [consent.known, consent.functional, market, production]);
  return null;
}

async function run(market: MarketCode): Promise<void> {
  const mock = new URLSearchParams(window.location.search).get('mock_visiting_country');
  const response = await fetch(`/napi/geoip${mock ? `?mock_visiting_country=${encodeURIComponent(mock)}` : ''}`, {
    cache: 'no-store',
  });
  if (!response.ok) throw new Error(`/napi/geoip answered ${response.status}`);
  const { countryCode } = (await response.json()) as { countryCode: string | null };
  const decision = decideGeoRedirect({
    production: true,
    functionalConsent: true,
    done: false,
    countryCode,
    currentMarket: market,
  });
  if (decision.action === 'none') return;
  document.cookie = geoDoneCookieString();
  if (decision.action === 'stay') return;
  window.location.assign(await targetPath(decision.market));
}

async function targetPath(target: MarketCode): Promise<string> {
  const root = target === 'en-GLOBAL' ? '/' : `/${target}`;
  try {
    const response = await fetch(
      `/napi/localized-path?to=${encodeURIComponent(target)}&path=${encodeURIComponent(window.location.pathname)}`,
      { cache: 'no-store' },
    );
    if (!response.ok) throw new Error(`status ${response.status}`);
    const { path } = (await response.json()) as { path?: string };
    return path && path.startsWith('/') && !path.startsWith('//') ? path : root;
  } catch (error) {
    console.error('[geo] localized path lookup failed; going to the market root', error);
    return root;
  }
}
