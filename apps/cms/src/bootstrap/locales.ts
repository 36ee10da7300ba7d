import type { Core } from '@strapi/strapi';
import { DEFAULT_LOCALE, type MarketSeed } from './markets';

interface LocaleRow {
  id: number;
  code: string;
  name: string;
}

/**
 * The market codes are the locale codes. The admin form only offers ISO codes, so they are created here
 * through the i18n locales service, which takes any code.
 */
export async function ensureLocales(strapi: Core.Strapi, markets: MarketSeed[]): Promise<void> {
  const service = strapi.plugin('i18n').service('locales');
  const existing = (await service.find()) as LocaleRow[];
  const codes = new Set(existing.map((l) => l.code));
  for (const market of markets) {
    if (!codes.has(market.code)) {
      await service.create({ code: market.code, name: `${market.name} (${market.code})` });
      strapi.log.info(`bootstrap: locale ${market.code} created`);
    }
  }
  if ((await service.getDefaultLocale()) !== DEFAULT_LOCALE) await service.setDefaultLocale({ code: DEFAULT_LOCALE });
  // Strapi's own initial 'en' is not a market; drop it while nothing is written in it.
  const marketCodes = new Set(markets.map((m) => m.code));
  for (const row of existing) {
    if (!marketCodes.has(row.code) && row.code === 'en') {
      await service.delete({ id: row.id });
      strapi.log.info(`bootstrap: Strapi's initial locale ${row.code} removed (not a market)`);
    }
  }
}
