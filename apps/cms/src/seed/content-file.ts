/** Reading apps/cms/seed/content/<lang>.json (FORMAT.md) and filling in the market placeholders. */
import fs from 'node:fs';
import path from 'node:path';

export const LANGUAGES = ['en', 'da', 'sv', 'de', 'fr', 'kl'] as const;

export interface KeyedEntry {
  key: string;
  slug: string;
  [field: string]: unknown;
}
export interface NavigationSeedItem {
  page: string;
  color?: string;
  children?: NavigationSeedItem[];
}
export interface ContentFile {
  file: string;
  language: string;
  markets: string[];
  global?: Record<string, unknown>;
  navigation?: NavigationSeedItem[];
  pages?: KeyedEntry[];
  news?: KeyedEntry[];
  recipes?: KeyedEntry[];
  /** Alt text of each seed/media image in this file's language (blocks' `imageAlt`/`coverAlt`). */
  imageAlts?: Record<string, string>;
}

/** Every `<lang>.json` present in the folder (any subset of the six languages). */
export function readContentFiles(dir: string): { files: ContentFile[]; errors: string[] } {
  const errors: string[] = [];
  const files: ContentFile[] = [];
  if (!fs.existsSync(dir)) return { files, errors };
  for (const name of fs
    .readdirSync(dir)
    .filter((f) => f.endsWith('.json'))
    .sort()) {
    const file = path.join(dir, name);
    let parsed: unknown;
    try {
      parsed = JSON.parse(fs.readFileSync(file, 'utf8'));
    } catch (error) {
      errors.push(`${name}: not valid JSON: ${(error as Error).message}`);
      continue;
    }
    const problems = checkShape(name, parsed);
    if (problems.length > 0) errors.push(...problems);
    else files.push({ ...(parsed as Omit<ContentFile, 'file'>), file: name });
  }
  return { files, errors };
}

function checkShape(name: string, value: unknown): string[] {
  if (typeof value !== 'object' || value === null || Array.isArray(value))
    return [`${name}: expected an object at the top`];
  const v = value as Record<string, unknown>;
  const errors: string[] = [];
  if (typeof v.language !== 'string') errors.push(`${name}: "language" missing`);
  else if (`${v.language}.json` !== name) errors.push(`${name}: "language" is "${v.language}" but the file is ${name}`);
  if (!Array.isArray(v.markets) || v.markets.length === 0 || !v.markets.every((m) => typeof m === 'string')) {
    errors.push(`${name}: "markets" must be a non-empty array of market codes`);
  }
  for (const list of ['pages', 'news', 'recipes'] as const) {
    if (v[list] === undefined) continue;
    if (!Array.isArray(v[list])) {
      errors.push(`${name}: "${list}" must be an array`);
      continue;
    }
    const seen = new Set<string>();
    (v[list] as unknown[]).forEach((entry, i) => {
      const e = entry as Record<string, unknown> | null;
      const label = `${name}: ${list}[${i}]`;
      if (!e || typeof e.key !== 'string' || e.key === '') errors.push(`${label}: "key" missing`);
      else if (seen.has(e.key)) errors.push(`${label}: duplicate key "${e.key}"`);
      else seen.add(e.key);
      if (!e || typeof e.slug !== 'string' || e.slug === '')
        errors.push(`${label}${e?.key ? ` (${JSON.stringify(e.key)})` : ''}: "slug" missing`);
    });
  }
  if (
    v.imageAlts !== undefined &&
    (typeof v.imageAlts !== 'object' ||
      v.imageAlts === null ||
      !Object.values(v.imageAlts).every((alt) => typeof alt === 'string' && alt.trim() !== ''))
  )
    errors.push(`${name}: "imageAlts" must map file names to non-empty alt texts`);
  if (v.navigation !== undefined && !Array.isArray(v.navigation)) errors.push(`${name}: "navigation" must be an array`);
  if (v.global !== undefined && (typeof v.global !== 'object' || v.global === null))
    errors.push(`${name}: "global" must be an object`);
  return errors;
}

/** Replaces {{marketName}} and {{marketCode}} in every string. */
export function fillPlaceholders<T>(value: T, market: { code: string; name: string }): T {
  if (typeof value === 'string') {
    return value.replaceAll('{{marketName}}', market.name).replaceAll('{{marketCode}}', market.code) as T;
  }
  if (Array.isArray(value)) return (value as unknown[]).map((v) => fillPlaceholders(v, market)) as T;
  if (value && typeof value === 'object') {
    return Object.fromEntries(
      Object.entries(value as Record<string, unknown>).map(([k, v]) => [k, fillPlaceholders(v, market)]),
    ) as T;
  }
  return value;
}

/**
 * A market's own content on top of its language's file (`seed/content/markets/<code>.json`): what differs in
 * that market, nothing else. Applied to the language file before placeholders are filled:
 * 1. `replace`: whole-word substitutions in every text (US spelling and trade names for en-US), never in slugs,
 *    URLs, media names, keys or link targets;
 * 2. `global`, `navigation`, `pages`, `news`, `recipes`: patches. An entry of `pages`/`news`/`recipes` names
 *    the base entry by `key` and patches its fields. Objects merge field by field; an object given for a list
 *    patches items by index (`"blocks": { "0": { "persons": [...] } }`), so fields other engineers add to the
 *    base file in place (alt texts, meta titles) stay; a list replaces the base list.
 */
export interface MarketOverride {
  file: string;
  market: string;
  replace?: [string, string][];
  global?: Record<string, unknown>;
  navigation?: unknown;
  pages?: Record<string, unknown>[];
  news?: Record<string, unknown>[];
  recipes?: Record<string, unknown>[];
}

/** The name of each market in running text, per content language (`seed/market-names.json`). */
export type MarketNames = Record<string, Record<string, string>>;

export const OVERRIDES_DIR = 'markets';
export const MARKET_NAMES_FILE = 'market-names.json';

export function readMarketOverrides(contentDir: string): { overrides: MarketOverride[]; errors: string[] } {
  const dir = path.join(contentDir, OVERRIDES_DIR);
  const overrides: MarketOverride[] = [];
  const errors: string[] = [];
  if (!fs.existsSync(dir)) return { overrides, errors };
  for (const name of fs
    .readdirSync(dir)
    .filter((f) => f.endsWith('.json'))
    .sort()) {
    const label = `${OVERRIDES_DIR}/${name}`;
    let parsed: Record<string, unknown>;
    try {
      parsed = JSON.parse(fs.readFileSync(path.join(dir, name), 'utf8')) as Record<string, unknown>;
    } catch (error) {
      errors.push(`${label}: not valid JSON: ${(error as Error).message}`);
      continue;
    }
    if (parsed.market !== name.replace(/\.json$/, '')) {
      errors.push(`${label}: "market" must be "${name.replace(/\.json$/, '')}"`);
      continue;
    }
    const replace = parsed.replace;
    if (
      replace !== undefined &&
      !(
        Array.isArray(replace) &&
        replace.every((r) => Array.isArray(r) && r.length === 2 && r.every((s) => typeof s === 'string'))
      )
    ) {
      errors.push(`${label}: "replace" must be a list of ["from", "to"] pairs`);
      continue;
    }
    overrides.push({ ...(parsed as Omit<MarketOverride, 'file'>), file: label });
  }
  return { overrides, errors };
}

export function readMarketNames(seedDir: string): MarketNames {
  const file = path.join(seedDir, MARKET_NAMES_FILE);
  if (!fs.existsSync(file)) return {};
  const { '//': _comment, ...names } = JSON.parse(fs.readFileSync(file, 'utf8')) as Record<string, unknown>;
  return names as MarketNames;
}

/** Fields whose values are identifiers, paths or file names, never prose: `replace` leaves them alone. */
const NOT_PROSE = new Set([
  'key',
  'slug',
  'url',
  'file',
  'image',
  'cover',
  'page',
  'productId',
  'itemNumber',
  'email',
  'phone',
  '__component',
  'defaultShareImage',
  'page404',
  'searchPage',
  'platform',
  'color',
  'category',
  'difficulty',
  'language',
  'markets',
]);

const escapeRegExp = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** Whole-word substitutions in every prose string of a value; Markdown link targets `](…)` are kept. */
export function replaceWords<T>(value: T, pairs: readonly [string, string][], key = ''): T {
  if (pairs.length === 0 || NOT_PROSE.has(key)) return value;
  if (typeof value === 'string') {
    return value
      .split(/(\]\([^)]*\))/)
      .map((part, i) =>
        i % 2 === 1
          ? part
          : pairs.reduce(
              (text, [from, to]) =>
                text.replace(new RegExp(`(?<![\\p{L}\\p{N}-])${escapeRegExp(from)}(?![\\p{L}\\p{N}])`, 'gu'), to),
              part,
            ),
      )
      .join('') as T;
  }
  if (Array.isArray(value)) return (value as unknown[]).map((v) => replaceWords(v, pairs, key)) as T;
  if (value && typeof value === 'object')
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, replaceWords(v, pairs, k)])) as T;
  return value;
}

const isPlainObject = (v: unknown): v is Record<string, unknown> =>
  typeof v === 'object' && v !== null && !Array.isArray(v);

/** Merges a patch into a value (see MarketOverride); problems (an index that does not exist) go to `errors`. */
export function applyPatch(base: unknown, patch: unknown, where: string, errors: string[]): unknown {
  if (Array.isArray(base) && isPlainObject(patch)) {
    const out: unknown[] = [...(base as unknown[])];
    for (const [index, itemPatch] of Object.entries(patch)) {
      const i = Number(index);
      if (!Number.isInteger(i) || i < 0 || i >= out.length) {
        errors.push(`${where}: no item ${index} to patch (the base has ${out.length})`);
        continue;
      }
      out[i] = applyPatch(out[i], itemPatch, `${where}[${index}]`, errors);
    }
    return out;
  }
  if (isPlainObject(base) && isPlainObject(patch)) {
    const out: Record<string, unknown> = { ...base };
    for (const [k, v] of Object.entries(patch))
      out[k] = k in base ? applyPatch(base[k], v, `${where}.${k}`, errors) : v;
    return out;
  }
  return patch;
}

/**
 * The content one market gets: its language's file, the market's override on top, and the placeholders filled
 * with the market's prose name in that language.
 */
export function resolveMarketContent(
  file: ContentFile,
  market: { code: string; name: string },
  override: MarketOverride | undefined,
  names: MarketNames,
  errors: string[] = [],
): ContentFile {
  let content: ContentFile = { ...file };
  if (override) {
    const where = override.file;
    content = replaceWords(content, override.replace ?? []);
    if (override.global)
      content.global = applyPatch(content.global ?? {}, override.global, `${where}: global`, errors) as Record<
        string,
        unknown
      >;
    if (override.navigation) content.navigation = override.navigation as NavigationSeedItem[];
    for (const section of ['pages', 'news', 'recipes'] as const) {
      for (const patch of override[section] ?? []) {
        const list = content[section] ?? [];
        const index = list.findIndex((e) => e.key === patch.key);
        if (index < 0) {
          errors.push(`${where}: ${section}: no entry with key "${String(patch.key)}" in ${file.file}`);
          continue;
        }
        const next = [...list];
        next[index] = applyPatch(
          list[index],
          patch,
          `${where}: ${section}[${String(patch.key)}]`,
          errors,
        ) as KeyedEntry;
        content = { ...content, [section]: next };
      }
    }
  }
  const prose = names[market.code]?.[file.language] ?? market.name;
  return { ...fillPlaceholders(content, { code: market.code, name: prose }), file: file.file };
}

/** What a market is seeded with: its language's file under its override, placeholders filled (content-file.ts). */
export interface MarketContent {
  code: string;
  content: ContentFile;
}

/** Every market's resolved content, in file order; problems of the overrides go to `errors`. */
export function marketContents(
  files: ContentFile[],
  markets: { code: string; name: string }[],
  overrides: MarketOverride[],
  names: MarketNames,
  errors: string[],
): MarketContent[] {
  const byCode = new Map(markets.map((m) => [m.code, m]));
  const written = new Set(files.flatMap((f) => f.markets));
  for (const o of overrides) {
    if (!written.has(o.market))
      errors.push(`${o.file}: market "${o.market}" is not in the markets of any content file`);
  }
  const out: MarketContent[] = [];
  for (const file of files) {
    for (const code of file.markets) {
      const market = byCode.get(code);
      if (!market) continue;
      const override = overrides.find((o) => o.market === code);
      out.push({ code, content: resolveMarketContent(file, market, override, names, errors) });
    }
  }
  return out;
}
