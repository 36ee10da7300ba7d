/**
 * Localization checks across workspaces: the site's message catalogues and the product service's labels.
 * (Seeded CMS content and generated product texts have their own describe blocks below.)
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { LABELS } from '../../apps/pim/src/generate/labels';
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
