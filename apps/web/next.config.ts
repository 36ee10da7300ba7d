import type { NextConfig } from 'next';
import createNextIntlPlugin from 'next-intl/plugin';

const withNextIntl = createNextIntlPlugin('./src/i18n/request.ts');

// One id per build, known to server and client, so clients of an older build notice a new one.
const buildId = process.env.QILAK_BUILD_ID ?? `b${Date.now().toString(36)}`;

const config: NextConfig = {
  // The spec wants 301 for trailing slashes; Next's own redirect answers 308, so the proxy does it instead.
  skipTrailingSlashRedirect: true,
  poweredByHeader: false,
  reactStrictMode: true,
  transpilePackages: ['@qilak/markets', '@qilak/pim-contract'],
  // Pages are built on first request and cached; the build never needs a running CMS or product service.
  typedRoutes: false,
  generateBuildId: async () => buildId,
  env: { QILAK_BUILD_ID: buildId },
};

export default withNextIntl(config);
