import fp from 'fastify-plugin';
import { Redis } from 'ioredis';
import { tooManyRequests } from '../lib/errors.ts';
import { MemoryCounterStore, RateLimiter, RedisCounterStore, type LimitRule, type LimitResult } from '../lib/rate-limiter.ts';

export interface Limits {
  consume(key: string, rule: LimitRule): Promise<LimitResult>;
  /** Consumes and throws 429 TOO_MANY_REQUESTS (details.retryAfterSeconds) when over the limit. */
  enforce(key: string, rule: LimitRule): Promise<void>;
  reset(key: string): Promise<void>;
}

declare module 'fastify' {
  interface FastifyInstance {
    limits: Limits;
  }
}

/** Rate-limit counters: in-process, or in Redis when REDIS_URL is set so every instance shares them. */
export default fp(
  async (app) => {
    let store;
    if (app.config.rateLimitStore === 'redis' && app.config.redisUrl) {
      const redis = new Redis(app.config.redisUrl, { lazyConnect: false, maxRetriesPerRequest: 1, enableOfflineQueue: false });
      redis.on('error', (error) => app.log.warn({ err: error.message }, 'redis (rate limits) error'));
      store = new RedisCounterStore(redis, `rl:${app.config.merchantCode}:`);
    } else {
      store = new MemoryCounterStore();
    }
    const limiter = new RateLimiter(store, (error) => app.log.error({ err: error }, 'rate-limit store failed; allowing the request'));
    app.decorate('limits', {
      consume: (key, rule) => limiter.consume(key, rule),
      async enforce(key, rule) {
        const result = await limiter.consume(key, rule);
        if (!result.allowed) throw tooManyRequests(result.retryAfterMs);
      },
      reset: (key) => limiter.reset(key),
    } satisfies Limits);
    app.addHook('onClose', () => limiter.close());
  },
  { name: 'limits', dependencies: ['db'] },
);
