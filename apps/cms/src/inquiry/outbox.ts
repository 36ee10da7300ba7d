import type { Core } from '@strapi/strapi';
import { loadMarkets } from '../bootstrap/markets';
import type { InquiryConfig } from './config';
import { confirmationMail, salesMail, type InquiryRecord, type MailKind, type OutgoingMail } from './mail';
import type { MailLanguage } from './texts';

const UID = 'api::inquiry.inquiry';
const FIELDS = { sales: 'salesMail', confirmation: 'confirmationMail' } as const satisfies Record<MailKind, string>;
const KINDS: readonly MailKind[] = ['sales', 'confirmation'];
const BATCH = 50;

type Row = Record<string, unknown> & { id: number; documentId: string };

interface EmailService {
  send(options: OutgoingMail & { from?: string }): Promise<unknown>;
}

/** Exponential backoff: base, 2×base, 4×base … capped. */
export function retryDelay(attempts: number, config: Pick<InquiryConfig, 'retryBaseMs' | 'retryMaxMs'>): number {
  return Math.min(config.retryBaseMs * 2 ** Math.max(0, attempts - 1), config.retryMaxMs);
}

const time = (value: unknown): number | undefined =>
  value === null || value === undefined ? undefined : new Date(value as string).getTime();

/** Whether a mail of this row may be claimed now. */
export function isDue(row: Row, kind: MailKind, now: number, config: Pick<InquiryConfig, 'claimLeaseMs'>): boolean {
  const f = FIELDS[kind];
  const state = row[`${f}State`];
  if (state === 'pending') return (time(row[`${f}NextAttemptAt`]) ?? 0) <= now;
  // A claim older than the lease belongs to a run that died (between send and mark, maybe): send again, with the
  // same Message-ID, so a mail that did go out the first time is recognisable as the same one.
  if (state === 'sending') return (time(row[`${f}ClaimedAt`]) ?? 0) + config.claimLeaseMs <= now;
  return false;
}

/** Why a send failed, without the mail's contents (a server's reply can quote the recipient). */
function failureCode(error: unknown): string {
  const e = error as { code?: string; responseCode?: number; name?: string };
  return [e.code, e.responseCode, e.code || e.responseCode ? undefined : (e.name ?? 'Error')].filter(Boolean).join(' ');
}

export interface OutboxDeps {
  strapi: Core.Strapi;
  config: InquiryConfig;
  now?: () => Date;
}

/**
 * INQUIRY-SAVE-THEN-MAIL: one pass over the outbox: each pending mail is claimed with a conditional update (state
 * and attempt count as read; only one run's update matches), sent, then marked sent under the same claim. A failed
 * send goes back to pending with a later next attempt. Two overlapping runs never send the same claim twice.
 */
export async function runOutboxOnce({ strapi, config, now = () => new Date() }: OutboxDeps): Promise<number> {
  const query = strapi.db.query(UID);
  const rows = (await query.findMany({
    where: { $or: KINDS.map((kind) => ({ [`${FIELDS[kind]}State`]: { $in: ['pending', 'sending'] } })) },
    orderBy: { id: 'asc' },
    limit: BATCH,
  })) as Row[];
  let sent = 0;
  for (const row of rows) {
    for (const kind of KINDS) {
      if (!isDue(row, kind, now().getTime(), config)) continue;
      const f = FIELDS[kind];
      const attempts = Number(row[`${f}Attempts`] ?? 0);
      const claimed = await query.updateMany({
        where: { id: row.id, [`${f}State`]: row[`${f}State`], [`${f}Attempts`]: attempts },
        data: { [`${f}State`]: 'sending', [`${f}Attempts`]: attempts + 1, [`${f}ClaimedAt`]: now() },
      });
      if (claimed.count !== 1) continue; // another run has it
      const mine = { id: row.id, [`${f}State`]: 'sending', [`${f}Attempts`]: attempts + 1 };
      try {
        const mail = await composeMail(strapi, config, row.documentId, kind);
        await strapi.plugin('email').service<EmailService>('email').send(mail);
        await query.updateMany({
          where: mine,
          data: { [`${f}State`]: 'sent', [`${f}SentAt`]: now(), [`${f}LastError`]: null },
        });
        sent += 1;
        strapi.log.info(`[inquiry] ${kind} mail of inquiry ${row.id} sent (attempt ${attempts + 1})`);
      } catch (error) {
        const code = error instanceof OutboxError ? error.message : failureCode(error);
        const delay = retryDelay(attempts + 1, config);
        await query.updateMany({
          where: mine,
          data: {
            [`${f}State`]: 'pending',
            [`${f}NextAttemptAt`]: new Date(now().getTime() + delay),
            [`${f}LastError`]: code.slice(0, 500),
          },
        });
        strapi.log.warn(
          `[inquiry] ${kind} mail of inquiry ${row.id} not sent (attempt ${attempts + 1}: ${code}); next try in ${Math.round(delay / 1000)} s`,
        );
      }
    }
  }
  return sent;
}

class OutboxError extends Error {}

const MARKETS = new Map(loadMarkets().map((m) => [m.code, m]));

async function composeMail(
  strapi: Core.Strapi,
  config: InquiryConfig,
  documentId: string,
  kind: MailKind,
): Promise<OutgoingMail> {
  const inquiry = (await strapi
    .documents(UID)
    .findOne({ documentId, populate: ['items'] })) as unknown as InquiryRecord | null;
  if (!inquiry) throw new OutboxError('inquiry gone');
  const market = MARKETS.get(inquiry.market);
  const settings = (await strapi
    .documents('api::global-config.global-config')
    .findFirst({ locale: inquiry.market, status: 'published', fields: ['salesEmail'] })) as {
    salesEmail?: string | null;
  } | null;
  const salesEmail = settings?.salesEmail ?? undefined;
  const context = {
    language: (market?.contentLanguage ?? 'en') as MailLanguage,
    marketName: market?.name ?? inquiry.market,
    siteUrl: config.siteUrl,
    messageIdDomain: config.messageIdDomain,
  };
  if (kind === 'sales') {
    if (!salesEmail) throw new OutboxError(`no sales address in the global settings of ${inquiry.market}`);
    return salesMail(inquiry, salesEmail, context);
  }
  return confirmationMail(inquiry, salesEmail, context);
}

/** INQUIRY-RETENTION: deletes inquiries older than the retention period (their items with them). */
export async function runRetention({ strapi, config, now = () => new Date() }: OutboxDeps): Promise<number> {
  const cutoff = now();
  cutoff.setUTCMonth(cutoff.getUTCMonth() - config.retentionMonths);
  const old = (await strapi.db.query(UID).findMany({
    where: { createdAt: { $lt: cutoff } },
    select: ['documentId'],
    limit: 500,
  })) as { documentId: string }[];
  for (const { documentId } of old) await strapi.documents(UID).delete({ documentId });
  if (old.length)
    strapi.log.info(`[inquiry] retention: deleted ${old.length} inquiries older than ${config.retentionMonths} months`);
  return old.length;
}
