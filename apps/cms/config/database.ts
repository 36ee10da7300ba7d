import path from 'node:path';
import type { Core } from '@strapi/strapi';

// SQLite on one machine, PostgreSQL past it (docs/BEHAVIOUR-deviations.md "Scale"); chosen by env only.
const config = ({ env }: Core.Config.Shared.ConfigParams): Core.Config.Database => {
  if (env('DATABASE_CLIENT', 'sqlite') === 'postgres') {
    const url = new URL(env('DATABASE_URL', 'postgres://strapi:strapi@127.0.0.1:5432/strapi'));
    return {
      connection: {
        client: 'postgres',
        connection: {
          host: url.hostname,
          port: Number(url.port || 5432),
          database: decodeURIComponent(url.pathname.slice(1)),
          user: decodeURIComponent(url.username),
          password: decodeURIComponent(url.password),
          ssl: env.bool('DATABASE_SSL', false)
            ? { rejectUnauthorized: env.bool('DATABASE_SSL_REJECT_UNAUTHORIZED', true) }
            : false,
          schema: env('DATABASE_SCHEMA', 'public'),
        },
        pool: { min: env.int('DATABASE_POOL_MIN', 2), max: env.int('DATABASE_POOL_MAX', 10) },
      },
    };
  }
  return {
    connection: {
      client: 'sqlite',
      // Relative to apps/cms whatever the process cwd (this file runs from dist/config).
      connection: { filename: path.resolve(__dirname, '..', '..', env('DATABASE_FILENAME', '.tmp/data.db')) },
      useNullAsDefault: true,
    },
  };
};

export default config;
