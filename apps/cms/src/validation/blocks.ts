/**
 * What the site cannot render, refused when an editor saves: Strapi's own checks skip drafts (and have no
 * allow-list), so a block the site would drop was saved without a word. Pure rules here; the document service
 * middleware in index.ts applies them to every create and update.
 */

/** Hosts the i-frame block may embed; the site's list (apps/web/src/blocks/_shared/embeds.ts) must equal it. */
export const IFRAME_HOSTS: readonly string[] = [
  'www.openstreetmap.org',
  'openstreetmap.org',
  'www.youtube-nocookie.com',
  'www.youtube.com',
  'player.vimeo.com',
  'issuu.com',
];

export function allowedIframeUrl(value: unknown): boolean {
  if (typeof value !== 'string') return false;
  try {
    const url = new URL(value);
    return url.protocol === 'https:' && IFRAME_HOSTS.includes(url.hostname) && !url.username && !url.password;
  } catch {
    return false;
  }
}

export interface ComponentSchema {
  info?: { displayName?: string };
  // `min` is a string on big integers (Strapi's attribute types); a repeatable component's is a number.
  attributes: Record<string, { type: string; repeatable?: boolean; min?: number | string; component?: string }>;
}

export interface BlockProblem {
  /** Where in the entry: `blocks[2].items`. */
  path: string;
  message: string;
}

const label = (name: string) => name.replace(/([A-Z])/g, ' $1').replace(/^./, (c) => c.toUpperCase());

/**
 * The problems of a dynamic zone's blocks: repeatable fields under their `min` (empty linkboxes, related content,
 * document list, content module), an i-frame URL that is not https on an allow-listed host.
 */
export function blockProblems(
  field: string,
  blocks: readonly unknown[],
  componentOf: (uid: string) => ComponentSchema | undefined,
): BlockProblem[] {
  const problems: BlockProblem[] = [];
  blocks.forEach((raw, index) => {
    if (!raw || typeof raw !== 'object') return;
    const block = raw as Record<string, unknown>;
    const uid = typeof block.__component === 'string' ? block.__component : '';
    const schema = componentOf(uid);
    if (!schema) return;
    const name = schema.info?.displayName ?? uid;
    const where = `Block ${index + 1} (${name})`;
    for (const [attr, def] of Object.entries(schema.attributes)) {
      const min = Number(def.min ?? 0);
      if (def.type !== 'component' || !def.repeatable || !min) continue;
      const items = block[attr];
      const count = Array.isArray(items) ? items.length : 0;
      // An update that leaves the field out keeps what is stored; only a given list is checked.
      if (items === undefined) continue;
      if (count < min)
        problems.push({
          path: `${field}[${index}].${attr}`,
          message: `${where}: add at least ${min} ${min === 1 ? 'entry' : 'entries'} to "${label(attr)}". The website does not show this block without ${min === 1 ? 'one' : min}.`,
        });
    }
    if (uid === 'blocks.i-frame' && block.url !== undefined && !allowedIframeUrl(block.url))
      problems.push({
        path: `${field}[${index}].url`,
        message: `${where}: the URL must start with https:// and point to one of ${IFRAME_HOSTS.join(', ')}. The website does not show other pages in a frame.`,
      });
  });
  return problems;
}
