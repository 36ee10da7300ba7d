import path from 'node:path';
import type { Core } from '@strapi/strapi';
import { registerInquiryJobs } from '../inquiry';
import { runSeed } from '../seed';
import type { Revalidator } from '../revalidate';
import { ensureAdminUser } from './admin-user';
import { ensureApiTokens } from './api-token';
import { ensureFieldHelp } from './field-help';
import { ensureLocales } from './locales';
import { appRoot, loadMarkets } from './markets';
import { ensurePublicPermissions } from './permissions';

/** Locales, public permissions, API tokens (read-only, preview, inquiry), admin user, inquiry jobs, then the seed (unless SEED=false). */
export async function bootstrapCms(strapi: Core.Strapi, revalidator: Revalidator): Promise<void> {
  const root = appRoot();
  const markets = loadMarkets();
  await ensureLocales(strapi, markets);
  await ensurePublicPermissions(strapi);
  await ensureApiTokens(strapi);
  await ensureAdminUser(strapi);
  await ensureFieldHelp(strapi);
  registerInquiryJobs(strapi);
  if (process.env.SEED === 'false') return;
  // The site is told about edits, not about the initial load (it renders fresh content on first request anyway).
  revalidator.setMuted(true);
  try {
    await runSeed(strapi, {
      contentDir: path.resolve(root, process.env.SEED_CONTENT_DIR ?? 'seed/content'),
      mediaDir: path.resolve(root, process.env.SEED_MEDIA_DIR ?? 'seed/media'),
      markets,
      force: process.env.SEED === 'force',
    });
  } finally {
    // Entry events are emitted after commit; let the last ones pass while still muted.
    await new Promise((resolve) => setTimeout(resolve, 300));
    revalidator.setMuted(false);
  }
}
