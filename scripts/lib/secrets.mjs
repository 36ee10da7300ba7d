// Local secrets: generated once into .local/secrets.env (git-ignored), never committed.
import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';

const b64 = (/** @type {number} */ n) => randomBytes(n).toString('base64');
const hex = (/** @type {number} */ n) => randomBytes(n).toString('hex');

/** @typedef {keyof typeof SECRET_GENERATORS} SecretName */

export const SECRET_GENERATORS = {
  APP_KEYS: () => [b64(16), b64(16), b64(16), b64(16)].join(','),
  API_TOKEN_SALT: () => b64(16),
  ADMIN_JWT_SECRET: () => b64(32),
  TRANSFER_TOKEN_SALT: () => b64(16),
  JWT_SECRET: () => b64(32),
  ENCRYPTION_KEY: () => b64(32),
  CMS_API_TOKEN: () => hex(64),
  PIM_FUNCTION_KEY: () => hex(24),
  REVALIDATE_SECRET: () => hex(24),
  // Strapi's Preview button -> the site's /api/preview; the site reads drafts with the preview token only.
  PREVIEW_SECRET: () => hex(24),
  CMS_PREVIEW_TOKEN: () => hex(64),
  // The site's server creates inquiries with it; it reads nothing. The other signs the forms' proof-of-work.
  CMS_INQUIRY_TOKEN: () => hex(64),
  INQUIRY_CHALLENGE_SECRET: () => hex(32),
};

/**
 * @param {string} text
 * @returns {Record<string, string>}
 */
export function parseEnvFile(text) {
  /** @type {Record<string, string>} */
  const out = {};
  for (const line of text.split(/\r?\n/)) {
    const match = /^\s*([A-Z0-9_]+)\s*=\s*(.*)\s*$/.exec(line);
    if (match?.[1] && match[2] !== undefined) out[match[1]] = match[2].replace(/^"(.*)"$/, '$1');
  }
  return out;
}

/**
 * Reads the secrets file, adding any secret that is missing; returns the values.
 * @param {string} file
 * @returns {Record<string, string>}
 */
export function ensureSecrets(file) {
  const existing = existsSync(file) ? parseEnvFile(readFileSync(file, 'utf8')) : {};
  /** @type {Record<string, string>} */
  const values = { ...existing };
  let added = false;
  for (const [name, generate] of Object.entries(SECRET_GENERATORS)) {
    if (!values[name]) {
      values[name] = generate();
      added = true;
    }
  }
  if (added) {
    mkdirSync(path.dirname(file), { recursive: true });
    const body = Object.entries(values)
      .map(([k, v]) => `${k}=${v}`)
      .join('\n');
    writeFileSync(
      file,
      `# Generated local secrets: git-ignored, safe to delete (new ones are made on next start).\n${body}\n`,
      { mode: 0o600 },
    );
  }
  return values;
}

/**
 * Fresh secrets for a throw-away stack (tests, benchmarks).
 * @returns {Record<SecretName, string>}
 */
export function ephemeralSecrets() {
  return /** @type {Record<SecretName, string>} */ (
    Object.fromEntries(Object.entries(SECRET_GENERATORS).map(([k, g]) => [k, g()]))
  );
}
