/**
 * Localization checks across workspaces: the site's message catalogues and the product service's labels.
 * (Seeded CMS content and generated product texts have their own describe blocks below.)
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { generateCulture } from '../../apps/pim/src/generate/catalogue';
import { LABELS } from '../../apps/pim/src/generate/labels';
import {
  marketContents,
  readContentFiles,
  readMarketNames,
  readMarketOverrides,
} from '../../apps/cms/src/seed/content-file';
import { MARKETS } from '@qilak/markets';
import {
  chooserLabelsIn,
  englishTelltales,
  frenchSpacing,
  frenchSpacingProblems,
  leftoverPlaceholders,
} from '../support/l10n-rules';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
const LANGUAGES = ['en', 'da', 'sv', 'de', 'fr', 'kl'] as const;
type Language = (typeof LANGUAGES)[number];
const json = (file: string): unknown => JSON.parse(readFileSync(path.join(root, file), 'utf8'));

function flatten(messages: unknown, prefix = ''): Record<string, string> {
  if (typeof messages === 'string') return { [prefix]: messages };
  const out: Record<string, string> = {};
  for (const [key, value] of Object.entries(messages as Record<string, unknown>))
    Object.assign(out, flatten(value, prefix ? `${prefix}.${key}` : key));
  return out;
}

const catalogues = Object.fromEntries(
  LANGUAGES.map((lang) => [lang, flatten(json(`apps/web/messages/${lang}.json`))]),
) as Record<Language, Record<string, string>>;
const equalAllowed = json('apps/web/messages/intentionally-equal.json') as Record<string, string | string[]>;

describe('the rules themselves', () => {
  it('French spacing: finds and fixes missing no-break spaces, leaves URLs and times alone', () => {
    const bad = 'Attention : voir « Recettes » ! Prêt ? Oui; https://example.com/a?b=1 à 12:30';
    expect(frenchSpacingProblems(bad)).toHaveLength(6);
    const fixed = frenchSpacing(bad);
    expect(frenchSpacingProblems(fixed)).toEqual([]);
    expect(fixed).toContain('https://example.com/a?b=1');
    expect(fixed).toContain('12:30');
    expect(frenchSpacing('[Lien](/a?b) : suite')).toBe('[Lien](/a?b)\u00A0: suite');
  });

  it('English tell-tales, placeholders and chooser labels are found as whole words only', () => {
    expect(englishTelltales('Unsere Garnelen with the best taste')).toEqual(['with', 'the']);
    expect(englishTelltales('Theater und Katalogue-Ideen, Ourense')).toEqual([]);
    expect(leftoverPlaceholders('Velkommen til {{marketName}}')).toEqual(['{{marketName}}']);
    expect(chooserLabelsIn('Velkommen – Kalaaliit Nunaat - DA', ['Kalaaliit Nunaat - DA', 'Danmark'])).toEqual([
      'Kalaaliit Nunaat - DA',
    ]);
  });
});

describe('UI message catalogues (apps/web/messages)', () => {
  it.each(LANGUAGES)('%s has every key of every other catalogue', (lang) => {
    const all = new Set(LANGUAGES.flatMap((l) => Object.keys(catalogues[l])));
    expect([...all].filter((key) => !(key in catalogues[lang]))).toEqual([]);
  });

  it('a text equal in two languages is listed in intentionally-equal.json (else it is an untranslated copy)', () => {
    const copies: string[] = [];
    for (const key of Object.keys(catalogues.en)) {
      const allowed = equalAllowed[key];
      for (const [i, a] of LANGUAGES.entries()) {
        for (const b of LANGUAGES.slice(i + 1)) {
          if (catalogues[a][key] !== catalogues[b][key]) continue;
          const ok = allowed === '*' || (Array.isArray(allowed) && allowed.includes(a) && allowed.includes(b));
          if (!ok) copies.push(`${key}: ${a} and ${b} both say ${JSON.stringify(catalogues[a][key])}`);
        }
      }
    }
    expect(copies).toEqual([]);
  });

  it('intentionally-equal.json lists only keys that exist', () => {
    const keys = Object.keys(equalAllowed).filter((k) => k !== '//');
    expect(keys.filter((k) => !(k in catalogues.en))).toEqual([]);
  });

  it('French messages use no-break spaces before : ; ? ! and inside « »', () => {
    const problems = Object.entries(catalogues.fr).flatMap(([key, text]) =>
      frenchSpacingProblems(text).map((p) => `${key}: ${p}`),
    );
    expect(problems).toEqual([]);
  });

  it.each(LANGUAGES.filter((l) => l !== 'en'))('%s messages have no English tell-tale words', (lang) => {
    const found = Object.entries(catalogues[lang]).flatMap(([key, text]) =>
      englishTelltales(text, lang).map((word) => `${key}: "${word}" in ${JSON.stringify(text)}`),
    );
    expect(found).toEqual([]);
  });
});

describe('product service labels (apps/pim/src/generate/labels.ts)', () => {
  it('every attribute label is present in all six languages', () => {
    const missing = LABELS.flatMap((label) =>
      LANGUAGES.filter((lang) => !label.name[lang]?.trim()).map((lang) => `${label.alias}: ${lang}`),
    );
    expect(missing).toEqual([]);
  });

  it('labels of different attributes read differently within a language (Count is not Grade)', () => {
    const clashes: string[] = [];
    for (const lang of LANGUAGES) {
      const seen = new Map<string, string>();
      for (const label of LABELS) {
        const text = label.name[lang];
        if (!text) continue;
        if (seen.has(text)) clashes.push(`${lang}: ${seen.get(text)} and ${label.alias} are both "${text}"`);
        seen.set(text, label.alias);
      }
    }
    expect(clashes).toEqual([]);
  });

  it('French labels follow French spacing', () => {
    expect(LABELS.flatMap((l) => frenchSpacingProblems(l.name.fr ?? ''))).toEqual([]);
  });
});

describe('product texts generated by the product service (apps/pim/src/generate)', () => {
  const CULTURES = ['en-GB', 'en-US', 'da-DK', 'sv-SE', 'de-DE', 'fr-FR', 'kl-GL'] as const;
  const catalogues = Object.fromEntries(CULTURES.map((c) => [c, generateCulture(c, { scale: 0.2 })]));
  const textsOf = (culture: (typeof CULTURES)[number]): string[] => {
    const { products, category, attributes } = catalogues[culture]!;
    const out: string[] = [];
    const walk = (v: unknown, key = ''): void => {
      if (typeof v === 'string' && key !== 'Url' && !/Id$|^Alias$|^Culture$|^Provider$/.test(key)) out.push(v);
      else if (Array.isArray(v)) v.forEach((x) => walk(x, key));
      else if (v && typeof v === 'object') for (const [k, x] of Object.entries(v)) walk(x, k);
    };
    walk([products, category, attributes]);
    return out;
  };

  it.each(CULTURES)('%s: every template slot is filled', (culture) => {
    expect(textsOf(culture).filter((t) => /\{\w+\}/.test(t))).toEqual([]);
  });

  it('French product texts follow French spacing', () => {
    expect(textsOf('fr-FR').flatMap(frenchSpacingProblems)).toEqual([]);
  });

  it.each(CULTURES.filter((c) => !c.startsWith('en-')))(
    '%s product texts have no English tell-tale words',
    (culture) => {
      const lang = culture.slice(0, 2);
      expect([...new Set(textsOf(culture).filter((t) => englishTelltales(t, lang).length > 0))]).toEqual([]);
    },
  );

  it('numbers are written the market’s way and units are translated', () => {
    const sizes = (culture: (typeof CULTURES)[number]) =>
      catalogues[culture]!.products.flatMap((p) => p.Variants.flatMap((v) => v.SizeAttributes));
    expect(sizes('de-DE').some((s) => s.Alias === 'NetWeight' && s.Value === '2,5')).toBe(true);
    expect(sizes('en-GB').some((s) => s.Alias === 'NetWeight' && s.Value === '2.5')).toBe(true);
    expect(
      sizes('da-DK')
        .filter((s) => s.Alias === 'Count')
        .every((s) => s.Unit?.startsWith('stk./')),
    ).toBe(true);
    expect(sizes('fr-FR').some((s) => s.Unit?.includes('pcs'))).toBe(false);
    expect(textsOf('de-DE').some((t) => /\b\d+\.\d+ kg\b/.test(t))).toBe(false);
  });

  it('farmed species are never "caught"; West Greenland is FAO 21', () => {
    const farmed = catalogues['en-GB']!.products.filter((p) => p.SpecieId === 'SPC-SAL' || p.SpecieId === 'SPC-ACH');
    expect(farmed.length).toBeGreaterThan(0);
    expect(farmed.filter((p) => /\bcaught\b/i.test(`${p.TextOne} ${p.TextFive ?? ''}`))).toEqual([]);
    const west = catalogues['en-GB']!.category.CatchingAreas.find((a) => a.CatchingAreaId === 'CA-WG');
    expect(west?.FaoArea).toBe('21');
  });

  it('German sentences never follow a preposition with a bare area name ("aus Europäisches Nordmeer")', () => {
    // Area names that need an article in German: a bare "aus Barentssee" is wrong.
    const needArticle = ['Europäisches Nordmeer', 'Barentssee', 'Färöer', 'Nordwestatlantik'];
    const bad = textsOf('de-DE').filter((t) => needArticle.some((a) => new RegExp(`\\b(aus|von|vor|in) ${a}`).test(t)));
    expect(bad).toEqual([]);
  });

  it('the species names of the product service are the ones the CMS recipes use', () => {
    const problems: string[] = [];
    for (const lang of LANGUAGES) {
      const culture = CULTURES.find((c) => c.startsWith(`${lang}-`))!;
      const names = new Map(catalogues[culture]!.products.map((p) => [p.ProductId, p.NameOne.toLowerCase()]));
      const seed = json(`apps/cms/seed/content/${lang}.json`) as {
        recipes: { ingredients: { name: string; productId?: string }[] }[];
      };
      for (const ingredient of seed.recipes.flatMap((r) => r.ingredients).filter((i) => i.productId)) {
        const name = names.get(ingredient.productId!) ?? '';
        const words = name.split(/[\s-]+/).map((w) => (w.length > 5 ? w.slice(0, -2) : w));
        if (!words.every((w) => ingredient.name.toLowerCase().includes(w)))
          problems.push(
            `${lang}: ${ingredient.productId} is "${name}" in the product service, "${ingredient.name}" in the CMS`,
          );
      }
    }
    expect(problems).toEqual([]);
  });
});

describe('seeded CMS content of every market (apps/cms/seed: language base + market override)', () => {
  const seedDir = path.join(root, 'apps/cms/seed');
  const { files } = readContentFiles(path.join(seedDir, 'content'));
  const { overrides, errors: readErrors } = readMarketOverrides(path.join(seedDir, 'content'));
  const markets = json('apps/cms/seed/markets.json') as { code: string; name: string }[];
  const overrideErrors: string[] = [...readErrors];
  const contents = marketContents(files, markets, overrides, readMarketNames(seedDir), overrideErrors);
  const chooserLabels = MARKETS.map((m) => m.name);
  // Identifiers, paths, file names and enumeration values: not text a visitor reads in the page's language.
  const IDENTIFIERS = new Set(
    'key slug url file image cover email phone productId page __component category difficulty color theme height width aspect imagePosition align size platform provider backgroundColor backgroundGraphic separator twitterHandle defaultShareImage page404 searchPage'.split(
      ' ',
    ),
  );
  /** Every prose string of a market's content, with where it is. */
  const proseOf = (value: unknown, where = '', key = ''): [string, string][] => {
    if (typeof value === 'string') return IDENTIFIERS.has(key) ? [] : [[where, value]];
    if (Array.isArray(value)) return value.flatMap((v, i) => proseOf(v, `${where}[${i}]`, key));
    if (value && typeof value === 'object')
      return Object.entries(value).flatMap(([k, v]) => proseOf(v, where ? `${where}.${k}` : k, k));
    return [];
  };
  const prose = (code: string) => {
    const found = contents.find((c) => c.code === code);
    if (!found) throw new Error(`no content for ${code}`);
    const { global, navigation, pages, news, recipes } = found.content;
    return proseOf({ global, navigation, pages, news, recipes });
  };

  it('every market of markets.json gets content, and every override applies cleanly', () => {
    expect(contents.map((c) => c.code).sort()).toEqual(markets.map((m) => m.code).sort());
    expect(overrideErrors).toEqual([]);
  });

  it.each(markets.map((m) => m.code))('%s: no {{placeholder}} and no market chooser label in the text', (code) => {
    const found = prose(code).flatMap(([where, text]) =>
      [...leftoverPlaceholders(text), ...chooserLabelsIn(text, chooserLabels)].map((bad) => `${where}: ${bad}`),
    );
    expect(found).toEqual([]);
  });

  it.each(markets.filter((m) => !m.code.startsWith('en-')).map((m) => m.code))(
    '%s: no English tell-tale words',
    (code) => {
      const lang = code.slice(0, 2);
      const found = prose(code).flatMap(([where, text]) =>
        englishTelltales(text, lang).map((word) => `${where}: "${word}" in ${JSON.stringify(text.slice(0, 120))}`),
      );
      expect(found).toEqual([]);
    },
  );

  it('fr-FR follows French spacing', () => {
    const found = prose('fr-FR').flatMap(([where, text]) => frenchSpacingProblems(text).map((p) => `${where}: ${p}`));
    expect(found).toEqual([]);
  });

  it('en-US reads as US English: no British spelling or trade names', () => {
    const british =
      /\b(catalogues?|prawns?|flavour|colour|favourites?|harbours?|centre|metres|tonnes|rapeseed|plain flour|Greenland halibut|saithe)\b/i;
    const found = prose('en-US').filter(([, text]) => british.test(text.replace(/\]\([^)]*\)/g, '')));
    expect(found).toEqual([]);
  });

  it('markets sharing a language differ where they should: own contacts, own prose name', () => {
    const contactOf = (code: string) =>
      JSON.stringify(contents.find((c) => c.code === code)!.content.pages!.find((p) => p.key === 'contact'));
    for (const [a, b] of [
      ['da-GL', 'da-DK'],
      ['en-CN', 'en-GB'],
      ['en-JP', 'en-GB'],
      ['en-US', 'en-GB'],
    ] as const) {
      expect(contactOf(a), `${a} vs ${b}`).not.toBe(contactOf(b));
    }
    expect(contactOf('da-GL')).toContain('Salgskontor – Grønland');
    expect(contactOf('da-GL')).not.toContain('Mette Lyberth Hansen');
  });

  it('English markets have content of their own: en-GB and en-GLOBAL contacts, ports, Incoterms, certificates', () => {
    const page = (code: string, key: string) =>
      JSON.stringify(contents.find((c) => c.code === code)!.content.pages!.find((p) => p.key === key));
    expect(page('en-GLOBAL', 'home')).not.toContain('Welcome to Qilak Seafood – International');
    expect(page('en-GLOBAL', 'markets')).not.toContain('the International site');
    for (const code of ['en-GB', 'en-GLOBAL']) {
      expect(page(code, 'contact'), code).toMatch(/Incoterms/);
      expect(page(code, 'contact'), code).toMatch(/BRCGS/);
    }
    expect(page('en-GB', 'contact')).toMatch(/Immingham/);
    expect(page('en-GB', 'contact')).not.toBe(page('en-GLOBAL', 'contact'));
  });

  it('da-GL is written for Greenland where it differs: its own pages, and product texts', () => {
    const pagesOf = (code: string) => contents.find((c) => c.code === code)!.content.pages!;
    const dk = new Map(pagesOf('da-DK').map((p) => [p.key, JSON.stringify(p)]));
    const own = pagesOf('da-GL').filter((p) => dk.get(p.key) !== JSON.stringify(p).replaceAll('Grønland', 'Danmark'));
    expect(own.length).toBeGreaterThanOrEqual(11);
    const texts = (culture: 'da-DK' | 'da-GL') =>
      generateCulture(culture, { scale: 0.1 })
        .products.map((p) => p.TextOne)
        .join(' ');
    expect(texts('da-GL')).toContain('Royal Arctic Line');
    expect(texts('da-DK')).not.toContain('Royal Arctic Line');
  });
});
