import { describe, expect, it, vi } from 'vitest';
import { requireMarket } from '@qilak/markets';
import en from '../../messages/en.json';
import da from '../../messages/da.json';
import { loadMessages } from './messages';

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

  it('logs a catalogue that fails to load and uses English instead', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    expect(await loadMessages(requireMarket('sv-SE'))).toEqual(en);
    expect(error).toHaveBeenCalledWith(expect.stringContaining('could not load messages for sv-SE'), expect.anything());
    error.mockRestore();
  });
});
