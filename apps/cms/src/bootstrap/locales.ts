import type { Core } from '@strapi/strapi';
import { DEFAULT_LOCALE, type MarketSeed } from './markets';

/** The part of the i18n plugin's locales service the bootstrap uses (plugin services are untyped). */
interface LocalesService {
  find(): Promise<LocaleRow[]>;
  create(locale: { code: string; name: string }): Promise<unknown>;
  getDefaultLocale(): Promise<string>;
  setDefaultLocale(locale: { code: string }): Promise<unknown>;
  delete(where: { id: number }): Promise<unknown>;
}

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
  const service = strapi.plugin('i18n').service<LocalesService>('locales');
  const existing = await service.find();
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
  const contentTypes = Object.entries(strapi.contentTypes) as [string, { pluginOptions?: unknown }][];
  for (const [uid, contentType] of contentTypes) {
    const localized = (contentType.pluginOptions as { i18n?: { localized?: boolean } } | undefined)?.i18n?.localized;
    if (uid.startsWith('api::') && localized && (await strapi.db.query(uid).count({ where: { locale } })) > 0)
      return true;
  }
  return false;
}
