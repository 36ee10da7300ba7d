import type { ContentLanguage } from '@qilak/markets';
import { stemmer as danish } from '@orama/stemmers/danish';
import { stemmer as english } from '@orama/stemmers/english';
import { stemmer as french } from '@orama/stemmers/french';
import { stemmer as german } from '@orama/stemmers/german';
import { stemmer as swedish } from '@orama/stemmers/swedish';

/**
 * Words and their search form: lower case, stemmed in the market's language, diacritics folded. The index and
 * the query go through the same function, so "Rejer" and "reje", "Garnelen" and "garnele" meet on one stem.
 */

/** Greenlandic has no stemmer: its words are found by prefix. */
const STEMMERS: Record<ContentLanguage, ((word: string) => string) | undefined> = {
  da: danish,
  sv: swedish,
  de: german,
  fr: french,
  en: english,
  kl: undefined,
};

/** Letters no decomposition strips: written out the way a keyboard without them would. */
const LIGATURES: Record<string, string> = {
  æ: 'ae',
  ø: 'o',
  œ: 'oe',
  ß: 'ss',
  ł: 'l',
  đ: 'd',
  ð: 'd',
  þ: 'th',
  ĸ: 'q',
};
const LIGATURE_PATTERN = new RegExp(`[${Object.keys(LIGATURES).join('')}]`, 'g');

/** Lower case without diacritics: "Rødspætte" -> "rodspaette", "Flétan" -> "fletan", "Schäl" -> "schal". */
export function fold(text: string): string {
  return text
    .toLowerCase()
    .replace(LIGATURE_PATTERN, (c) => LIGATURES[c] ?? c)
    .normalize('NFD')
    .replace(/\p{M}+/gu, '');
}

/** Runs of letters and digits (an apostrophe or hyphen inside a word splits it). */
const WORD = /[\p{L}\p{N}]+/gu;

/** The words of a text, as written. */
export function words(text: string): string[] {
  return text.match(WORD) ?? [];
}

/** A word's search form in a language: stemmed (where a stemmer exists), then folded. */
export function termOf(word: string, language: ContentLanguage): string {
  const lower = word.toLowerCase();
  const stem = STEMMERS[language];
  // Stemmers expect words; numbers and very short words stay as they are.
  const stemmed = stem && lower.length > 3 && !/\d/.test(lower) ? stem(lower) : lower;
  return fold(stemmed);
}

/** A text's search terms in a language, in order, repeats kept. */
export function termsOf(text: string, language: ContentLanguage): string[] {
  return words(text).map((w) => termOf(w, language));
}

/** Levenshtein distance, giving up (returning max + 1) as soon as it must exceed `max`. */
export function editDistance(a: string, b: string, max: number): number {
  if (Math.abs(a.length - b.length) > max) return max + 1;
  let previous = Array.from({ length: b.length + 1 }, (_, i) => i);
  for (let i = 1; i <= a.length; i++) {
    const current = [i];
    let rowMin = i;
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      const value = Math.min(previous[j]! + 1, current[j - 1]! + 1, previous[j - 1]! + cost);
      current.push(value);
      if (value < rowMin) rowMin = value;
    }
    if (rowMin > max) return max + 1;
    previous = current;
  }
  return previous[b.length]!;
}

/** How many typos a query word may carry: none below five letters, one from five, two from nine. */
export function allowedTypos(word: string): number {
  const length = [...word].length;
  if (length >= 9) return 2;
  if (length >= 5) return 1;
  return 0;
}

/** One piece of a text for display: `match` pieces are the words the query found. */
export interface TextPiece {
  text: string;
  match: boolean;
}

/**
 * A text cut into pieces, the words that match a query term (by the same search form, or by prefix) marked.
 * Pure data: the view renders a match as <mark>, so nothing from the text is ever read as HTML.
 */
export function highlight(text: string, queryTerms: readonly string[], language: ContentLanguage): TextPiece[] {
  const terms = queryTerms.filter((t) => t.length > 0);
  const pieces: TextPiece[] = [];
  let last = 0;
  for (const found of text.matchAll(WORD)) {
    const word = found[0];
    const at = found.index;
    const term = termOf(word, language);
    const folded = fold(word);
    const matches = terms.some(
      (t) => term.startsWith(t) || folded.startsWith(t) || (t.length >= 3 && folded.includes(t)),
    );
    if (!matches) continue;
    if (at > last) pieces.push({ text: text.slice(last, at), match: false });
    pieces.push({ text: word, match: true });
    last = at + word.length;
  }
  if (last < text.length) pieces.push({ text: text.slice(last), match: false });
  return pieces;
}

/**
 * A window of a long text around its first match (about `length` characters, cut at word boundaries), so a
 * result shows where the query was found rather than the text's first lines.
 */
export function snippet(
  text: string,
  queryTerms: readonly string[],
  language: ContentLanguage,
  length = 180,
  /** A word's search form and its folded form (an index's caches of them; default: computed each time). */
  forms: { term: (word: string) => string; folded: (word: string) => string } = {
    term: (word) => termOf(word, language),
    folded: fold,
  },
): string {
  const clean = text.replace(/\s+/g, ' ').trim();
  if (clean.length <= length) return clean;
  let first = -1;
  for (const found of clean.matchAll(WORD)) {
    const term = forms.term(found[0]);
    if (
      queryTerms.some(
        (t) => t.length > 0 && (term.startsWith(t) || (t.length >= 3 && forms.folded(found[0]).includes(t))),
      )
    ) {
      first = found.index;
      break;
    }
  }
  const start = first < 0 ? 0 : Math.max(0, first - Math.floor(length / 3));
  const from = start === 0 ? 0 : clean.indexOf(' ', start) + 1;
  let end = Math.min(clean.length, from + length);
  if (end < clean.length) {
    const space = clean.lastIndexOf(' ', end);
    if (space > from) end = space;
  }
  return `${from > 0 ? '… ' : ''}${clean.slice(from, end)}${end < clean.length ? ' …' : ''}`;
}
