'use client';

import { useEffect, useRef } from 'react';
import { usePathname } from 'next/navigation';
import { useConsent } from '@/lib/consent';
import { TAG_MANAGER_ATTRIBUTE, consentModeSignals, decideTagManager, tagManagerScriptUrl } from '@/lib/tag-manager';

declare global {
  interface Window {
    dataLayer?: unknown[];
  }
}

/** gtag's command form: the container reads consent commands only as an `arguments` object. */
function gtag(..._args: unknown[]): void {
  (window.dataLayer ??= []).push(arguments);
}

const mark = (value: string) => document.documentElement.setAttribute(TAG_MANAGER_ATTRIBUTE, value);

/**
 * Google Tag Manager, production only and only with statistic consent; it follows the consent store, so a
 * withdrawn consent stops it at once (consent mode denied, no further page views). Loaded as an external
 * script by our bundle (no inline snippet), so the Content-Security-Policy needs no 'unsafe-inline'.
 * <html data-tag-manager> shows what it did: off:<why>, waiting, loading, loaded, failed or withdrawn.
 */
export function TagManager({ id, production }: { id: string | null; production: boolean }) {
  const consent = useConsent();
  const pathname = usePathname();
  const loaded = useRef(false);
  const lastPath = useRef<string | null>(null);
  const on = useRef(false);

  useEffect(() => {
    const decision = decideTagManager({
      production,
      id,
      consentKnown: consent.known,
      statistic: consent.statistic,
      loaded: loaded.current,
    });
    on.current = decision.action === 'load' || decision.action === 'on';
    switch (decision.action) {
      case 'off':
        return mark(`off:${decision.why}`);
      case 'waiting':
        return mark('waiting');
      case 'withdrawn':
        gtag('consent', 'update', consentModeSignals(consent));
        return mark('withdrawn');
      case 'on':
        gtag('consent', 'update', consentModeSignals(consent));
        return mark('loaded');
      case 'load': {
        loaded.current = true;
        gtag('consent', 'default', consentModeSignals(consent));
        window.dataLayer!.push({ 'gtm.start': Date.now(), event: 'gtm.js' });
        const script = document.createElement('script');
        script.id = 'qilak-gtm';
        script.async = true;
        script.src = tagManagerScriptUrl(id!);
        script.addEventListener('load', () => on.current && mark('loaded'));
        script.addEventListener('error', () => mark('failed'));
        mark('loading');
        document.head.appendChild(script);
      }
    }
  }, [id, production, consent]);

  // A client navigation is a page view for the container, only while it may count (statistic consent).
  useEffect(() => {
    const previous = lastPath.current;
    lastPath.current = pathname;
    if (previous === null || previous === pathname || !on.current) return;
    window.dataLayer?.push({ event: 'page_view', page_path: pathname });
  }, [pathname]);
  return null;
}
