/**
 * Hosts the site may link to: its social profiles, the certification bodies and the video hosts. Anything
 * else is a link search engines and buyers should not be sent to from the producer's pages; the crawl test
 * (tests/e2e/seo.e2e.ts) fails on it. Subdomains of a listed host are allowed.
 */
export const EXTERNAL_LINK_HOSTS: readonly string[] = [
  // social profiles
  'linkedin.com',
  'instagram.com',
  'facebook.com',
  'x.com',
  'twitter.com',
  // certification
  'msc.org',
  'asc-aqua.org',
  // video hosts
  'youtube.com',
  'youtu.be',
  'youtube-nocookie.com',
  'vimeo.com',
  // the map block's "open the map" link (its embed loads only with consent)
  'openstreetmap.org',
  // the producer's own domains (the production site and its careers site)
  'qilakseafood.com',
];

export function isAllowedExternalLink(href: string): boolean {
  let url: URL;
  try {
    url = new URL(href);
  } catch {
    return false;
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return false;
  const host = url.hostname.toLowerCase().replace(/\.$/, '');
  return EXTERNAL_LINK_HOSTS.some((allowed) => host === allowed || host.endsWith(`.${allowed}`));
}
