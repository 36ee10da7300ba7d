import type { Market, MarketCode } from '@qilak/markets';
import en from '../../messages/en.json';
import { logger } from '@/lib/log';

const log = logger('i18n');

export type Messages = typeof en;

/** Part of a catalogue: any namespaces and keys of the English one, nothing else. */
export type MessageOverride = { [N in keyof Messages]?: Partial<Messages[N]> };

const loaders: Record<string, () => Promise<{ default: unknown }>> = {
  en: () => import('../../messages/en.json'),
  da: () => import('../../messages/da.json'),
  sv: () => import('../../messages/sv.json'),
  de: () => import('../../messages/de.json'),
  fr: () => import('../../messages/fr.json'),
  kl: () => import('../../messages/kl.json'),
};

/**
 * Where a market writes its language differently (US English: "catalog", "Directions"), its own file
 * (`messages/<market>.json`) holds only those keys; everything else comes from the language's catalogue.
 * (L10N-MARKET-MESSAGES)
 */
const marketLoaders: Partial<Record<MarketCode, () => Promise<{ default: MessageOverride }>>> = {
  'en-US': () => import('../../messages/en-US.json'),
};

/**
 * The market's messages: its own overrides over its language's catalogue over English. A catalogue that fails
 * to load is logged and skipped (the layer below shows instead).
 */
export async function loadMessages(market: Market): Promise<Messages> {
  let messages = en;
  const loader = market.contentLanguage === 'en' ? undefined : loaders[market.contentLanguage];
  if (loader) {
    try {
      messages = deepMerge(en, (await loader()).default as Partial<Messages>);
    } catch (error) {
      log.error({ err: error }, `could not load messages for ${market.code}; using English`);
    }
  }
  const marketLoader = marketLoaders[market.code];
  if (marketLoader) {
    try {
      messages = deepMerge(messages, (await marketLoader()).default);
    } catch (error) {
      log.error({ err: error }, `could not load the ${market.code} messages; using its language's`);
    }
  }
  return messages;
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
