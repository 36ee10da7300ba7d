'use client';

import { useSyncExternalStore } from 'react';
import { NONE_YET, consentStore, type ConsentState } from './store';

/** The live consent state; re-renders when the visitor gives, changes or withdraws consent (no reload). */
export function useConsent(): ConsentState {
  return useSyncExternalStore(consentStore.subscribe, consentStore.get, () => NONE_YET);
}
