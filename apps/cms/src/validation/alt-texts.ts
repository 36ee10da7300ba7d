/**
 * Pictures that carry information (a news cover, a recipe's photo, a contact's portrait, the share image) need
 * an alt text in the entry's own language before they go live: the media library keeps one alternative text for
 * all eleven markets, so the site reads the entry's localized `<field>Alt` first. Decorative pictures (cards and
 * picture links, which the site renders with an empty alt) are not listed here. Pure rules; index.ts applies them
 * when an entry is published. (L10N-ALT-TEXT)
 */
import type { BlockProblem } from './blocks';

/** The media fields of each content type that need a sibling `<field>Alt` once set. */
export const INFORMATIVE_MEDIA: Readonly<Record<string, readonly string[]>> = {
  'api::news-article.news-article': ['cover'],
  'api::recipe.recipe': ['image'],
  'api::global-config.global-config': ['defaultShareImage'],
};
/** Blocks whose repeatable people carry a portrait that needs an alt text. */
export const PORTRAIT_BLOCKS: Readonly<Record<string, string>> = { 'blocks.contact': 'persons' };

const label = (name: string) => name.replace(/([A-Z])/g, ' $1').replace(/^./, (c) => c.toUpperCase());
const isSet = (media: unknown) =>
  media !== null && media !== undefined && !(Array.isArray(media) && media.length === 0) && media !== '';
const hasText = (alt: unknown) => typeof alt === 'string' && alt.trim() !== '';

/**
 * The missing alt texts of one entry (as stored, or as given to a create). `partial`: an update that leaves the
 * alt field out keeps the stored one, so only an alt given empty is a problem there.
 */
export function altTextProblems(uid: string, entry: Record<string, unknown>, partial = false): BlockProblem[] {
  const problems: BlockProblem[] = [];
  const missing = (alt: unknown) => (partial && alt === undefined ? false : !hasText(alt));
  for (const field of INFORMATIVE_MEDIA[uid] ?? []) {
    if (isSet(entry[field]) && missing(entry[`${field}Alt`]))
      problems.push({
        path: `${field}Alt`,
        message: `"${label(field)}": write its alt text in "${label(field)} Alt" for this language before publishing. The website reads it to visitors who cannot see the picture.`,
      });
  }
  for (const [zone, blocks] of Object.entries(entry)) {
    if (!Array.isArray(blocks)) continue;
    blocks.forEach((raw, index) => {
      if (!raw || typeof raw !== 'object') return;
      const block = raw as Record<string, unknown>;
      const list = PORTRAIT_BLOCKS[String(block.__component)];
      const people = list ? block[list] : undefined;
      if (!Array.isArray(people)) return;
      people.forEach((person: Record<string, unknown> | null, i) => {
        if (person && isSet(person.image) && missing(person.imageAlt))
          problems.push({
            path: `${zone}[${index}].${list}[${i}].imageAlt`,
            message: `Block ${index + 1} (Contact), person ${i + 1}${typeof person.name === 'string' ? ` (${person.name})` : ''}: write the portrait's alt text in "Image Alt" before publishing.`,
          });
      });
    });
  }
  return problems;
}
