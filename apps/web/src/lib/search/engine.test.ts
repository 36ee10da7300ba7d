import { describe, expect, it } from 'vitest';
import { MarketIndex, cleanQuery, highlight, type SearchAnswer } from './index';
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
