// The real content files (seed/content/*.json, written against FORMAT.md) must pass the loader's checks.
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { readContentFiles, readMarketNames, readMarketOverrides } from '../../src/seed/content-file';
import { validateContent } from '../../src/seed';
import { loadMarkets } from '../../src/bootstrap/markets';
import { CMS_DIR, loadSchemas } from '../helpers/schemas';

const schemas = loadSchemas();
const getSchema = (uid: string) => schemas.get(uid);
const markets = loadMarkets(path.join(CMS_DIR, 'seed', 'markets.json'));
const mediaDir = path.join(CMS_DIR, 'seed', 'media');

describe('seed content files', () => {
  const real = readContentFiles(path.join(CMS_DIR, 'seed', 'content'));
  const { overrides, errors: overrideErrors } = readMarketOverrides(path.join(CMS_DIR, 'seed', 'content'));
  const names = readMarketNames(path.join(CMS_DIR, 'seed'));

  it('every present <lang>.json, with each market override on top, validates against the schemas', async () => {
    expect(overrides.length).toBeGreaterThan(0);
    const errors = [
      ...real.errors,
      ...overrideErrors,
      ...(await validateContent(real.files, { mediaDir, markets, overrides, names }, getSchema, () => undefined)),
    ];
    expect(errors).toEqual([]);
  });

  it('a market override that patches what its base does not have is refused with its file and path', async () => {
    const broken = [{ file: 'markets/da-GL.json', market: 'da-GL', pages: [{ key: 'contact', blocks: { '9': {} } }] }];
    const errors = await validateContent(real.files, { mediaDir, markets, overrides: broken, names }, getSchema);
    expect(errors).toEqual([expect.stringMatching(/markets\/da-GL\.json: pages\[contact\]\.blocks: no item 9/)]);
  });

  it('has no link Strapi would reject (the loader writes such links as plain text)', async () => {
    const unsafe: string[] = [];
    await validateContent(real.files, { mediaDir, markets, overrides, names }, getSchema, (message) =>
      unsafe.push(message),
    );
    expect(unsafe).toEqual([]);
  });

  it('the test fixture validates too', async () => {
    const { files, errors } = readContentFiles(path.join(CMS_DIR, 'tests', 'fixtures', 'content'));
    errors.push(...(await validateContent(files, { mediaDir, markets }, getSchema)));
    expect(errors).toEqual([]);
    expect(files.length).toBeGreaterThan(0);
  });

  it('every media file named in FORMAT.md was generated', () => {
    const format = fs.readFileSync(path.join(CMS_DIR, 'seed', 'FORMAT.md'), 'utf8');
    const section = format.slice(format.indexOf('## Media'), format.indexOf('## Rich text'));
    const names = [...section.matchAll(/`([\w-]+\.(?:jpg|pdf))`/g)].map((m) => m[1]);
    expect(names.length).toBeGreaterThan(20);
    for (const name of names) expect(fs.existsSync(path.join(mediaDir, name)), name).toBe(true);
  });
});
