/** The news categories editors choose from (the CMS's enumeration); each has a label in the messages (Ui.categories). */
export const NEWS_CATEGORIES = ['company', 'sustainability', 'products', 'markets'] as const;
export type NewsCategory = (typeof NEWS_CATEGORIES)[number];

export function isNewsCategory(category: string): category is NewsCategory {
  return (NEWS_CATEGORIES as readonly string[]).includes(category);
}
