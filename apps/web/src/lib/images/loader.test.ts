import { describe, expect, it } from 'vitest';
import { cmsImageLoader, parseTransformQuery, withAspect } from './loader';

describe('cmsImageLoader', () => {
  it('scales CMS media to the next allowed width', () => {
    expect(cmsImageLoader({ src: '/cms-media/a.jpg', width: 700 })).toBe('/cms-media/a.jpg?w=768&fit=scale');
  });
  it('crops to the requested aspect ratio', () => {
    expect(cmsImageLoader({ src: withAspect('/cms-media/a.jpg', 16 / 9), width: 1280 })).toBe(
      '/cms-media/a.jpg?w=1280&h=720&fit=crop',
    );
  });
  it('leaves other sources alone', () => {
    expect(cmsImageLoader({ src: '/pim-media/x.jpg', width: 320 })).toBe('/pim-media/x.jpg');
  });
});

describe('parseTransformQuery', () => {
  it('accepts the shapes the loader makes', () => {
    expect(parseTransformQuery(new URLSearchParams('w=640&fit=scale'))).toEqual({ width: 640, fit: 'scale' });
    expect(parseTransformQuery(new URLSearchParams('w=640&h=360&fit=crop'))).toEqual({
      width: 640,
      height: 360,
      fit: 'crop',
    });
    expect(parseTransformQuery(new URLSearchParams('w=640&h=360&fit=fill'))).toEqual({
      width: 640,
      height: 360,
      fit: 'fill',
    });
  });
  it('refuses widths off the list and odd fits', () => {
    expect(parseTransformQuery(new URLSearchParams('w=641'))).toBeNull();
    expect(parseTransformQuery(new URLSearchParams('w=640&fit=zoom'))).toBeNull();
    expect(parseTransformQuery(new URLSearchParams('w=640&fit=crop'))).toBeNull();
    expect(parseTransformQuery(new URLSearchParams('w=640&h=99999&fit=crop'))).toBeNull();
    expect(parseTransformQuery(new URLSearchParams(''))).toBeNull();
  });
});
