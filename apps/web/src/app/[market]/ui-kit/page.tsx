import type { Metadata } from 'next';
import { z } from 'zod';
import { requireMarket } from '@qilak/markets';
import { isProduction } from '@/lib/config';
import { NotFoundPage, loadNotFoundPage } from '@/views';
import { notFoundText } from '@/lib/routing';
import Link from 'next/link';
import { PageShown } from '@/components/shell/PageShown';
import { BlockList, loadBlocks, type BlockRegistry } from '@/blocks/registry';
import { definition as coloredText } from '@/blocks/colored-text';
import { defineBlock } from '@/blocks/types';
import { AnchorNav } from '@/components/ui/AnchorNav';
import { Button } from '@/components/ui/Button';
import { Spinner } from '@/components/ui/Spinner';
import { BUTTON_COLORS } from '@/components/ui/button-styles';
import { KitInteractive } from '@/components/ui/kit/KitInteractive';

// An internal page for the browser tests of the UI kit: not in production, not indexed, not in the sitemap.
export const metadata: Metadata = { title: 'UI kit', robots: { index: false, follow: false } };
export const dynamic = 'force-dynamic';

// Blocks that fail on purpose between two good ones: in its load, in its view, by invalid data, by an unknown name.
const demoRegistry: BlockRegistry = {
  'colored-text': coloredText,
  'fails-in-load': defineBlock({
    schema: z.object({}),
    load: () => Promise.reject(new Error('a block load that fails on purpose')),
    View: () => null,
  }),
  'fails-in-view': defineBlock({
    schema: z.object({}),
    load: (data) => Promise.resolve(data),
    View: () => {
      throw new Error('a block view that fails on purpose');
    },
  }),
};

const FAILING_PAGE = [
  {
    __component: 'blocks.colored-text',
    text: 'Block before the failing ones',
    color: 'primary',
    size: 'medium',
    align: 'left',
  },
  { __component: 'blocks.fails-in-load' },
  { __component: 'blocks.fails-in-view' },
  { __component: 'blocks.colored-text', text: '', color: 'primary' },
  { __component: 'blocks.not-in-this-site' },
  {
    __component: 'blocks.colored-text',
    text: 'Block after the failing ones',
    color: 'copper',
    size: 'medium',
    align: 'left',
  },
];

export default async function UiKitPage() {
  const market = requireMarket('en-GLOBAL');
  if (isProduction()) {
    const data = await loadNotFoundPage(market);
    return <NotFoundPage data={data} message={notFoundText('/ui-kit')} />;
  }
  const context = { market, currentPath: '/ui-kit' };
  // As visitors get it (failing blocks left out), and as editors in draft mode get it (a notice in their place).
  const [failingDemo, noticeDemo] = await Promise.all([
    loadBlocks(FAILING_PAGE, context, demoRegistry),
    loadBlocks(FAILING_PAGE, context, demoRegistry, { editorNotices: true }),
  ]);
  return (
    <main id="main" className="pb-24">
      <PageShown />
      {/* The client router's navigation to this same page with another query (progress bar test). */}
      <Link
        href="/ui-kit?view=query"
        prefetch={false}
        data-testid="kit-query-link"
        className="sr-only focus:not-sr-only"
      >
        This page with another query
      </Link>
      <header className="bg-ocean px-5 py-14 text-white sm:px-8">
        <div className="mx-auto max-w-7xl">
          <h1 className="font-display text-5xl font-semibold">Qilak UI kit</h1>
          <p className="mt-4 max-w-2xl text-lg text-white/85">
            Buttons, spinners, modal, confirmation dialog and page anchor navigation of the UI kit.
          </p>
        </div>
      </header>
      <AnchorNav
        label="On this page"
        items={[
          { label: 'Buttons', anchor: 'kit-buttons' },
          { label: 'Spinners', anchor: 'kit-spinners' },
          { label: 'Dialogs', anchor: 'kit-dialogs' },
          { label: 'Failing blocks', anchor: 'kit-failing' },
          { label: 'Editor notices', anchor: 'kit-notices' },
        ]}
      />
      <div className="mx-auto max-w-7xl space-y-4 px-5 sm:px-8">
        <section id="kit-buttons" className="min-h-[70vh] py-12">
          <h2 className="font-display text-3xl font-semibold text-primary">Buttons</h2>
          <div className="mt-6 space-y-4">
            {(['solid', 'outline'] as const).map((variant) => (
              <div key={variant} className="flex flex-wrap gap-3 rounded-[var(--radius-card)] bg-mist p-4">
                {BUTTON_COLORS.map((color) =>
                  color === 'white' ? (
                    <span key={color} className="inline-flex rounded-full bg-night p-1">
                      <Button color={color} variant={variant}>
                        {color}
                      </Button>
                    </span>
                  ) : (
                    <Button key={color} color={color} variant={variant}>
                      {color}
                    </Button>
                  ),
                )}
              </div>
            ))}
            <div className="flex flex-wrap items-center gap-3">
              <Button size="small">Small</Button>
              <Button loading loadingLabel="Saving">
                Saving
              </Button>
              <Button badge={3} badgeLabel="products selected" color="rg-blue">
                My catalogue
              </Button>
            </div>
          </div>
        </section>
        <section id="kit-spinners" className="min-h-[70vh] py-12">
          <h2 className="font-display text-3xl font-semibold text-primary">Spinners</h2>
          <div className="mt-6 flex items-end gap-8 text-primary">
            <Spinner size="sm" label="Loading (sm)" />
            <Spinner size="md" label="Loading (md)" />
            <Spinner size="lg" label="Loading (lg)" />
            <Spinner size="xl" label="Loading (xl)" />
          </div>
        </section>
        <section id="kit-dialogs" className="min-h-[70vh] py-12">
          <h2 className="mb-6 font-display text-3xl font-semibold text-primary">Modal and confirmation dialog</h2>
          <KitInteractive />
        </section>
      </div>
      <section id="kit-failing" className="min-h-[70vh] py-12" data-testid="failing-demo">
        <h2 className="mx-auto mb-6 max-w-7xl px-5 font-display text-3xl font-semibold text-primary sm:px-8">
          A page with failing blocks
        </h2>
        <BlockList blocks={failingDemo} />
      </section>
      <section id="kit-notices" className="min-h-[70vh] py-12" data-testid="notice-demo">
        <h2 className="mx-auto mb-6 max-w-7xl px-5 font-display text-3xl font-semibold text-primary sm:px-8">
          The same page as editors see it in draft mode
        </h2>
        <BlockList blocks={noticeDemo} />
      </section>
    </main>
  );
}
