import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { NEXT_FLIGHT_SCRIPT, NEXT_ROUTE_CACHE_PATH } from './next-internals';
import { CHECKED_NEXT_VERSION } from './versions';

const require = createRequire(import.meta.url);
const nextDir = path.dirname(require.resolve('next/package.json'));
const nextFile = (file: string) => readFileSync(path.join(nextDir, 'dist', file), 'utf8');
const RECHECK = 'Next.js changed: re-check every entry of apps/web/src/lib/framework/README.md, then update it';

describe('canary: what the site assumes about Next.js internals', () => {
  it('runs on the Next.js version the workarounds were checked on', () => {
    const installed = (require('next/package.json') as { version: string }).version;
    expect(installed, RECHECK).toBe(CHECKED_NEXT_VERSION);
  });

  it('Next keeps rendered pages in .next/server/route-cache (server/render-mode.ts clears it on a mode change)', () => {
    expect(nextFile('server/lib/route-cache-key.js'), RECHECK).toContain(
      `ROUTE_CACHE_DIRECTORY = '${NEXT_ROUTE_CACHE_PATH[1]}'`,
    );
    expect(nextFile('server/lib/incremental-cache/file-system-cache.js'), RECHECK).toContain('route-cache-key');
  });

  it("Next inlines the RSC payload as self.__next_f.push([1, '…']) (server/error-page.ts reads error digests)", () => {
    const source = nextFile('server/app-render/use-flight-response.js');
    expect(source, RECHECK).toContain('self.__next_f.push(');
    NEXT_FLIGHT_SCRIPT.lastIndex = 0;
    expect(NEXT_FLIGHT_SCRIPT.test('self.__next_f.push([1,"0:E{\\"digest\\":\\"1\\"}\\n"])')).toBe(true);
  });
});
