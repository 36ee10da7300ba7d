import fs from 'node:fs';
import path from 'node:path';
import type { Core } from '@strapi/strapi';

const config = ({ env }: Core.Config.Shared.ConfigParams): Core.Config.Server => {
  // Uploads go under PUBLIC_DIR (tests use a throw-away folder); the upload provider needs uploads/ to exist.
  const publicDir = path.resolve(__dirname, '..', '..', env('PUBLIC_DIR', 'public'));
  fs.mkdirSync(path.join(publicDir, 'uploads'), { recursive: true });
  return {
    host: env('HOST', '0.0.0.0'),
    port: env.int('PORT', 1337),
    app: { keys: env.array('APP_KEYS', []) },
    dirs: { public: publicDir },
  };
};

export default config;
