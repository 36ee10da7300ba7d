import { describe, expect, it } from 'vitest';
import { renderToStaticMarkup } from 'react-dom/server';
import { BlocksRenderer, type BlocksContent } from '@strapi/blocks-react-renderer';
import { RichText, sanitizeRichText } from './RichText';

const text = (t: string, marks: Record<string, boolean> = {}) => ({ type: 'text', text: t, ...marks });
const content = [
  { type: 'heading', level: 2, children: [text('A heading')] },
  {
    type: 'paragraph',
    children: [
      text('Plain, '),
      text('bold', { bold: true }),
      text(' and '),
      text('all', { bold: true, italic: true, underline: true, strikethrough: true, code: true }),
      text('\nsecond line'),
    ],
  },
  { type: 'paragraph', children: [text('')] },
  {
    type: 'paragraph',
    children: [
      text('A '),
      { type: 'link', url: '/about', children: [text('link')] },
      text(' and a '),
      { type: 'link', url: 'javascript:alert(1)', children: [text('bad one')] },
    ],
  },
  {
    type: 'list',
    format: 'unordered',
    children: [
      { type: 'list-item', children: [text('one')] },
      { type: 'list-item', children: [text('two')] },
    ],
  },
  { type: 'list', format: 'ordered', children: [{ type: 'list-item', children: [text('first')] }] },
  { type: 'quote', children: [text('Quoted')] },
  { type: 'code', children: [text('const a = 1;')] },
  { type: 'image', image: { url: '/uploads/a.jpg', alternativeText: 'An image' }, children: [text('')] },
  { type: 'heading', level: 4, children: [text('Small')] },
];

describe('RichText', () => {
  it('renders the same markup as @strapi/blocks-react-renderer, on the server', () => {
    const ours = renderToStaticMarkup(<RichText content={content} market="da-DK" />);
    const safe = sanitizeRichText(content, 'da-DK') as unknown as BlocksContent;
    const strapi = renderToStaticMarkup(
      <div className="prose-qilak ">
        <BlocksRenderer content={safe} />
      </div>,
    );
    expect(ours).toBe(strapi);
    expect(ours).not.toContain('javascript:');
    expect(ours).toContain('<h2>A heading</h2>');
  });
});
