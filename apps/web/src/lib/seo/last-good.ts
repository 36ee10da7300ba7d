/**
 * Values built per key and kept in memory. A fresh value is answered as it is; a stale one is answered at once
 * while it is rebuilt behind it; a failed rebuild keeps the last good one. With none yet, callers share the first
 * build and its failure, so nothing empty is ever handed out in place of a failure.
 */
export class LastGood<T> {
  private readonly good = new Map<string, { value: T; at: number }>();
  private readonly running = new Map<string, Promise<T>>();
  private readonly now: () => number;

  constructor(
    private readonly build: (key: string) => Promise<T>,
    private readonly options: {
      freshMs: number;
      now?: () => number;
      /** A build failed; `kept` says whether a last good value is answered instead. */
      onError: (key: string, error: Error, kept: boolean) => void;
    },
  ) {
    this.now = options.now ?? Date.now;
  }

  /** The last good value, fresh or stale (a stale one starts a rebuild behind it); with none, the first build. */
  get(key: string): Promise<T> {
    const last = this.good.get(key);
    if (!last) return this.refresh(key);
    if (this.now() - last.at >= this.options.freshMs) void this.refresh(key);
    return Promise.resolve(last.value);
  }

  /** Whether a good value is held for the key (fresh or not). */
  has(key: string): boolean {
    return this.good.has(key);
  }

  /** Builds now (or joins the running build); rejects only when there has never been a good value. */
  refresh(key: string): Promise<T> {
    const inFlight = this.running.get(key);
    if (inFlight) return inFlight;
    const run = this.build(key)
      .then(
        (value) => {
          this.good.set(key, { value, at: this.now() });
          return value;
        },
        (error: unknown) => {
          const previous = this.good.get(key);
          this.options.onError(key, error instanceof Error ? error : new Error(String(error)), previous !== undefined);
          if (!previous) throw error;
          return previous.value;
        },
      )
      .finally(() => this.running.delete(key));
    this.running.set(key, run);
    // A background rebuild's failure is reported through onError; this keeps it from being an unhandled rejection.
    void run.catch(() => undefined);
    return run;
  }
}

export type Settled<T> = { status: 'ok'; value: T } | { status: 'failed'; error: Error } | { status: 'late' };

/** Waits for each promise at most `ms` (together): what has not settled by then is `late`. */
export async function settleWithin<T>(promises: readonly Promise<T>[], ms: number): Promise<Settled<T>[]> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const deadline = new Promise<{ status: 'late' }>((resolve) => {
    timer = setTimeout(() => resolve({ status: 'late' }), ms);
  });
  try {
    return await Promise.all(
      promises.map((p) =>
        Promise.race([
          p.then(
            (value): Settled<T> => ({ status: 'ok', value }),
            (error: unknown): Settled<T> => ({
              status: 'failed',
              error: error instanceof Error ? error : new Error(String(error)),
            }),
          ),
          deadline,
        ]),
      ),
    );
  } finally {
    clearTimeout(timer);
  }
}

/** Runs at most `n` of the given tasks at once (lib/framework; kept here for the sitemap's callers). */
export { limitConcurrency } from '@/lib/framework/server';
