import { describe, expect, it } from 'vitest';
import { Readiness, marketOf, routeKindOf } from './observe';

describe('routeKindOf', () => {
  it.each([
    ['/', {}, 'page'],
    ['/da-DK/produkter', {}, 'page'],
    ['/da-DK/produkter', { rsc: '1' }, 'rsc'],
    ['/_next/static/chunks/a.js', {}, 'asset'],
    ['/api/health/ready', {}, 'health'],
    ['/api/staff/secret-data', {}, 'personal'],
    ['/sitemap.xml', {}, 'sitemap'],
    ['/sitemaps/da-DK/1.xml', {}, 'sitemap'],
    ['/cms-media/uploads/a.jpg', {}, 'media'],
    ['/documents/x.pdf', {}, 'document'],
    ['/api/catalog/da-DK', {}, 'api'],
    ['/favicon.ico', {}, 'file'],
  ])('%s %o is %s', (path, headers, kind) => {
    expect(routeKindOf(path, headers)).toBe(kind);
  });

  it('names the market of a path only when it is one', () => {
    expect(marketOf('/da-DK/x')).toBe('da-DK');
    expect(marketOf('/nowhere/x')).toBeUndefined();
    expect(marketOf('/')).toBeUndefined();
  });
});

// OPS-HEALTH
describe('Readiness', () => {
  it('is not ready until the warm-up has ended', async () => {
    const readiness = new Readiness(() => Promise.resolve(true));
    expect(await readiness.check()).toEqual({ ready: false, reason: 'warming up' });
    readiness.warmUpEnded(false);
    expect(await readiness.check()).toEqual({ ready: true });
  });

  it('is not ready when no upstream answers and nothing was served, ready again once one answers', async () => {
    let reachable = false;
    const readiness = new Readiness(() => Promise.resolve(reachable));
    readiness.warmUpEnded(false);
    expect((await readiness.check()).ready).toBe(false);
    reachable = true;
    expect((await readiness.check()).ready).toBe(true);
  });

  it('stays ready with the upstreams down once it holds content', async () => {
    const readiness = new Readiness(() => Promise.resolve(false));
    readiness.warmUpEnded(false);
    readiness.contentServed();
    expect((await readiness.check()).ready).toBe(true);
  });

  it('holds content once the warm-up built the whole index', async () => {
    const readiness = new Readiness(() => Promise.resolve(false));
    readiness.warmUpEnded(true);
    expect((await readiness.check()).ready).toBe(true);
  });

  it('is not ready while stopping', async () => {
    const readiness = new Readiness(() => Promise.resolve(true));
    readiness.warmUpEnded(false);
    readiness.stop();
    expect(await readiness.check()).toEqual({ ready: false, reason: 'stopping' });
  });
});
