import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const ROOT = path.resolve(__dirname, '..', '..');
/** The version Node resolves for a package from an app's folder (walking node_modules up, as require does). */
const versionFrom = (dir: string, pkg: string) => {
  const paths = createRequire(path.join(ROOT, dir, 'package.json')).resolve.paths(pkg) ?? [];
  for (const base of paths) {
    try {
      return (JSON.parse(readFileSync(path.join(base, pkg, 'package.json'), 'utf8')) as { version: string }).version;
    } catch {
      // not in this node_modules; try the next one up
    }
  }
  throw new Error(`${pkg} is not installed for ${dir}`);
};

// docs/BEHAVIOUR-deviations.md: Strapi runs on React 18 and the site on React 19; one hoisted React would break one of them.
describe('React per application', () => {
  it('resolves React 18 for the CMS and React 19 for the site', () => {
    expect(versionFrom('apps/cms', 'react')).toMatch(/^18\./);
    expect(versionFrom('apps/cms', 'react-dom')).toMatch(/^18\./);
    expect(versionFrom('apps/web', 'react')).toMatch(/^19\./);
    expect(versionFrom('apps/web', 'react-dom')).toMatch(/^19\./);
  });

  it('pins Strapi at 5.54.0 and next-intl at 4.14.8', () => {
    expect(versionFrom('apps/cms', '@strapi/strapi')).toBe('5.54.0');
    expect(versionFrom('apps/web', 'next-intl')).toBe('4.14.8');
    expect(versionFrom('apps/web', 'use-intl')).toBe('4.14.8');
  });
});
