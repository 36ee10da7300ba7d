import { create, insert, remove, search as oramaSearch, type Orama, type Tokenizer } from '@orama/orama';
import type { ContentLanguage } from '@qilak/markets';
import { slicer } from '@/lib/framework/server';
import { SEARCH_KINDS, itemId, type SearchDocument, type SearchKind } from './documents';
import { Lexicon } from './lexicon';
import { allowedTypos, editDistance, fold, snippet, termOf, words } from './text';

/**
 * One market's index: Orama (BM25 over title, names, compound parts and text, with the market language's
 * stemmer in its tokenizer) plus what Orama does not do the way buyers need it: item numbers exactly and by
 * prefix, ranked first; compound words found by their last part ("reje" in "koldtvandsrejer"); a typo allowance
 * that depends on the word's length; did-you-mean from the index's own words.
 *
 * Variants (items) are not Orama documents of their own: at the --scale catalogue they are two thirds of the
 * documents, and a query's cost grows with the documents each of its words occurs in. A product's Orama document
 * carries its variants' words in fields of their own (`v*`); a query finds the products whose variants hold its
 * words, and then the variants of those products that hold them each (their own words, kept as sorted term
 * lists). Item numbers are a sorted array (exact and prefix by binary search).
 */

const SCHEMA = {
  title: 'string',
  names: 'string',
  parts: 'string',
  text: 'string',
  // The words of a product's variants (or of a variant no product claims): found here, checked per variant.
  vtitle: 'string',
  vnames: 'string',
  vparts: 'string',
  vtext: 'string',
} as const;
type Db = Orama<typeof SCHEMA>;
const FIELDS = ['title', 'names', 'parts', 'text'] as const;
type Field = (typeof FIELDS)[number];
const BOOST: Record<Field, number> = { title: 3, names: 2, parts: 1.5, text: 1 };
const VARIANT_FIELDS = ['vtitle', 'vnames', 'vparts', 'vtext'] as const;
const VARIANT_BOOST = { vtitle: 3, vnames: 2, vparts: 1.5, vtext: 1 };

/** A build runs this long at most between two yields to the event loop (requests keep being answered). */
export const BUILD_SLICE_MS = 8;

/** Only item numbers of this many digits or more are looked up by prefix (a "12" is a quantity, not a number). */
const ITEM_PREFIX_MIN = 3;
/** At most this many query words are used; the rest are ignored (a pasted paragraph is not a query). */
const MAX_QUERY_WORDS = 12;
/** A query longer than this is cut (the API refuses longer ones; the page cuts them). */
export const MAX_QUERY_LENGTH = 200;

export interface SearchRequest {
  q: string;
  /** One kind only (the results page's filter), paged; without it every kind, `perGroup` hits each. */
  type?: SearchKind;
  /** 1-based page of the chosen kind. */
  page?: number;
  pageSize?: number;
  /** Hits per kind when no kind is chosen. */
  perGroup?: number;
}

export interface SearchHit {
  id: string;
  kind: SearchKind;
  title: string;
  subtitle?: string;
  url: string;
  /** Where in the text the query was found (plain text; the view highlights `terms` in it). */
  snippet?: string;
  /** The item number the query matched (exactly or by prefix). */
  itemNumber?: string;
  /** The query was exactly this item number. */
  exact?: boolean;
}

export interface SearchGroup {
  kind: SearchKind;
  count: number;
  hits: SearchHit[];
}

export interface SearchAnswer {
  /** The query as it was searched (trimmed, cut to MAX_QUERY_LENGTH). */
  q: string;
  /** The search forms to highlight: stems, corrected words, item numbers. */
  terms: string[];
  type?: SearchKind;
  page: number;
  pageCount: number;
  total: number;
  counts: Record<SearchKind, number>;
  groups: SearchGroup[];
  /** Words were corrected (typos): the query that was searched instead. */
  correctedTo?: string;
  /** Nothing found: a query built from the index's own words that finds something. */
  didYouMean?: string;
  /** The query is exactly one item number the market sells: its variant page. */
  exactItem?: { itemNumber: string; url: string };
}

export function emptyCounts(): Record<SearchKind, number> {
  return Object.fromEntries(SEARCH_KINDS.map((k) => [k, 0])) as Record<SearchKind, number>;
}

export function emptyAnswer(q = '', type?: SearchKind): SearchAnswer {
  return {
    q,
    terms: [],
    ...(type ? { type } : {}),
    page: 1,
    pageCount: 0,
    total: 0,
    counts: emptyCounts(),
    groups: [],
  };
}

/** The query as it is searched: one line, no control characters, at most MAX_QUERY_LENGTH characters. */
export function cleanQuery(raw: string): string {
  return raw
    .normalize('NFC')
    .replace(/[\p{Cc}\p{Cf}]+/gu, ' ')
    .replace(/\s+/g, ' ')
    .trim()
    .slice(0, MAX_QUERY_LENGTH)
    .trim();
}

/** The market language's tokenizer; `known` holds the terms of the words already seen (lower case). */
function tokenizerFor(language: ContentLanguage, known: ReadonlyMap<string, string>): Tokenizer {
  const term = (word: string) => {
    const lower = word.toLowerCase();
    return known.get(lower) ?? termOf(lower, language);
  };
  return {
    language: 'custom',
    normalizationCache: new Map(),
    tokenize: (raw: string) => Array.from(new Set(words(raw).map(term))),
  };
}

/** First index in a sorted array whose value is >= `value`. */
function lowerBound(sorted: readonly string[], value: string): number {
  let lo = 0;
  let hi = sorted.length;
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    if (sorted[mid]! < value) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}

/** A variant: its document id and its own search terms per field, each list sorted and without repeats. */
interface Variant {
  id: string;
  terms: Record<Field, readonly string[]>;
}

/** Whether a sorted list holds a term starting with `prefix` (Orama's match: by prefix, no typos). */
function holdsPrefix(sorted: readonly string[], prefix: string): boolean {
  return sorted[lowerBound(sorted, prefix)]?.startsWith(prefix) ?? false;
}

function distinct(values: readonly string[]): string[] {
  return [...new Set(values.filter(Boolean))];
}

/** A variant's own terms per field, from its document (`shared`: term lists of texts already seen, reused). */
function variantOf(
  d: SearchDocument,
  partsText: ReadonlyMap<string, string>,
  lexicon: Lexicon,
  shared?: Map<string, readonly string[]>,
): Variant {
  const sortedTerms = (text: string): readonly string[] => {
    let list = shared?.get(text);
    if (!list) {
      list = [...new Set(words(text).map((w) => lexicon.term(w.toLowerCase())))].filter(Boolean).sort();
      shared?.set(text, list);
    }
    return list;
  };
  return {
    id: d.id,
    terms: {
      title: sortedTerms(d.title),
      names: sortedTerms(d.names),
      parts: sortedTerms(partsText.get(d.id) ?? ''),
      text: sortedTerms(d.text),
    },
  };
}

/** The text whose words a document is found by, and counted in the vocabulary. */
function wordsOf(d: SearchDocument): string {
  return `${d.title} ${d.names} ${d.text}`;
}

/** Products and variants: a product's document holds the words of the variants it names first. */
function claims(d: SearchDocument): boolean {
  return d.kind === 'product' || d.kind === 'item';
}

function sameList(a: readonly string[], b: readonly string[]): boolean {
  return a.length === b.length && a.every((value, i) => value === b[i]);
}

/** The same text and address (`update` compares kinds and item numbers first). */
function sameDocument(a: SearchDocument, b: SearchDocument): boolean {
  return (
    a.title === b.title && a.subtitle === b.subtitle && a.names === b.names && a.text === b.text && a.url === b.url
  );
}

/**
 * How many changed documents are taken in place (`MarketIndex.update`): a quarter of the index, at most 2,000. A
 * product renamed changes its document and its variants' (tens); more than that, and replacing each changed
 * document costs about what building them all does (a species renamed at the --scale catalogue).
 */
export function inPlaceLimit(size: number): number {
  return Math.min(2_000, Math.floor(size / 4));
}

export class MarketIndex {
  /** Item number -> the variants that carry it; the numbers sorted (exact and prefix by binary search). */
  private readonly items = new Map<string, string[]>();
  private itemNumbers: string[] = [];
  /** Every indexed term, sorted (prefix checks by binary search). */
  private sorted: string[] = [];
  /** A term's most frequent written form, to show in did-you-mean and to search again. */
  private readonly surface = new Map<string, string>();
  private rowCount = 0;
  /** When the index last took its documents (the end of its build, or an update in place). */
  private updatedAt = 0;

  private constructor(
    readonly language: ContentLanguage,
    private readonly db: Db,
    private readonly documents: Map<string, SearchDocument>,
    /** The variants whose words an Orama document's `v*` fields hold, in catalogue order. */
    private readonly members: Map<string, readonly Variant[]>,
    private readonly lexicon: Lexicon,
    /** Each document's compound parts (words of its title and names), as the index holds them. */
    private readonly partsText: Map<string, string>,
  ) {}

  /** When the index last took its documents (a build, or an update in place). */
  get builtAt(): number {
    return this.updatedAt;
  }

  /** Documents a buyer can find (products, variants, content, documents). */
  get size(): number {
    return this.documents.size;
  }

  /** Documents in the Orama index (variants ride in their product's). */
  get indexed(): number {
    return this.rowCount;
  }

  /**
   * Builds a market's index from its documents. Yields to the event loop every few milliseconds, so a rebuild
   * (a publish, a catalogue change) never holds up the requests the server answers meanwhile.
   */
  static async build(language: ContentLanguage, documents: readonly SearchDocument[]): Promise<MarketIndex> {
    const slices = slicer(BUILD_SLICE_MS);
    const byId = new Map<string, SearchDocument>();
    for (const d of documents) {
      byId.set(d.id, d);
      if (slices.due()) await slices.pause();
    }
    // Written forms and their terms, counted over every field (the vocabulary for typos and did-you-mean).
    const lexicon = new Lexicon(language);
    for (const d of byId.values()) {
      lexicon.countWords(wordsOf(d), 1);
      if (slices.due()) await slices.pause();
    }
    // Compounds: a long word also stands for the word it ends in, where that occurs on its own in the market.
    const partsText = new Map<string, string>();
    for (const d of byId.values()) {
      partsText.set(d.id, lexicon.partsText(d.title, d.names));
      if (slices.due()) await slices.pause();
    }
    for (const parts of partsText.values()) {
      lexicon.countParts(parts, 1);
      if (slices.due()) await slices.pause();
    }

    // Variants ride in the document of the product that names their item numbers; a variant no product names
    // is a document of its own (with only variant fields).
    const members = new Map<string, string[]>();
    const claimed = new Set<string>();
    for (const d of byId.values()) {
      if (d.kind !== 'product') continue;
      const ids = d.itemNumbers.map(itemId).filter((id) => byId.get(id)?.kind === 'item' && !claimed.has(id));
      for (const id of ids) claimed.add(id);
      if (ids.length > 0) members.set(d.id, ids);
      if (slices.due()) await slices.pause();
    }
    for (const d of byId.values()) {
      if (d.kind === 'item' && !claimed.has(d.id)) members.set(d.id, [d.id]);
      if (slices.due()) await slices.pause();
    }

    // A variant's own terms, per field (texts shared by variants are read once).
    const termsOfText = new Map<string, readonly string[]>();
    const variants = new Map<string, readonly Variant[]>();
    for (const [id, ids] of members) {
      variants.set(
        id,
        ids.map((item) => variantOf(byId.get(item)!, partsText, lexicon, termsOfText)),
      );
      if (slices.due()) await slices.pause();
    }
    termsOfText.clear();

    const db = create({ schema: SCHEMA, components: { tokenizer: tokenizerFor(language, lexicon.terms) } }) as Db;
    const index = new MarketIndex(language, db, byId, variants, lexicon, partsText);
    for (const d of byId.values()) {
      if (d.kind === 'item' && !members.has(d.id)) continue;
      index.insertRow(d.id);
      if (slices.due()) await slices.pause();
    }
    for (const d of byId.values()) {
      if (d.kind !== 'item') continue;
      for (const n of d.itemNumbers) {
        const list = index.items.get(n);
        if (list) list.push(d.id);
        else index.items.set(n, [d.id]);
      }
      if (slices.due()) await slices.pause();
    }
    for (const [term, form] of lexicon.surfaces()) {
      index.surface.set(term, form);
      if (slices.due()) await slices.pause();
    }
    index.sorted = lexicon.sortedTerms();
    if (slices.due()) await slices.pause();
    index.itemNumbers = [...index.items.keys()].sort();
    index.updatedAt = Date.now();
    return index;
  }

  /** Adds an Orama document: a product, content or document, with the words of the variants it holds. */
  private insertRow(id: string): void {
    const d = this.documents.get(id)!;
    const own = d.kind !== 'item';
    const variants = (this.members.get(id) ?? []).map((v) => this.documents.get(v.id)!);
    const inserted = insert(this.db, {
      id,
      title: own ? d.title : '',
      names: own ? d.names : '',
      parts: own ? (this.partsText.get(id) ?? '') : '',
      text: own ? d.text : '',
      vtitle: distinct(variants.map((v) => v.title)).join(' \n '),
      vnames: distinct(variants.map((v) => v.names)).join(' \n '),
      vparts: distinct(variants.map((v) => this.partsText.get(v.id) ?? '')).join(' '),
      vtext: distinct(variants.map((v) => v.text)).join(' \n '),
    });
    if (inserted instanceof Promise) throw new Error('the Orama insert answered asynchronously');
    this.rowCount++;
  }

  /**
   * Takes the market's documents anew where few of them changed (a product renamed, a page published, edited or
   * taken down), in place of a build: the changed documents' words are counted out and in, their Orama documents
   * replaced. The products and variants must be the same, in the same order, with the same item numbers (they
   * claim each other); pages, news, recipes and product documents may come and go. At most `inPlaceLimit`
   * documents changed, and every compound word keeps its part: otherwise it changes nothing and answers false, and
   * the caller builds the index anew. Searches meanwhile answer from the index as it was: the changes are made in
   * one synchronous step at the end. An updated index answers as a new build of the same documents would, except
   * that among hits of exactly equal score a document added in place comes after those that were there before.
   */
  async update(documents: readonly SearchDocument[]): Promise<boolean> {
    const limit = inPlaceLimit(this.documents.size);
    const slices = slicer(BUILD_SLICE_MS);
    const next = new Map<string, SearchDocument>();
    const catalogue: SearchDocument[] = [];
    for (const d of documents) {
      if (next.has(d.id)) return false;
      next.set(d.id, d);
      if (claims(d)) catalogue.push(d);
      if (slices.due()) await slices.pause();
    }
    const changed: { before: SearchDocument; after: SearchDocument }[] = [];
    const removed: SearchDocument[] = [];
    let at = 0;
    for (const [id, before] of this.documents) {
      const after = next.get(id);
      if (!after) {
        if (claims(before)) return false;
        removed.push(before);
      } else {
        if (after.kind !== before.kind || !sameList(after.itemNumbers, before.itemNumbers)) return false;
        // The products and variants in the same order: the first product naming an item number claims it.
        if (claims(before) && catalogue[at++] !== after) return false;
        if (before !== after && !sameDocument(before, after)) changed.push({ before, after });
      }
      if (changed.length + removed.length > limit) return false;
      if (slices.due()) await slices.pause();
    }
    // A product or variant the index does not hold.
    if (at !== catalogue.length) return false;
    const added = documents.filter((d) => !this.documents.has(d.id));
    if (changed.length + removed.length + added.length > limit) return false;

    const lexicon = this.lexicon;
    const delta = lexicon.delta(
      [...changed.map((c) => wordsOf(c.before)), ...removed.map(wordsOf)],
      [...changed.map((c) => wordsOf(c.after)), ...added.map(wordsOf)],
    );
    const terms = await lexicon.wordsChange(delta, slices);
    if (!terms.partsKept) return false;

    // From here on, one synchronous step: no search sees a half-updated index.
    const owners = new Map<string, string>();
    if (changed.some((c) => c.after.kind === 'item')) {
      for (const [owner, list] of this.members) for (const v of list) owners.set(v.id, owner);
    }
    // The terms whose counts or written forms change: their written form to show is chosen again.
    const touched = new Set<string>();
    for (const before of [...changed.map((c) => c.before), ...removed]) {
      const parts = this.partsText.get(before.id) ?? '';
      lexicon.countWords(wordsOf(before), -1, touched);
      lexicon.countParts(parts, -1, touched);
    }
    for (const d of removed) {
      this.partsText.delete(d.id);
      this.documents.delete(d.id);
    }
    const incoming = [...changed.map((c) => c.after), ...added];
    for (const after of incoming) {
      lexicon.countWords(wordsOf(after), 1, touched);
      this.documents.set(after.id, after);
    }
    for (const after of incoming) {
      const parts = lexicon.partsText(after.title, after.names);
      this.partsText.set(after.id, parts);
      lexicon.countParts(parts, 1, touched);
    }
    for (const term of terms.removed) this.sorted.splice(lowerBound(this.sorted, term), 1);
    for (const term of terms.added) this.sorted.splice(lowerBound(this.sorted, term), 0, term);
    for (const term of touched) {
      const form = lexicon.surfaceOf(term);
      if (form === undefined) this.surface.delete(term);
      else this.surface.set(term, form);
    }

    const rows = new Set<string>();
    for (const { after } of changed) {
      if (after.kind !== 'item') {
        rows.add(after.id);
        continue;
      }
      const owner = owners.get(after.id);
      if (owner === undefined) continue;
      rows.add(owner);
      this.members.set(
        owner,
        this.members.get(owner)!.map((v) => (v.id === after.id ? variantOf(after, this.partsText, lexicon) : v)),
      );
    }
    for (const d of removed) this.removeRow(d.id);
    for (const id of rows) {
      this.removeRow(id);
      this.insertRow(id);
    }
    for (const d of added) this.insertRow(d.id);
    this.updatedAt = Date.now();
    return true;
  }

  private removeRow(id: string): void {
    const removed = remove(this.db, id);
    if (removed instanceof Promise) throw new Error('the Orama remove answered asynchronously');
    if (removed) this.rowCount--;
  }

  /** Whether some indexed term starts with `term`. */
  private knows(term: string): boolean {
    const at = lowerBound(this.sorted, term);
    return this.sorted[at]?.startsWith(term) ?? false;
  }

  /** The indexed term nearest to a word within `max` edits (ties: the more frequent), or undefined. */
  private nearest(word: string, max: number): string | undefined {
    const folded = fold(word);
    const target = termOf(word, this.language);
    let best: string | undefined;
    let bestDistance = max + 1;
    let bestFrequency = 0;
    for (const term of this.sorted) {
      if (Math.abs(term.length - target.length) > max) continue;
      const distance = Math.min(editDistance(target, term, max), editDistance(folded, term, max));
      const frequency = this.lexicon.frequency.get(term) ?? 0;
      if (distance < bestDistance || (distance === bestDistance && distance <= max && frequency > bestFrequency)) {
        best = term;
        bestDistance = distance;
        bestFrequency = frequency;
      }
    }
    return bestDistance <= max ? best : undefined;
  }

  /** Item numbers equal to `digits` first, then those starting with it (numerically ordered), at most `limit`. */
  private itemsFor(digits: string, limit: number): { id: string; itemNumber: string; exact: boolean }[] {
    const out: { id: string; itemNumber: string; exact: boolean }[] = [];
    const at = lowerBound(this.itemNumbers, digits);
    for (let i = at; i < this.itemNumbers.length && out.length < limit; i++) {
      const n = this.itemNumbers[i]!;
      if (!n.startsWith(digits)) break;
      for (const id of this.items.get(n) ?? []) out.push({ id, itemNumber: n, exact: n === digits });
    }
    return out.sort(
      (a, b) =>
        Number(b.exact) - Number(a.exact) ||
        a.itemNumber.length - b.itemNumber.length ||
        (a.itemNumber < b.itemNumber ? -1 : 1),
    );
  }

  /** The Orama search over some fields: ids and scores, best first. */
  private oramaHits(query: string, variants: boolean, all: boolean): { id: string; score: number }[] {
    // One search for every hit: Orama's cost is its scoring of every matching word's documents, paid again by
    // each call whatever the limit (asking for a first page and then for the rest costs twice the one call).
    const result = oramaSearch(this.db, {
      term: query,
      properties: variants ? [...VARIANT_FIELDS] : [...FIELDS],
      boost: variants ? VARIANT_BOOST : BOOST,
      threshold: all ? 0 : 1,
      limit: Math.max(1, this.rowCount),
      // Nothing to strip from the hits (no vectors): spares a copy of every hit.
      includeVectors: true,
    });
    if (result instanceof Promise) throw new Error('the Orama search answered asynchronously');
    return result.hits.map((h) => ({ id: h.id, score: h.score }));
  }

  /** A query's search terms, as the tokenizer makes them. */
  private tokens(query: string): string[] {
    return [...new Set(words(query).map((w) => this.termOfWord(w)))].filter(Boolean);
  }

  private termOfWord(word: string): string {
    const lower = word.toLowerCase();
    return this.lexicon.terms.get(lower) ?? termOf(lower, this.language);
  }

  /** Folded forms of the words snippets are cut from (the index's own texts: a bounded set). */
  private readonly folded = new Map<string, string>();

  /** A word's search and folded forms, for snippets: cached, as the same texts are cut again and again. */
  private readonly forms = {
    term: (word: string) => this.termOfWord(word),
    folded: (word: string) => {
      let f = this.folded.get(word);
      if (f === undefined) {
        f = fold(word);
        this.folded.set(word, f);
      }
      return f;
    },
  };

  /**
   * How well a variant's own words hold the query's terms (0: not a hit). As Orama matches a document: every term
   * in one field (`all`; one term: anywhere), or any term (`all` false); weighted like the fields' boosts.
   * `found` remembers, for this query, how many terms a term list holds (variants share titles and texts).
   */
  private variantWeight(
    { terms }: Variant,
    tokens: readonly string[],
    all: boolean,
    found: Map<readonly string[], number>,
  ): number {
    let weight = 0;
    let whole = false;
    for (const field of FIELDS) {
      const list = terms[field];
      let n = found.get(list);
      if (n === undefined) {
        n = 0;
        for (const token of tokens) if (holdsPrefix(list, token)) n++;
        found.set(list, n);
      }
      if (n === tokens.length) whole = true;
      weight += n * BOOST[field];
    }
    return all && tokens.length > 1 && !whole ? 0 : weight;
  }

  /**
   * Every word must match (by stem or prefix; `all` false: any word); scored by field weight. Products, content
   * and documents in Orama's ranking; then the variants: those of the best-ranked products first, each product's
   * variants by how well their own words match, then in catalogue order.
   */
  private textSearch(query: string, all: boolean): { id: string }[] {
    if (!query) return [];
    // (A variant no product names has only variant fields: it is never a hit of this first search.)
    const hits: { id: string }[] = this.oramaHits(query, false, all);
    const tokens = this.tokens(query);
    if (tokens.length === 0) return hits;
    const found = new Map<readonly string[], number>();
    const variants: { id: string; weight: number; order: number }[] = [];
    for (const group of this.oramaHits(query, true, all)) {
      const members = this.members.get(group.id);
      if (!members) continue;
      variants.length = 0;
      for (let order = 0; order < members.length; order++) {
        const variant = members[order]!;
        const weight = this.variantWeight(variant, tokens, all, found);
        if (weight > 0) variants.push({ id: variant.id, weight, order });
      }
      if (variants.length > 1) variants.sort((a, b) => b.weight - a.weight || a.order - b.order);
      for (const v of variants) hits.push({ id: v.id });
    }
    return hits;
  }

  search(request: SearchRequest): SearchAnswer {
    const q = cleanQuery(request.q);
    const type = request.type;
    const list = words(q).slice(0, MAX_QUERY_WORDS);
    if (list.length === 0) return emptyAnswer(q, type);

    // Item numbers: digit words of three or more digits.
    const itemHits: { id: string; itemNumber: string; exact: boolean }[] = [];
    const textWords: string[] = [];
    for (const w of list) {
      if (/^\d+$/.test(w) && w.length >= ITEM_PREFIX_MIN) {
        const found = this.itemsFor(w, 200);
        if (found.length > 0) {
          itemHits.push(...found);
          continue;
        }
      }
      textWords.push(w);
    }

    // Each remaining word as typed when the index knows it (or a word starting with it); else, from five letters,
    // the nearest indexed word.
    let corrected = false;
    const searched = textWords.map((w) => {
      const term = termOf(w, this.language);
      if (this.knows(term) || this.knows(fold(w))) return { word: w, term };
      const max = allowedTypos(w);
      const near = max > 0 ? this.nearest(w, max) : undefined;
      if (!near) return { word: w, term };
      corrected = true;
      return { word: this.surface.get(near) ?? near, term: near };
    });

    const textQuery = searched.map((s) => s.word).join(' ');
    let textHits = this.textSearch(textQuery, true);
    if (textHits.length === 0 && searched.length > 1) textHits = this.textSearch(textQuery, false);

    // Merge: item numbers first (exact before prefix), then the text ranking (whose ids are distinct).
    let ordered: { id: string; itemNumber?: string; exact?: boolean }[] = textHits;
    if (itemHits.length > 0) {
      const seen = new Set<string>();
      ordered = [];
      for (const list of [itemHits, textHits])
        for (const h of list) {
          if (seen.has(h.id)) continue;
          seen.add(h.id);
          ordered.push(h);
        }
    }

    const terms = [...new Set([...searched.map((s) => s.term), ...list.filter((w) => /^\d{3,}$/.test(w))])];
    const counts = emptyCounts();
    const byKind = new Map<SearchKind, typeof ordered>();
    for (const entry of ordered) {
      const doc = this.documents.get(entry.id);
      if (!doc) continue;
      counts[doc.kind]++;
      const bucket = byKind.get(doc.kind);
      if (bucket) bucket.push(entry);
      else byKind.set(doc.kind, [entry]);
    }
    const toHit = (entry: (typeof ordered)[number]): SearchHit => {
      const doc = this.documents.get(entry.id)!;
      const text = snippet(doc.text, terms, this.language, undefined, this.forms);
      return {
        id: doc.id,
        kind: doc.kind,
        title: doc.title,
        ...(doc.subtitle ? { subtitle: doc.subtitle } : {}),
        url: doc.url,
        ...(text ? { snippet: text } : {}),
        // An item is always shown with its number, whether the query named it or not.
        ...((entry.itemNumber ?? (doc.kind === 'item' ? doc.itemNumbers[0] : undefined))
          ? { itemNumber: entry.itemNumber ?? doc.itemNumbers[0] }
          : {}),
        ...(entry.exact ? { exact: true } : {}),
      };
    };

    const total = type ? counts[type] : ordered.length;
    const pageSize = Math.max(1, Math.min(50, request.pageSize ?? 20));
    const pageCount = type ? Math.ceil(counts[type] / pageSize) : 1;
    const page = Math.max(1, Math.min(request.page ?? 1, Math.max(1, pageCount)));
    // Item-number hits lead the list when the query was an item number; otherwise the kinds keep their order.
    const kindOrder =
      itemHits.length > 0 ? (['item', ...SEARCH_KINDS.filter((k) => k !== 'item')] as SearchKind[]) : [...SEARCH_KINDS];
    const groups: SearchGroup[] = type
      ? counts[type] > 0
        ? [
            {
              kind: type,
              count: counts[type],
              hits: (byKind.get(type) ?? []).slice((page - 1) * pageSize, page * pageSize).map(toHit),
            },
          ]
        : []
      : kindOrder.flatMap((kind) => {
          const bucket = byKind.get(kind);
          return bucket
            ? [{ kind, count: bucket.length, hits: bucket.slice(0, request.perGroup ?? 5).map(toHit) }]
            : [];
        });

    const exact = itemHits.find((h) => h.exact);
    const exactDoc = exact && list.length === 1 ? this.documents.get(exact.id) : undefined;
    const answer: SearchAnswer = {
      q,
      terms: terms.filter(Boolean),
      ...(type ? { type } : {}),
      page,
      pageCount,
      total,
      counts,
      groups,
      ...(corrected && ordered.length > 0 ? { correctedTo: searched.map((s) => s.word).join(' ') } : {}),
      ...(exactDoc && exact ? { exactItem: { itemNumber: exact.itemNumber, url: exactDoc.url } } : {}),
    };
    if (ordered.length === 0) {
      const suggestion = this.didYouMean(textWords);
      if (suggestion) answer.didYouMean = suggestion;
    }
    return answer;
  }

  /** Words of the index near the query's words (up to two edits, one for short words), if that finds something. */
  private didYouMean(textWords: readonly string[]): string | undefined {
    if (textWords.length === 0) return undefined;
    let changed = false;
    const replaced = textWords.map((w) => {
      if (this.knows(termOf(w, this.language))) return w;
      const near = w.length >= 3 ? this.nearest(w, Math.max(1, allowedTypos(w)) + (w.length >= 5 ? 1 : 0)) : undefined;
      if (!near) return w;
      changed = true;
      return this.surface.get(near) ?? near;
    });
    if (!changed) return undefined;
    const suggestion = replaced.join(' ');
    return this.textSearch(suggestion, false).length > 0 ? suggestion : undefined;
  }
}
