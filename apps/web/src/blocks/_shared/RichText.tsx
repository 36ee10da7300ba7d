import { Fragment, type ReactNode } from 'react';
import type { MarketCode } from '@qilak/markets';
import { resolveContentHref } from '@/lib/routing';

type Node = {
  type: string;
  children?: Node[];
  url?: string;
  image?: { url?: string } & Record<string, unknown>;
} & Record<string, unknown>;

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
        return [
          {
            ...node,
            image: {
              ...node.image,
              url: url.startsWith('/uploads/') ? `/cms-media${url.slice('/uploads'.length)}` : url,
            },
          },
        ];
      }
      if (node.type === 'text') return [node];
      return [{ ...node, children: node.children ? walk(node.children) : node.children }];
    });
  return walk(content);
}

const MODIFIERS: Record<string, (children: ReactNode) => ReactNode> = {
  bold: (c) => <strong>{c}</strong>,
  italic: (c) => <em>{c}</em>,
  underline: (c) => <u>{c}</u>,
  strikethrough: (c) => <del>{c}</del>,
  code: (c) => <code>{c}</code>,
};

function renderText(node: Node): ReactNode {
  const text = typeof node.text === 'string' ? node.text : '';
  const lines = text.split(/\r?\n|\r/g);
  let out: ReactNode = lines.map((line, i) => (
    <Fragment key={i}>
      {i > 0 && <br />}
      {line}
    </Fragment>
  ));
  for (const [name, value] of Object.entries(node)) {
    if (name === 'type' || name === 'text' || !value) continue;
    const wrap = MODIFIERS[name];
    if (wrap) out = wrap(out);
  }
  return out;
}

function plainText(nodes: readonly Node[]): string {
  return nodes
    .map((n) =>
      n.type === 'text'
        ? typeof n.text === 'string'
          ? n.text
          : ''
        : n.type === 'link'
          ? plainText(n.children ?? [])
          : '',
    )
    .join('');
}

function renderNode(node: Node, key: number): ReactNode {
  if (node.type === 'text') return <Fragment key={key}>{renderText(node)}</Fragment>;
  if (node.type === 'image') {
    const alt =
      typeof node.image?.alternativeText === 'string' && node.image.alternativeText
        ? node.image.alternativeText
        : undefined;
    // eslint-disable-next-line @next/next/no-img-element -- CMS media inside rich text, as Strapi's renderer shows it
    return <img key={key} src={node.image?.url} alt={alt} />;
  }
  const nodes = node.children ?? [];
  if (node.type === 'paragraph' && nodes.length === 1 && nodes[0]!.type === 'text' && nodes[0]!.text === '')
    return <br key={key} />;
  const children = nodes.map(renderNode);
  switch (node.type) {
    case 'paragraph':
      return <p key={key}>{children}</p>;
    case 'quote':
      return <blockquote key={key}>{children}</blockquote>;
    case 'code':
      return (
        <pre key={key}>
          <code>{plainText(nodes)}</code>
        </pre>
      );
    case 'heading': {
      const level = Number(node.level);
      const Tag = (level >= 1 && level <= 6 ? `h${level}` : null) as 'h1' | null;
      return Tag ? <Tag key={key}>{children}</Tag> : null;
    }
    case 'link':
      return (
        <a key={key} href={node.url}>
          {children}
        </a>
      );
    case 'list':
      return node.format === 'ordered' ? <ol key={key}>{children}</ol> : <ul key={key}>{children}</ul>;
    case 'list-item':
      return <li key={key}>{children}</li>;
    default:
      console.warn(`[rich-text] no renderer for block type "${node.type}"`);
      return null;
  }
}

/**
 * Rich text as React elements only, never raw HTML: the markup of @strapi/blocks-react-renderer, rendered on the
 * server (that renderer is a client component, so every page shipped its code and the content twice).
 */
export function RichText({
  content,
  market,
  className = '',
}: {
  content: readonly Record<string, unknown>[];
  market: MarketCode;
  className?: string;
}) {
  if (content.length === 0) return null;
  const safe = sanitizeRichText(content as Node[], market);
  return <div className={`prose-qilak ${className}`}>{safe.map(renderNode)}</div>;
}
