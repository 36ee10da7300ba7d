import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { COPY, expectedCopy } from '../../scripts/sync-content-events.mjs';

// The CMS's revalidator and the site's POST /api/revalidate validate the webhook body with one zod schema; the
// CMS (installed on its own) compiles a copy of it.
describe('the CMS webhook body schema', () => {
  it("apps/cms's copy is the package's source (run `node scripts/sync-content-events.mjs` after a change)", () => {
    expect(readFileSync(COPY, 'utf8')).toBe(expectedCopy());
  });
});
