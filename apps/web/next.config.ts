import path from 'node:path';
import type { NextConfig } from 'next';
import createNextIntlPlugin from 'next-intl/plugin';

const withNextIntl = createNextIntlPlugin('./src/i18n/request.ts');

// One id per build, known to server and client, so clients of an older build notice a new one.
const buildId = process.env.QILAK_BUILD_ID ?? `b${Date.now().toString(36)}`;

// Several instances share pages, data and tag revalidation through Redis when REDIS_URL is set (scale-out);
// one instance keeps Next's own file-system cache.
const cacheHandler = process.env.REDIS_URL ? path.join(process.cwd(), 'cache-handler.cjs') : undefined;

const config: NextConfig = {
  cacheHandler,
  cacheMaxMemorySize: cacheHandler ? 0 : undefined,
  // The spec wants 301 for trailing slashes; Next's own redirect answers 308, so the proxy does it instead.
  skipTrailingSlashRedirect: true,
  poweredByHeader: false,
  reactStrictMode: true,
  // One metrics registry per process, shared with the web server's bundle (lib/metrics): loaded from node_modules.
  serverExternalPackages: ['prom-client', 'redis'],
  transpilePackages: ['@qilak/markets', '@qilak/pim-contract', '@qilak/content-events', '@qilak/loop-delay'],
  // Pages are built on first request and cached; the build never needs a running CMS or product service.
  typedRoutes: false,
  generateBuildId: () => Promise.resolve(buildId),
  env: { QILAK_BUILD_ID: buildId },
  // A browser that holds the web fonts takes them from its cache for each new document's first paint
  // (src/lib/fonts/web-fonts.ts; `font-display: optional`): Next's own max-age=0 for public files would make every
  // document ask again, a round trip that a phone's connection can take past the font's 100 ms. Thirty days, so a
  // changed file under an unchanged name reaches everyone within a month.
  headers: () =>
    Promise.resolve([
      { source: '/fonts/:file*', headers: [{ key: 'Cache-Control', value: 'public, max-age=2592000' }] },
    ]),
  experimental: {
    // The stylesheet (about 10 kB brotli) goes inside the HTML instead of a render-blocking request of its own: on a
    // phone-like connection that request shared the link with the fonts, the hero image and the scripts and held
    // the first paint back by about half a second after the HTML had arrived (issue 30, docs/MEASUREMENTS.md).
    inlineCss: true,
    // Route code is loaded by the server before it listens (server/warm-up.ts's loadRoutes), one route at a time;
    // Next's own preload would load it again in the background after the port opened, stalling the first requests.
    preloadEntriesOnStart: false,
  },
};

export default withNextIntl(config);
