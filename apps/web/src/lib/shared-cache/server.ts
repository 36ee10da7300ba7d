import 'server-only';
import { createClient } from 'redis';
import { config } from '@/lib/config';
import { logger } from '@/lib/log';

const log = logger('shared');

/**
 * What the instances of the scaled-out layout share besides Next's cache (cache-handler.cjs): small values in the
 * same Redis, under the same key prefix. Every call answers within COMMAND_MS or throws SharedCacheUnavailable,
 * so callers fall back to working alone; null when no Redis is configured (one instance).
 */
export interface SharedCache {
  get(key: string): Promise<string | null>;
  getMany(keys: readonly string[]): Promise<(string | null)[]>;
  set(key: string, value: string, ttlMs: number): Promise<void>;
  /** Sets the key only if it is absent (a lock); true when this call set it. */
  claim(key: string, value: string, ttlMs: number): Promise<boolean>;
  /** Deletes the key if it still holds `value` (releasing one's own lock, not a later holder's). */
  release(key: string, value: string): Promise<void>;
}

export class SharedCacheUnavailable extends Error {}

/** Generous: the wait also counts the time this instance's event loop was busy (a catalogue parse at start). */
const COMMAND_MS = 2_000;
/** After a failure, Redis is left alone for this long (the callers work alone meanwhile). */
const BACKOFF_MS = 2_000;

type Client = ReturnType<typeof createClient>;

class RedisSharedCache implements SharedCache {
  private client: Client | undefined;
  private connecting: Promise<Client> | undefined;
  private downUntil = 0;

  constructor(
    private readonly url: string,
    private readonly prefix: string,
  ) {}

  private connect(): Promise<Client> {
    // Once connected, the client reconnects by itself; meanwhile its commands fail at once (no offline queue).
    if (this.client) return Promise.resolve(this.client);
    this.connecting ??= (async () => {
      const client = createClient({
        url: this.url,
        disableOfflineQueue: true,
        socket: { connectTimeout: 1_000, reconnectStrategy: (retries) => Math.min(200 * 2 ** retries, 5_000) },
      });
      client.on('error', (error: Error) => log.debug(`redis: ${error.message}`));
      await client.connect();
      this.client = client;
      return client;
    })().finally(() => (this.connecting = undefined));
    return this.connecting;
  }

  private async run<T>(what: string, command: (client: Client) => Promise<T>): Promise<T> {
    if (Date.now() < this.downUntil) throw new SharedCacheUnavailable('redis was unreachable a moment ago');
    let timer: ReturnType<typeof setTimeout> | undefined;
    try {
      return await Promise.race([
        this.connect().then(command),
        new Promise<never>((_, reject) => {
          timer = setTimeout(() => reject(new Error(`no answer within ${COMMAND_MS} ms`)), COMMAND_MS);
        }),
      ]);
    } catch (error) {
      this.downUntil = Date.now() + BACKOFF_MS;
      log.warn(`redis ${what} failed, working alone for ${BACKOFF_MS} ms: ${(error as Error).message}`);
      throw new SharedCacheUnavailable((error as Error).message);
    } finally {
      clearTimeout(timer);
    }
  }

  get(key: string) {
    return this.run('get', (c) => c.get(this.prefix + key));
  }
  getMany(keys: readonly string[]) {
    if (keys.length === 0) return Promise.resolve([]);
    return this.run('mget', (c) => c.mGet(keys.map((k) => this.prefix + k)));
  }
  async set(key: string, value: string, ttlMs: number) {
    await this.run('set', (c) => c.set(this.prefix + key, value, { PX: ttlMs }));
  }
  async claim(key: string, value: string, ttlMs: number) {
    return (await this.run('claim', (c) => c.set(this.prefix + key, value, { PX: ttlMs, NX: true }))) === 'OK';
  }
  async release(key: string, value: string) {
    await this.run('release', async (c) => {
      if ((await c.get(this.prefix + key)) === value) await c.del(this.prefix + key);
    });
  }
}

// One client per process: route handlers and pages may be separate module instances of this file.
const SLOT = Symbol.for('qilak.shared-cache');
type WithSlot = typeof globalThis & { [SLOT]?: SharedCache | null };

/** This process's shared cache, or null without REDIS_URL. */
export function sharedCache(): SharedCache | null {
  const holder = globalThis as WithSlot;
  if (holder[SLOT] === undefined) {
    const { redisUrl, keyPrefix } = config().shared;
    holder[SLOT] = redisUrl ? new RedisSharedCache(redisUrl, keyPrefix) : null;
  }
  return holder[SLOT];
}
