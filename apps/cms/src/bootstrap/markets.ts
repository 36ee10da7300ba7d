import fs from 'node:fs';
import path from 'node:path';

export interface MarketSeed {
  code: string;
  name: string;
  contentLanguage: string;
  domain: string;
  baseUrl: string;
  domainDefault: boolean;
  type: 'corporate' | 'market' | 'B2C';
}

/** apps/cms, both from src (ts) and dist/src (compiled). */
export function appRoot(): string {
  let dir = __dirname;
  while (!fs.existsSync(path.join(dir, 'seed', 'markets.json'))) {
    const parent = path.dirname(dir);
    if (parent === dir) throw new Error('cannot find apps/cms/seed/markets.json above ' + __dirname);
    dir = parent;
  }
  return dir;
}

/** The eleven markets (mirrors packages/markets/src/markets.ts); their codes are the Strapi locale codes. */
export function loadMarkets(file = path.join(appRoot(), 'seed', 'markets.json')): MarketSeed[] {
  return JSON.parse(fs.readFileSync(file, 'utf8')) as MarketSeed[];
}

export const DEFAULT_LOCALE = 'en-GLOBAL';
