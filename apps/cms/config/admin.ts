import type { Core } from '@strapi/strapi';
import { createPreviewHandler } from '../src/preview';

const config = ({ env }: Core.Config.Shared.ConfigParams): Core.Config.Admin => {
  // The site's address as editors reach it and the secret of its /api/preview route: without both, no Preview.
  const webUrl = (env('WEB_URL', '') || env('SITE_URL', '')).replace(/\/+$/, '');
  const previewSecret = env('PREVIEW_SECRET', '');
  return {
    // The CMS, outage and cluster suites run without an admin build (SERVE_ADMIN=false); the browser suite serves it.
    serveAdminPanel: env.bool('SERVE_ADMIN', true),
    auth: { secret: env('ADMIN_JWT_SECRET', '') },
    apiToken: { salt: env('API_TOKEN_SALT', '') },
    transfer: { token: { salt: env('TRANSFER_TOKEN_SALT', '') } },
    secrets: { encryptionKey: env('ENCRYPTION_KEY', '') },
    flags: { nps: false, promoteEE: false },
    preview: {
      enabled: Boolean(webUrl && previewSecret),
      config: {
        // Strapi adds these to the admin's CSP frame-src so the preview panel may show the site.
        allowedOrigins: webUrl ? [new URL(webUrl).origin] : [],
        handler: createPreviewHandler({ webUrl, secret: previewSecret }),
      },
    },
  };
};

export default config;
