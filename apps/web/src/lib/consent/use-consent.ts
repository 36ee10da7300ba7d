'use client';

import { useSyncExternalStore } from 'react';

/** The consent categories a component may ask about (spec section 4). */
export interface Consent {
  functional: boolean;
  marketing: boolean;
  statistic: boolean;
}

export const CONSENT_COOKIE = 'qilak-consent';
const NONE: Consent = { functional: false, marketing: false, statistic: false };
const ALL: Consent = { functional: true, marketing: true, statistic: true };

/**
 * Reads a `qilak-consent` cookie: JSON (`{"marketing":true,...}`) or a comma list (`functional,marketing`).
 * Placeholder until the visitor-behaviour issue connects the consent provider; only this inside changes.
 */
export function parseConsentCookie(value: string | undefined): Consent {
  if (!value) return NONE;
  const text = decodeURIComponent(value);
  try {
    const parsed = JSON.parse(text) as Partial<Record<keyof Consent, unknown>>;
    if (parsed && typeof parsed === 'object') {
      return {
        functional: parsed.functional === true,
        marketing: parsed.marketing === true,
        statistic: parsed.statistic === true,
      };
    }
  } catch {
    // not JSON: a comma list
  }
  const names = new Set(text.split(',').map((s) => s.trim().toLowerCase()));
  return { functional: names.has('functional'), marketing: names.has('marketing'), statistic: names.has('statistic') };
}

function readConsent(): Consent {
  if (document.documentElement.dataset.appEnv !== 'production') return ALL;
  const cookie = document.cookie.split('; ').find((c) => c.startsWith(`${CONSENT_COOKIE}=`));
  return parseConsentCookie(cookie?.slice(CONSENT_COOKIE.length + 1));
}

let snapshot: Consent = NONE;
let snapshotKey = '';
function getSnapshot(): Consent {
  const next = readConsent();
  const key = `${next.functional}${next.marketing}${next.statistic}`;
  if (key !== snapshotKey) {
    snapshot = next;
    snapshotKey = key;
  }
  return snapshot;
}

// Re-read when the tab regains focus: the provider's banner may have changed the cookie meanwhile.
function subscribe(onChange: () => void): () => void {
  window.addEventListener('focus', onChange);
  document.addEventListener('qilak:consent', onChange);
  return () => {
    window.removeEventListener('focus', onChange);
    document.removeEventListener('qilak:consent', onChange);
  };
}

/** Consent as the visitor gave it; on the server (and before hydration) nothing is granted. */
export function useConsent(): Consent {
  return useSyncExternalStore(subscribe, getSnapshot, () => NONE);
}
