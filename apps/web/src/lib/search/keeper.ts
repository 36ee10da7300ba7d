import type { ContentLanguage } from '@qilak/markets';
import type { SearchDocument } from './documents';
import { MarketIndex, type SearchAnswer, type SearchRequest } from './engine';

/**
 * The markets' indexes and the documents they were built from, wherever they live: in the web server's process
 * (dev, tests) or in the search worker process (server/search-worker.ts), whose heap then holds the indexes (1–2 GB
 * at the --scale catalogue), collected by its own threads at its own priority (issue 33).
 *
 * A build names the parts it brings; a part left out is kept as it was (an upstream down: the other part is
 * fresh, this one is the last good one, or empty at first).
 */

export type IndexPart = 'content' | 'products';

/**
 * A part's documents; a string stands for the document of that id as the index holds it (an unchanged product's,
 * `eachCatalogChange`), so that a change sends only what changed. A part may be a generator, read once.
 */
export type IndexParts = Partial<Record<IndexPart, Iterable<SearchDocument | string>>>;

export interface BuiltIndex {
  /** Documents a buyer can find. */
  size: number;
  builtAt: number;
  /** Taken in place (a few documents changed), not built anew. */
  updated?: boolean;
}

interface Kept {
  content: readonly SearchDocument[];
  products: readonly SearchDocument[];
  index?: MarketIndex;
}

export class IndexKeeper {
  private readonly markets = new Map<string, Kept>();

  async build(market: string, language: ContentLanguage, parts: IndexParts): Promise<BuiltIndex> {
    const kept = this.markets.get(market) ?? { content: [], products: [] };
    const content = parts.content ? resolve(parts.content, kept.content) : kept.content;
    const products = parts.products ? resolve(parts.products, kept.products) : kept.products;
    const documents = [...content, ...products];
    // A few documents changed (a product renamed, a page published): taken into the index in place, in a moment,
    // instead of building the market anew (seconds at the --scale catalogue, and most of a change's work).
    let index = kept.index?.language === language && (await kept.index.update(documents)) ? kept.index : undefined;
    // Else built aside and swapped in whole: searches meanwhile answer from the last index.
    index ??= await MarketIndex.build(language, documents);
    this.markets.set(market, { content, products, index });
    return { size: index.size, builtAt: index.builtAt, updated: index === kept.index };
  }

  /** Undefined: no index for the market yet. */
  search(market: string, request: SearchRequest): SearchAnswer | undefined {
    return this.markets.get(market)?.index?.search(request);
  }
}

/** A part's documents with each id replaced by the document the index holds (an unknown id fails the build). */
function resolve(part: Iterable<SearchDocument | string>, kept: readonly SearchDocument[]): SearchDocument[] {
  let held: Map<string, SearchDocument> | undefined;
  return Array.from(part, (entry) => {
    if (typeof entry !== 'string') return entry;
    held ??= new Map(kept.map((d) => [d.id, d]));
    const document = held.get(entry);
    if (!document) throw new Error(`the index holds no document ${entry} to keep: the part must be sent whole`);
    return document;
  });
}

/**
 * Messages to the search worker; a build's documents come first (`stage`), a part at a time, as the UTF-8 bytes of
 * `{ "documents": [...] }` in pieces of whole characters, one message each (`piece`; the `first` of a part drops what
 * an unfinished send of it left), then the part's `end`. A message is serialised and copied on the sending thread in
 * one piece: the pieces keep each copy to one slice's worth, where one message per part (tens of megabytes at the
 * --scale catalogue) held the server thread 55-71 ms.
 */
export type ToWorker =
  | { op: 'stage'; market: string; part: IndexPart; piece: ArrayBuffer; first: boolean }
  | { op: 'stage'; market: string; part: IndexPart; end: true }
  | { op: 'build'; id: number; market: string; language: ContentLanguage; parts: IndexPart[] }
  | { op: 'search'; id: number; market: string; request: SearchRequest };

/** The worker's answers, by the id of the call. */
export type FromWorker =
  { id: number; built: BuiltIndex } | { id: number; answer: SearchAnswer | null } | { id: number; error: string };

/** The worker's side of the protocol: staged parts, then a build of them; searches in between. */
export function serveKeeper(post: (message: FromWorker) => void): (message: ToWorker) => void {
  const keeper = new IndexKeeper();
  const staged = new Map<string, IndexParts>();
  /** The text of the parts still arriving, by market and part. */
  const arriving = new Map<string, string[]>();
  const decoder = new TextDecoder();
  return (message) => {
    switch (message.op) {
      case 'stage': {
        const key = `${message.market}\u0000${message.part}`;
        if ('piece' in message) {
          const texts = (message.first ? undefined : arriving.get(key)) ?? [];
          texts.push(decoder.decode(new Uint8Array(message.piece)));
          arriving.set(key, texts);
          return;
        }
        const texts = arriving.get(key) ?? [];
        arriving.delete(key);
        const parts = staged.get(message.market) ?? {};
        const { documents } = JSON.parse(texts.join('')) as { documents: (SearchDocument | string)[] };
        parts[message.part] = documents;
        staged.set(message.market, parts);
        return;
      }
      case 'build': {
        const parts = staged.get(message.market) ?? {};
        staged.delete(message.market);
        const chosen: IndexParts = {};
        for (const part of message.parts) chosen[part] = parts[part] ?? [];
        keeper.build(message.market, message.language, chosen).then(
          (built) => post({ id: message.id, built }),
          (error: unknown) => post({ id: message.id, error: (error as Error).message ?? String(error) }),
        );
        return;
      }
      case 'search':
        try {
          post({ id: message.id, answer: keeper.search(message.market, message.request) ?? null });
        } catch (error) {
          post({ id: message.id, error: (error as Error).message ?? String(error) });
        }
    }
  };
}
