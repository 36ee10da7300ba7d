// The floors of apps/web/src (app → views → blocks → components → i18n → lib): ESLint's no-restricted-imports, as
// eslint.config.mjs resolves it for a file of each floor, refuses an import from a floor above and lets the floors
// below (and the lib/ doors) through. Read from the resolved configuration, so a config object added later that
// drops the floor patterns for some files fails here.
import path from 'node:path';
import { ESLint } from 'eslint';
import { beforeAll, describe, expect, it } from 'vitest';

const ROOT = path.resolve(__dirname, '..', '..');
const SRC = path.join(ROOT, 'apps', 'web', 'src');

/** A module of each floor, and where the checked import would come from. */
const FILES = {
  app: 'app/[market]/[[...path]]/page.tsx',
  views: 'views/product.tsx',
  blocks: 'blocks/hero/HeroBlock.tsx',
  blocksRoot: 'blocks/registry.tsx',
  components: 'components/site/SiteChrome.tsx',
  i18n: 'i18n/client-intl.ts',
  lib: 'lib/cms/client.ts',
  // The catalogue's feature folder: its views on the components floor, its query, cache and worker on lib's.
  featureViews: 'features/catalog/views/CatalogView.tsx',
  featureQuery: 'features/catalog/query/filter.ts',
  featureWorker: 'features/catalog/worker/engine.ts',
} as const;

interface Pattern {
  regex: string;
  message?: string;
}
const patterns = new Map<string, RegExp[]>();

beforeAll(async () => {
  const eslint = new ESLint({ cwd: ROOT });
  for (const [floor, file] of Object.entries(FILES)) {
    const config = (await eslint.calculateConfigForFile(path.join(SRC, file))) as {
      rules?: Record<string, [unknown, { patterns?: Pattern[] }?]>;
    };
    const rule = config.rules?.['no-restricted-imports'];
    patterns.set(
      floor,
      (rule?.[1]?.patterns ?? []).map((p) => new RegExp(p.regex)),
    );
  }
}, 60_000);

const refused = (floor: keyof typeof FILES, specifier: string) =>
  patterns.get(floor)!.some((regex) => regex.test(specifier));

describe('the floors of apps/web/src as ESLint resolves them', () => {
  it.each([
    ['views', '@/app/[market]/layout'],
    ['blocks', '@/views'],
    ['blocks', '@/views/product'],
    ['blocksRoot', '@/views'],
    ['blocks', '../../app/x'],
    ['components', '@/blocks'],
    ['components', '@/views/not-found'],
    ['components', '../../blocks/registry'],
    ['i18n', '@/components/shell/IntlClientProvider'],
    ['i18n', '@/blocks'],
    ['lib', '@/i18n/labels'],
    ['lib', '@/components/ui/Button'],
    ['lib', '../../views'],
    ['lib', '@/features/catalog/views'],
    ['i18n', '@/features/catalog/views'],
    ['featureViews', '@/blocks'],
    ['featureViews', '@/views/product'],
    ['featureQuery', '@/features/catalog/views'],
    ['featureQuery', '../views'],
    ['featureQuery', '@/components/ui/Button'],
    ['featureWorker', '@/i18n/labels'],
    // A part is entered through its door.
    ['blocks', '@/features/catalog/views/CatalogBlock'],
    ['featureWorker', '../cache/db'],
    ['lib', '@/features/catalog/query/filter'],
  ] as const)('a module of %s/ may not import %s', (floor, specifier) => {
    expect(refused(floor, specifier)).toBe(true);
  });

  it.each([
    ['app', '@/views'],
    ['app', '@/components/site/SiteChrome'],
    ['views', '@/blocks'],
    ['views', '@/components/shell/IntlClientProvider'],
    ['blocks', '@/components/ui/Button'],
    ['blocks', '../types'],
    ['components', '@/i18n/labels'],
    ['components', '@/lib/cms'],
    ['i18n', '@/lib/config'],
    ['i18n', './client-intl-props'],
    ['lib', '../cms'],
    ['lib', '@/features/catalog/query'],
    ['blocks', '@/features/catalog/views'],
    ['blocks', '@/features/catalog/views/server'],
    ['views', '@/features/catalog/views'],
    ['featureViews', '@/features/catalog/query'],
    ['featureViews', '../worker'],
    ['featureViews', '@/components/shell/IntlClientProvider'],
    ['featureViews', '@/i18n/client-intl'],
    ['featureWorker', '../cache'],
    ['featureQuery', '@/lib/routing'],
  ] as const)('a module of %s/ may import %s', (floor, specifier) => {
    expect(refused(floor, specifier)).toBe(false);
  });
});
