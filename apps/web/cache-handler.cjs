// Shared page and data cache for several web instances (REDIS_URL set): a maintained Redis cache handler from
// the npm registry, with its in-memory read cache kept short so a revalidation on one instance is seen by all
// within about a second.
const { RedisStringsHandler } = require('@trieb.work/nextjs-turbo-redis-cache');

/** @type {import('@trieb.work/nextjs-turbo-redis-cache').RedisStringsHandler | undefined} */
let shared;

/** @typedef {import('@trieb.work/nextjs-turbo-redis-cache').RedisStringsHandler} Handler */

module.exports = class QilakCacheHandler {
  /** @type {Handler} */
  handler;
  constructor() {
    this.handler = shared ??= new RedisStringsHandler({
      redisUrl: process.env.REDIS_URL,
      database: Number(process.env.REDIS_DB ?? 0),
      // Pages rendered in production mode (consent banner, tag manager) and outside it never share an entry.
      keyPrefix: `${process.env.REDIS_KEY_PREFIX ?? 'qilak:'}${process.env.APP_ENV === 'production' ? 'production' : 'non-production'}:`,
      inMemoryCachingTime: Number(process.env.REDIS_MEMORY_CACHE_MS ?? 1000),
      getTimeoutMs: Number(process.env.REDIS_COMMAND_TIMEOUT_MS ?? 500),
    });
  }
  /** @param {Parameters<Handler['get']>} args */
  get(...args) {
    return this.handler.get(...args);
  }
  /** @param {Parameters<Handler['set']>} args */
  set(...args) {
    return this.handler.set(...args);
  }
  /** @param {Parameters<Handler['revalidateTag']>} args */
  revalidateTag(...args) {
    return this.handler.revalidateTag(...args);
  }
  resetRequestCache() {
    return this.handler.resetRequestCache();
  }
};
