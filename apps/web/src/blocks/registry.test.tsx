import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderToStaticMarkup } from 'react-dom/server';
import { z } from 'zod';
import { requireMarket } from '@qilak/markets';
import { BlockList, blockName, loadBlocks, type BlockRegistry, type LoadBlocksOptions } from './registry';
import { defineBlock, type BlockContext } from './types';
import { UpstreamError } from '@/lib/upstream';

// The editor notice reads its text with next-intl's getTranslations; the test uses the da-DK catalogue.
vi.mock('next-intl/server', async () => (await import('@/i18n/testing')).serverIntlMock('da-DK'));
// The registry's log lines, as console lines the tests can spy on.
vi.mock('@/lib/log', async (original) => ({
  ...(await original<Record<string, unknown>>()),
  logger: (await import('@/lib/log/fixtures')).consoleLogger,
}));

const context: BlockContext = { market: requireMarket('da-DK'), currentPath: '/om-os' };

/** A promise the test settles by hand, to order the loads of a page. */
function deferred<T>() {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((r) => (resolve = r));
  return { promise, resolve };
}
const slowLoad = deferred<void>();

const registry: BlockRegistry = {
  greeting: defineBlock({
    schema: z.object({ text: z.string().min(1) }),
    load: async (data) => ({ shout: data.text.toUpperCase() }),
    View: ({ data }) => <p className="greeting">{data.shout}</p>,
  }),
  slow: defineBlock({
    schema: z.object({ text: z.string() }),
    load: async (data) => {
      await slowLoad.promise;
      return data;
    },
    View: ({ data }) => <p className="slow">{data.text}</p>,
  }),
  'load-fails': defineBlock({
    schema: z.object({}),
    load: async () => {
      throw new Error('catalogue unavailable');
    },
    View: () => <p>never</p>,
  }),
  'upstream-fails': defineBlock({
    schema: z.object({}),
    load: async () => {
      throw new UpstreamError('pim', 'http://pim/api/GetProductData timed out after 2500 ms');
    },
    View: () => <p>never</p>,
  }),
  'view-fails': defineBlock({
    schema: z.object({}),
    load: async (data) => data,
    View: () => {
      throw new Error('boom');
    },
  }),
};

async function html(blocks: Parameters<typeof loadBlocks>[0], options?: LoadBlocksOptions) {
  return renderToStaticMarkup(<BlockList blocks={await loadBlocks(blocks, context, registry, options)} />);
}

afterEach(() => vi.restoreAllMocks());

describe('block registry', () => {
  it('keys blocks by the component name after the dot', () => {
    expect(blockName('blocks.rich-text')).toBe('rich-text');
    expect(blockName('hero')).toBe('hero');
  });

  it("renders each block's view of what its load returned, in its wrapper", async () => {
    const out = await html([{ __component: 'blocks.greeting', text: 'hej' }]);
    expect(out).toContain('<p class="greeting">HEJ</p>');
    expect(out).toContain('data-block="greeting"');
  });

  it('runs the loads of a page in parallel and keeps document order whatever order they finish in', async () => {
    const started: string[] = [];
    const spy = vi.spyOn(registry.greeting!, 'load');
    spy.mockImplementation(async (data) => {
      started.push('greeting');
      return { shout: (data as { text: string }).text };
    });
    const page = loadBlocks(
      [
        { __component: 'blocks.slow', text: 'one' },
        { __component: 'blocks.greeting', text: 'two' },
      ],
      context,
      registry,
    );
    // The second block's load ran while the first one's is still pending.
    await vi.waitFor(() => expect(started).toEqual(['greeting']));
    slowLoad.resolve();
    const out = renderToStaticMarkup(<BlockList blocks={await page} />);
    expect(out.indexOf('one')).toBeLessThan(out.indexOf('two'));
    expect(out.match(/<section/g)).toHaveLength(2);
  });

  it('skips an unknown block with a console warning and renders the rest', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const out = await html([
      { __component: 'blocks.nope', text: 'x' },
      { __component: 'blocks.greeting', text: 'still here' },
    ]);
    expect(out).toContain('STILL HERE');
    expect(out).not.toContain('data-block="nope"');
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('[blocks] unknown block "blocks.nope"'));
  });

  it('fails the page when a block fails because an upstream did: a page without it must not be cached as whole', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    await expect(
      loadBlocks(
        [{ __component: 'blocks.greeting', text: 'kept?' }, { __component: 'blocks.upstream-fails' }],
        context,
        registry,
      ),
    ).rejects.toBeInstanceOf(UpstreamError);
    expect(error).not.toHaveBeenCalledWith(expect.stringContaining('was left out'));
  });

  it('does not treat object prototype names as blocks', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    expect(await html([{ __component: 'blocks.constructor' }, { __component: 'blocks.toString' }])).toBe(
      '<div class="flow-root"></div>',
    );
    expect(warn).toHaveBeenCalledTimes(2);
  });

  it('skips a block whose data fails its schema, naming the block and the issue', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const out = await html([
      { __component: 'blocks.greeting', text: '' },
      { __component: 'blocks.greeting', text: 'valid' },
    ]);
    expect(out).toContain('VALID');
    expect(out.match(/<section/g)).toHaveLength(1);
    const message = String(warn.mock.calls[0]?.[0]);
    expect(message).toContain('[blocks] block "blocks.greeting" (#1)');
    expect(message).toContain('text');
  });

  it('leaves out a block whose load or view throws, logging the block and the cause; the others still render', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    const out = await html([
      { __component: 'blocks.greeting', text: 'before' },
      { __component: 'blocks.load-fails' },
      { __component: 'blocks.view-fails' },
      { __component: 'blocks.greeting', text: 'after' },
    ]);
    expect(out).toContain('BEFORE');
    expect(out).toContain('AFTER');
    expect(out.match(/<section/g)).toHaveLength(2);
    expect(error).toHaveBeenCalledWith(
      expect.stringMatching(/\[blocks\] block "blocks\.load-fails".*catalogue unavailable/),
    );
    expect(error).toHaveBeenCalledWith(expect.stringMatching(/\[blocks\] block "blocks\.view-fails".*boom/));
  });

  it('shows no editor notice to visitors (the default)', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const out = await html([{ __component: 'blocks.nope' }, { __component: 'blocks.load-fails' }], {
      editorNotices: false,
    });
    expect(out).not.toContain('data-block-notice');
  });
});

describe('editor notices (draft mode)', () => {
  async function notices(blocks: Parameters<typeof loadBlocks>[0]) {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    vi.spyOn(console, 'error').mockImplementation(() => {});
    return html(blocks, { editorNotices: true });
  }

  it('puts a notice naming the block and why in place of each block the site cannot render, in document order', async () => {
    const out = await notices([
      { __component: 'blocks.greeting', text: 'first' },
      { __component: 'blocks.nope' },
      { __component: 'blocks.greeting', text: '' },
      { __component: 'blocks.load-fails' },
      { __component: 'blocks.greeting', text: 'last' },
    ]);
    const order = [...out.matchAll(/data-block="greeting"|data-block-notice="([^"]+)" data-problem="(\w+)"/g)].map(
      (m) => (m[1] ? `${m[1]}:${m[2]}` : 'greeting'),
    );
    expect(order).toEqual([
      'greeting',
      'blocks.nope:unknown',
      'blocks.greeting:invalid',
      'blocks.load-fails:failed',
      'greeting',
    ]);
  });

  it("says it in the market's language (da-DK: Danish), with the technical cause as the site logged it", async () => {
    const out = await notices([{ __component: 'blocks.nope' }, { __component: 'blocks.load-fails' }]);
    expect(out).toContain('Blokken »blocks.nope« vises ikke for besøgende');
    expect(out).toContain('Hjemmesiden kender ikke denne type blok');
    expect(out).toContain('Indholdet i blokken');
    expect(out).toContain('catalogue unavailable');
    expect(out).toContain('role="note"');
  });

  it('names the invalid field of a block whose data fails its schema', async () => {
    const out = await notices([{ __component: 'blocks.greeting', text: '' }]);
    expect(out).toContain('Nogle af blokkens felter mangler eller er ugyldige');
    expect(out).toMatch(/at text/);
  });

  it('adds nothing when every block renders', async () => {
    expect(await notices([{ __component: 'blocks.greeting', text: 'ok' }])).not.toContain('data-block-notice');
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
    expect(out).toContain('X');
  });
});
