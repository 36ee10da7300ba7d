import type { Market } from '@qilak/markets';
import en from '../../messages/en.json';
import { logger } from '@/lib/log';

const log = logger('i18n');

export type Messages = typeof en;

const loaders: Record<string, () => Promise<{ default: unknown }>> = {
  en: () => import('../../messages/en.json'),
  da: () => import('../../messages/da.json'),
  sv: () => import('../../messages/sv.json'),
  de: () => import('../../messages/de.json'),
  fr: () => import('../../messages/fr.json'),
  kl: () => import('../../messages/kl.json'),
};

/** The market's catalogue over English; a catalogue that fails to load is logged and skipped. */
export async function loadMessages(market: Market): Promise<Messages> {
  if (market.contentLanguage === 'en') return en;
  const loader = loaders[market.contentLanguage];
  try {
    const loaded = loader ? ((await loader()).default as Partial<Messages>) : {};
    return deepMerge(en, loaded);
  } catch (error) {
    log.error({ err: error }, `could not load messages for ${market.code}; using English`);
    return en;
  }
}

function deepMerge<T>(base: T, over: unknown): T {
  if (typeof base !== 'object' || base === null || typeof over !== 'object' || over === null) {
    return (over ?? base) as T;
  }
  const out: Record<string, unknown> = { ...(base as Record<string, unknown>) };
  for (const [key, value] of Object.entries(over as Record<string, unknown>)) {
    out[key] = deepMerge(out[key], value);
  }
  return out as T;
}
