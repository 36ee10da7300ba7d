/** Consent categories of spec section 4; outside production all are true, in production the provider decides. */
export interface ConsentState {
  /** False until the provider has answered (or the visitor chose): nothing consent-gated runs before. */
  known: boolean;
  functional: boolean;
  marketing: boolean;
  statistic: boolean;
}

type Listener = () => void;

export const ALL_GRANTED: ConsentState = { known: true, functional: true, marketing: true, statistic: true };
export const NONE_YET: ConsentState = { known: false, functional: false, marketing: false, statistic: false };

const holder: { state: ConsentState } = { state: NONE_YET };
const listeners = new Set<Listener>();

export function consentState(): ConsentState {
  return holder.state;
}

export function setConsent(next: Omit<ConsentState, 'known'>): void {
  const state = { known: true, ...next };
  const prev = holder.state;
  if (
    prev.known &&
    prev.functional === state.functional &&
    prev.marketing === state.marketing &&
    prev.statistic === state.statistic
  )
    return;
  holder.state = state;
  for (const listener of listeners) listener();
}

export function subscribeConsent(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Starts the store for the environment: non-production sites grant everything at once. */
export function initConsent(production: boolean): void {
  if (!production) setConsent(ALL_GRANTED);
}
