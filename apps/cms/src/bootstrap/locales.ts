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
  // Strapi's own initial 'en' is not a market; drop it while nothing is written in it (deleting a locale
  // deletes its entries).
  const initial = existing.find((l) => l.code === 'en');
  if (initial && !markets.some((m) => m.code === 'en') && !(await hasEntries(strapi, 'en'))) {
    await service.delete({ id: initial.id });
    strapi.log.info("bootstrap: Strapi's initial locale en removed (not a market)");
  }
}

async function hasEntries(strapi: Core.Strapi, locale: string): Promise<boolean> {
  for (const [uid, contentType] of Object.entries(strapi.contentTypes)) {
    const localized = (contentType.pluginOptions as { i18n?: { localized?: boolean } } | undefined)?.i18n?.localized;
    if (uid.startsWith('api::') && localized && (await strapi.db.query(uid as never).count({ where: { locale } })) > 0)
      return true;
  }
  return false;
}
