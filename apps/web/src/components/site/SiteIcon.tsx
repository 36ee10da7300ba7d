/**
 * The site's icon, the logo's mark (components/site/Logo.tsx) as an SVG data URL: browsers that take SVG icons
 * show it without a request. A request for /favicon.ico, which every Chromium made after the page, shared the
 * phone's link with the first paint's image, and Lighthouse billed it to the LCP whenever it ended before that
 * paint (+0.2 s). Browsers without SVG icons still ask for /favicon.ico (public/).
 */
const MARK =
  "<svg xmlns='http://www.w3.org/2000/svg' viewBox='0 0 40 40'><circle cx='20' cy='20' r='19' fill='%230b3d5c'/>" +
  "<path d='M9 24 16.5 12l4 5.5L24 14l7 10Z' fill='%23fff'/><path d='M8 28c2.4 0 2.4-1.6 4.8-1.6s2.4 1.6 4.8 1.6 " +
  "2.4-1.6 4.8-1.6 2.4 1.6 4.8 1.6 2.4-1.6 4.8-1.6' fill='none' stroke='%23c98a5e' stroke-width='2' " +
  "stroke-linecap='round'/></svg>";

export const SITE_ICON = `data:image/svg+xml,${MARK.replaceAll(' ', '%20')}`;

export function SiteIcon() {
  return <link rel="icon" type="image/svg+xml" href={SITE_ICON} />;
}
