import type { NextConfig } from 'next';
import createNextIntlPlugin from 'next-intl/plugin';

const withNextIntl = createNextIntlPlugin('./src/i18n/request.ts');

const config: NextConfig = {
  // The spec wants 301 for trailing slashes; Next's own redirect answers 308, so the proxy does it instead.
  skipTrailingSlashRedirect: true,
  poweredByHeader: false,
  reactStrictMode: true,
  transpilePackages: ['@qilak/markets', '@qilak/pim-contract'],
  // Pages are built on first request and cached; the build never needs a running CMS or product service.
  typedRoutes: false,
};

export default withNextIntl(config);
