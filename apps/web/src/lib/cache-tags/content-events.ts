import { MARKET_CODES } from '@qilak/markets';
import { contentEventSchema, type ContentEvent } from '@qilak/content-events';
import { cmsTags } from './tags';

/** The CMS webhook body, validated with the schema the CMS's revalidator uses (packages/content-events). */
export { contentEventSchema, type ContentEvent };

/** Which cache tags a content change touches; a change without a locale touches every market. */
export function tagsForContentEvent(event: Pick<ContentEvent, 'model' | 'locale'>): string[] {
  const locales =
    event.locale && (MARKET_CODES as readonly string[]).includes(event.locale) ? [event.locale] : [...MARKET_CODES];
  switch (event.model) {
    case 'page':
      // A page may be the 404 page or appear in navigation, both cached under their own tags.
      return locales.flatMap((l) => [cmsTags.page(l), cmsTags.navigation(l)]);
    case 'news-article':
      return locales.flatMap((l) => [cmsTags.news(l), cmsTags.page(l)]);
    case 'recipe':
      return locales.flatMap((l) => [cmsTags.recipe(l), cmsTags.page(l)]);
    case 'navigation':
      return locales.map((l) => cmsTags.navigation(l));
    case 'global-config':
      return locales.map((l) => cmsTags.global(l));
    case 'redirect':
      return [cmsTags.redirects];
    default:
      return locales.flatMap((l) => [
        cmsTags.page(l),
        cmsTags.news(l),
        cmsTags.recipe(l),
        cmsTags.navigation(l),
        cmsTags.global(l),
      ]);
  }
}
