import type { Core } from '@strapi/strapi';

const config: Core.Config.Middlewares = [
  // One JSON line per request with the web site's request id (src/middlewares/request-log.ts).
  'global::request-log',
  'strapi::errors',
  'strapi::security',
  'strapi::cors',
  'strapi::poweredBy',
  'strapi::query',
  'strapi::body',
  'strapi::session',
  'strapi::favicon',
  'strapi::public',
];

export default config;
