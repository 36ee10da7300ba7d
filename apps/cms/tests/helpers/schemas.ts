/** The content-type and component schemas read from src/ (for tests that need no running Strapi). */
import fs from 'node:fs';
import path from 'node:path';

export const CMS_DIR = path.resolve(__dirname, '..', '..');

export function loadSchemas(): Map<string, { attributes: Record<string, never> }> {
  const map = new Map();
  const componentsDir = path.join(CMS_DIR, 'src', 'components');
  for (const category of fs.readdirSync(componentsDir)) {
    for (const file of fs.readdirSync(path.join(componentsDir, category))) {
      map.set(
        `${category}.${file.replace(/\.json$/, '')}`,
        JSON.parse(fs.readFileSync(path.join(componentsDir, category, file), 'utf8')),
      );
    }
  }
  const apiDir = path.join(CMS_DIR, 'src', 'api');
  for (const api of fs.readdirSync(apiDir)) {
    const schema = path.join(apiDir, api, 'content-types', api, 'schema.json');
    if (fs.existsSync(schema)) map.set(`api::${api}.${api}`, JSON.parse(fs.readFileSync(schema, 'utf8')));
  }
  return map;
}
