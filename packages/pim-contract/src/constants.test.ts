import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import * as contract from './index';
import * as constants from './constants';

describe('the zod-free entry @qilak/pim-contract/constants', () => {
  it('imports nothing, so code in the browser can use the vocabulary without bringing zod along', () => {
    const source = readFileSync(new URL('./constants.ts', import.meta.url), 'utf8');
    expect(source).not.toMatch(/^\s*import\s/m);
    expect(source).not.toMatch(/\brequire\(/);
  });

  it('is the same vocabulary the main entry exports', () => {
    for (const [name, value] of Object.entries(constants))
      expect((contract as Record<string, unknown>)[name], name).toBe(value);
  });
});
