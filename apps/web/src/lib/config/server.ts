import 'server-only';

/** Server-side configuration from env, with safe local defaults. Secrets here never reach the browser. */
function read(name: string, fallback?: string): string {
  const value = process.env[name];
  if (value !== undefined && value !== '') return value;
  if (fallback !== undefined) return fallback;
  throw new Error(`Missing required environment variable ${name}`);
}

export const serverConfig = {
  get cmsUrl() {
    return read('CMS_URL', 'http://127.0.0.1:1337').replace(/\/+$/, '');
  },
  get cmsApiToken() {
    return process.env.CMS_API_TOKEN ?? '';
  },
  get pimUrl() {
    return read('PIM_URL', 'http://127.0.0.1:7071').replace(/\/+$/, '');
  },
  get pimFunctionKey() {
    return process.env.PIM_FUNCTION_KEY ?? '';
  },
  /** Shared with the CMS's Preview button: opens draft mode (src/app/api/preview). */
  get previewSecret() {
    return process.env.PREVIEW_SECRET ?? '';
  },
  /** The CMS token that may read drafts; used in draft mode only, never cached. */
  get cmsPreviewToken() {
    return process.env.CMS_PREVIEW_TOKEN ?? '';
  },
  get revalidateSecret() {
    return process.env.REVALIDATE_SECRET ?? '';
  },
  /** Upstream timeout: a slow CMS or product service fails fast instead of hanging the page. */
  get upstreamTimeoutMs() {
    return Number(process.env.UPSTREAM_TIMEOUT_MS ?? 2500);
  },
};
