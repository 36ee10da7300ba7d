import { describe, expect, it } from 'vitest';
import { checkTagManagerId } from './id';

describe('tag-manager id', () => {
  it('accepts GTM- and G- ids of uppercase letters and digits', () => {
    expect(checkTagManagerId('GTM-AB12CD')).toEqual({ ok: true, id: 'GTM-AB12CD' });
    expect(checkTagManagerId(' G-XYZ123 ')).toEqual({ ok: true, id: 'G-XYZ123' });
  });

  it('rejects other ids with a suggestion where one exists', () => {
    expect(checkTagManagerId('gtm-ab12cd')).toMatchObject({ ok: false, suggestion: 'GTM-AB12CD' });
    expect(checkTagManagerId('AB12CD')).toMatchObject({ ok: false, suggestion: 'GTM-AB12CD' });
    expect(checkTagManagerId('GTM-ab-12')).toMatchObject({ ok: false, suggestion: undefined });
    expect(checkTagManagerId(undefined)).toMatchObject({ ok: false, reason: 'no tag-manager id is set' });
  });
});
