/**
 * One term per thing per language: docs/glossary/<lang>.json names the term chosen for each thing and the terms
 * it replaced. No UI message, consent banner text, seeded CMS text (any market of the language, override
 * applied) or generated product text may use a replaced term.
 */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { MARKETS, type ContentLanguage, type MarketCode } from '@qilak/markets';
import { generateCulture } from '../../apps/pim/src/generate/catalogue';
import {
  marketContents,
  readContentFiles,
  readMarketNames,
  readMarketOverrides,
} from '../../apps/cms/src/seed/content-file';
// eslint-disable-next-line no-restricted-imports -- the banner's texts are plain data; the door also brings React hooks
import { CONSENT_TEXTS } from '../../apps/web/src/lib/consent/texts';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
const LANGUAGES: readonly ContentLanguage[] = ['da', 'sv', 'de', 'fr', 'kl', 'en'];
type Source = 'ui' | 'consent' | 'cms' | 'pim';

const GlossarySchema = z.object({
  language: z.enum(['da', 'sv', 'de', 'fr', 'kl', 'en']),
  terms: z
    .array(
      z.object({
        thing: z.string().min(1),
        use: z.string().min(1),
        replaced: z.array(z.string().min(1)).min(1),
        markets: z.array(z.string()).optional(),
        only: z.array(z.enum(['ui', 'consent', 'cms', 'pim'])).optional(),
        confirm: z.boolean().optional(),
      }),
    )
    .min(1),
});
type Glossary = z.infer<typeof GlossarySchema>;

const readJson = (file: string): unknown => JSON.parse(readFileSync(path.join(root, file), 'utf8'));
const glossaryOf = (lang: ContentLanguage): Glossary => GlossarySchema.parse(readJson(`docs/glossary/${lang}.json`));

/** A replaced term as a whole-word, case-insensitive pattern; a trailing `*` matches any ending. */
export function termPattern(term: string): RegExp {
  const prefix = term.endsWith('*');
  const body = (prefix ? term.slice(0, -1) : term).replace(/[.*+?^${}()|[\]\\]/g, '\\$&').replace(/['’]/g, "['’]");
  return new RegExp(`(?<![\\p{L}\\p{N}])${body}${prefix ? '\\p{L}*' : ''}(?![\\p{L}\\p{N}])`, 'iu');
}

function flatten(value: unknown, where = ''): [string, string][] {
  if (typeof value === 'string') return [[where, value]];
  if (Array.isArray(value)) return value.flatMap((v, i) => flatten(v, `${where}[${i}]`));
  if (value && typeof value === 'object')
    return Object.entries(value).flatMap(([k, v]) => flatten(v, where ? `${where}.${k}` : k));
  return [];
}

/** Keys whose values are identifiers, paths or file names, not text. */
const IDENTIFIERS = new Set(
  'key slug url file image cover email phone productId page __component category difficulty color theme height width aspect imagePosition align size platform provider backgroundColor backgroundGraphic separator twitterHandle defaultShareImage page404 href'.split(
    ' ',
  ),
);
function prose(value: unknown, where = '', key = ''): [string, string][] {
  if (typeof value === 'string')
    return IDENTIFIERS.has(key) || /^(\/|https?:)/.test(value) ? [] : [[where, value.replace(/\]\([^)]*\)/g, ']')]];
  if (Array.isArray(value)) return value.flatMap((v, i) => prose(v, `${where}[${i}]`, key));
  if (value && typeof value === 'object')
    return Object.entries(value).flatMap(([k, v]) => prose(v, where ? `${where}.${k}` : k, k));
  return [];
}

const seedDir = path.join(root, 'apps/cms/seed');
const seeded = (() => {
  const { files } = readContentFiles(path.join(seedDir, 'content'));
  const { overrides } = readMarketOverrides(path.join(seedDir, 'content'));
  const markets = readJson('apps/cms/seed/markets.json') as { code: string; name: string }[];
  return marketContents(files, markets, overrides, readMarketNames(seedDir), []);
})();

/** Every text of one market, tagged with where it comes from. */
function textsOf(code: MarketCode): { source: Source; where: string; text: string }[] {
  const market = MARKETS.find((m) => m.code === code)!;
  const lang = market.contentLanguage;
  const out: { source: Source; where: string; text: string }[] = [];
  const ui: [string, string][] = flatten(readJson(`apps/web/messages/${lang}.json`));
  const marketFile = `apps/web/messages/${code}.json`;
  const overridden = existsSync(path.join(root, marketFile)) ? new Map(flatten(readJson(marketFile))) : new Map();
  for (const [where, text] of ui) out.push({ source: 'ui', where, text: overridden.get(where) ?? text });
  const consent = CONSENT_TEXTS[lang.toUpperCase() as keyof typeof CONSENT_TEXTS];
  if (consent) for (const [where, text] of flatten(consent)) out.push({ source: 'consent', where, text });
  const content = seeded.find((c) => c.code === code)?.content;
  if (content) {
    const { global, navigation, pages, news, recipes } = content;
    for (const [where, text] of prose({ global, navigation, pages, news, recipes }))
      out.push({ source: 'cms', where, text });
  }
  const catalogue = generateCulture(code, { scale: 0.15 });
  const product = [
    ...flatten(catalogue.products.map(({ Variants, ...p }) => ({ ...p, Variants: Variants.map((v) => v.TextFive) }))),
    ...flatten(catalogue.category),
    ...flatten(catalogue.attributes),
  ].filter(([where]) => !/(Url|Id|Alias|Culture|Provider|Uid)$/.test(where));
  for (const [where, text] of product) out.push({ source: 'pim', where, text });
  return out;
}

// L10N-GLOSSARY
describe('glossaries (docs/glossary)', () => {
  it.each(LANGUAGES)('%s: a glossary that parses, with each replaced term listed once', (lang) => {
    const glossary = glossaryOf(lang);
    expect(glossary.language).toBe(lang);
    const replaced = glossary.terms.flatMap((t) => t.replaced.map((r) => r.toLowerCase()));
    expect(replaced.length).toBe(new Set(replaced).size);
    const codes = MARKETS.filter((m) => m.contentLanguage === lang).map((m) => m.code as string);
    expect(glossary.terms.flatMap((t) => t.markets ?? []).filter((m) => !codes.includes(m))).toEqual([]);
  });

  it('a pattern matches whole words, any apostrophe, and word endings after *', () => {
    expect(termPattern('loin').test('torskeloin')).toBe(false);
    expect(termPattern('loin').test('Ovnbagt loin med')).toBe(true);
    expect(termPattern("numéro d'article").test('Numéro d’article')).toBe(true);
    expect(termPattern('tunisassia*').test('Tunisassiavut tamarmik')).toBe(true);
    expect(termPattern('tunisassia*').test('/tunisassiat')).toBe(true);
  });
});

describe.each(MARKETS.map((m) => [m.code, m.contentLanguage] as const))(
  '%s uses its glossary’s terms',
  (code, lang) => {
    it('no UI message, consent text, CMS text or product text uses a replaced term', () => {
      const terms = glossaryOf(lang).terms.filter((t) => !t.markets || t.markets.includes(code));
      const found: string[] = [];
      for (const { source, where, text } of textsOf(code)) {
        for (const term of terms) {
          if (term.only && !term.only.includes(source)) continue;
          for (const replaced of term.replaced) {
            const m = termPattern(replaced).exec(text);
            if (m)
              found.push(`${source} ${where}: "${m[0]}" (use "${term.use}") in ${JSON.stringify(text.slice(0, 100))}`);
          }
        }
      }
      expect(found).toEqual([]);
    });
  },
);
