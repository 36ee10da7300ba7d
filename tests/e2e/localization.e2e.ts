// What a native reader of each market sees: product pages with the FAO area and sub-area in the market's
// language, US English on en-US, localized alt texts on news covers, and agreeing product sentences.
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { launchBrowser, newPage } from './browser';

const web = inject('webUrl');
let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
  // The first render of a market's product page on a cold stack reads the whole catalogue; on a loaded machine it
  // can outlast the upstream budget once (a 500 by design). Warm each market once so the tests read the pages.
  for (const market of ['da-DK', 'sv-SE', 'fr-FR', 'kl-GL', 'en-US'])
    for (let attempt = 0; attempt < 3; attempt++) if ((await fetch(`${web}/${market}/p/P-1001`)).ok) break;
});
afterAll(async () => {
  await browser?.close();
});

async function textOf(path: string): Promise<{ text: string; alts: (string | null)[] }> {
  const { page, context } = await newPage(browser);
  const response = await page.goto(`${web}${path}`);
  expect(response?.status(), path).toBe(200);
  const text = await page.locator('main').innerText();
  const alts = await page.$$eval('main img', (imgs) => imgs.map((i) => i.getAttribute('alt')));
  await context.close();
  return { text, alts };
}

// CAT-FAO-AREA, L10N-TEXT-AGREEMENT, L10N-MARKET-MESSAGES (en-US)
describe('product pages in the market’s language', () => {
  it.each([
    ['da-DK', 'FAO-område', 'FAO-delområde', /Sporbare|Klare til/],
    ['sv-SE', 'FAO-område', 'FAO-delområde', /Spårbara|Färdiga att äta/],
    ['fr-FR', 'Zone FAO', 'Sous-zone FAO', /Traçables|Prêtes à consommer|Transformées/],
    ['kl-GL', 'FAO-p immikkoortua', 'FAO-p immikkoortuata ilaa', /-?(pput|rput)\b/],
  ])(
    '%s: the prawns show FAO 21 / 21.1 under labels of the language, in sentences that agree',
    async (market, area, sub, plural) => {
      const { text } = await textOf(`/${market}/p/P-1001`);
      expect(text).toContain(area);
      expect(text).toContain(sub);
      expect(text).toMatch(/FAO 21\b/);
      expect(text).toMatch(/FAO 21\.1\b/);
      expect(text).toMatch(plural);
    },
  );

  it('en-US: catch area, FDA names, °F storage and the US catalogue words', async () => {
    const { text } = await textOf('/en-US/p/P-1002');
    expect(text).toContain('Greenland turbot');
    expect(text).toContain('Catch area');
    expect(text).toContain('Add to my catalog');
    expect(text).toMatch(/Store (frozen|chilled) at -?−?\d+ °F/);
    expect(text).not.toMatch(/Molluscs|Sulphites|Catching area|catalogue/);
  });
});

describe('recipes and news read as their market writes', () => {
  it('en-US recipe: Directions, paper towels, ounces', async () => {
    const { text } = await textOf('/en-US/r/prawn-open-sandwich');
    expect(text).toContain('Directions');
    expect(text).toContain('paper towels');
    expect(text).toContain('4 oz');
    expect(text).not.toMatch(/\bMethod\b|kitchen paper/);
  });

  // L10N-ALT-TEXT
  it('a news cover carries the alt text of the market’s language, not the media library’s English', async () => {
    const kl = await textOf('/kl-GL/a/qalerallit-aalisarnerat-2026');
    expect(kl.alts[0]).toBe('Trawleri umiarsualivimmiit aallartoq');
    const sv = await textOf('/sv-SE/a/sasongsstart-gronlandshalleflundra');
    expect(sv.alts[0]).toBe('En trålare som lämnar hamnen');
  });
});
