'use client';

import { openConsentPreferences } from '@/lib/consent';

/** Reopens the consent preferences (production only), in the banner's language: a visitor may change or withdraw. */
export function ConsentSettingsButton({ label, lang }: { label: string; lang: string }) {
  return (
    <button
      type="button"
      lang={lang}
      data-consent-settings=""
      onClick={openConsentPreferences}
      className="inline-flex min-h-10 items-center underline-offset-2 hover:text-white hover:underline"
    >
      {label}
    </button>
  );
}
