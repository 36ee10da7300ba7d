'use client';

import { useEffect } from 'react';
import { useConsentState } from '@/lib/consent/use-consent-state';

declare global {
  interface Window {
    dataLayer?: unknown[];
  }
}

/**
 * Google Tag Manager, production only and only after statistic consent. Loaded as an external script by our
 * bundle (no inline snippet), so the Content-Security-Policy needs no 'unsafe-inline'.
 */
export function TagManager({ id }: { id: string }) {
  const { statistic } = useConsentState();
  useEffect(() => {
    if (!statistic || document.getElementById('qilak-gtm')) return;
    window.dataLayer = window.dataLayer ?? [];
    window.dataLayer.push({ 'gtm.start': Date.now(), event: 'gtm.js' });
    const script = document.createElement('script');
    script.id = 'qilak-gtm';
    script.async = true;
    script.src = `https://www.googletagmanager.com/gtm.js?id=${encodeURIComponent(id)}`;
    document.head.appendChild(script);
  }, [id, statistic]);
  return null;
}
