// The site's calls of the content service (CMS-CALLS) against a Strapi seeded with the real seed/content files,
// made the way the site makes them (bearer token, bracket-nested query), checking the response shapes.
import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, ensureServerBuild, startCms, TEST_TOKEN, type CmsInstance } from './helpers/cms-process';
import { CMS_DIR } from './helpers/schemas';
import { loadMarkets } from '../src/bootstrap/markets';

const markets = loadMarkets(path.join(CMS_DIR, 'seed', 'markets.json'));

const realDir = path.join(CMS_DIR, 'seed', 'content');
const fixtureDir = path.join(CMS_DIR, 'tests', 'fixtures', 'content');
// Use the real content when it exists, so a content file that does not load fails here.
const contentDir =
  fs.existsSync(realDir) && fs.readdirSync(realDir).some((f) => f.endsWith('.json')) ? realDir : fixtureDir;
const files = fs
  .readdirSync(contentDir)
  .filter((f) => f.endsWith('.json'))
  .map((f) => JSON.parse(fs.readFileSync(path.join(contentDir, f), 'utf8')));
const en = files.find((f) => f.language === 'en') ?? files[0];
const other = files.find((f) => f !== en) ?? en;
const localizationsQuery = 'populate[localizations][fields][0]=locale&populate[localizations][fields][1]=slug';
/** Same letters, other case: the site looks slugs up case-insensitively. */
const otherCase = (slug: string) =>
  slug.replace(/^./, (c) => c.toUpperCase()).replace(/-(.)/g, (_m, c: string) => `-${c.toUpperCase()}`);

let cms: CmsInstance;
const get = (p: string) => call(`${cms.url}${p}`, { token: TEST_TOKEN });

beforeAll(async () => {
  ensureServerBuild();
  // The shapes of what the seed made: on SQLite from the build cache's seeded database of these same inputs when
  // there is one (it was seeded from contentDir; the seed itself is boot.test.ts's), else seeded here and kept.
  cms = await startCms({ env: { SEED_CONTENT_DIR: contentDir }, seededCms: true });
});
afterAll(async () => {
  await cms?.stop();
  if (cms) fs.rmSync(cms.dir, { recursive: true, force: true });
});

interface NavNode {
  entry: { id: number; headline: string; slug: string };
  color: string | null;
  children: NavNode[];
}
const depth = (nodes: NavNode[]): number =>
  nodes.length === 0 ? 0 : 1 + Math.max(...nodes.map((n) => depth(n.children)));

describe(`content service calls (CMS-CALLS) on ${path.relative(CMS_DIR, contentDir)}`, () => {
  it('GET navigations with locale: navigationStructure is a tree of { entry: { id, headline, slug }, color, children }', async () => {
    for (const file of files) {
      const locale = file.markets[file.markets.length - 1];
      const { status, body } = await get(`/api/navigations?locale=${locale}`);
      expect(status).toBe(200);
      expect(body.data).toHaveLength(1);
      const tree = body.data[0].navigationStructure as NavNode[];
      expect(tree.length, locale).toBe(file.navigation.length);
      expect(depth(tree)).toBeGreaterThan(1);
      expect(depth(tree)).toBeLessThanOrEqual(3);
      const first = tree[0];
      expect(first).toEqual({
        entry: {
          id: expect.any(Number),
          documentId: expect.any(String),
          headline: expect.any(String),
          slug: expect.any(String),
        },
        color: first.color,
        children: expect.any(Array),
      });
      const aboutPage = file.pages.find((p: any) => p.key === file.navigation[0].page);
      const marketName = markets.find((m) => m.code === locale)!.name;
      expect(first.entry).toMatchObject({
        slug: aboutPage.slug,
        headline: aboutPage.title.replaceAll('{{marketName}}', marketName).replaceAll('{{marketCode}}', locale),
      });
    }
  });

  it('GET news-articles by slug ($eqi, other letter case) with localizations (locale, slug)', async () => {
    const news = en.news[0];
    const { status, body } = await get(
      `/api/news-articles?filters[slug][$eqi]=${encodeURIComponent(otherCase(news.slug))}&${localizationsQuery}`,
    );
    expect(status).toBe(200);
    expect(body.data).toHaveLength(1);
    const article = body.data[0];
    expect(article).toMatchObject({
      slug: news.slug,
      locale: en.markets[0],
      title: expect.any(String),
      date: news.date,
      documentId: expect.any(String),
    });
    const others = files.flatMap((f) => f.markets).filter((m: string) => m !== en.markets[0]);
    expect(article.localizations.map((l: any) => l.locale).sort()).toEqual(others.sort());
    for (const l of article.localizations)
      expect(Object.keys(l).sort()).toEqual(['documentId', 'id', 'locale', 'slug']);
    expect(article.cover?.url).toMatch(/^\/uploads\//);
    expect(Array.isArray(article.blocks)).toBe(true);
  });

  it('GET pages by slug ($eqi) with locale and localizations; blocks come fully populated', async () => {
    const locale = other.markets[0];
    const about = other.pages.find((p: any) => p.key === 'about') ?? other.pages[0];
    const { status, body } = await get(
      `/api/pages?filters[slug][$eqi]=${encodeURIComponent(otherCase(about.slug))}&locale=${locale}&${localizationsQuery}`,
    );
    expect(status).toBe(200);
    expect(body.data).toHaveLength(1);
    const page = body.data[0];
    expect(page).toMatchObject({ slug: about.slug, locale });
    expect(page.localizations.length).toBe(files.flatMap((f) => f.markets).length - 1);
    expect(page.blocks.map((b: any) => b.__component)).toEqual(about.blocks.map((b: any) => b.__component));
    for (const block of page.blocks) {
      expect(block, block.__component).toHaveProperty('wrapper');
      // A media field comes with its url, size and formats, never as a bare id.
      const media = Object.values<unknown>(block).filter((v) => v !== null && typeof v === 'object' && 'mime' in v);
      for (const value of media) expect(value).toMatchObject({ url: expect.any(String), mime: expect.any(String) });
    }
  });

  it('findOne global-config with locale and populate=*: the 404 page slug, footer, social links, share image', async () => {
    for (const file of files) {
      const locale = file.markets[0];
      const { status, body } = await get(`/api/global-config?locale=${locale}&populate=*`);
      expect(status).toBe(200);
      const config = body.data;
      const notFound = file.pages.find((p: any) => p.key === file.global.page404);
      expect(config.page404, locale).toMatchObject({ slug: notFound.slug, locale });
      const searchPage = file.pages.find((p: any) => p.key === file.global.searchPage);
      expect(config.searchPage, locale).toMatchObject({ slug: searchPage.slug, locale });
      expect(config).toMatchObject({ siteName: file.global.siteName, separator: file.global.separator, locale });
      expect(config.footer.columns.length).toBe(file.global.footer.columns.length);
      expect(config.footer.columns[0].links.length).toBeGreaterThan(0);
      expect(config.socialLinks.length).toBe(file.global.socialLinks.length);
      expect(config.defaultShareImage.url).toMatch(/^\/uploads\//);
      // The 404 page itself is served by its slug, with its blocks.
      const page = await get(`/api/pages?filters[slug][$eqi]=${encodeURIComponent(notFound.slug)}&locale=${locale}`);
      expect(page.body.data[0].blocks.length).toBe(notFound.blocks.length);
    }
  });

  it('every market has its home page, global config and navigation', async () => {
    for (const file of files) {
      for (const locale of file.markets) {
        const home = await get(`/api/pages?filters[slug][$eq]=home&locale=${locale}&fields[0]=slug`);
        expect(home.body.data, `home ${locale}`).toHaveLength(1);
        expect((await get(`/api/global-config?locale=${locale}`)).status, `global ${locale}`).toBe(200);
        expect((await get(`/api/navigations?locale=${locale}`)).body.data, `navigation ${locale}`).toHaveLength(1);
      }
    }
  });

  it('the seeded pages use all 23 blocks in every language', async () => {
    for (const file of files) {
      const { body } = await get(`/api/pages?locale=${file.markets[0]}&pagination[pageSize]=100`);
      const used = new Set((body.data as any[]).flatMap((p) => p.blocks.map((b: any) => b.__component)));
      expect(used.size, file.language).toBe(23);
    }
  });

  it('GET recipes with locale: image, ingredients with product ids, rich-text steps, related products, tags', async () => {
    const recipe = en.recipes[0];
    const { body } = await get(
      `/api/recipes?filters[slug][$eqi]=${encodeURIComponent(recipe.slug)}&locale=${en.markets[0]}`,
    );
    expect(body.data).toHaveLength(1);
    const r = body.data[0];
    expect(r).toMatchObject({
      slug: recipe.slug,
      servings: recipe.servings,
      tags: recipe.tags,
      image: { url: expect.any(String) },
    });
    expect(r.ingredients.length).toBe(recipe.ingredients.length);
    expect(r.steps[0]).toMatchObject({ type: expect.any(String), children: expect.any(Array) });
    expect(r.relatedProducts.map((p: any) => p.productId)).toEqual(recipe.relatedProducts.map((p: any) => p.productId));
  });

  it('user session calls: register, login and me (users-permissions)', async () => {
    const user = { username: 'visitor1', email: 'visitor1@qilak.test', password: 'Visitor-Passw0rd!' };
    const register = await call(`${cms.url}/api/auth/local/register`, { method: 'POST', body: JSON.stringify(user) });
    expect(register.status, JSON.stringify(register.body)).toBe(200);
    expect(register.body.jwt).toEqual(expect.any(String));
    const login = await call(`${cms.url}/api/auth/local`, {
      method: 'POST',
      body: JSON.stringify({ identifier: user.email, password: user.password }),
    });
    expect(login.body).toMatchObject({ jwt: expect.any(String), user: { email: user.email } });
    const me = await call(`${cms.url}/api/users/me`, { token: login.body.jwt });
    expect(me.body).toMatchObject({ email: user.email, username: user.username });
  });
});
