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
        errors.push(`${label}${e?.key ? ` (${String(e.key)})` : ''}: "slug" missing`);
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
  if (Array.isArray(value)) return value.map((v) => fillPlaceholders(v, market)) as T;
  if (value && typeof value === 'object') {
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, fillPlaceholders(v, market)])) as T;
  }
  return value;
}
