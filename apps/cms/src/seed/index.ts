/** Seed loader: writes seed/content/<lang>.json into every market locale (FORMAT.md), idempotently. */
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type { Core, Modules, UID } from '@strapi/strapi';
import type { MarketSeed } from '../bootstrap/markets';
import { schemaOf } from '../schemas';
import {
  MARKET_NAMES_FILE,
  OVERRIDES_DIR,
  readContentFiles,
  readMarketNames,
  readMarketOverrides,
  marketContents,
  type ContentFile,
  type MarketNames,
  type MarketOverride,
} from './content-file';
import { convertAttributes, type ConvertContext, type Schema } from './convert';
import { createMediaUploader, mediaExists } from './media';

export { richTextToBlocks, toBlocks, parseInline } from './rich-text';
export {
  readContentFiles,
  fillPlaceholders,
  readMarketOverrides,
  readMarketNames,
  resolveMarketContent,
  marketContents,
  type MarketContent,
} from './content-file';
export { convertAttributes } from './convert';

/** Bump when the loader writes differently, so existing databases get a new (still non-destructive) pass. */
const LOADER_VERSION = '2';

const TYPES = {
  page: 'api::page.page',
  news: 'api::news-article.news-article',
  recipe: 'api::recipe.recipe',
  navigation: 'api::navigation.navigation',
  global: 'api::global-config.global-config',
  market: 'api::market.market',
} as const satisfies Record<string, UID.ContentType>;
/** The localized types a content file writes. */
type ContentUid = Exclude<(typeof TYPES)[keyof typeof TYPES], typeof TYPES.market>;

export interface SeedOptions {
  contentDir: string;
  mediaDir: string;
  markets: MarketSeed[];
  /** Skip the "this seed version ran already" shortcut (per-entry checks still apply). */
  force?: boolean;
}
export interface SeedReport {
  skipped: boolean;
  created: number;
  existing: number;
  files: string[];
}

type Section = 'pages' | 'news' | 'recipes';
const SECTION_UID = { pages: TYPES.page, news: TYPES.news, recipes: TYPES.recipe } as const satisfies Record<
  Section,
  ContentUid
>;
/** The types whose entries have a slug (a content file's sections). */
type SlugUid = (typeof SECTION_UID)[Section];
const hasSlug = (uid: ContentUid): uid is SlugUid => Object.values<string>(SECTION_UID).includes(uid);
const SECTION_KEY: Record<Section, string> = { pages: 'page', news: 'news', recipes: 'recipe' };

/** One unit of work: a content type entry of one file, before placeholders and conversion. */
interface Job {
  uid: ContentUid;
  seedKey: string;
  label: string;
  slug: string | null;
  data: Record<string, unknown>;
}

function jobsOf(file: ContentFile): Job[] {
  const jobs: Job[] = [];
  for (const section of ['pages', 'news', 'recipes'] as const) {
    for (const entry of file[section] ?? []) {
      const { key, ...data } = entry;
      jobs.push({
        uid: SECTION_UID[section],
        seedKey: `${SECTION_KEY[section]}:${key}`,
        label: `${file.file}: ${section}[${key}]`,
        slug: entry.slug,
        data,
      });
    }
  }
  if (file.global)
    jobs.push({ uid: TYPES.global, seedKey: 'global', label: `${file.file}: global`, slug: null, data: file.global });
  if (file.navigation) {
    jobs.push({
      uid: TYPES.navigation,
      seedKey: 'navigation:main',
      label: `${file.file}: navigation`,
      slug: null,
      data: { name: 'main', items: file.navigation },
    });
  }
  return jobs;
}

export function seedHash(options: SeedOptions): string {
  const hash = crypto.createHash('sha256').update(LOADER_VERSION).update(JSON.stringify(options.markets));
  const overridesDir = path.join(options.contentDir, OVERRIDES_DIR);
  for (const dir of [options.contentDir, overridesDir]) {
    if (!fs.existsSync(dir)) continue;
    for (const name of fs
      .readdirSync(dir)
      .filter((f) => f.endsWith('.json'))
      .sort()) {
      hash.update(name).update(fs.readFileSync(path.join(dir, name)));
    }
  }
  const names = path.join(path.dirname(options.contentDir), MARKET_NAMES_FILE);
  if (fs.existsSync(names)) hash.update(fs.readFileSync(names));
  return hash.digest('hex').slice(0, 16);
}

/** Checks every file against the schemas without writing; returns problems naming file, key and block. */
export async function validateContent(
  files: ContentFile[],
  options: Pick<SeedOptions, 'mediaDir' | 'markets'> & { overrides?: MarketOverride[]; names?: MarketNames },
  getSchema: (uid: string) => Schema | undefined,
  warn?: (message: string) => void,
): Promise<string[]> {
  const errors: string[] = [];
  const known = new Map(options.markets.map((m) => [m.code, m]));
  const owner = new Map<string, string>();
  for (const file of files) {
    for (const code of file.markets) {
      if (!known.has(code)) errors.push(`${file.file}: markets: unknown market "${code}"`);
      else if (owner.has(code)) errors.push(`${file.file}: markets: "${code}" is also written by ${owner.get(code)}`);
      else owner.set(code, file.file);
    }
  }
  // Each market's content as it will be written (a market override can break what its base got right).
  const resolved = marketContents(files, options.markets, options.overrides ?? [], options.names ?? {}, errors);
  const reported = new Set<string>();
  const warned = new Set<string>();
  const warnOnce = warn
    ? (message: string) => {
        const key = message.replace(/@[\w-]+/, '');
        if (!warned.has(key)) warn(message);
        warned.add(key);
      }
    : undefined;
  for (const { code, content: file } of resolved) {
    const pageKeys = new Set((file.pages ?? []).map((p) => p.key));
    const fileErrors: string[] = [];
    for (const job of jobsOf({ ...file, file: `${file.file}@${code}` })) {
      const ctx: ConvertContext = {
        getSchema,
        errors: fileErrors,
        warn: warnOnce,
        media: (name, where) => {
          if (!mediaExists(options.mediaDir, name))
            fileErrors.push(`${where}: media file "${name}" not found in seed/media`);
          return Promise.resolve(0);
        },
        relation: (target, key, where) => {
          if (target !== TYPES.page) fileErrors.push(`${where}: relations to ${target} are not supported by the seed`);
          else if (!pageKeys.has(key)) fileErrors.push(`${where}: no page with key "${key}" in ${file.file}`);
          return Promise.resolve(null);
        },
      };
      const schema = getSchema(job.uid);
      if (!schema) fileErrors.push(`${job.label}: content type ${job.uid} missing`);
      else await convertAttributes(schema, job.data, job.label, ctx);
    }
    // A base file's mistake shows in each of its markets: report it once per message.
    for (const e of fileErrors) {
      const key = e.replace(/@[\w-]+/, '');
      if (!reported.has(key)) errors.push(e);
      reported.add(key);
    }
  }
  return errors;
}

export async function runSeed(strapi: Core.Strapi, options: SeedOptions): Promise<SeedReport> {
  const store = strapi.store({ type: 'plugin', name: 'qilak-seed' });
  const { files, errors: readErrors } = readContentFiles(options.contentDir);
  const { overrides, errors: overrideErrors } = readMarketOverrides(options.contentDir);
  const names = readMarketNames(path.dirname(options.contentDir));
  const report: SeedReport = { skipped: false, created: 0, existing: 0, files: files.map((f) => f.file) };
  const hash = seedHash(options);
  if (!options.force && (await store.get({ key: 'version' })) === hash) {
    strapi.log.info(`seed: version ${hash} already applied, nothing to do`);
    return { ...report, skipped: true };
  }
  const getSchema = (uid: string): Schema | undefined => schemaOf(strapi, uid);
  const warn = (message: string) => strapi.log.warn(`seed: ${message}`);
  const errors = [
    ...readErrors,
    ...overrideErrors,
    ...(await validateContent(files, { ...options, overrides, names }, getSchema, warn)),
  ];
  if (errors.length > 0) {
    throw new Error(
      `seed: ${errors.length} problem(s) in ${options.contentDir}:\n  ${errors.slice(0, 50).join('\n  ')}`,
    );
  }

  await seedMarkets(strapi, options.markets, report);

  const ids: Record<string, string> = ((await store.get({ key: 'documents' })) as Record<string, string> | null) ?? {};
  const upload = createMediaUploader(strapi, options.mediaDir);
  // Pages first: navigation and global-config point at them.
  const ordered = (file: ContentFile) => jobsOf(file).sort((a, b) => rank(a.uid) - rank(b.uid));
  for (const { code, content } of marketContents(files, options.markets, overrides, names, [])) {
    for (const job of ordered(content)) {
      const writeErrors: string[] = [];
      const ctx: ConvertContext = {
        getSchema,
        errors: writeErrors,
        imageAlts: content.imageAlts,
        // Already reported once by the validation pass.
        warn: () => undefined,
        media: (name) => upload(name),
        relation: (_target, key, where) => {
          const documentId = ids[`page:${key}`];
          if (!documentId) {
            strapi.log.warn(`seed: ${where}: page "${key}" has no document, relation left empty`);
            return Promise.resolve(null);
          }
          return Promise.resolve({ connect: [{ documentId, locale: code }] });
        },
      };
      const data = await convertAttributes(getSchema(job.uid)!, job.data, `${job.label}@${code}`, ctx);
      if (writeErrors.length > 0) throw new Error(`seed: ${writeErrors.join('\n  ')}`);
      const result = await writeLocalized(strapi, job, code, data, ids).catch(
        (error: Error & { details?: unknown }) => {
          const details = error.details ? ` ${JSON.stringify(error.details)}` : '';
          throw new Error(`seed: ${job.label}@${code}: ${error.message}${details}`);
        },
      );
      report[result] += 1;
    }
    await store.set({ key: 'documents', value: ids });
  }
  await store.set({ key: 'version', value: hash });
  strapi.log.info(
    `seed: ${report.created} entries written, ${report.existing} already there (files: ${report.files.join(', ') || 'none'})`,
  );
  return report;
}

function rank(uid: ContentUid): number {
  return uid === TYPES.page ? 0 : uid === TYPES.global || uid === TYPES.navigation ? 1 : 2;
}

/**
 * Creates the entry of one locale, published, unless that locale of the document (or an entry with the same
 * slug in that locale) exists already: what an editor changed is never overwritten.
 */
async function writeLocalized(
  strapi: Core.Strapi,
  job: Job,
  locale: string,
  data: Record<string, unknown>,
  ids: Record<string, string>,
): Promise<'created' | 'existing'> {
  const documents = strapi.documents(job.uid);
  let documentId: string | undefined = ids[job.seedKey];
  if (documentId && !(await strapi.db.query(job.uid).findOne({ where: { documentId }, select: ['id'] })))
    documentId = undefined;
  // Single-entry types (global-config, navigation) have one document per type.
  if (!documentId && !job.slug) {
    const any = (await strapi.db.query(job.uid).findOne({ select: ['documentId'] })) as {
      documentId?: string;
    } | null;
    documentId = any?.documentId;
  }
  if (documentId) {
    ids[job.seedKey] = documentId;
    if (await documents.findOne({ documentId, locale, status: 'draft' })) return 'existing';
  }
  if (job.slug && hasSlug(job.uid)) {
    const same = await strapi.documents(job.uid).findFirst({ locale, status: 'draft', filters: { slug: job.slug } });
    if (same) {
      ids[job.seedKey] ??= same.documentId;
      return 'existing';
    }
  }
  // convertAttributes built the data from this type's schema; Strapi validates it again on write.
  const params = {
    locale,
    data: data as Modules.Documents.Params.Data.Input<ContentUid>,
    status: 'published',
  } as const;
  const written = documentId ? await documents.update({ documentId, ...params }) : await documents.create(params);
  const writtenId = written?.documentId;
  if (!writtenId) throw new Error(`seed: ${job.label}@${locale}: Strapi did not return a document`);
  ids[job.seedKey] = writtenId;
  return 'created';
}

async function seedMarkets(strapi: Core.Strapi, markets: MarketSeed[], report: SeedReport): Promise<void> {
  const documents = strapi.documents(TYPES.market);
  for (const m of markets) {
    const exists = await documents.findFirst({ filters: { code: m.code } });
    if (exists) {
      report.existing += 1;
      continue;
    }
    await documents.create({
      data: {
        code: m.code,
        name: m.name,
        domain: m.domain,
        baseUrl: m.baseUrl,
        domainDefault: m.domainDefault,
        type: m.type,
      },
    });
    report.created += 1;
  }
}
