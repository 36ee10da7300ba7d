'use client';

import { useEffect, useRef } from 'react';
import type { MarketCode } from '@qilak/markets';
import { useConsent } from '@/lib/consent';
import {
  GEO_ATTRIBUTE,
  GEO_DONE_COOKIE,
  decideGeoRedirect,
  geoAttributeValue,
  geoDoneCookieString,
  geoPrecondition,
  hasCookie,
} from '@/lib/geo';
import { localeCookieString } from '@/lib/locale-cookie';

const mark = (value: string) => document.documentElement.setAttribute(GEO_ATTRIBUTE, value);

/**
 * Sends a visitor once to the market of their country (GEO-WHEN, GEO-STEPS); production only, after functional
 * consent, also when that consent comes later (preferences changed). <html data-geo-redirect> shows the decision.
 */
export function GeoRedirect({ market, production }: { market: MarketCode; production: boolean }) {
  const consent = useConsent();
  const ran = useRef(false);

  useEffect(() => {
    if (ran.current) return;
    if (production && !consent.known) return mark(geoAttributeValue({ action: 'waiting' }));
    const before = geoPrecondition({
      production,
      functionalConsent: consent.functional,
      done: hasCookie(document.cookie, GEO_DONE_COOKIE),
    });
    if (before.action === 'none') return mark(geoAttributeValue(before));
    ran.current = true;
    mark(geoAttributeValue({ action: 'looking-up' }));
    void run(market).catch((error: unknown) => {
      console.error('[geo] lookup failed; no redirect', error);
      mark(geoAttributeValue({ action: 'failed' }));
    });
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
  if (decision.action !== 'none') document.cookie = geoDoneCookieString();
  if (decision.action !== 'redirect') return mark(geoAttributeValue(decision));
  const target = await targetPath(decision.market);
  // The visitor now belongs to the target market: `/` must take them there next time, not back here.
  document.cookie = localeCookieString(decision.market);
  mark(geoAttributeValue(decision));
  window.location.assign(target);
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
