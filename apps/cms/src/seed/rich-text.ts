/** Rich text shorthand of FORMAT.md -> Strapi blocks JSON (what the `blocks` field type stores). */

export interface TextNode {
  type: 'text';
  text: string;
  bold?: true;
  italic?: true;
}
export interface LinkNode {
  type: 'link';
  url: string;
  children: TextNode[];
}
export type InlineNode = TextNode | LinkNode;
export type Block =
  | { type: 'paragraph'; children: InlineNode[] }
  | { type: 'heading'; level: 2 | 3; children: InlineNode[] }
  | { type: 'list'; format: 'unordered' | 'ordered'; children: { type: 'list-item'; children: InlineNode[] }[] };

interface Marks {
  bold?: true;
  italic?: true;
}

const INLINE = /\*\*(.+?)\*\*|\*(.+?)\*|\[([^\]]+)\]\(([^)\s]+)\)/g;

function text(value: string, marks: Marks): TextNode {
  return { type: 'text', text: value, ...marks };
}

/** `**bold**`, `*italic*` and `[label](url)`; marks nest (bold inside a link label, italic inside bold). */
export function parseInline(source: string, marks: Marks = {}): InlineNode[] {
  const nodes: InlineNode[] = [];
  let last = 0;
  for (const match of source.matchAll(INLINE)) {
    const index = match.index ?? 0;
    if (index > last) nodes.push(text(source.slice(last, index), marks));
    const [, bold, italic, label, url] = match;
    if (bold !== undefined) nodes.push(...parseInline(bold, { ...marks, bold: true }));
    else if (italic !== undefined) nodes.push(...parseInline(italic, { ...marks, italic: true }));
    else
      nodes.push({
        type: 'link',
        url: url,
        children: parseInline(label, marks).filter((n): n is TextNode => n.type === 'text'),
      });
    last = index + match[0].length;
  }
  if (last < source.length) nodes.push(text(source.slice(last), marks));
  // The blocks renderer expects at least one text child.
  return nodes.length > 0 ? nodes : [text('', marks)];
}

const BULLET = /^[-*]\s+(.*)$/;
const NUMBERED = /^\d+[.)]\s+(.*)$/;

/** Lines -> blocks; consecutive list lines of one kind form one list. */
export function richTextToBlocks(lines: readonly string[]): Block[] {
  const blocks: Block[] = [];
  for (const raw of lines) {
    const line = raw.trim();
    if (line === '') continue;
    let m: RegExpMatchArray | null;
    if (line.startsWith('### '))
      blocks.push({ type: 'heading', level: 3, children: parseInline(line.slice(4).trim()) });
    else if (line.startsWith('## '))
      blocks.push({ type: 'heading', level: 2, children: parseInline(line.slice(3).trim()) });
    else if ((m = line.match(BULLET)) || (m = line.match(NUMBERED))) {
      const format = BULLET.test(line) ? 'unordered' : 'ordered';
      const item = { type: 'list-item' as const, children: parseInline(m[1]) };
      const previous = blocks[blocks.length - 1];
      if (previous?.type === 'list' && previous.format === format) previous.children.push(item);
      else blocks.push({ type: 'list', format, children: [item] });
    } else blocks.push({ type: 'paragraph', children: parseInline(line) });
  }
  return blocks;
}

const LINK_PROTOCOLS = new Set(['http:', 'https:', 'ftp:', 'mailto:', 'tel:']);

/** Strapi's blocks validator rule: a site path starting with "/" or an absolute URL of these protocols. */
export function isValidLink(url: string): boolean {
  try {
    return LINK_PROTOCOLS.has(new URL(url.startsWith('/') ? `https://example.org${url}` : url).protocol);
  } catch {
    return false;
  }
}

/** URLs of links in blocks that Strapi would reject. */
export function invalidLinks(blocks: Block[]): string[] {
  const bad: string[] = [];
  const visit = (nodes: readonly unknown[]) => {
    for (const node of nodes as { type?: string; url?: string; children?: unknown[] }[]) {
      if (node.type === 'link' && !isValidLink(node.url ?? '')) bad.push(node.url ?? '');
      if (Array.isArray(node.children)) visit(node.children);
    }
  };
  visit(blocks);
  return bad;
}

/** The same blocks with every rejected link replaced by its text. */
export function stripInvalidLinks(blocks: Block[]): Block[] {
  const fix = (nodes: InlineNode[]): InlineNode[] =>
    nodes.flatMap((n) => (n.type === 'link' && !isValidLink(n.url) ? n.children : [n]));
  return blocks.map((block) =>
    block.type === 'list'
      ? { ...block, children: block.children.map((item) => ({ ...item, children: fix(item.children) })) }
      : { ...block, children: fix(block.children) },
  );
}

/** Accepts the shorthand (array of strings or one string with newlines) or ready blocks JSON. */
export function toBlocks(value: unknown): Block[] | null {
  if (typeof value === 'string') return richTextToBlocks(value.split('\n'));
  if (Array.isArray(value) && value.every((v) => typeof v === 'string')) return richTextToBlocks(value);
  if (Array.isArray(value) && value.every((v) => v && typeof v === 'object' && 'type' in v)) return value as Block[];
  return null;
}
