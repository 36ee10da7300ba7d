// Boots the real Strapi once (temp SQLite file or, with DATABASE_CLIENT=postgres, a PostgreSQL database of its own;
// free port, no admin build) with the test fixture content and checks the content model, locales, permissions, the
// site's API token, the seed, the revalidation call and idempotency.
import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  adminToken,
  call,
  countTableRows,
  ensureServerBuild,
  startCms,
  TEST_TOKEN,
  type CmsInstance,
} from './helpers/cms-process';
import { startReceiver, waitFor } from './helpers/receiver';
import { CMS_DIR } from './helpers/schemas';

const BLOCKS = [
  'linkboxes',
  'rich-text',
  'pim-catalog',
  'one-story-module',
  'hero',
  'image-video',
  'mini-article',
  'news-and-highlights',
  'related-content',
  'document-list',
  'news-overview',
  'brochure',
  'picture-link',
  'i-frame',
  'my-catalog',
  'contact',
  'recipes',
  'market-chooser',
  'content-module',
  'colored-text',
  'product-links',
  'search',
  'inquiry-form',
];
const MARKETS = ['en-GLOBAL', 'da-DK', 'sv-SE', 'de-DE', 'en-GB', 'en-CN', 'fr-FR', 'kl-GL', 'da-GL', 'en-US', 'en-JP'];
const COLLECTIONS = ['pages', 'news-articles', 'recipes', 'navigations', 'markets', 'redirects'];
const TABLES = [
  'pages',
  'news_articles',
  'recipes',
  'navigations',
  'global_configs',
  'markets',
  'files',
  'components_blocks_heros',
];

const countRows = (cms: CmsInstance) => countTableRows(cms, TABLES);

let cms: CmsInstance;
let receiver: Awaited<ReturnType<typeof startReceiver>>;
let admin: string;
const env = () => ({
  SEED_CONTENT_DIR: path.join(CMS_DIR, 'tests', 'fixtures', 'content'),
  WEB_REVALIDATE_URL: receiver.url,
  REVALIDATE_SECRET: 'test-revalidate-secret',
});

beforeAll(async () => {
  ensureServerBuild();
  receiver = await startReceiver();
  cms = await startCms({ env: env() });
  admin = await adminToken(cms.url);
});
afterAll(async () => {
  await cms?.stop();
  await receiver?.close();
  if (cms) fs.rmSync(cms.dir, { recursive: true, force: true });
});

describe('content model', () => {
  it('has the seven content types, localized except market and redirect', async () => {
    const { status, body } = await call(`${cms.url}/content-type-builder/content-types`, { token: admin });
    expect(status).toBe(200);
    const ours = Object.fromEntries(
      (body.data as any[])
        .filter((t) => t.uid.startsWith('api::'))
        .map((t) => [t.uid, { kind: t.schema.kind, localized: Boolean(t.schema.pluginOptions?.i18n?.localized) }]),
    );
    expect(ours).toEqual({
      'api::page.page': { kind: 'collectionType', localized: true },
      'api::news-article.news-article': { kind: 'collectionType', localized: true },
      'api::recipe.recipe': { kind: 'collectionType', localized: true },
      'api::navigation.navigation': { kind: 'collectionType', localized: true },
      'api::global-config.global-config': { kind: 'singleType', localized: true },
      'api::market.market': { kind: 'collectionType', localized: false },
      'api::redirect.redirect': { kind: 'collectionType', localized: false },
      'api::inquiry.inquiry': { kind: 'collectionType', localized: false },
    });
    const page = (body.data as any[]).find((t) => t.uid === 'api::page.page').schema.attributes;
    expect(page.blocks.components.sort()).toEqual(BLOCKS.map((b) => `blocks.${b}`).sort());
    expect(page.seo.component).toBe('shared.seo');
  });

  it('has the 23 blocks, each with the shared wrapper', async () => {
    const { body } = await call(`${cms.url}/content-type-builder/components`, { token: admin });
    const byUid = new Map((body.data as any[]).map((c) => [c.uid, c.schema]));
    for (const block of BLOCKS) {
      const schema = byUid.get(`blocks.${block}`);
      expect(schema, block).toBeDefined();
      expect(schema.attributes.wrapper, block).toMatchObject({ type: 'component', component: 'shared.block-wrapper' });
    }
    expect([...byUid.keys()].filter((uid) => uid.startsWith('blocks.'))).toHaveLength(BLOCKS.length);
    expect(byUid.get('shared.block-wrapper').attributes).toMatchObject({
      backgroundColor: { type: 'enumeration', default: 'None' },
      backgroundGraphic: { type: 'enumeration' },
      topSpacing: { type: 'boolean', default: false },
      bottomSpacing: { type: 'boolean', default: true },
    });
  });

  it('has the eleven market codes as locales, en-GLOBAL the default, nothing else', async () => {
    const { body } = await call(`${cms.url}/i18n/locales`, { token: admin });
    expect((body as any[]).map((l) => l.code).sort()).toEqual([...MARKETS].sort());
    expect((body as any[]).find((l) => l.isDefault).code).toBe('en-GLOBAL');
  });
});

describe('permissions', () => {
  it('lets the public role read every content type', async () => {
    for (const type of COLLECTIONS) expect((await call(`${cms.url}/api/${type}`)).status, type).toBe(200);
    expect((await call(`${cms.url}/api/global-config?locale=en-GB`)).status).toBe(200);
  });

  it('refuses writes by the public role', async () => {
    const data = JSON.stringify({ data: { title: 'x', slug: 'x', from: '/a', to: '/b', code: 'x' } });
    for (const type of COLLECTIONS) {
      expect((await call(`${cms.url}/api/${type}`, { method: 'POST', body: data })).status, `POST ${type}`).toBe(403);
      expect((await call(`${cms.url}/api/${type}/anything`, { method: 'PUT', body: data })).status, `PUT ${type}`).toBe(
        403,
      );
      expect((await call(`${cms.url}/api/${type}/anything`, { method: 'DELETE' })).status, `DELETE ${type}`).toBe(403);
    }
    expect((await call(`${cms.url}/api/global-config`, { method: 'PUT', body: data })).status).toBe(403);
    expect((await call(`${cms.url}/api/global-config`, { method: 'DELETE' })).status).toBe(403);
    expect((await call(`${cms.url}/api/upload/files`)).status).toBe(403);
  });

  it('accepts the site token (CMS_API_TOKEN) for reading only', async () => {
    expect((await call(`${cms.url}/api/pages`, { token: TEST_TOKEN })).status).toBe(200);
    expect(
      (
        await call(`${cms.url}/api/pages`, {
          token: TEST_TOKEN,
          method: 'POST',
          body: '{"data":{"title":"x","slug":"x"}}',
        })
      ).status,
    ).toBe(403);
    expect((await call(`${cms.url}/api/pages`, { token: 'not-the-token' })).status).toBe(401);
  });
});

describe('seed', () => {
  it('writes every market of each file and links localizations (one documentId)', async () => {
    const { body } = await call(
      `${cms.url}/api/news-articles?filters[slug][$eqi]=MSC-Recertification&locale=en-GB&populate[localizations][fields][0]=locale&populate[localizations][fields][1]=slug`,
    );
    expect(body.data).toHaveLength(1);
    const article = body.data[0];
    expect(article.localizations.map((l: any) => `${l.locale}:${l.slug}`).sort()).toEqual([
      'da-DK:msc-gencertificering',
      'en-GLOBAL:msc-recertification',
    ]);
    expect(new Set(article.localizations.map((l: any) => l.documentId))).toEqual(new Set([article.documentId]));
  });

  it('fills the market placeholders and uploads media (url, size, formats)', async () => {
    const { body } = await call(`${cms.url}/api/pages?filters[slug][$eq]=home&locale=en-GB`);
    const hero = body.data[0].blocks.find((b: any) => b.__component === 'blocks.hero');
    expect(hero.heading).toBe('Seafood from United Kingdom');
    expect(hero.image).toMatchObject({
      url: expect.stringMatching(/^\/uploads\/.+\.jpg$/),
      width: 1200,
      alternativeText: expect.any(String),
    });
    expect(Object.keys(hero.image.formats)).toEqual(expect.arrayContaining(['thumbnail', 'small']));
    expect((await fetch(`${cms.url}${hero.image.url}`)).status).toBe(200);
  });

  it('has all 23 blocks across the seeded pages', async () => {
    const { body } = await call(`${cms.url}/api/pages?locale=en-GLOBAL&pagination[pageSize]=100`);
    const used = new Set((body.data as any[]).flatMap((p) => p.blocks.map((b: any) => b.__component)));
    expect([...used].sort()).toEqual(BLOCKS.map((b) => `blocks.${b}`).sort());
  });

  it('writes the eleven markets', async () => {
    const { body } = await call(`${cms.url}/api/markets?pagination[pageSize]=50`);
    expect((body.data as any[]).map((m) => m.code).sort()).toEqual([...MARKETS].sort());
    expect((body.data as any[]).find((m) => m.code === 'en-GLOBAL')).toMatchObject({
      domainDefault: true,
      type: 'market',
      baseUrl: expect.stringMatching(/^https:\/\//),
    });
  });

  it('did not call the site while seeding', () => {
    expect(receiver.calls).toEqual([]);
  });
});

describe('revalidation', () => {
  it('calls the site with the secret when an editor updates and publishes a page', async () => {
    const { body } = await call(`${cms.url}/api/pages?filters[slug][$eq]=about-us&locale=en-GB`);
    const documentId = body.data[0].documentId as string;
    const cm = `${cms.url}/content-manager/collection-types/api::page.page/${documentId}`;
    const update = await call(`${cm}?locale=en-GB`, {
      method: 'PUT',
      token: admin,
      body: JSON.stringify({ title: 'About us (edited)' }),
    });
    expect(update.status, JSON.stringify(update.body)).toBe(200);
    const publish = await call(`${cm}/actions/publish?locale=en-GB`, {
      method: 'POST',
      token: admin,
      body: JSON.stringify({ title: 'About us (edited)' }),
    });
    expect(publish.status, JSON.stringify(publish.body)).toBe(200);

    await waitFor(() => receiver.calls.some((c) => c.body.event === 'entry.publish'));
    const expected = { model: 'page', uid: 'api::page.page', locale: 'en-GB', documentId, slug: 'about-us' };
    expect(receiver.calls.map((c) => c.body)).toEqual(
      expect.arrayContaining([
        { event: 'entry.update', ...expected },
        { event: 'entry.publish', ...expected },
      ]),
    );
    expect(receiver.calls.every((c) => c.secret === 'test-revalidate-secret' && c.path === '/api/revalidate')).toBe(
      true,
    );
    const published = await call(`${cms.url}/api/pages?filters[slug][$eq]=about-us&locale=en-GB`);
    expect(published.body.data[0].title).toBe('About us (edited)');

    receiver.calls.length = 0;
    expect(
      (await call(`${cm}/actions/unpublish?locale=en-GB`, { method: 'POST', token: admin, body: '{}' })).status,
    ).toBe(200);
    await waitFor(() => receiver.calls.some((c) => c.body.event === 'entry.unpublish'));
    expect(receiver.calls.map((c) => c.body)).toContainEqual({ event: 'entry.unpublish', ...expected });
    expect(
      (await call(`${cm}/actions/publish?locale=en-GB`, { method: 'POST', token: admin, body: '{}' })).status,
    ).toBe(200);
  });

  it('reports create and delete of non-localized types with locale and slug null', async () => {
    receiver.calls.length = 0;
    const cm = `${cms.url}/content-manager/collection-types/api::redirect.redirect`;
    const created = await call(cm, {
      method: 'POST',
      token: admin,
      body: JSON.stringify({ from: '/old', to: '/about-us', permanent: true }),
    });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    const documentId = created.body.data.documentId as string;
    expect((await call(`${cms.url}/api/redirects`)).body.data).toEqual([
      expect.objectContaining({ from: '/old', to: '/about-us', permanent: true }),
    ]);
    expect((await call(`${cm}/${documentId}`, { method: 'DELETE', token: admin })).status).toBe(200);
    await waitFor(() => receiver.calls.some((c) => c.body.event === 'entry.delete'));
    const common = { model: 'redirect', uid: 'api::redirect.redirect', locale: null, documentId, slug: null };
    expect(receiver.calls.map((c) => c.body)).toEqual(
      expect.arrayContaining([
        { event: 'entry.create', ...common },
        { event: 'entry.delete', ...common },
      ]),
    );
  });
});

describe('idempotency', () => {
  it('a second bootstrap (seed forced) adds no rows and keeps what the editor changed', async () => {
    await cms.stop();
    const before = await countRows(cms);
    cms = await startCms({ dir: cms.dir, env: { ...env(), SEED: 'force' } });
    expect(cms.log()).toMatch(/seed: 0 entries written/);
    expect(await countRows(cms)).toEqual(before);
    const { body } = await call(`${cms.url}/api/pages?filters[slug][$eq]=about-us&locale=en-GB`);
    expect(body.data[0].title).toBe('About us (edited)');
    const tokens = await call(`${cms.url}/api/pages`, { token: TEST_TOKEN });
    expect(tokens.status).toBe(200);
  });

  it('a third start skips the seed by its version flag', async () => {
    await cms.stop();
    cms = await startCms({ dir: cms.dir, env: env() });
    expect(cms.log()).toMatch(/seed: version \w+ already applied/);
  });
});
