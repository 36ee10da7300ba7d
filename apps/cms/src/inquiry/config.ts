import { z } from 'zod';

const text = z
  .string()
  .transform((v) => v.trim())
  .optional()
  .transform((v) => (v ? v : undefined));
const seconds = (fallback: number) =>
  text.pipe(z.coerce.number<string | undefined>().int().min(1).optional()).transform((v) => v ?? fallback);

const schema = z.object({
  APP_ENV: text,
  LOCAL_STACK: text,
  SMTP_HOST: text,
  SMTP_PORT: text.pipe(z.coerce.number<string | undefined>().int().min(1).max(65535).optional()),
  SMTP_FROM: text,
  WEB_URL: text.pipe(z.url({ protocol: /^https?$/ }).optional()),
  SITE_URL: text.pipe(z.url({ protocol: /^https?$/ }).optional()),
  // Six-field cron rules (with seconds), as Strapi's cron takes them.
  INQUIRY_OUTBOX_CRON: text,
  INQUIRY_RETRY_BASE_SECONDS: seconds(30),
  INQUIRY_RETRY_MAX_SECONDS: seconds(3600),
  INQUIRY_CLAIM_LEASE_SECONDS: seconds(300),
  INQUIRY_RETENTION_MONTHS: seconds(24),
  INQUIRY_RETENTION_CRON: text,
});

export interface InquiryConfig {
  /** No SMTP host: mails wait in the outbox (nothing is sent through a local sendmail by accident). */
  smtpConfigured: boolean;
  siteUrl: string;
  messageIdDomain: string;
  outboxCron: string;
  retryBaseMs: number;
  retryMaxMs: number;
  claimLeaseMs: number;
  retentionMonths: number;
  retentionCron: string;
}

/**
 * The inquiry jobs' settings, checked once at start. In production (APP_ENV=production, not a one-machine
 * LOCAL_STACK) the SMTP host, sender and site URL are required: the CMS refuses to start without them.
 */
export function parseInquiryConfig(env: Record<string, string | undefined>): InquiryConfig {
  const parsed = schema.safeParse(env);
  if (!parsed.success)
    throw new Error(
      `invalid inquiry configuration: ${parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; ')}`,
    );
  const e = parsed.data;
  const problems: string[] = [];
  if (e.APP_ENV === 'production' && e.LOCAL_STACK !== '1') {
    for (const name of ['SMTP_HOST', 'SMTP_FROM'] as const)
      if (!e[name]) problems.push(`${name} is required when APP_ENV=production`);
    if (!e.WEB_URL && !e.SITE_URL) problems.push('SITE_URL (or WEB_URL) is required when APP_ENV=production');
  }
  if (problems.length) throw new Error(`invalid inquiry configuration: ${problems.join('; ')}`);
  const from = e.SMTP_FROM ?? 'no-reply@qilakseafood.com';
  const domain = /@([A-Za-z0-9.-]+)>?\s*$/.exec(from)?.[1] ?? 'qilakseafood.com';
  return {
    smtpConfigured: Boolean(e.SMTP_HOST),
    siteUrl: (e.WEB_URL ?? e.SITE_URL ?? 'https://www.qilakseafood.com').replace(/\/+$/, ''),
    messageIdDomain: domain,
    outboxCron: e.INQUIRY_OUTBOX_CRON ?? '*/30 * * * * *',
    retryBaseMs: e.INQUIRY_RETRY_BASE_SECONDS * 1000,
    retryMaxMs: e.INQUIRY_RETRY_MAX_SECONDS * 1000,
    claimLeaseMs: e.INQUIRY_CLAIM_LEASE_SECONDS * 1000,
    retentionMonths: e.INQUIRY_RETENTION_MONTHS,
    retentionCron: e.INQUIRY_RETENTION_CRON ?? '0 15 3 * * *',
  };
}
