import { readFileSync, readdirSync, statSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  NEXT_CACHE_HEADER,
  NEXT_INTERNAL_REQUEST_HEADERS,
  NEXT_REWRITE_RESPONSE_HEADER,
  RSC_QUERY_PARAMETER,
  RSC_REQUEST_HEADERS,
} from './next-protocol';
import { CHECKED_NEXT_VERSION, CHECKED_REACT_VERSION } from './versions';

// Canaries: each test reads what the installed Next.js or React really does, and fails loudly when an upgrade
// changes one of the assumptions listed in README.md beside this file.
const require = createRequire(import.meta.url);
const RECHECK = 'Next.js or React changed: re-check every entry of apps/web/src/lib/framework/README.md';
const nextDist = path.join(path.dirname(require.resolve('next/package.json')), 'dist');
const nextFile = (file: string) => readFileSync(path.join(nextDist, file), 'utf8');
const version = (pkg: string) => (require(`${pkg}/package.json`) as { version: string }).version;

/** Whether any CommonJS file of Next's server, shared and build code mentions `text`. */
function nextMentions(text: string): boolean {
  const walk = (dir: string): boolean =>
    readdirSync(dir).some((name) => {
      const file = path.join(dir, name);
      if (statSync(file).isDirectory()) return name !== 'esm' && walk(file);
      return name.endsWith('.js') && readFileSync(file, 'utf8').includes(text);
    });
  return ['server', 'shared', 'build', 'lib'].some((dir) => walk(path.join(nextDist, dir)));
}

describe('canary: the framework versions the workarounds were checked on', () => {
  it(`Next.js is ${CHECKED_NEXT_VERSION}`, () => {
    expect(version('next'), RECHECK).toBe(CHECKED_NEXT_VERSION);
  });

  it(`React and React DOM are ${CHECKED_REACT_VERSION}, pinned exactly in apps/web/package.json`, () => {
    const manifest = JSON.parse(readFileSync(path.join(__dirname, '../../../package.json'), 'utf8')) as {
      dependencies: Record<string, string>;
    };
    for (const pkg of ['react', 'react-dom']) {
      expect(manifest.dependencies[pkg], `${pkg} must be pinned exactly`).toBe(CHECKED_REACT_VERSION);
      expect(version(pkg), RECHECK).toBe(CHECKED_REACT_VERSION);
    }
  });
});

describe("canary: Next's request and response protocol, as the web server relies on it", () => {
  it("the client router's RSC request headers and query parameter are the ones the page cache passes to Next", async () => {
    // A private module of Next, read only by this canary.
    const headers = (await import('next/dist/client/components/app-router-headers.js')) as Record<string, unknown>;
    expect(headers.RSC_HEADER, RECHECK).toBe('rsc');
    expect(headers.ACTION_HEADER, RECHECK).toBe('next-action');
    expect(headers.NEXT_URL, RECHECK).toBe('next-url');
    expect(headers.NEXT_RSC_UNION_QUERY, RECHECK).toBe(RSC_QUERY_PARAMETER);
    const flight = (headers.FLIGHT_HEADERS as string[]).filter((h) => h !== 'next-hmr-refresh');
    for (const header of flight) expect(RSC_REQUEST_HEADERS, `${RECHECK} (new header ${header})`).toContain(header);
  });

  it('Next marks a stale ISR copy with x-nextjs-cache: STALE', () => {
    const source = nextFile('build/templates/app-page-runtime.js');
    expect(source, RECHECK).toContain(`res.setHeader('${NEXT_CACHE_HEADER}'`);
    expect(source, RECHECK).toMatch(/cacheEntry\.isStale \? 'STALE'/);
  });

  it('Next names the rewrite target in x-middleware-rewrite (removed from documents)', () => {
    expect(nextMentions(NEXT_REWRITE_RESPONSE_HEADER), RECHECK).toBe(true);
  });

  it('Next no longer trusts x-middleware-subrequest (stripped anyway); a release that reads it again is checked', () => {
    for (const header of NEXT_INTERNAL_REQUEST_HEADERS) expect(nextMentions(header), RECHECK).toBe(false);
  });

  it('next build sets NEXT_PHASE, which lib/config reads to leave the production rules to the start', () => {
    expect(nextFile('build/index.js'), RECHECK).toMatch(
      /process\.env\.NEXT_PHASE = _constants\d*\.PHASE_PRODUCTION_BUILD/,
    );
  });

  it("Next's shell for a failed render has the root id __next_error__ (server/index.ts)", () => {
    expect(nextFile('server/app-render/app-render.js'), RECHECK).toContain("id: '__next_error__'");
  });
});
