/**
 * Rules a native editor checks on every text: French spacing, English left on non-English pages, placeholders
 * and market chooser labels pasted into prose. Shared by the unit checks (catalogues, seed, product texts) and
 * the browser checks of rendered pages.
 */

/** Narrow no-break space (before ; ! ? and inside « ») and no-break space (before :), as French typesetters use. */
export const NNBSP = '\u202F';
export const NBSP = '\u00A0';
const NO_BREAK = `[${NNBSP}${NBSP}]`;

/**
 * Places where French typography wants a no-break space and has none: before `: ; ? !`, after `«`, before `»`.
 * A colon in a URL or a time (`https://`, `12:30`) and the ICU syntax of messages are not prose and are skipped.
 */
export function frenchSpacingProblems(text: string): string[] {
  const problems: string[] = [];
  const prose = text
    .split(NOT_PROSE)
    .map((part, i) => (i % 2 === 1 ? ' ' : part))
    .join('');
  const context = (i: number) => JSON.stringify(prose.slice(Math.max(0, i - 12), i + 12));
  for (const match of prose.matchAll(/[:;?!]/g)) {
    const i = match.index;
    const before = prose[i - 1];
    if (before === undefined || new RegExp(NO_BREAK).test(before)) continue;
    // "12:30", "?!" (the second mark), an ICU plural "{# …}" never have a space to add.
    if (/\d/.test(before) && /\d/.test(prose[i + 1] ?? '')) continue;
    if (/[:;?!]/.test(before)) continue;
    problems.push(`no no-break space before "${match[0]}" in ${context(i)}`);
  }
  for (const match of prose.matchAll(/«(?!\u202F|\u00A0)/g))
    problems.push(`no no-break space after « in ${context(match.index)}`);
  for (const match of prose.matchAll(/(?<!\u202F|\u00A0)»/g))
    problems.push(`no no-break space before » in ${context(match.index)}`);
  return problems;
}

/** Puts the no-break spaces French typography wants (what frenchSpacingProblems asks for) into a text. */
export function frenchSpacing(text: string): string {
  return text
    .split(NOT_PROSE)
    .map((part, i) => (i % 2 === 1 ? part : fixFrench(part)))
    .join('');
}

/** URLs, mail and phone links and Markdown link targets: their colons and question marks are not prose. */
const NOT_PROSE = /(\b[a-z][a-z0-9+.-]*:\/\/[^\s)]*|\bmailto:[^\s)]+|\btel:[^\s)]+|\]\([^)]*\))/i;

function fixFrench(text: string): string {
  return text
    .replace(/[ \u00A0\u202F]*([;?!])/g, (whole, mark: string, offset: number, all: string) =>
      (offset === 0 && whole.length === 1) || /[;?!]/.test(all[offset - 1] ?? '') ? whole : `${NNBSP}${mark}`,
    )
    .replace(/[ \u00A0\u202F]*:/g, (whole, offset: number, all: string) =>
      (offset === 0 && whole.length === 1) ||
      (/\d/.test(all[offset - 1] ?? '') && /\d/.test(all[offset + whole.length] ?? ''))
        ? whole
        : `${NBSP}:`,
    )
    .replace(/«[ \u00A0\u202F]*/g, `«${NNBSP}`)
    .replace(/[ \u00A0\u202F]*»/g, `${NNBSP}»`);
}

/**
 * English words that give away an untranslated text on a Danish, Swedish, German, French or Greenlandic page.
 * Chosen so that none is also a common word of those languages ("and" is Danish for duck: not listed).
 */
export const ENGLISH_TELLTALES = [
  'the',
  'with',
  'your',
  'our',
  'which',
  'please',
  'read more',
  'loading',
  'search',
  'download',
  'page not found',
  'prawns',
  'shrimp',
  'catalogue',
  'catalog',
  'recipes',
  'contact us',
  'learn more',
  'sustainability',
  'frozen',
  'caught',
] as const;

/** Tell-tales that are also a word of the page's own language. */
const ALSO_NATIVE: Readonly<Record<string, readonly string[]>> = { fr: ['catalogue'] };

/** The English tell-tale words found in a text meant to be in another language (`language`: the page's). */
export function englishTelltales(text: string, language = ''): string[] {
  const words = ENGLISH_TELLTALES.filter((w) => !ALSO_NATIVE[language]?.includes(w));
  const pattern = new RegExp(`(?<![\\p{L}\\p{N}])(${words.join('|')})(?![\\p{L}\\p{N}])`, 'giu');
  return [...text.matchAll(pattern)].map((m) => m[0].toLowerCase());
}

/** A `{{placeholder}}` the seed did not fill, or a message placeholder left in rendered text. */
export function leftoverPlaceholders(text: string): string[] {
  return [...text.matchAll(/\{\{[^}]*\}\}/g)].map((m) => m[0]);
}

/** The market chooser's labels that name a language ("Kalaaliit Nunaat - DA", "Japan - EN"): never prose. */
export function chooserLabelsIn(text: string, labels: readonly string[]): string[] {
  return labels.filter((label) => / - [A-Z]{2}$/.test(label) && text.includes(label));
}
