// Drafts are private, previews open the site, and what the site cannot render is refused on save: a real Strapi
// (fixture content) with the site's two tokens, driven the way the admin drives it (content-manager API).
/* eslint-disable vitest/no-conditional-expect -- single types have no findOne: only collection types check it */
import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminToken, call, ensureServerBuild, startCms, TEST_TOKEN, type CmsInstance } from './helpers/cms-process';
import { CMS_DIR } from './helpers/schemas';

const PREVIEW_TOKEN = 'qilak-test-preview-token-fedcba9876543210';
const PREVIEW_SECRET = 'test-preview-secret';
const WEB_URL = 'http://127.0.0.1:4999';
const LOCALE = 'en-GB';

let cms: CmsInstance;
let admin: string;

beforeAll(async () => {
  ensureServerBuild();
  cms = await startCms({
    env: {
      SEED_CONTENT_DIR: path.join(CMS_DIR, 'tests', 'fixtures', 'content'),
      CMS_PREVIEW_TOKEN: PREVIEW_TOKEN,
      PREVIEW_SECRET,
      WEB_URL,
    },
    // What the seed made, not the seed (boot.test.ts): from the build cache's seeded database when there is one.
    seededCms: true,
  });
  admin = await adminToken(cms.url);
});
afterAll(async () => {
  await cms?.stop();
  if (cms) fs.rmSync(cms.dir, { recursive: true, force: true });
});

/** Each content type with drafts: its REST path, content-manager path and a text field an editor changes. */
const TYPES = [
  { uid: 'api::page.page', rest: 'pages', kind: 'collection', field: 'title' },
  { uid: 'api::news-article.news-article', rest: 'news-articles', kind: 'collection', field: 'title' },
  { uid: 'api::recipe.recipe', rest: 'recipes', kind: 'collection', field: 'title' },
  { uid: 'api::navigation.navigation', rest: 'navigations', kind: 'collection', field: 'name' },
  { uid: 'api::global-config.global-config', rest: 'global-config', kind: 'single', field: 'siteName' },
] as const;
type Type = (typeof TYPES)[number];

const credentials = [
  { name: 'anonymous (public role)', token: undefined },
  { name: 'the read-only token', token: TEST_TOKEN },
] as const;

const cmPath = (type: Type, documentId?: string) =>
  type.kind === 'single'
    ? `${cms.url}/content-manager/single-types/${type.uid}`
    : `${cms.url}/content-manager/collection-types/${type.uid}${documentId ? `/${documentId}` : ''}`;

/** Every entry the REST API gives with `status=draft` for a credential, as [documentId, field value, publishedAt]. */
async function readAsDrafts(type: Type, token: string | undefined): Promise<[string, unknown, unknown][]> {
  const { status, body } = await call(`${cms.url}/api/${type.rest}?status=draft&locale=${LOCALE}`, { token });
  expect(status, JSON.stringify(body)).toBe(200);
  const rows = Array.isArray(body.data) ? body.data : [body.data];
  return rows.map((row: Record<string, unknown>) => [row.documentId as string, row[type.field], row.publishedAt]);
}

describe('drafts are private', () => {
  const edited = new Map<string, { documentId: string; published: unknown; draft: string }>();

  beforeAll(async () => {
    // An editor saves a change without publishing it, on one entry of every type.
    for (const type of TYPES) {
      const [documentId, published] = (await readAsDrafts(type, PREVIEW_TOKEN)).find(([, , at]) => at === null) ?? [];
      expect(documentId, type.uid).toBeTruthy();
      const draft = `Unpublished ${type.field} of ${type.rest}`;
      const saved = await call(`${cmPath(type, documentId)}?locale=${LOCALE}`, {
        method: 'PUT',
        token: admin,
        body: JSON.stringify({ [type.field]: draft }),
      });
      expect(saved.status, JSON.stringify(saved.body)).toBe(200);
      edited.set(type.uid, { documentId: documentId!, published, draft });
    }
  });

  for (const credential of credentials)
    for (const type of TYPES)
      it(`${credential.name} asking ${type.rest} for status=draft gets the published version only`, async () => {
        const { documentId, published, draft } = edited.get(type.uid)!;
        const rows = await readAsDrafts(type, credential.token);
        expect(rows.length).toBeGreaterThan(0);
        for (const [, value, publishedAt] of rows) {
          expect(value).not.toBe(draft);
          expect(publishedAt).not.toBeNull();
        }
        expect(rows.find(([id]) => id === documentId)?.[1]).toBe(published);
        if (type.kind === 'collection') {
          // findOne too, and Strapi 4's publicationState=preview.
          const one = await call(`${cms.url}/api/${type.rest}/${documentId}?status=draft&locale=${LOCALE}`, {
            token: credential.token,
          });
          expect(one.body.data[type.field]).toBe(published);
          const legacy = await call(`${cms.url}/api/${type.rest}?publicationState=preview&locale=${LOCALE}`, {
            token: credential.token,
          });
          expect(JSON.stringify(legacy.body)).not.toContain(draft);
        }
      });

  for (const type of TYPES)
    it(`the preview token reads the draft of ${type.rest}`, async () => {
      const { documentId, draft } = edited.get(type.uid)!;
      const rows = await readAsDrafts(type, PREVIEW_TOKEN);
      expect(rows.find(([id]) => id === documentId)).toEqual([documentId, draft, null]);
      // Without status=draft it reads what visitors see, like everyone.
      const { body } = await call(`${cms.url}/api/${type.rest}?locale=${LOCALE}`, { token: PREVIEW_TOKEN });
      expect(JSON.stringify(body)).not.toContain(draft);
    });

  it('an entry that was never published is invisible without the preview token', async () => {
    const cm = `${cms.url}/content-manager/collection-types/api::news-article.news-article`;
    const created = await call(`${cm}?locale=${LOCALE}`, {
      method: 'POST',
      token: admin,
      body: JSON.stringify({ title: 'Embargoed news', slug: 'embargoed-news', date: '2026-12-01' }),
    });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    const documentId = created.body.data.documentId as string;
    for (const { token } of credentials) {
      const list = await call(
        `${cms.url}/api/news-articles?status=draft&locale=${LOCALE}&filters[slug]=embargoed-news`,
        {
          token,
        },
      );
      expect(list.body.data).toEqual([]);
      const one = await call(`${cms.url}/api/news-articles/${documentId}?status=draft&locale=${LOCALE}`, { token });
      expect(one.status).toBe(404);
    }
    const preview = await call(`${cms.url}/api/news-articles/${documentId}?status=draft&locale=${LOCALE}`, {
      token: PREVIEW_TOKEN,
    });
    expect(preview.body.data.title).toBe('Embargoed news');
  });
});

describe('Preview button', () => {
  const previewUrl = async (uid: string, documentId: string | undefined, locale: string) => {
    const query = new URLSearchParams({ locale, status: 'draft', ...(documentId ? { documentId } : {}) });
    const { status, body } = await call(`${cms.url}/content-manager/preview/url/${uid}?${query.toString()}`, {
      token: admin,
    });
    expect(status, JSON.stringify(body)).toBe(200);
    return body.data.url ? new URL(body.data.url as string) : undefined;
  };
  const idOf = async (rest: string, slug: string, locale: string) =>
    (await call(`${cms.url}/api/${rest}?filters[slug]=${slug}&locale=${locale}`)).body.data[0].documentId as string;

  it("opens the site's /api/preview with the secret and the entry's path in its market", async () => {
    const cases: [string, string, string, string, string][] = [
      ['api::page.page', 'pages', 'about-us', 'en-GB', '/en-GB/about-us'],
      ['api::page.page', 'pages', 'about-us', 'en-GLOBAL', '/about-us'],
      ['api::page.page', 'pages', 'home', 'en-GB', '/en-GB'],
      [
        'api::news-article.news-article',
        'news-articles',
        'msc-recertification',
        'en-GB',
        '/en-GB/a/msc-recertification',
      ],
      ['api::recipe.recipe', 'recipes', 'prawn-open-sandwich', 'en-GLOBAL', '/r/prawn-open-sandwich'],
    ];
    for (const [uid, rest, slug, locale, path] of cases) {
      const url = await previewUrl(uid, await idOf(rest, slug, locale), locale);
      expect(url?.origin).toBe(WEB_URL);
      expect(url?.pathname).toBe('/api/preview');
      expect(url?.searchParams.get('secret')).toBe(PREVIEW_SECRET);
      expect(url?.searchParams.get('path'), `${uid} ${slug} ${locale}`).toBe(path);
    }
    const global = await previewUrl('api::global-config.global-config', undefined, 'en-GB');
    expect(global?.searchParams.get('path')).toBe('/en-GB');
  });

  it('lets the admin frame the site (frame-src)', async () => {
    const res = await fetch(`${cms.url}/api/pages`);
    expect(res.headers.get('content-security-policy') ?? '').toMatch(/frame-src[^;]*http:\/\/127\.0\.0\.1:4999/);
  });
});

describe('what the site cannot render is refused on save', () => {
  let pageCm: string;
  beforeAll(async () => {
    const { body } = await call(`${cms.url}/api/pages?filters[slug]=sustainability&locale=${LOCALE}`);
    pageCm = `${cms.url}/content-manager/collection-types/api::page.page/${body.data[0].documentId}?locale=${LOCALE}`;
  });
  const save = (blocks: unknown[]) => call(pageCm, { method: 'PUT', token: admin, body: JSON.stringify({ blocks }) });

  it.each([
    [
      'linkboxes',
      { __component: 'blocks.linkboxes', heading: 'Explore', items: [] },
      'Block 1 (Linkboxes): add at least 1 entry to "Items"',
    ],
    [
      'related content',
      { __component: 'blocks.related-content', heading: 'More', items: [] },
      'Block 1 (Related Content): add at least 1 entry to "Items"',
    ],
    [
      'document list',
      { __component: 'blocks.document-list', heading: 'Downloads', documents: [] },
      'Block 1 (Document List): add at least 1 entry to "Documents"',
    ],
    [
      'content module',
      { __component: 'blocks.content-module', columns: [] },
      'Block 1 (Content Module): add at least 1 entry to "Columns"',
    ],
    [
      'i-frame on another host',
      { __component: 'blocks.i-frame', title: 'Map', url: 'https://evil.example/map' },
      'Block 1 (I Frame): the URL must start with https:// and point to one of',
    ],
    [
      'i-frame over http',
      { __component: 'blocks.i-frame', title: 'Map', url: 'http://www.openstreetmap.org/export/embed.html' },
      'Block 1 (I Frame): the URL must start with https://',
    ],
  ])('an empty or invalid %s block: 400 with a message the editor understands', async (_name, block, message) => {
    const { status, body } = await save([block]);
    expect(status).toBe(400);
    expect(body.error.name).toBe('ValidationError');
    expect(body.error.message).toContain(message);
  });

  it('names the position of the block among others, and keeps the stored page', async () => {
    const before = (await call(pageCm, { token: admin })).body.data.blocks;
    const { status, body } = await save([
      { __component: 'blocks.rich-text', content: [{ type: 'paragraph', children: [{ type: 'text', text: 'Hi' }] }] },
      { __component: 'blocks.linkboxes', items: [] },
    ]);
    expect(status).toBe(400);
    expect(body.error.message).toContain('Block 2 (Linkboxes)');
    expect(body.error.details.errors[0].path).toEqual(['blocks', '1', 'items']);
    expect((await call(pageCm, { token: admin })).body.data.blocks).toEqual(before);
  });

  it('saves the same blocks once they are complete', async () => {
    const { status, body } = await save([
      { __component: 'blocks.linkboxes', items: [{ title: 'Our fisheries' }] },
      { __component: 'blocks.i-frame', title: 'Map', url: 'https://www.openstreetmap.org/export/embed.html' },
    ]);
    expect(status, JSON.stringify(body)).toBe(200);
  });
});

// L10N-ALT-TEXT
describe('a picture that carries information is not published without its alt text in that language', () => {
  const newsCm = async () => {
    const { body } = await call(`${cms.url}/api/news-articles?filters[slug]=msc-recertification&locale=${LOCALE}`);
    return `${cms.url}/content-manager/collection-types/api::news-article.news-article/${body.data[0].documentId}`;
  };

  it('the seed filled every news cover, recipe image, portrait and share image alt in the locale’s language', async () => {
    const news = await call(`${cms.url}/api/news-articles?locale=da-DK&populate=cover`);
    expect(news.body.data.length).toBeGreaterThan(0);
    for (const article of news.body.data) if (article.cover) expect(article.coverAlt).toMatch(/\S/);
    const recipe = await call(`${cms.url}/api/recipes?locale=da-DK`);
    expect(recipe.body.data[0].imageAlt).toBe('Et stykke smørrebrød med koldtvandsrejer');
    const global = await call(`${cms.url}/api/global-config?locale=${LOCALE}`);
    expect(global.body.data.defaultShareImageAlt).toBe('A Greenland fjord with icebergs and the Qilak Seafood name');
  });

  it('a news cover: the draft saves without one, publishing is refused with a message, and goes through with one', async () => {
    const cm = await newsCm();
    const saved = await call(`${cm}?locale=${LOCALE}`, {
      method: 'PUT',
      token: admin,
      body: JSON.stringify({ coverAlt: '' }),
    });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    const refused = await call(`${cm}/actions/publish?locale=${LOCALE}`, { method: 'POST', token: admin, body: '{}' });
    expect(refused.status).toBe(400);
    expect(refused.body.error.name).toBe('ValidationError');
    expect(refused.body.error.message).toContain('"Cover": write its alt text in "Cover Alt"');
    // The live article keeps its alt text.
    const live = await call(`${cms.url}/api/news-articles?filters[slug]=msc-recertification&locale=${LOCALE}`);
    expect(live.body.data[0].coverAlt).toBe('The MSC certificate on a desk');

    const fixed = await call(`${cm}?locale=${LOCALE}`, {
      method: 'PUT',
      token: admin,
      body: JSON.stringify({ coverAlt: 'The new MSC certificate, framed' }),
    });
    expect(fixed.status).toBe(200);
    const published = await call(`${cm}/actions/publish?locale=${LOCALE}`, {
      method: 'POST',
      token: admin,
      body: '{}',
    });
    expect(published.status, JSON.stringify(published.body)).toBe(200);
  });

  it('a contact portrait without its alt text is refused on publish, naming the person', async () => {
    const { body } = await call(`${cms.url}/api/pages?filters[slug]=about-us&locale=${LOCALE}`);
    const cm = `${cms.url}/content-manager/collection-types/api::page.page/${body.data[0].documentId}`;
    const stored = (await call(`${cm}?locale=${LOCALE}`, { token: admin })).body.data;
    // The seed described each portrait by the person's name.
    const seededPeople = (stored.blocks as Record<string, unknown>[])
      .filter((b) => b.__component === 'blocks.contact')
      .flatMap((b) => b.persons as { name: string; image: unknown; imageAlt: string | null }[])
      .filter((p) => p.image);
    expect(seededPeople.length).toBeGreaterThan(0);
    expect(seededPeople.map((p) => p.imageAlt)).toEqual(seededPeople.map((p) => p.name));
    const blocks = (stored.blocks as Record<string, unknown>[]).map((block) =>
      block.__component === 'blocks.contact'
        ? {
            ...block,
            persons: (block.persons as Record<string, unknown>[]).map((p) => ({ ...p, imageAlt: '' })),
          }
        : block,
    );
    expect(blocks.some((b) => b.__component === 'blocks.contact')).toBe(true);
    expect(
      (await call(`${cm}?locale=${LOCALE}`, { method: 'PUT', token: admin, body: JSON.stringify({ blocks }) })).status,
    ).toBe(200);
    const refused = await call(`${cm}/actions/publish?locale=${LOCALE}`, { method: 'POST', token: admin, body: '{}' });
    expect(refused.status).toBe(400);
    expect(refused.body.error.message).toMatch(/\(Contact\), person \d+ \([^)]+\): write the portrait's alt text/);
    // Restore the stored blocks so the other tests see the seeded page.
    expect(
      (
        await call(`${cm}?locale=${LOCALE}`, {
          method: 'PUT',
          token: admin,
          body: JSON.stringify({ blocks: stored.blocks }),
        })
      ).status,
    ).toBe(200);
  });
});
