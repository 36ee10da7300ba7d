import { describe, expect, it } from 'vitest';
import { isAllowedExternalLink } from './index';

describe('external link allow-list', () => {
  it('allows the social profiles, MSC and the video hosts, with their subdomains', () => {
    expect(isAllowedExternalLink('https://www.linkedin.com/company/qilak')).toBe(true);
    expect(isAllowedExternalLink('https://www.msc.org/')).toBe(true);
    expect(isAllowedExternalLink('https://youtu.be/abc')).toBe(true);
    expect(isAllowedExternalLink('https://vimeo.com/1')).toBe(true);
  });

  it('refuses other hosts, look-alikes and other schemes', () => {
    expect(isAllowedExternalLink('https://documents.example.com/x.pdf')).toBe(false);
    expect(isAllowedExternalLink('https://evilmsc.org/')).toBe(false);
    expect(isAllowedExternalLink('https://msc.org.evil.example/')).toBe(false);
    expect(isAllowedExternalLink('javascript:alert(1)')).toBe(false);
    expect(isAllowedExternalLink('not a url')).toBe(false);
  });
});
