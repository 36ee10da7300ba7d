import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { buildCsp, inlineScriptHashes } from './csp';

const sha = (s: string) => `'sha256-${createHash('sha256').update(s).digest('base64')}'`;

describe('inline script hashes', () => {
  it('hashes each inline script body once and skips external and empty scripts', () => {
    const html =
      '<script>a()</script><script src="/x.js"></script><script async="">b()</script><script></script><script>a()</script>';
    expect(inlineScriptHashes(html)).toEqual([sha('a()'), sha('b()')]);
  });
});

describe('the policy', () => {
  it('allows scripts from self and the hashes only, never unsafe-inline', () => {
    const csp = buildCsp({
      scriptHashes: [sha('a()')],
      production: false,
      frameHosts: ['https://www.youtube-nocookie.com'],
    });
    const scriptSrc = csp.split('; ').find((d) => d.startsWith('script-src '))!;
    expect(scriptSrc).toBe(`script-src 'self' ${sha('a()')}`);
    expect(csp).toContain("frame-ancestors 'self'");
    expect(csp).toContain("object-src 'none'");
    expect(csp).toContain("frame-src 'self' https://www.youtube-nocookie.com");
  });

  it('allows the tag manager script only in production', () => {
    const scriptSrc = (production: boolean) =>
      buildCsp({ scriptHashes: [], production, frameHosts: [] })
        .split('; ')
        .find((d) => d.startsWith('script-src'));
    expect(scriptSrc(true)).toContain('https://www.googletagmanager.com');
    expect(scriptSrc(false)).toBe("script-src 'self'");
  });
});

describe('frame-ancestors', () => {
  it("is the site alone unless a preview response names the CMS admin's origin", () => {
    const shared = buildCsp({ scriptHashes: [], production: true, frameHosts: [] });
    expect(shared).toMatch(/frame-ancestors 'self'(;|$)/);
    const preview = buildCsp({
      scriptHashes: [],
      production: true,
      frameHosts: [],
      frameAncestors: ['https://cms.qilakseafood.com'],
    });
    expect(preview).toMatch(/frame-ancestors 'self' https:\/\/cms\.qilakseafood\.com(;|$)/);
  });
});
