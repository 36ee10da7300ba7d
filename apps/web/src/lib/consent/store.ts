/** Consent categories (CONSENT-CATEGORIES); outside production all are true, in production the provider decides. */
export interface ConsentState {
  /** False until the provider has answered (or the visitor chose): nothing consent-gated runs before. */
  known: boolean;
  functional: boolean;
  marketing: boolean;
  statistic: boolean;
}

export type ConsentCategory = 'functional' | 'marketing' | 'statistic';
export type ConsentChoice = Pick<ConsentState, ConsentCategory>;

type Listener = () => void;

export const ALL_GRANTED: ConsentState = Object.freeze({
  known: true,
  functional: true,
  marketing: true,
  statistic: true,
});
export const NONE_YET: ConsentState = Object.freeze({
  known: false,
  functional: false,
  marketing: false,
  statistic: false,
});

/**
 * The one consent store of the page. Providers (built-in banner, Cookiebot, non-production) write it; every
 * reader (embeds, tag manager, geo redirect) subscribes to it, so a changed choice applies without a reload.
 */
export interface ConsentStore {
  get: () => ConsentState;
  set: (choice: ConsentChoice) => void;
  subscribe: (listener: Listener) => () => void;
}

export function createConsentStore(): ConsentStore {
  let state = NONE_YET;
  const listeners = new Set<Listener>();
  return {
    get: () => state,
    set(choice) {
      const next: ConsentState = {
        known: true,
        functional: choice.functional === true,
        marketing: choice.marketing === true,
        statistic: choice.statistic === true,
      };
      if (
        state.known &&
        state.functional === next.functional &&
        state.marketing === next.marketing &&
        state.statistic === next.statistic
      )
        return; // same answer again (e.g. the provider's ready event after its consent event): no re-render
      state = next;
      for (const listener of [...listeners]) listener();
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
      };
    },
  };
}

/** The page's store (a module singleton: one per browser page, shared by every client component). */
export const consentStore: ConsentStore = createConsentStore();

/**
 * The decision as the `data-consent` attribute of <html> shows it (tests and tag rules wait for it):
 * `pending` until the provider answered, else the granted categories, `necessary` always first.
 */
export function consentAttributeValue(state: ConsentState): string {
  if (!state.known) return 'pending';
  const granted = (['functional', 'statistic', 'marketing'] as const).filter((category) => state[category]);
  return ['necessary', ...granted].join(' ');
}

export const CONSENT_ATTRIBUTE = 'data-consent';
