// The real content files (seed/content/*.json, written against FORMAT.md) must pass the loader's checks.
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { readContentFiles } from '../src/seed/content-file';
import { validateContent } from '../src/seed';
import { loadMarkets } from '../src/bootstrap/markets';
import { CMS_DIR, loadSchemas } from './helpers/schemas';

const schemas = loadSchemas();
const getSchema = (uid: string) => schemas.get(uid);
const markets = loadMarkets(path.join(CMS_DIR, 'seed', 'markets.json'));
const mediaDir = path.join(CMS_DIR, 'seed', 'media');

describe('seed content files', () => {
  const real = readContentFiles(path.join(CMS_DIR, 'seed', 'content'));

  it('every present <lang>.json validates against the schemas', async () => {
    const errors = [
      ...real.errors,
      ...(await validateContent(real.files, { mediaDir, markets }, getSchema, () => undefined)),
    ];
    expect(errors).toEqual([]);
  });

  it('has no link Strapi would reject (the loader writes such links as plain text)', async () => {
    const unsafe: string[] = [];
    await validateContent(real.files, { mediaDir, markets }, getSchema, (message) => unsafe.push(message));
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
