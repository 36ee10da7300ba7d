import type { Core } from '@strapi/strapi';

/** Help text editors see under the SEO title field: the site's title template adds the brand. */
export const META_TITLE_HELP =
  'Title in search results and when shared, without the brand: the site adds the separator and site name from Global settings (" | Qilak Seafood"). About 55 characters.';

interface FieldMeta {
  edit: { description?: string } & Record<string, unknown>;
  list: Record<string, unknown>;
}
interface ComponentConfiguration {
  settings: Record<string, unknown>;
  metadatas: Record<string, FieldMeta>;
  layouts: Record<string, unknown>;
}
interface ComponentsService {
  findComponent(uid: string): unknown;
  findConfiguration(component: unknown): Promise<ComponentConfiguration>;
  updateConfiguration(component: unknown, configuration: ComponentConfiguration): Promise<unknown>;
}

/** Sets the field descriptions of the shared SEO component in the admin's edit view (kept on every start). */
export async function ensureFieldHelp(strapi: Core.Strapi): Promise<void> {
  try {
    const components = strapi.plugin('content-manager').service<ComponentsService>('components');
    const component = components.findComponent('shared.seo');
    if (!component) return;
    const configuration = await components.findConfiguration(component);
    const metaTitle = configuration.metadatas?.metaTitle;
    if (!metaTitle || metaTitle.edit.description === META_TITLE_HELP) return;
    await components.updateConfiguration(component, {
      settings: configuration.settings,
      layouts: configuration.layouts,
      metadatas: {
        ...configuration.metadatas,
        metaTitle: { ...metaTitle, edit: { ...metaTitle.edit, description: META_TITLE_HELP } },
      },
    });
  } catch (error) {
    strapi.log.warn(`[bootstrap] could not set the SEO title help text: ${(error as Error).message}`);
  }
}
