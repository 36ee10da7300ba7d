import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderToStaticMarkup } from 'react-dom/server';
import { z } from 'zod';
import { requireMarket } from '@qilak/markets';
import { blockName, renderBlocks, type BlockRegistry } from './registry';
import { defineBlock, type BlockContext } from './types';

const context: BlockContext = { market: requireMarket('da-DK'), currentPath: '/om-os' };

const registry: BlockRegistry = {
  greeting: defineBlock({
    schema: z.object({ text: z.string().min(1) }),
    View: ({ data }) => <p className="greeting">{data.text}</p>,
  }),
  slow: defineBlock({
    schema: z.object({ text: z.string() }),
    View: async ({ data }) => {
      await new Promise((r) => setTimeout(r, 5));
      return <p className="slow">{data.text}</p>;
    },
  }),
  broken: defineBlock({
    schema: z.object({}),
    View: () => {
      throw new Error('boom');
    },
  }),
};

async function html(blocks: Parameters<typeof renderBlocks>[0]) {
  return renderToStaticMarkup(<>{await renderBlocks(blocks, context, registry)}</>);
}

afterEach(() => vi.restoreAllMocks());

describe('block registry', () => {
  it('keys blocks by the component name after the dot', () => {
    expect(blockName('blocks.rich-text')).toBe('rich-text');
    expect(blockName('hero')).toBe('hero');
  });

  it('renders known blocks in order, each in its wrapper', async () => {
    const out = await html([
      { __component: 'blocks.greeting', text: 'one' },
      { __component: 'blocks.slow', text: 'two' },
    ]);
    expect(out.indexOf('one')).toBeLessThan(out.indexOf('two'));
    expect(out.match(/<section/g)).toHaveLength(2);
    expect(out).toContain('data-block="greeting"');
  });

  it('skips an unknown block with a console warning and renders the rest', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const out = await html([
      { __component: 'blocks.nope', text: 'x' },
      { __component: 'blocks.greeting', text: 'still here' },
    ]);
    expect(out).toContain('still here');
    expect(out).not.toContain('data-block="nope"');
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('unknown block "blocks.nope"'));
  });

  it('does not treat object prototype names as blocks', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    expect(await html([{ __component: 'blocks.constructor' }, { __component: 'blocks.toString' }])).toBe('');
    expect(warn).toHaveBeenCalledTimes(2);
  });

  it('skips a block whose data fails its schema, naming the block and the issue', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const out = await html([
      { __component: 'blocks.greeting', text: '' },
      { __component: 'blocks.greeting', text: 'valid' },
    ]);
    expect(out).toContain('valid');
    expect(out.match(/<section/g)).toHaveLength(1);
    const message = String(warn.mock.calls[0]?.[0]);
    expect(message).toContain('blocks.greeting');
    expect(message).toContain('text');
  });

  it('leaves out a block whose view throws; the others still render', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    const out = await html([
      { __component: 'blocks.greeting', text: 'before' },
      { __component: 'blocks.broken' },
      { __component: 'blocks.greeting', text: 'after' },
    ]);
    expect(out).toContain('before');
    expect(out).toContain('after');
    expect(out).not.toContain('data-block="broken"');
    expect(error).toHaveBeenCalledWith(expect.stringContaining('blocks.broken'));
  });
});

describe('block wrapper', () => {
  it('defaults: no background, top spacing off, bottom spacing on', async () => {
    const out = await html([{ __component: 'blocks.greeting', text: 'x' }]);
    expect(out).toContain('data-bg="None"');
    expect(out).toContain('data-top-spacing="false"');
    expect(out).toContain('data-bottom-spacing="true"');
    expect(out).toContain('mb-[var(--block-space)]');
    expect(out).not.toContain('mt-[var(--block-space)]');
  });

  it('applies colour, graphic and spacing; a dark colour switches the tone', async () => {
    const out = await html([
      {
        __component: 'blocks.greeting',
        text: 'x',
        wrapper: { backgroundColor: 'Night', backgroundGraphic: 'Waves', topSpacing: true, bottomSpacing: false },
      },
    ]);
    expect(out).toContain('bg-night');
    expect(out).toContain('bg-graphic-waves');
    expect(out).toContain('data-tone="dark"');
    expect(out).toContain('mt-[var(--block-space)]');
    expect(out).not.toContain('mb-[var(--block-space)]');
  });

  it('renders the first block at once and leaves the later ones to when they near the viewport', async () => {
    const out = await html([
      { __component: 'blocks.greeting', text: 'first' },
      { __component: 'blocks.greeting', text: 'second' },
      { __component: 'blocks.greeting', text: 'third' },
    ]);
    const sections = out.match(/<section[^>]*>/g) ?? [];
    expect(sections).toHaveLength(3);
    expect(sections[0]).not.toContain('render-when-near');
    expect(sections[1]).toContain('render-when-near');
    expect(sections[2]).toContain('render-when-near');
  });

  it('treats an unknown wrapper value as none rather than dropping the block', async () => {
    const out = await html([{ __component: 'blocks.greeting', text: 'x', wrapper: { backgroundColor: 'Purple' } }]);
    expect(out).toContain('data-bg="None"');
    expect(out).toContain('x');
  });

  describe('editor notices (preview only)', () => {
    const bad = [
      { __component: 'blocks.nope' },
      { __component: 'blocks.greeting', text: '' },
      { __component: 'blocks.broken' },
      { __component: 'blocks.greeting', text: 'fine' },
    ];

    it('in preview, names each block the site cannot render and why, in its place', async () => {
      vi.spyOn(console, 'warn').mockImplementation(() => {});
      vi.spyOn(console, 'error').mockImplementation(() => {});
      const out = renderToStaticMarkup(
        <>
          {await renderBlocks(bad, context, registry, {
            editorNotices: true,
            noticeText: (block, reason) => `Skjult: ${block} (${reason})`,
          })}
        </>,
      );
      const notices = [...out.matchAll(/<div role="note" data-editor-notice="([^"]+)"[^>]*>([^<]*)</g)];
      expect(notices.map((n) => n[1])).toEqual(['blocks.nope', 'blocks.greeting', 'blocks.broken']);
      expect(notices[0]![2]).toBe('Skjult: blocks.nope (unknown block type)');
      expect(notices[1]![2]).toContain('text');
      expect(notices[2]![2]).toContain('failed to render: boom');
      expect(out.indexOf('data-editor-notice="blocks.broken"')).toBeLessThan(out.indexOf('fine'));
    });

    it('for visitors, leaves them out without a trace in the page', async () => {
      vi.spyOn(console, 'warn').mockImplementation(() => {});
      vi.spyOn(console, 'error').mockImplementation(() => {});
      const out = await html(bad);
      expect(out).not.toContain('data-editor-notice');
      expect(out).toContain('fine');
    });
  });
});
