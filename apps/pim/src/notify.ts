import type { FastifyBaseLogger } from 'fastify';
import type { CatalogChangeEvent } from '@qilak/pim-contract';
import type { PimStore } from './store';

/**
 * PIM-NOTIFY: the service tells the site when a culture's catalogue changed, through the same webhook path as the
 * CMS (`POST <PIM_WEBHOOK_URL>` with the shared secret in `x-revalidate-secret`). A change is any write to the
 * store, by this process or another one (`edit-product` writes the SQLite file directly): the watcher compares
 * every culture's revision, a primary-key read, every `PIM_WATCH_MS`. Sending never holds up a write: changes
 * are queued, merged per culture and sent in the background, retried with a growing delay, each outcome logged.
 */

export interface ChangedCulture {
  culture: string;
  lastChanged: string;
}

/** Calls `onChange` with the cultures whose revision moved since the last look (none at the first look). */
export function watchStore(
  store: Pick<PimStore, 'cultures' | 'status'>,
  onChange: (changed: ChangedCulture[]) => void,
  options: { intervalMs: number; log: Pick<FastifyBaseLogger, 'error'> },
): { stop(): void; check(): void } {
  const seen = new Map<string, number>();
  const check = () => {
    try {
      const changed: ChangedCulture[] = [];
      for (const culture of store.cultures()) {
        const status = store.status(culture);
        if (!status) continue;
        const before = seen.get(culture);
        seen.set(culture, status.revision);
        if (before !== undefined && status.revision !== before)
          changed.push({ culture, lastChanged: status.lastChanged });
      }
      if (changed.length) onChange(changed);
    } catch (error) {
      options.log.error({ err: error }, 'could not read the store for changes');
    }
  };
  check();
  const timer = setInterval(check, options.intervalMs);
  timer.unref();
  return { stop: () => clearInterval(timer), check };
}

export interface NotifierOptions {
  url: string;
  secret: string;
  log: Pick<FastifyBaseLogger, 'info' | 'warn' | 'error'>;
  /** Delays before each retry; after the last one the change is given up (the site's poll still finds it). */
  retryDelaysMs?: readonly number[];
  timeoutMs?: number;
  fetch?: typeof fetch;
}

const DEFAULT_RETRIES = [500, 1000, 2000, 4000, 8000, 16000];

/** Sends catalogue changes to the site, one request at a time; changes that arrive meanwhile are merged. */
export function createNotifier(options: NotifierOptions): {
  notify(changed: ChangedCulture[]): void;
  /** Resolves when nothing is queued or being sent (tests). */
  idle(): Promise<void>;
} {
  const send = options.fetch ?? fetch;
  const delays = options.retryDelaysMs ?? DEFAULT_RETRIES;
  const pending = new Map<string, string>();
  let running: Promise<void> | undefined;

  const post = async (event: CatalogChangeEvent): Promise<void> => {
    const response = await send(options.url, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-revalidate-secret': options.secret },
      body: JSON.stringify(event),
      signal: AbortSignal.timeout(options.timeoutMs ?? 30_000),
    });
    await response.body?.cancel();
    if (!response.ok) throw new Error(`the site answered ${response.status}`);
  };

  const drain = async () => {
    let attempt = 0;
    while (pending.size > 0) {
      const cultures = [...pending].map(([culture, lastChanged]) => ({ culture, lastChanged }));
      pending.clear();
      const names = cultures.map((c) => c.culture).join(',');
      try {
        await post({ event: 'catalog.changed', cultures });
        options.log.info({ cultures: names, attempt: attempt + 1 }, 'catalogue change sent to the site');
        attempt = 0;
      } catch (error) {
        const delay = delays[attempt];
        if (delay === undefined) {
          options.log.error(
            { cultures: names, attempts: attempt + 1, reason: (error as Error).message },
            'catalogue change not delivered; the site finds it by its poll',
          );
          attempt = 0;
          continue;
        }
        attempt++;
        options.log.warn(
          { cultures: names, attempt, retryInMs: delay, reason: (error as Error).message },
          'catalogue change not delivered yet',
        );
        await new Promise((resolve) => setTimeout(resolve, delay));
        // A newer change of a culture that came in meanwhile is sent in place of this one.
        for (const c of cultures) if (!pending.has(c.culture)) pending.set(c.culture, c.lastChanged);
      }
    }
  };

  return {
    notify(changed) {
      for (const c of changed) pending.set(c.culture, c.lastChanged);
      running ??= drain().finally(() => (running = undefined));
    },
    idle: async () => {
      while (running) await running;
    },
  };
}
