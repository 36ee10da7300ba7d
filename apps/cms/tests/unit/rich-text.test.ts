// FORMAT.md "Rich text shorthand" -> Strapi blocks JSON.
import { describe, expect, it } from 'vitest';
import { invalidLinks, parseInline, richTextToBlocks, stripInvalidLinks, toBlocks } from '../../src/seed/rich-text';

describe('rich text shorthand', () => {
  it('turns headings, paragraphs and lists into blocks; consecutive items form one list', () => {
    expect(richTextToBlocks(['## Title', '### Sub', 'Plain text', '- a', '- b', '1. one', '2. two', 'After'])).toEqual([
      { type: 'heading', level: 2, children: [{ type: 'text', text: 'Title' }] },
      { type: 'heading', level: 3, children: [{ type: 'text', text: 'Sub' }] },
      { type: 'paragraph', children: [{ type: 'text', text: 'Plain text' }] },
      {
        type: 'list',
        format: 'unordered',
        children: [
          { type: 'list-item', children: [{ type: 'text', text: 'a' }] },
          { type: 'list-item', children: [{ type: 'text', text: 'b' }] },
        ],
      },
      {
        type: 'list',
        format: 'ordered',
        children: [
          { type: 'list-item', children: [{ type: 'text', text: 'one' }] },
          { type: 'list-item', children: [{ type: 'text', text: 'two' }] },
        ],
      },
      { type: 'paragraph', children: [{ type: 'text', text: 'After' }] },
    ]);
  });

  it('parses bold, italic and links, also nested', () => {
    expect(parseInline('A **bold** and *it* [link](/om-os) and [**strong link**](https://x.org).')).toEqual([
      { type: 'text', text: 'A ' },
      { type: 'text', text: 'bold', bold: true },
      { type: 'text', text: ' and ' },
      { type: 'text', text: 'it', italic: true },
      { type: 'text', text: ' ' },
      { type: 'link', url: '/om-os', children: [{ type: 'text', text: 'link' }] },
      { type: 'text', text: ' and ' },
      { type: 'link', url: 'https://x.org', children: [{ type: 'text', text: 'strong link', bold: true }] },
      { type: 'text', text: '.' },
    ]);
    expect(parseInline('**bold with *italic* inside**')).toEqual([
      { type: 'text', text: 'bold with ', bold: true },
      { type: 'text', text: 'italic', bold: true, italic: true },
      { type: 'text', text: ' inside', bold: true },
    ]);
  });

  it('skips empty lines and gives empty input an empty list', () => {
    expect(richTextToBlocks(['', '  '])).toEqual([]);
    expect(toBlocks('Line one\nLine two')).toHaveLength(2);
    expect(toBlocks(42)).toBeNull();
  });

  it('finds and strips links Strapi rejects (javascript:), keeping their text', () => {
    const blocks = richTextToBlocks(['See [this](javascript:alert(1)) and [that](/ok)', '- [mail](mailto:a@b.c)']);
    expect(invalidLinks(blocks)).toEqual(['javascript:alert(1']);
    const stripped = stripInvalidLinks(blocks);
    expect(invalidLinks(stripped)).toEqual([]);
    expect(JSON.stringify(stripped)).not.toContain('javascript');
    expect(JSON.stringify(stripped)).toContain('"text":"this"');
  });
});
