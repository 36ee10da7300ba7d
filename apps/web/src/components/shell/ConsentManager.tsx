'use client';

import { useEffect } from 'react';
import type { CookieLanguage } from '@qilak/markets';
import { chooseConsentProvider, startConsent } from '@/lib/consent';

interface Props {
  production: boolean;
  language: CookieLanguage;
  /** Cookiebot's id when Cookiebot replaces the built-in banner. */
  cookiebotId?: string;
}

/** Starts the page's consent provider: everything granted outside production; the provider's answer in production. */
export function ConsentManager({ production, language, cookiebotId }: Props) {
  useEffect(
    () => startConsent(chooseConsentProvider({ production, language, cookiebotId })),
    [production, language, cookiebotId],
  );
  return null;
}
