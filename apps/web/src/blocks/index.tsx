import { isPreviewing, type RawBlock } from '@/lib/cms/server';
import { loadBlocks, type BlockRegistry, type LoadBlocksOptions, type PageBlock } from './registry';
import type { BlockContext } from './types';
import { definition as brochure } from './brochure';
import { definition as coloredText } from './colored-text';
import { definition as contact } from './contact';
import { definition as contentModule } from './content-module';
import { definition as documentList } from './document-list';
import { definition as hero } from './hero';
import { definition as iFrame } from './i-frame';
import { definition as imageVideo } from './image-video';
import { definition as inquiryForm } from './inquiry-form';
import { definition as linkboxes } from './linkboxes';
import { definition as marketChooser } from './market-chooser';
import { definition as miniArticle } from './mini-article';
import { definition as myCatalog } from './my-catalog';
import { definition as newsAndHighlights } from './news-and-highlights';
import { definition as newsOverview } from './news-overview';
import { definition as oneStoryModule } from './one-story-module';
import { definition as pictureLink } from './picture-link';
import { definition as pimCatalog } from './pim-catalog';
import { definition as productLinks } from './product-links';
import { definition as recipes } from './recipes';
import { definition as relatedContent } from './related-content';
import { definition as richText } from './rich-text';
import { definition as search } from './search';

/** BLOCK-REGISTRY: the 21 blocks and the inquiry form, keyed by the component name after the dot. */
export const blockRegistry: BlockRegistry = {
  linkboxes,
  'rich-text': richText,
  'pim-catalog': pimCatalog,
  'one-story-module': oneStoryModule,
  hero,
  'image-video': imageVideo,
  'mini-article': miniArticle,
  'news-and-highlights': newsAndHighlights,
  'related-content': relatedContent,
  'document-list': documentList,
  'news-overview': newsOverview,
  brochure,
  'picture-link': pictureLink,
  'i-frame': iFrame,
  'my-catalog': myCatalog,
  contact,
  recipes,
  'market-chooser': marketChooser,
  'content-module': contentModule,
  'colored-text': coloredText,
  'product-links': productLinks,
  'inquiry-form': inquiryForm,
  search,
};

/**
 * A page's blocks from the CMS, loaded in parallel: each parsed by its schema and loaded, then ready for the
 * synchronous `<BlockList blocks={...} />`. A block that cannot render is left out (logged), or shown as a notice
 * with `editorNotices` (draft mode).
 */
export async function loadPageBlocks(
  blocks: readonly RawBlock[],
  context: BlockContext,
  options?: LoadBlocksOptions,
): Promise<PageBlock[]> {
  // Editors previewing a draft (Next's draft mode) see why a block is missing; visitors never do.
  const editorNotices = options?.editorNotices ?? (await isPreviewing());
  return loadBlocks(blocks, context, blockRegistry, { ...options, editorNotices });
}

export { BlockList, type LoadBlocksOptions, type PageBlock } from './registry';
export type { BlockContext } from './types';
