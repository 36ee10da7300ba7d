import { describe, expect, it } from 'vitest';
import { isLater, reloadReason } from './reload';

const version = { id: 1, timestamp: '2026-01-01T00:00:00.000Z', culture: 'da-DK' };

describe('product cache reload rules', () => {
  it('reloads when the cache is empty', () => {
    expect(reloadReason({ rows: 0, version }, 'da-DK', '2026-01-01T00:00:00.000Z')).toBe('empty');
  });
  it('reloads when there is no version record', () => {
    expect(reloadReason({ rows: 10, version: undefined }, 'da-DK', null)).toBe('no-version');
  });
  it('reloads when the stored culture differs', () => {
    expect(reloadReason({ rows: 10, version }, 'sv-SE', '2026-01-01T00:00:00.000Z')).toBe('culture-changed');
  });
  it("reloads when the service's last change is later than the stored timestamp", () => {
    expect(reloadReason({ rows: 10, version }, 'da-DK', '2026-01-01T00:00:00.001Z')).toBe('data-changed');
  });
  it('does not reload for the same or an earlier time, or when the time is unknown', () => {
    expect(reloadReason({ rows: 10, version }, 'da-DK', '2026-01-01T00:00:00Z')).toBeNull();
    expect(reloadReason({ rows: 10, version }, 'da-DK', '2025-12-31T23:59:59.999Z')).toBeNull();
    expect(reloadReason({ rows: 10, version }, 'da-DK', null)).toBeNull();
    expect(reloadReason({ rows: 10, version }, 'da-DK', 'not a date')).toBeNull();
  });
  it('compares instants, and treats an unreadable stored time as older', () => {
    expect(isLater('2026-01-01T01:00:00+01:00', '2026-01-01T00:00:00.000Z')).toBe(false);
    expect(isLater('2026-01-01T00:00:00.000Z', 'garbage')).toBe(true);
  });
});
