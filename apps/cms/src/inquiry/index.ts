import type { Core } from '@strapi/strapi';
import { parseInquiryConfig, type InquiryConfig } from './config';
import { runOutboxOnce, runRetention } from './outbox';

export { inquiryInputSchema, type InquiryInput } from './input';
export { inquiryReference } from './mail';
export { parseInquiryConfig } from './config';

let state: { strapi: Core.Strapi; config: InquiryConfig } | undefined;
let running: Promise<void> | undefined;
let again = false;

/** Runs the outbox now (one run per process at a time; a kick during a run makes it go round once more). */
export function kickOutbox(_strapi?: Core.Strapi): Promise<void> {
  if (!state?.config.smtpConfigured) return Promise.resolve();
  if (running) {
    again = true;
    return running;
  }
  const deps = state;
  running = (async () => {
    do {
      again = false;
      try {
        await runOutboxOnce(deps);
      } catch (error) {
        deps.strapi.log.error(`[inquiry] outbox run failed: ${(error as Error).message}`);
      }
    } while (again);
  })().finally(() => (running = undefined));
  return running;
}

/** The outbox and retention jobs on Strapi's cron; settings from the environment, checked here (refuses bad ones). */
export function registerInquiryJobs(strapi: Core.Strapi): void {
  const config = parseInquiryConfig(process.env);
  state = { strapi, config };
  if (!config.smtpConfigured)
    strapi.log.warn('[inquiry] SMTP_HOST is not set: inquiry mails wait in the outbox until it is');
  strapi.cron.add({
    inquiryOutbox: { task: () => kickOutbox(), options: { rule: config.outboxCron } },
    inquiryRetention: {
      task: async () => {
        try {
          await runRetention({ strapi, config });
        } catch (error) {
          strapi.log.error(`[inquiry] retention run failed: ${(error as Error).message}`);
        }
      },
      options: { rule: config.retentionCron },
    },
  });
  // Whatever an earlier process left pending goes out now, not at the next tick.
  void kickOutbox();
}
