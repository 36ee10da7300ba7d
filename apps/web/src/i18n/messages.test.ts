import { describe, expect, it, vi } from 'vitest';
import { requireMarket } from '@qilak/markets';
import en from '../../messages/en.json';
import da from '../../messages/da.json';
import enUS from '../../messages/en-US.json';
import { loadMessages } from './messages';

// The loader's log lines, as console lines the test can spy on.
vi.mock('@/lib/log', async (original) => ({
  ...(await original<Record<string, unknown>>()),
  logger: (await import('@/lib/log/fixtures')).consoleLogger,
}));

// A catalogue that cannot be loaded (ERR-MESSAGES: logged, skipped).
vi.mock('../../messages/sv.json', () => {
  throw new Error('broken catalogue');
});

describe('loadMessages', () => {
  it('gives each content language its own catalogue', async () => {
    expect(await loadMessages(requireMarket('en-GB'))).toEqual(en);
    expect(await loadMessages(requireMarket('da-GL'))).toEqual(da);
    expect((await loadMessages(requireMarket('kl-GL'))).Ui.home).toBe('Saqqaa');
  });

  // L10N-MARKET-MESSAGES
  it('gives en-US its own words over the English catalogue and inherits the rest', async () => {
    const us = await loadMessages(requireMarket('en-US'));
    expect(us.Recipe.steps).toBe('Directions');
    expect(us.Print.title).toBe('Product catalog');
    expect(us.Catalog.facetArea).toBe('Catch area');
    expect(us.Ui.home).toBe(en.Ui.home);
    expect((await loadMessages(requireMarket('en-GB'))).Recipe.steps).toBe('Method');
    // Nothing of US English leaks into another English market.
    expect(await loadMessages(requireMarket('en-GLOBAL'))).toEqual(en);
  });

  it('en-US.json holds only keys of en.json, and every one reads differently there', () => {
    const problems: string[] = [];
    for (const [ns, keys] of Object.entries(enUS)) {
      const base = (en as Record<string, Record<string, unknown>>)[ns];
      for (const [key, text] of Object.entries(keys as Record<string, string>)) {
        if (!base || typeof base[key] !== 'string') problems.push(`${ns}.${key} is not in en.json`);
        else if (base[key] === text) problems.push(`${ns}.${key} repeats en.json`);
      }
    }
    expect(problems).toEqual([]);
  });

  it('logs a catalogue that fails to load and uses English instead', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    expect(await loadMessages(requireMarket('sv-SE'))).toEqual(en);
    expect(error).toHaveBeenCalledWith(expect.stringContaining('could not load messages for sv-SE'), expect.anything());
    error.mockRestore();
  });
});
