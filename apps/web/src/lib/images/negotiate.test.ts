import { describe, expect, it } from 'vitest';
import { acceptQuality, keepVector, negotiateFormat } from './negotiate';

const CHROMIUM = 'image/avif,image/webp,image/apng,image/svg+xml,image/*,*/*;q=0.8';
const SAFARI_15 = 'image/webp,image/png,image/svg+xml,image/*;q=0.8,video/*;q=0.8,*/*;q=0.5';
const OLD_BROWSER = 'image/*,*/*;q=0.8';

describe('negotiateFormat', () => {
  it('gives AVIF to a browser that names it (Chromium, Firefox)', () => {
    expect(negotiateFormat(CHROMIUM, 'image/jpeg')).toBe('avif');
    expect(negotiateFormat('image/avif,image/webp,*/*', 'image/png')).toBe('avif');
  });
  it('gives WebP where AVIF is not named', () => {
    expect(negotiateFormat(SAFARI_15, 'image/jpeg')).toBe('webp');
  });
  it('falls back to JPEG, or PNG for a source with transparency, on a wildcard or no header', () => {
    expect(negotiateFormat(OLD_BROWSER, 'image/jpeg')).toBe('jpeg');
    expect(negotiateFormat(null, 'image/jpeg')).toBe('jpeg');
    expect(negotiateFormat('', 'image/webp')).toBe('jpeg');
    expect(negotiateFormat(OLD_BROWSER, 'image/png')).toBe('png');
  });
  it('honours a refusal by q=0', () => {
    expect(negotiateFormat('image/avif;q=0,image/webp,*/*', 'image/jpeg')).toBe('webp');
    expect(negotiateFormat('image/avif;q=0, image/webp;q=0', 'image/jpeg')).toBe('jpeg');
  });
  it('reads case and spaces loosely', () => {
    expect(negotiateFormat(' Image/AVIF ; q=0.9 , */*', 'image/jpeg')).toBe('avif');
  });
});

describe('acceptQuality', () => {
  it('takes the most specific range', () => {
    expect(acceptQuality('image/*;q=0.5,image/avif', 'image/avif')).toBe(1);
    expect(acceptQuality('image/avif;q=0.2,*/*', 'image/avif')).toBe(0.2);
    expect(acceptQuality('text/html', 'image/avif')).toBe(0);
    expect(acceptQuality('image/avif;q=abc', 'image/avif')).toBe(0);
  });
});

describe('keepVector', () => {
  it('keeps an SVG that is no larger than the raster', () => {
    // Measured on the product illustrations: ~390 B brotli SVG against ~3.9 kB AVIF at 800 px.
    expect(keepVector(391, 3899)).toBe(true);
    expect(keepVector(9000, 3899)).toBe(false);
  });
});
