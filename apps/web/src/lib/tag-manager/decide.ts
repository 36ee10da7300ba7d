/**
 * What the tag manager does for the page's current consent (TAG-CONSENT: production only, statistic consent).
 * `load` inserts the script once; after that, consent changes only switch it between `on` and `withdrawn`.
 */
export type TagManagerAction =
  | { action: 'off'; why: 'not-production' | 'no-id' | 'no-consent' }
  | { action: 'waiting' }
  | { action: 'load' }
  | { action: 'on' }
  | { action: 'withdrawn' };

export function decideTagManager(input: {
  production: boolean;
  id: string | null;
  consentKnown: boolean;
  statistic: boolean;
  loaded: boolean;
}): TagManagerAction {
  if (!input.production) return { action: 'off', why: 'not-production' };
  if (!input.id) return { action: 'off', why: 'no-id' };
  if (!input.consentKnown) return { action: 'waiting' };
  if (input.statistic) return input.loaded ? { action: 'on' } : { action: 'load' };
  return input.loaded ? { action: 'withdrawn' } : { action: 'off', why: 'no-consent' };
}

/** Google's consent mode signals for the page's consent: the loaded container's tags honour them. */
export function consentModeSignals(consent: { statistic: boolean; marketing: boolean }): Record<string, string> {
  const state = (granted: boolean) => (granted ? 'granted' : 'denied');
  return {
    analytics_storage: state(consent.statistic),
    ad_storage: state(consent.marketing),
    ad_user_data: state(consent.marketing),
    ad_personalization: state(consent.marketing),
  };
}

export const TAG_MANAGER_ATTRIBUTE = 'data-tag-manager';

/** The script URL of a container (the id is checked by checkTagManagerId before it gets here). */
export function tagManagerScriptUrl(id: string): string {
  return `https://www.googletagmanager.com/gtm.js?id=${encodeURIComponent(id)}`;
}
