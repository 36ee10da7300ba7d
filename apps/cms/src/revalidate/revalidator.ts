/** Calls the site's revalidation endpoint after content changes: coalesced, never throwing into Strapi. */

import { contentEventSchema, type ContentEvent } from './content-event';

export { REVALIDATE_EVENTS, type RevalidateEvent } from './content-event';

/** The webhook body: the shape the site's POST /api/revalidate validates with the same schema. */
export type RevalidateBody = ContentEvent;

export interface RevalidatorOptions {
  url: string | undefined;
  secret: string | undefined;
  /** Events arriving within this window are sent together, duplicates once. */
  windowMs?: number;
  timeoutMs?: number;
  log: { warn: (msg: string) => void; debug?: (msg: string) => void };
  fetchImpl?: typeof fetch;
}

export interface Revalidator {
  notify(body: RevalidateBody): void;
  /** Sends what is queued now; resolves when the calls are done. */
  flush(): Promise<void>;
  /** While muted (e.g. during the seed) notifications are dropped. */
  setMuted(muted: boolean): void;
  readonly enabled: boolean;
}

export function createRevalidator(options: RevalidatorOptions): Revalidator {
  const { url, secret, windowMs = 200, timeoutMs = 5000, log } = options;
  const doFetch = options.fetchImpl ?? fetch;
  const queue = new Map<string, RevalidateBody>();
  let timer: NodeJS.Timeout | null = null;
  let muted = false;
  let inFlight: Promise<void> = Promise.resolve();

  const send = async (body: RevalidateBody): Promise<void> => {
    try {
      const res = await doFetch(url!, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-revalidate-secret': secret ?? '' },
        body: JSON.stringify(body),
        signal: AbortSignal.timeout(timeoutMs),
      });
      if (!res.ok)
        log.warn(`revalidate: ${url} answered ${res.status} for ${body.event} ${body.uid} ${body.documentId}`);
    } catch (error) {
      log.warn(
        `revalidate: call to ${url} failed for ${body.event} ${body.uid} ${body.documentId}: ${(error as Error).message}`,
      );
    }
  };

  const flush = (): Promise<void> => {
    if (timer) clearTimeout(timer);
    timer = null;
    const batch = [...queue.values()];
    queue.clear();
    inFlight = inFlight.then(() => Promise.all(batch.map(send)).then(() => undefined));
    return inFlight;
  };

  return {
    enabled: Boolean(url),
    notify(body) {
      if (!url || muted) return;
      // A body the site would refuse (400) is reported here, where the change happened.
      const checked = contentEventSchema.safeParse(body);
      if (!checked.success) {
        const issues = checked.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`).join('; ');
        log.warn(`revalidate: not sent, the body does not fit the site's schema: ${issues}`);
        return;
      }
      queue.set([body.event, body.uid, body.locale ?? '', body.documentId].join('|'), body);
      if (!timer) timer = setTimeout(() => void flush(), windowMs);
    },
    flush,
    setMuted(value) {
      muted = value;
    },
  };
}
