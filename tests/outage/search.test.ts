// Site search with an upstream down: the index built while both answered keeps answering, also after a
// revalidation asked it to read the CMS again (the rebuild fails and the last good index stays).
import { afterEach, describe, expect, inject, it } from 'vitest';

const web = inject('outageWebUrl');
const control = inject('faultControlUrl');
const set = (which: 'cms' | 'pim', mode: 'pass' | 'down') =>
  fetch(`${control}/${which}/${mode}/5000`, { method: 'POST' });

interface Answer {
  counts: Record<string, number>;
}
const search = async (q: string) => {
  const response = await fetch(`${web}/api/search/da-DK?q=${encodeURIComponent(q)}`, {
    signal: AbortSignal.timeout(15_000),
  });
  return { status: response.status, body: (await response.json()) as Answer };
};

afterEach(async () => {
  await set('cms', 'pass');
  await set('pim', 'pass');
});

describe('search with an upstream down (SEARCH-FRESH)', () => {
  it(
    'keeps answering from the last good index with the CMS stopped, after a publish asked it to rebuild',
    {
      timeout: 180_000,
    },
    async () => {
      // The suite's product-service proxy starts down: both answer from here, and the index takes them in.
      await set('cms', 'pass');
      await set('pim', 'pass');
      await expect
        .poll(async () => (await search('reje')).body.counts?.product ?? 0, { timeout: 120_000 })
        .toBeGreaterThan(0);
      const before = await search('reje');
      await set('cms', 'down');
      const revalidated = await fetch(`${web}/api/revalidate`, {
        method: 'POST',
        headers: { 'x-revalidate-secret': inject('outageSecrets').REVALIDATE_SECRET! },
        body: JSON.stringify({
          event: 'entry.publish',
          model: 'page',
          uid: 'api::page.page',
          locale: 'da-DK',
          documentId: 'outage',
          slug: null,
        }),
      });
      expect(revalidated.status).toBe(200);
      // The rebuild the publish started fails against the stopped CMS; searches go on with the same results.
      for (let i = 0; i < 5; i++) {
        const during = await search('reje');
        expect(during.status).toBe(200);
        expect(during.body.counts).toEqual(before.body.counts);
        await new Promise((resolve) => setTimeout(resolve, 300));
      }
    },
  );

  it('keeps answering with the product service stopped', async () => {
    await expect
      .poll(async () => (await search('hellefisk')).body.counts?.product ?? 0, { timeout: 120_000 })
      .toBeGreaterThan(0);
    await set('pim', 'down');
    const during = await search('hellefisk');
    expect(during.status).toBe(200);
    expect(during.body.counts.product).toBeGreaterThan(0);
  });
});
