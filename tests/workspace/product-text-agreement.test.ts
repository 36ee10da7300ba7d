/**
 * Product texts agree with the species they describe: every template of apps/pim/src/generate/texts.ts, rendered
 * over every species (and each of its specifications and areas), in each of the six languages, must not show a
 * form that a native reader knows is wrong for that species' number and gender ("rejer … Sporbar", "räkor …
 * Spårbar", "Crevettes nordiques … Traçable / Issu de", Greenlandic singular verbs after "raajat").
 */
import { describe, expect, it } from 'vitest';
import type { ContentLanguage } from '@qilak/markets';
import { specName, textSlots } from '../../apps/pim/src/generate/catalogue';
import { localize } from '../../apps/pim/src/generate/local';
import {
  CATCHING_AREAS,
  SPECIES,
  SPECS,
  STORAGE_CONDITIONS,
  type Grammar,
  type SpecieDef,
} from '../../apps/pim/src/generate/vocabulary';
import {
  DESCRIPTION,
  FARM_IMAGE_TEXT,
  IMAGE_TEXT,
  ORIGIN,
  PREPARATION,
  QUALITY,
  SUMMARY,
  USAGE,
  VARIANT_TEXT,
  VIDEO_TITLE,
  agree,
  fill,
  textGroup,
} from '../../apps/pim/src/generate/texts';

const LANGUAGES: readonly ContentLanguage[] = ['da', 'sv', 'fr', 'kl', 'de', 'en'];

/** Every template whose subject can be the product, by name. */
function allTemplates(lang: ContentLanguage): [string, string][] {
  const out: [string, string][] = [];
  const add = (name: string, list: readonly string[]) => list.forEach((t, i) => out.push([`${name}[${i}]`, t]));
  for (const origin of ['wild', 'farmed'] as const) {
    add(`DESCRIPTION.${origin}`, DESCRIPTION[origin][lang]);
    add(`QUALITY.${origin}`, QUALITY[origin][lang]);
    add(`ORIGIN.${origin}`, [ORIGIN[origin][lang]]);
  }
  for (const group of ['ready', 'fish', 'shellfish'] as const) {
    add(`USAGE.${group}`, USAGE[group][lang]);
    add(`PREPARATION.${group}`, PREPARATION[group][lang]);
  }
  add('SUMMARY', SUMMARY[lang]);
  add('VARIANT_TEXT', VARIANT_TEXT[lang]);
  for (const [kind, phrase] of Object.entries(IMAGE_TEXT)) add(`IMAGE_TEXT.${kind}`, [phrase[lang]]);
  add('FARM_IMAGE_TEXT', [FARM_IMAGE_TEXT[lang]]);
  add('VIDEO_TITLE', [VIDEO_TITLE[lang]]);
  return out;
}

/** Every template rendered for one species, over each of its specifications and areas. */
function rendered(specie: SpecieDef, lang: ContentLanguage): { where: string; text: string }[] {
  const out: { where: string; text: string }[] = [];
  for (const code of specie.specs) {
    const spec = SPECS[code]!;
    for (const areaId of specie.areas) {
      const area = CATCHING_AREAS.find((a) => a.id === areaId)!;
      const slots = { ...textSlots(specie, spec, area, lang, 'Qilak'), weight: '1 kg', pack: 'pack', Pack: 'Pack' };
      for (const [name, template] of allTemplates(lang))
        out.push({ where: `${specie.id} ${code} ${name}`, text: fill(template, slots, specie.grammar[lang]) });
    }
  }
  return out;
}

type Rule = { when: (g: Grammar) => boolean; pattern: RegExp; why: string };
const plural = (g: Grammar) => g.number === 'pl';
const singular = (g: Grammar) => g.number === 'sg';
const commonSingular = (g: Grammar) => g.number === 'sg' && g.gender === 'c';
const FRENCH_FORMS = ['Issu', 'Transformé', 'Prêt', 'Parfait'];
const frenchEnding = (g: Grammar) => (g.gender === 'f' ? 'e' : '') + (g.number === 'pl' ? 's' : '');

/** Forms that are wrong for a species of the given grammar, per language. */
const BAD: Readonly<Record<ContentLanguage, readonly Rule[]>> = {
  da: [
    {
      when: plural,
      pattern: /\b(Sporbar|Forarbejdet|Klar|God|Opdrættet|Frosset|Bedst brunet)\b/,
      why: 'singular after a plural species',
    },
    { when: singular, pattern: /\b(Sporbare|Forarbejdede|Klare|Gode|Opdrættede)\b/, why: 'plural after a singular' },
    { when: commonSingular, pattern: /\b(Sporbart|Klart|Godt)\b/, why: 'neuter after a common-gender species' },
    { when: () => true, pattern: /hoved- og renset/, why: 'a broken compound' },
  ],
  sv: [
    {
      when: plural,
      pattern: /\b(Spårbar|Bearbetad|Färdig|God|Bäst snabbstekt)\b/,
      why: 'singular after a plural species',
    },
    { when: singular, pattern: /\b(Spårbara|Bearbetade|Färdiga|Goda)\b/, why: 'plural after a singular species' },
    { when: commonSingular, pattern: /\b(Spårbart|Bearbetat|Färdigt|Gott)\b/, why: 'neuter after a common gender' },
  ],
  fr: [
    {
      when: () => true,
      pattern: new RegExp(`(?<![\\p{L}])(${FRENCH_FORMS.join('|')})(e?s?)(?![\\p{L}])`, 'u'),
      why: 'participle or adjective not agreeing with the species',
    },
    { when: plural, pattern: /\bTraçable\b(?!s)/, why: 'singular after a plural species' },
    { when: singular, pattern: /\bTraçables\b/, why: 'plural after a singular species' },
    { when: plural, pattern: /\b(Idéal|Idéale) poêlé\b/, why: 'singular after a plural species' },
  ],
  kl: [
    {
      when: plural,
      pattern: /\p{L}+(?:voq|poq|ssaaq|anngilaq|ngilaq|rpoq)(?=[.;,])|\bAattereerpat\b|\bpisarineqarfia\b/u,
      why: 'a singular verb after a plural species ("raajat … -voq")',
    },
    {
      when: singular,
      pattern: /\p{L}+(?:pput|rput|ssapput|ngillat)(?=[.;,])|\bAattereerpata\b/u,
      why: 'a plural verb after a singular species',
    },
    { when: () => true, pattern: /Panertuuummi/, why: 'a typo (panertuut: frying pan)' },
  ],
  de: [
    { when: () => true, pattern: /\bSchockgefroren\b/, why: 'a freezing method where a storage condition belongs' },
    {
      when: () => true,
      pattern: /\b(aus|von|vor|in) (Europäisches Nordmeer|Barentssee|Färöer|Nordwestatlantik)\b/,
      why: 'a bare area name after a preposition',
    },
  ],
  en: [
    { when: plural, pattern: /\b(it is|It is|it keeps|its own)\b/, why: 'singular pronoun for a plural species' },
    { when: () => true, pattern: /\{[^}]*\}/, why: 'an unfilled slot or agreement part' },
  ],
};

// L10N-TEXT-AGREEMENT
describe('agreement parts {a|b…} take the form of the species', () => {
  it('two forms: singular | plural; three: common | neuter | plural; four: m.sg | f.sg | m.pl | f.pl', () => {
    expect(agree(['sg', 'pl'], { number: 'pl' })).toBe('pl');
    expect(agree(['c', 'n', 'pl'], { number: 'sg', gender: 'n' })).toBe('n');
    expect(agree(['c', 'n', 'pl'], { number: 'pl', gender: 'c' })).toBe('pl');
    expect(agree(['ms', 'fs', 'mp', 'fp'], { number: 'pl', gender: 'f' })).toBe('fp');
    expect(agree(['ms', 'fs', 'mp', 'fp'], { number: 'sg', gender: 'm' })).toBe('ms');
    expect(fill('{Sporbar|Sporbart|Sporbare} {x}', { x: 'y' }, { number: 'pl', gender: 'c' })).toBe('Sporbare y');
    // Without a grammar, or with a form count no language uses, the part stays visible.
    expect(fill('{a|b}', {})).toBe('{a|b}');
    expect(fill('{a|b|c|d|e}', {}, { number: 'sg' })).toBe('{a|b|c|d|e}');
  });

  it.each(LANGUAGES)('%s: every agreement part lists as many forms as the language distinguishes', (lang) => {
    const allowed: Record<ContentLanguage, number[]> = {
      da: [2, 3],
      sv: [2, 3],
      fr: [2, 4],
      de: [2, 4],
      kl: [2],
      en: [2],
    };
    const wrong = allTemplates(lang).flatMap(([name, t]) =>
      [...t.matchAll(/\{([^{}]*\|[^{}]*)\}/g)]
        .filter((m) => !allowed[lang].includes(m[1]!.split('|').length))
        .map((m) => `${name}: ${m[0]}`),
    );
    expect(wrong).toEqual([]);
  });
});

describe.each(LANGUAGES)('%s product texts agree with every species', (lang) => {
  it('every template over every species: no form that is wrong for its number and gender', () => {
    const found: string[] = [];
    for (const specie of SPECIES) {
      const grammar = specie.grammar[lang];
      for (const { where, text } of rendered(specie, lang)) {
        for (const rule of BAD[lang]) {
          if (!rule.when(grammar)) continue;
          if (lang === 'fr' && rule.pattern.source.startsWith('(?<!')) {
            // French: each agreeing word must carry exactly the endings of the species' gender and number.
            for (const m of text.matchAll(new RegExp(rule.pattern.source, 'gu')))
              if (m[2] !== frenchEnding(grammar)) found.push(`${where}: "${m[0]}" (${rule.why}) in ${text}`);
            continue;
          }
          // Greenlandic and German rules are about the product as subject: DESCRIPTION's sentences about the
          // water or the freezing are impersonal and keep their singular.
          if (
            (lang === 'kl' || lang === 'de') &&
            /^(DESCRIPTION|IMAGE|FARM|VIDEO|VARIANT|SUMMARY)/.test(where.split(' ')[2]!)
          )
            continue;
          const m = rule.pattern.exec(text);
          if (m) found.push(`${where}: "${m[0]}" (${rule.why}) in ${text}`);
        }
      }
    }
    expect(found).toEqual([]);
  });

  it('the rules catch the known bad patterns (a species named in the plural, rendered as if singular)', () => {
    const prawns = SPECIES.find((s) => s.slug === 'cold-water-prawns')!;
    const asSingular: SpecieDef = {
      ...prawns,
      grammar: { ...prawns.grammar, [lang]: { ...prawns.grammar[lang], number: 'sg' } },
    };
    if (lang === 'de' || lang === 'en') return; // German and English texts carry no agreement part.
    const wrong = rendered(asSingular, lang).map((r) => r.text);
    const caught = wrong.some((text) =>
      BAD[lang].some((rule) =>
        rule.when(prawns.grammar[lang])
          ? lang === 'fr' && rule.pattern.source.startsWith('(?<!')
            ? [...text.matchAll(new RegExp(rule.pattern.source, 'gu'))].some(
                (m) => m[2] !== frenchEnding(prawns.grammar[lang]),
              )
            : rule.pattern.test(text)
          : false,
      ),
    );
    expect(caught).toBe(true);
  });
});

describe('product facts', () => {
  it('cooked, ready-to-eat products get serving advice, never cooking times (cooked snow-crab meat, cooked prawns)', () => {
    const cooked = SPECIES.flatMap((specie) =>
      specie.specs
        .map((code) => SPECS[code]!)
        .filter((spec) => /cooked/.test(specName(spec, specie, 'en')) || spec.code === 'CLU')
        .map((spec) => ({ specie, spec })),
    );
    expect(cooked.length).toBeGreaterThan(3);
    for (const { specie, spec } of cooked) expect(textGroup(specie, spec), `${specie.id} ${spec.code}`).toBe('ready');
    for (const lang of LANGUAGES) {
      const ready = [...USAGE.ready[lang], ...PREPARATION.ready[lang]].join(' ');
      expect(ready, lang).not.toMatch(/\b(1|3 to 4|3 bis 4|3 à 4|3 til 4|3 till 4|12 to 15)\b.*(min|Min)/);
      expect(ready, lang).not.toMatch(/180 °C/);
    }
    // Scallop meat is sold raw: it keeps the shellfish (cooking) texts.
    const scallops = SPECIES.find((s) => s.slug === 'scallops')!;
    expect(textGroup(scallops, SPECS.MEA!)).toBe('shellfish');
  });

  it('storage is a condition to keep, not a freezing method', () => {
    for (const condition of STORAGE_CONDITIONS) {
      expect(condition.name.de).toMatch(/lagern$/);
      expect(condition.name.de).not.toMatch(/Schockgefroren|gefroren,/);
    }
  });

  // CAT-FAO-AREA
  it('every catching area but aquaculture has its FAO area; the finer ones their sub-area', () => {
    const wild = CATCHING_AREAS.filter((a) => a.id !== 'CA-FARM');
    expect(wild.filter((a) => !a.fao)).toEqual([]);
    expect(CATCHING_AREAS.find((a) => a.id === 'CA-WG')).toMatchObject({ fao: '21', faoSubArea: '21.1' });
    expect(CATCHING_AREAS.find((a) => a.id === 'CA-EG')).toMatchObject({ fao: '27', faoSubArea: '27.14' });
    expect(wild.filter((a) => a.faoSubArea && !a.faoSubArea.startsWith(`${a.fao}.`))).toEqual([]);
  });

  it('US English: FDA market names and US terms, with the article that goes with them', () => {
    expect(localize('Serve on open sandwiches, in salads or as a starter.', 'en-US')).toBe(
      'Serve on open-faced sandwiches, in salads or as an appetizer.',
    );
    expect(localize('Redfish, fillets. Greenland halibut.', 'en-US')).toBe('Ocean perch, fillets. Greenland turbot.');
    expect(localize('Molluscs, Sulphites, Catching area', 'en-US')).toBe('Mollusks, Sulfites, Catch area');
    expect(localize('Molluscs', 'en-GB')).toBe('Molluscs');
  });
});
