import { BlocksRenderer, type BlocksContent } from '@strapi/blocks-react-renderer';
import type { MarketCode } from '@qilak/markets';
import { resolveContentHref } from '@/lib/routing';

type Node = { type: string; children?: Node[]; url?: string; image?: { url?: string } & Record<string, unknown> } & Record<string, unknown>;

/**
 * Makes Strapi blocks JSON safe to render: link URLs go through resolveContentHref (market prefix; an unsafe
 * scheme such as javascript: or data: turns the link into its plain text), media URLs go through /cms-media.
 */
export function sanitizeRichText(content: readonly Node[], market: MarketCode): Node[] {
  const walk = (nodes: readonly Node[]): Node[] =>
    nodes.flatMap((node): Node[] => {
      if (node.type === 'link') {
        const href = resolveContentHref(typeof node.url === 'string' ? node.url : null, market);
        const children = walk(node.children ?? []);
        return href ? [{ ...node, url: href, children }] : children;
      }
      if (node.type === 'image') {
        const url = node.image?.url;
        if (typeof url !== 'string') return [];
        return [{ ...node, image: { ...node.image, url: url.startsWith('/uploads/') ? `/cms-media${url.slice('/uploads'.length)}` : url } }];
      }
      if (node.type === 'text') return [node];
      return [{ ...node, children: node.children ? walk(node.children) : node.children }];
    });
  return walk(content);
}

/** Rich text through @strapi/blocks-react-renderer: React elements only, never raw HTML. */
export function RichText({ content, market, className = '' }: { content: readonly Record<string, unknown>[]; market: MarketCode; className?: string }) {
  if (content.length === 0) return null;
  const safe = sanitizeRichText(content as Node[], market) as unknown as BlocksContent;
  return (
    <div className={`prose-qilak ${className}`}>
      <BlocksRenderer content={safe} />
    </div>
  );
}
