import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { openStore } from './store';
import { seedIfEmpty } from './seed';

const dirs: string[] = [];
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

describe('seedIfEmpty', () => {
  it('seeds an empty store once and never overwrites edits on the next start', () => {
    const dir = mkdtempSync(join(tmpdir(), 'pim-seed-'));
    dirs.push(dir);
    const file = join(dir, 'pim.db');
    const first = openStore(file);
    expect(seedIfEmpty(first, { scale: 0.1, cultures: ['da-DK'] })).toBe(true);
    first.editProduct({ productId: 'P-1001', field: 'NameOne', value: 'Edited' });
    first.close();

    const second = openStore(file);
    expect(seedIfEmpty(second, { scale: 0.1, cultures: ['da-DK'] })).toBe(false);
    expect(second.getProduct('da-DK', 'P-1001')?.NameOne).toBe('Edited');
    expect(second.cultures()).toEqual(['da-DK']);
    second.close();
  });
});
