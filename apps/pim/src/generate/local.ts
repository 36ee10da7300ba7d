import type { ContentLanguage, MarketCode } from '@qilak/markets';

/**
 * Numbers, units and the few words that differ between markets sharing a language. Everything here is pure and
 * takes the market's Intl language (`market.language`), so "2,5 kg" in Danish and "2.5 kg" in English come from
 * Intl, not from string building.
 */

/**
 * Intl formatters are costly to build and a catalogue formats the same few numbers tens of thousands of times:
 * results are kept per locale and value (weights, counts and ranges come from short fixed lists).
 */
const formatters = new Map<string, Intl.NumberFormat>();
const results = new Map<string, string>();
function memo(key: string, make: () => string): string {
  let found = results.get(key);
  if (found === undefined) {
    found = make();
    results.set(key, found);
  }
  return found;
}
function formatter(locale: string, options: Intl.NumberFormatOptions = {}): Intl.NumberFormat {
  const key = `${locale}|${options.style ?? ''}|${options.unit ?? ''}|${options.maximumFractionDigits ?? ''}`;
  let found = formatters.get(key);
  if (!found) {
    found = new Intl.NumberFormat(locale, options);
    formatters.set(key, found);
  }
  return found;
}

/** A number as the market writes it (decimal comma or point, no grouping below 10,000 in most languages). */
export function formatNumber(value: number, locale: string): string {
  return memo(`n|${locale}|${value}`, () => formatter(locale, { maximumFractionDigits: 2 }).format(value));
}

/** "100–150" with the market's digits and range sign. */
export function formatRange(from: number, to: number, locale: string): string {
  return memo(`r|${locale}|${from}|${to}`, () => formatter(locale).formatRange(from, to));
}

/** A net weight in grams as the market writes it: "500 g", "2,5 kg"; US English adds pounds ("2.5 kg (5.5 lb)"). */
export function formatWeight(grams: number, locale: string, culture: MarketCode): string {
  return memo(`w|${locale}|${culture}|${grams}`, () => weightText(grams, locale, culture));
}

function weightText(grams: number, locale: string, culture: MarketCode): string {
  const metric =
    grams < 1000
      ? formatter(locale, { style: 'unit', unit: 'gram' }).format(grams)
      : formatter(locale, { style: 'unit', unit: 'kilogram', maximumFractionDigits: 2 }).format(grams / 1000);
  if (culture !== 'en-US') return metric;
  const pounds = grams / 453.59237;
  const imperial =
    pounds < 1
      ? formatter(locale, { style: 'unit', unit: 'ounce', maximumFractionDigits: 1 }).format(pounds * 16)
      : formatter(locale, { style: 'unit', unit: 'pound', maximumFractionDigits: 1 }).format(pounds);
  return `${metric} (${imperial})`;
}

/** "pieces per kilogram" and "pieces" as each language's trade writes them. */
export const PIECES: Readonly<Record<ContentLanguage, string>> = {
  en: 'pcs',
  da: 'stk.',
  sv: 'st',
  de: 'Stück',
  fr: 'pièces',
  kl: 'ataasiakkaat',
};

/**
 * US trade names and spelling for the en-US market (FDA Seafood List market names: Greenland turbot for
 * Reinhardtius hippoglossoides, pollock for Pollachius virens, ocean perch for Sebastes mentella; shrimp, not
 * prawns), US spelling and terms (mollusks, sulfites, catch area, appetizer), and Fahrenheit beside Celsius.
 */
const US_ENGLISH: Readonly<Record<string, string>> = {
  prawns: 'shrimp',
  Prawns: 'Shrimp',
  'Greenland halibut': 'Greenland turbot',
  saithe: 'pollock',
  Saithe: 'Pollock',
  pasteurised: 'pasteurized',
  flavour: 'flavor',
  catalogue: 'catalog',
  'Bake at 180 °C': 'Bake at 350 °F (180 °C)',
  '−18 °C or colder': '0 °F (−18 °C) or colder',
  '−25 °C or colder': '−13 °F (−25 °C) or colder',
  '0 to +2 °C': '32 to 36 °F (0 to +2 °C)',
  'below +25 °C': 'below 77 °F (+25 °C)',
  'as a starter': 'as an appetizer',
  starter: 'appetizer',
  'open sandwiches': 'open-faced sandwiches',
  redfish: 'ocean perch',
  Redfish: 'Ocean perch',
  Molluscs: 'Mollusks',
  Sulphites: 'Sulfites',
  'Catching area': 'Catch area',
  'FAO sub-area': 'FAO subarea',
};
/** One pass over a text for all of them (a catalogue has tens of thousands of texts). */
const US_PATTERN = new RegExp(
  Object.keys(US_ENGLISH)
    .map(
      (word) =>
        (/^\w/.test(word) ? '\\b' : '') + word.replace(/[.*+?^${}()|[\]\\]/g, '\\$&') + (/\w$/.test(word) ? '\\b' : ''),
    )
    .join('|'),
  'g',
);

/**
 * Danish as Greenland's buyers read it: their products come from Sisimiut by Royal Arctic Line, not through an
 * importer, so the sentences about delivery and kitchens say so.
 */
const GREENLAND_DANISH: Readonly<Record<string, string>> = {
  'Et sikkert valg for køkkener, der sætter pris på ensartet kvalitet.':
    'Leveres frost fra Sisimiut med Royal Arctic Line til butikker og storkøkkener langs hele kysten.',
  'Sporbar fra fartøj til tallerken.': 'Sporbar fra fartøj eller indhandlingssted til tallerken.',
  'Sporbare fra fartøj til tallerken.': 'Sporbare fra fartøj eller indhandlingssted til tallerken.',
};
const GREENLAND_PATTERN = new RegExp(
  Object.keys(GREENLAND_DANISH)
    .map((s) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'))
    .join('|'),
  'g',
);

/** Markets whose product texts differ from their language's. */
export const LOCALIZED_CULTURES: ReadonlySet<MarketCode> = new Set(['en-US', 'da-GL']);

/** The market's own wording on top of its language's: US English, and Danish for Greenland. */
export function localize(text: string, culture: MarketCode): string {
  if (culture === 'en-US') return text.replace(US_PATTERN, (match) => US_ENGLISH[match] ?? match);
  if (culture === 'da-GL') return text.replace(GREENLAND_PATTERN, (match) => GREENLAND_DANISH[match] ?? match);
  return text;
}
