/** Domain types of CMS content; pages import these, never the raw Strapi shapes. */
export interface Media {
  url: string;
  alt: string;
  width?: number;
  height?: number;
}

export interface Localization {
  locale: string;
  slug: string;
}

export interface Seo {
  metaTitle?: string;
  metaDescription?: string;
  shareImage?: Media;
  noIndex: boolean;
}

export interface RawBlock {
  __component: string;
  [field: string]: unknown;
}

export interface Page {
  documentId: string;
  slug: string;
  title: string;
  locale: string;
  updatedAt?: string;
  seo: Seo;
  blocks: RawBlock[];
  localizations: Localization[];
}

export interface NewsTeaser {
  slug: string;
  title: string;
  /** ISO date (yyyy-mm-dd). */
  date: string;
  teaser?: string;
  category?: string;
  cover?: Media;
}

export interface NewsArticle extends NewsTeaser {
  documentId: string;
  locale: string;
  updatedAt?: string;
  seo: Seo;
  blocks: RawBlock[];
  localizations: Localization[];
}

/** One node of the navigation tree (spec section 3), the shape lib/routing's navigationLinks reads. */
export interface NavigationTreeNode {
  entry: { id: number; headline: string; slug: string };
  color: string | null;
  children: NavigationTreeNode[];
}
