'use client';

import { useSyncExternalStore } from 'react';
import { NONE_YET, consentState, subscribeConsent, type ConsentState } from './store';

/** The live consent state; re-renders when the visitor gives or changes consent. */
export function useConsentState(): ConsentState {
  return useSyncExternalStore(subscribeConsent, consentState, () => NONE_YET);
}
