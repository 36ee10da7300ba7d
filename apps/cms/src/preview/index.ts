import { DEFAULT_LOCALE } from '../bootstrap/markets';
import { isPreviewable, previewPath, previewUrl } from './url';

export { PREVIEWABLE, isPreviewable, previewPath, previewUrl } from './url';

interface HandlerParams {
  documentId: string;
  locale?: string;
  status?: string;
}

/**
 * The handler of Strapi's Preview (config/admin.ts `preview.config.handler`): the URL that opens the site in
 * draft mode on the entry's page in the entry's market; none for types the site does not show on their own.
 */
export function createPreviewHandler(options: { webUrl: string; secret: string }) {
  return async (
    uid: string,
    { documentId, locale = DEFAULT_LOCALE, status = 'draft' }: HandlerParams,
  ): Promise<string | null> => {
    if (!isPreviewable(uid)) return null;
    let slug = '';
    if (uid !== 'api::global-config.global-config' && uid !== 'api::navigation.navigation') {
      // Strapi's global instance: the handler is called by the admin at request time, long after start.
      const entry = await strapi.documents(uid).findOne({
        documentId,
        locale,
        status: status === 'published' ? 'published' : 'draft',
        fields: ['slug'],
      });
      if (!entry?.slug) return null;
      slug = entry.slug;
    }
    return previewUrl(options.webUrl, options.secret, previewPath(uid, slug, locale));
  };
}
