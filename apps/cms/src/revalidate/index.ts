import type { Core } from '@strapi/strapi';
import { createRevalidator, REVALIDATE_EVENTS, type RevalidateEvent, type Revalidator } from './revalidator';

export { createRevalidator } from './revalidator';
export type { Revalidator, RevalidateBody } from './revalidator';

interface EntryEventPayload {
  model?: string;
  uid?: string;
  entry?: { documentId?: string; locale?: string | null; slug?: unknown } | null;
}

/** Subscribes to Strapi's entry events (emitted after commit) and forwards those of our content types. */
export function registerRevalidation(strapi: Core.Strapi): Revalidator {
  const revalidator = createRevalidator({
    url: process.env.WEB_REVALIDATE_URL || undefined,
    secret: process.env.REVALIDATE_SECRET,
    log: strapi.log,
  });
  if (!revalidator.enabled) {
    strapi.log.info('revalidate: WEB_REVALIDATE_URL is not set, the site will not be notified of content changes');
  }
  // Strapi awaits its subscribers; notify() only queues, so each call resolves at once.
  strapi.eventHub.subscribe((eventName: string, ...args: unknown[]) => {
    const payload = (args[0] ?? {}) as EntryEventPayload;
    const relevant = (REVALIDATE_EVENTS as readonly string[]).includes(eventName);
    if (!relevant || !payload.uid?.startsWith('api::') || !payload.entry?.documentId) return Promise.resolve();
    revalidator.notify({
      event: eventName as RevalidateEvent,
      model: payload.model ?? payload.uid.split('.').pop()!,
      uid: payload.uid,
      locale: payload.entry.locale ?? null,
      documentId: payload.entry.documentId,
      slug: typeof payload.entry.slug === 'string' ? payload.entry.slug : null,
    });
    return Promise.resolve();
  });
  return revalidator;
}
