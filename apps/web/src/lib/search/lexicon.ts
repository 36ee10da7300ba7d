import type { ContentLanguage } from '@qilak/markets';
import type { Slicer } from '@/lib/framework/server';
import { termOf, words } from './text';

/** Languages that write compounds as one word: their long words are also indexed by the words they end in. */
const COMPOUNDING: ReadonlySet<ContentLanguage> = new Set(['da', 'sv', 'de']);

/**
 * A market index's words: each written word's term (stemmed and folded once per distinct word), how often each
 * term occurs, its most frequent written form, and the compound parts of long words. Counted up when an index is
 * built and up and down when documents change in place (`MarketIndex.update`), with the same rules, so that an
 * updated index holds what a new build of the same documents would.
 */
export class Lexicon {
  /** Lower-case word -> term. The tokenizer reads it too (the stemmer runs once per distinct word). */
  readonly terms = new Map<string, string>();
  /** Occurrences of each term as a word of a title, names or text: the words a compound's tail may be. */
  private readonly asWord = new Map<string, number>();
  /** Occurrences as a word or as a compound's tail (did-you-mean prefers frequent terms). */
  readonly frequency = new Map<string, number>();
  /** Each term's written forms (lower case) and how often each occurs. */
  private readonly forms = new Map<string, Map<string, number>>();
  /** A long word's compound part (at most one: the longest tail that is a word of the market), by word. */
  private readonly partsOf = new Map<string, readonly string[]>();

  constructor(readonly language: ContentLanguage) {}

  term(lower: string): string {
    let term = this.terms.get(lower);
    if (term === undefined) {
      term = termOf(lower, this.language);
      this.terms.set(lower, term);
    }
    return term;
  }

  /** How each term's word count changes when texts are counted out and others in. */
  delta(out: Iterable<string>, into: Iterable<string>): Map<string, number> {
    const change = new Map<string, number>();
    for (const [texts, sign] of [
      [out, -1],
      [into, 1],
    ] as const) {
      for (const text of texts) {
        for (const word of words(text)) {
          const term = this.term(word.toLowerCase());
          if (term) change.set(term, (change.get(term) ?? 0) + sign);
        }
      }
    }
    return change;
  }

  /** Counts a document's words in (`sign` 1) or out (-1); `touched` gets the terms counted. */
  countWords(text: string, sign: 1 | -1, touched?: Set<string>): void {
    for (const word of words(text)) {
      const lower = word.toLowerCase();
      const term = this.term(lower);
      if (!term) continue;
      bump(this.asWord, term, sign);
      this.count(term, lower, sign);
      touched?.add(term);
    }
  }

  /** Counts a document's compound parts (`partsText`, as `parts` made it) in or out; `touched` as countWords. */
  countParts(partsText: string, sign: 1 | -1, touched?: Set<string>): void {
    for (const part of partsText.split(' ')) {
      if (!part) continue;
      const term = this.term(part);
      if (!term) continue;
      this.count(term, part, sign);
      touched?.add(term);
    }
  }

  private count(term: string, form: string, sign: 1 | -1): void {
    bump(this.frequency, term, sign);
    let forms = this.forms.get(term);
    if (!forms) {
      forms = new Map();
      this.forms.set(term, forms);
    }
    bump(forms, form, sign);
    if (forms.size === 0) this.forms.delete(term);
  }

  /** The words of a title and names joined with the compound parts they hold ('' for most). */
  partsText(title: string, names: string): string {
    return words(`${title} ${names}`)
      .flatMap((w) => this.parts(w))
      .join(' ');
  }

  /** A long word's compound part: the longest tail (from the fourth letter) that occurs as a word. */
  private parts(word: string): readonly string[] {
    const lower = word.toLowerCase();
    let parts = this.partsOf.get(lower);
    if (!parts) {
      parts = this.tailOf(lower, (term) => this.asWord.has(term));
      this.partsOf.set(lower, parts);
    }
    return parts;
  }

  private tailOf(lower: string, isWord: (term: string) => boolean): readonly string[] {
    if (!COMPOUNDING.has(this.language) || lower.length < 8 || /\d/.test(lower)) return NONE;
    for (let i = 3; i <= lower.length - 4; i++) {
      const tail = lower.slice(i);
      const term = termOf(tail, this.language);
      if (term.length >= 3 && isWord(term)) return [tail];
    }
    return NONE;
  }

  /**
   * The terms that start or stop being words when documents' words are counted out and in (`delta`: the change
   * of each term's word count), and whether every long word already seen keeps its compound part. When one does
   * not, the documents that hold it would change too: the index is then built anew.
   */
  async wordsChange(
    delta: ReadonlyMap<string, number>,
    slices: Slicer,
  ): Promise<{ added: string[]; removed: string[]; partsKept: boolean }> {
    const added: string[] = [];
    const removed: string[] = [];
    for (const [term, change] of delta) {
      const before = this.asWord.get(term) ?? 0;
      if (before === 0 && change > 0) added.push(term);
      else if (before > 0 && before + change === 0) removed.push(term);
    }
    if (!COMPOUNDING.has(this.language) || (added.length === 0 && removed.length === 0)) {
      return { added, removed, partsKept: true };
    }
    const gone = new Set(removed);
    const come = new Set(added);
    const isWord = (term: string) => come.has(term) || (this.asWord.has(term) && !gone.has(term));
    for (const [lower, parts] of this.partsOf) {
      const now = this.tailOf(lower, isWord);
      if (now[0] !== parts[0]) return { added, removed, partsKept: false };
      if (slices.due()) await slices.pause();
    }
    return { added, removed, partsKept: true };
  }

  /** Every term, sorted (prefix checks by binary search). */
  sortedTerms(): string[] {
    return [...this.frequency.keys()].sort();
  }

  /** A term's most frequent written form (ties: the first in sort order), to show in did-you-mean. */
  surfaceOf(term: string): string | undefined {
    const forms = this.forms.get(term);
    if (!forms) return undefined;
    let best = '';
    let bestCount = 0;
    for (const [form, count] of forms) {
      if (count > bestCount || (count === bestCount && form < best)) [best, bestCount] = [form, count];
    }
    return best;
  }

  /** Every term's written form to show. */
  *surfaces(): Generator<[string, string]> {
    for (const term of this.forms.keys()) yield [term, this.surfaceOf(term)!];
  }
}

const NONE: readonly string[] = Object.freeze([]);

function bump(counts: Map<string, number>, key: string, sign: 1 | -1): void {
  const n = (counts.get(key) ?? 0) + sign;
  if (n > 0) counts.set(key, n);
  else counts.delete(key);
}
