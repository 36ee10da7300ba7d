import { describe, expect, it } from 'vitest';
import type { RawProduct } from '@qilak/pim-contract';
import { MarketIndex, inPlaceLimit, cleanQuery, highlight, type SearchAnswer, type SearchDocument } from './index';
import { seedCatalog, seedDocuments } from './search.fixture';

const da = await MarketIndex.build('da', seedDocuments('da-DK', 'da'));
const de = await MarketIndex.build('de', seedDocuments('de-DE', 'de'));
const fr = await MarketIndex.build('fr', seedDocuments('fr-FR', 'fr'));
const kl = await MarketIndex.build('kl', seedDocuments('kl-GL', 'kl'));

const titles = (answer: SearchAnswer, kind?: string) =>
  answer.groups.filter((g) => !kind || g.kind === kind).flatMap((g) => g.hits.map((h) => h.title));

describe('language-aware matching', () => {
  it('da-DK: "reje" finds the cold-water prawn products ("Koldtvandsrejer")', () => {
    const answer = da.search({ q: 'reje' });
    expect(answer.groups[0]?.kind).toBe('product');
    expect(titles(answer, 'product')[0]).toBe('Koldtvandsrejer');
    expect(answer.counts.recipe).toBeGreaterThan(0);
  });
  it('da-DK: "rejer" and "Rejer" find the same as "reje"', () => {
    expect(da.search({ q: 'rejer' }).counts).toEqual(da.search({ q: 'Reje' }).counts);
  });
  it('de-DE: "Garnele" finds "Garnelen" and "Kaltwassergarnelen"', () => {
    const answer = de.search({ q: 'Garnele' });
    expect(titles(answer, 'product')).toContain('Kaltwassergarnelen');
    expect(titles(answer, 'recipe').some((t) => t.includes('Garnelen'))).toBe(true);
  });
  it('fr-FR: "crevette" finds "crevettes"', () => {
    const answer = fr.search({ q: 'crevette' });
    expect(titles(answer, 'product')).toContain('Crevettes nordiques');
    expect(answer.counts.news).toBeGreaterThan(0);
  });
  it('folds diacritics both ways: "fletan" finds "Flétan", "Flétan" finds it too', () => {
    expect(titles(fr.search({ q: 'fletan' }), 'product')).toContain('Flétan du Groenland');
    expect(titles(fr.search({ q: 'FLÉTAN' }), 'product')).toContain('Flétan du Groenland');
    expect(da.search({ q: 'snekrabbe' }).counts.product).toBeGreaterThan(0);
    expect(de.search({ q: 'geschalt' }).counts.product).toBe(de.search({ q: 'geschält' }).counts.product);
  });
  it('Greenlandic by prefix: "raaj" finds "Raajat"', () => {
    expect(titles(kl.search({ q: 'raaj' }), 'product')).toContain('Raajat');
  });
  it('finds by Latin name and brand', () => {
    expect(titles(da.search({ q: 'Pandalus borealis' }), 'product')).toContain('Koldtvandsrejer');
    expect(da.search({ q: 'Polar Kitchen' }).counts.product).toBeGreaterThan(0);
  });
});

describe('typos', () => {
  it('one typo in a word of five letters or more is forgiven, and said', () => {
    const answer = de.search({ q: 'Garnalen' });
    expect(titles(answer, 'product')).toContain('Kaltwassergarnelen');
    expect(answer.correctedTo).toBe('garnelen');
    expect(da.search({ q: 'hellefsk' }).counts.product).toBeGreaterThan(0);
  });
  it('two typos in a long word', () => {
    expect(titles(fr.search({ q: 'crevetes nordiqes' }), 'product')).toContain('Crevettes nordiques');
  });
  it('a short word gets no typo allowance', () => {
    expect(da.search({ q: 'rjee' }).total).toBe(0);
  });
  it('nothing found: did-you-mean from the index’s own words', () => {
    const answer = da.search({ q: 'hellefiks torsk' });
    // "hellefiks" is corrected (one swap = two edits, nine letters); "torsk" exists
    expect(answer.total).toBeGreaterThan(0);
    // four letters: no typo allowance, so nothing is found, but the index knows a near word
    const none = da.search({ q: 'rejr' });
    expect(none.total).toBe(0);
    expect(none.didYouMean).toBeTruthy();
    expect(da.search({ q: none.didYouMean ?? '' }).counts.product).toBeGreaterThan(0);
    const nothing = da.search({ q: 'xylofonkvartet' });
    expect(nothing.total).toBe(0);
    expect(nothing.didYouMean).toBeUndefined();
  });
});

describe('item numbers', () => {
  const catalog = seedCatalog('da-DK');
  const variant = catalog.variants[0]!;
  const number = String(variant.ItemNumber);

  it('an exact item number is the first hit, and named as exact with its variant page', () => {
    const answer = da.search({ q: number });
    expect(answer.groups[0]?.kind).toBe('item');
    expect(answer.groups[0]?.hits[0]).toMatchObject({ itemNumber: number, exact: true });
    expect(answer.exactItem).toEqual({ itemNumber: number, url: `/da-DK/p/${variant.ProductId}/v/${number}` });
  });
  it('a prefix lists the item numbers that start with it, in order', () => {
    const answer = da.search({ q: number.slice(0, 4) });
    const numbers = answer.groups[0]!.hits.map((h) => h.itemNumber!);
    expect(numbers.length).toBeGreaterThan(1);
    expect(numbers.every((n) => n.startsWith(number.slice(0, 4)))).toBe(true);
    expect(answer.exactItem).toBeUndefined();
  });
  it('an item number the market does not sell finds nothing', () => {
    expect(da.search({ q: '999999' }).total).toBe(0);
  });
});

describe('results', () => {
  it('one kind, paged; counts stay those of every kind', () => {
    const all = da.search({ q: 'rejer' });
    const page1 = da.search({ q: 'rejer', type: 'item', page: 1, pageSize: 5 });
    const page2 = da.search({ q: 'rejer', type: 'item', page: 2, pageSize: 5 });
    expect(page1.counts).toEqual(all.counts);
    expect(page1.groups).toHaveLength(1);
    expect(page1.groups[0]!.hits).toHaveLength(5);
    expect(page1.pageCount).toBe(Math.ceil(all.counts.item / 5));
    expect(page2.groups[0]!.hits[0]!.id).not.toBe(page1.groups[0]!.hits[0]!.id);
  });
  it('a recipe by an ingredient, a news story by a word of its body (de-DE, fr-FR)', () => {
    expect(de.search({ q: 'Sauerteigbrot' }).counts.recipe).toBeGreaterThan(0);
    expect(titles(fr.search({ q: 'Barcelone' }), 'news')).toContain('Rendez-vous au Seafood Expo Global de Barcelone');
  });
  it('documents by title and kind', () => {
    expect(da.search({ q: 'artsbrochure' }).counts.document).toBeGreaterThan(0);
  });
});

describe('bad input', () => {
  it.each([
    ['', 0],
    ['   ', 0],
    ['<script>alert(1)</script>', undefined],
    ['.*(a+)+$[', undefined],
    ['🦐🦐', 0],
    ['x'.repeat(1000), 0],
    ['\u0000\u202e', 0],
  ])('%j answers without throwing', (q, total) => {
    const answer = da.search({ q });
    expect(answer.total).toBe(total ?? answer.total);
    expect(answer.q.length).toBeLessThanOrEqual(200);
  });
  it('cleanQuery keeps one line without control characters', () => {
    expect(cleanQuery('  a\n\tb\u200b c ')).toBe('a b c');
  });
});

describe('highlight', () => {
  it('marks the words the query found, leaves the rest as text', () => {
    const pieces = highlight('Koldtvandsrejer, kogte og pillede', ['rej'], 'da');
    expect(pieces).toEqual([
      { text: 'Koldtvandsrejer', match: true },
      { text: ', kogte og pillede', match: false },
    ]);
    expect(highlight('<b>rejer</b>', ['rej'], 'da').filter((p) => p.match)).toEqual([{ text: 'rejer', match: true }]);
  });
});

/** An index's state beyond its Orama documents, to compare an updated index with a new build. */
function inside(index: MarketIndex) {
  const state = index as unknown as {
    sorted: string[];
    surface: Map<string, string>;
    lexicon: { frequency: Map<string, number> };
    partsText: Map<string, string>;
    members: Map<string, unknown>;
    items: Map<string, string[]>;
  };
  const sorted = <T>(map: Map<string, T>) => [...map].sort(([a], [b]) => (a < b ? -1 : 1));
  return {
    sorted: state.sorted,
    surface: sorted(state.surface),
    frequency: sorted(state.lexicon.frequency),
    parts: sorted(state.partsText),
    members: sorted(state.members),
    items: sorted(state.items),
  };
}

describe('an index updated in place', () => {
  const rename = (name: string) => (products: RawProduct[]) =>
    products.map((p, i) => (i === 0 ? { ...p, NameOne: name } : p));
  const retext = (documents: SearchDocument[], id: string, text: (before: string) => string) =>
    documents.map((d) => (d.id === id ? { ...d, text: text(d.text) } : d));
  const wordsOfChange = (before: SearchDocument[], after: SearchDocument[]) =>
    after.flatMap((d, i) =>
      d === before[i] || JSON.stringify(d) === JSON.stringify(before[i])
        ? []
        : `${d.title} ${d.names} ${before[i]!.title} ${before[i]!.names}`.split(/\s+/),
    );

  it.each([
    ['da-DK', 'da', 'Tangloppekrebs', 'tangkrabbe'],
    ['de-DE', 'de', 'Tiefseegarnelenschale', 'Tangkrabbe'],
    ['en-GB', 'en', 'Benchqwertyprawn', 'seaweed crab'],
  ] as const)(
    '%s: answers as a new build of the same documents (a product renamed, a page edited)',
    async (market, language, name, word) => {
      const before = seedDocuments(market, language);
      const page = before.find((d) => d.kind === 'page')!;
      // The page's text replaced: words only it held leave the vocabulary.
      const after = retext(seedDocuments(market, language, rename(name)), page.id, () => word);
      const index = await MarketIndex.build(language, before);
      expect(await index.update(after)).toBe(true);
      const fresh = await MarketIndex.build(language, after);

      const number = after.find((d) => d.kind === 'item')!.itemNumbers[0]!;
      const queries = [
        name,
        name.slice(0, 5),
        `${name.slice(0, 4)}${name.slice(5)}`,
        word,
        'reje rejer garnele prawns',
        'hellefiks',
        'rejr',
        'koldtvandsrejer',
        number,
        number.slice(0, 4),
        ...new Set(wordsOfChange(before, after)),
      ];
      for (const q of queries) {
        expect(index.search({ q }), q).toEqual(fresh.search({ q }));
        expect(index.search({ q, type: 'item', page: 2, pageSize: 5 }), q).toEqual(
          fresh.search({ q, type: 'item', page: 2, pageSize: 5 }),
        );
      }
      expect(index.search({ q: name }).counts.product).toBeGreaterThan(0);
      // What the answers rest on: the vocabulary (typos, did-you-mean), compound parts and variants' terms.
      expect(inside(index)).toEqual(inside(fresh));
      expect(index.size).toBe(fresh.size);
      expect(index.indexed).toBe(fresh.indexed);
    },
  );

  it.each([
    ['da-DK', 'da', 'Tangloppekrebs'],
    ['en-GB', 'en', 'Seaweedcrab'],
  ] as const)(
    '%s: a page published and another taken down, taken in place as a new build would',
    async (market, language, word) => {
      const before = seedDocuments(market, language);
      const pages = before.filter((d) => d.kind === 'page');
      // A page whose words take no compound's part away (others do, and the index is then built anew).
      const gone = pages[3]!;
      const published: SearchDocument = {
        id: 'page:published',
        kind: 'page',
        title: `${word} Diskobugten`,
        names: '',
        text: `${word} Ilulissat Qeqertarsuaq`,
        itemNumbers: [],
        url: `/${market}/ny`,
      };
      // Published pages come with the content, before the catalogue's documents.
      const after = [published, ...before.filter((d) => d !== gone)];
      const index = await MarketIndex.build(language, before);
      expect(await index.update(after)).toBe(true);
      const fresh = await MarketIndex.build(language, after);
      expect(inside(index)).toEqual(inside(fresh));
      const queries = [
        word,
        word.slice(0, 6),
        `${word.slice(0, 3)}${word.slice(4)}`,
        ...gone.title.split(/\s+/),
        'rejer',
        'reje',
      ];
      for (const q of queries) expect(index.search({ q }), q).toEqual(fresh.search({ q }));
      expect(index.search({ q: word }).groups[0]?.hits[0]?.id).toBe('page:published');
      expect(index.size).toBe(fresh.size);
      expect(index.indexed).toBe(fresh.indexed);
      // The same documents again: nothing to change.
      expect(await index.update(after)).toBe(true);
      expect(inside(index)).toEqual(inside(fresh));
    },
  );

  it('declines, changing nothing, what it cannot take in place: the index is then built anew', async () => {
    const before = seedDocuments('da-DK', 'da');
    const index = await MarketIndex.build('da', before);
    const builtAt = index.builtAt;
    const product = before.findIndex((d) => d.kind === 'product');
    const page = before.find((d) => d.kind === 'page')!;
    const item = before.find((d) => d.kind === 'item')!;
    const products = before.filter((d) => d.kind === 'product');
    const declined: [string, SearchDocument[]][] = [
      ['a product added', [...before, { ...before[product]!, id: 'product:P-new', title: 'Tangloppekrebs' }]],
      ['a variant removed', before.filter((d) => d !== item)],
      [
        'products in another order',
        before.map((d) => (d === products[0] ? products[1]! : d === products[1] ? products[0]! : d)),
      ],
      ['a document twice', [...before, page]],
      [
        "a product's item numbers",
        before.map((d, i) =>
          i === product ? { ...d, title: 'Tangloppekrebs', itemNumbers: d.itemNumbers.slice(1) } : d,
        ),
      ],
      [
        'more documents changed than a quarter of the index',
        before.map((d, i) => (i <= inPlaceLimit(before.length) ? { ...d, text: `${d.text} tangloppekrebs` } : d)),
      ],
      // "vandsrejer" becomes a word of the market: "koldtvandsrejer" would end in it rather than in "rejer".
      [
        'a new word that a compound of other documents ends in',
        retext(before, page.id, (text) => `${text} vandsrejer`),
      ],
    ];
    const reference = index.search({ q: 'koldtvandsrejer tangloppekrebs vandsrejer' });
    for (const [what, documents] of declined) {
      expect(await index.update(documents), what).toBe(false);
      expect(index.search({ q: 'koldtvandsrejer tangloppekrebs vandsrejer' }), what).toEqual(reference);
    }
    expect(index.builtAt).toBe(builtAt);
    const rebuilt = await MarketIndex.build(
      'da',
      retext(before, page.id, (text) => `${text} vandsrejer`),
    );
    expect(rebuilt.search({ q: 'vandsrejer' }).counts.product).toBeGreaterThan(0);
  });
});
