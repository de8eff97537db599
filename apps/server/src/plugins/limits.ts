import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { Redis } from 'ioredis';
import { tooManyRequests } from '../lib/errors.ts';

export interface LimitRule {
  /** Requests allowed per window. */
  limit: number;
  windowMs: number;
}

export interface LimitResult {
  allowed: boolean;
  remaining: number;
  /** How long until the window ends (0 when allowed). */
  retryAfterMs: number;
}

/**
 * Fixed-window counters over keys the caller builds (login per account, SMS per number …). There is
 * no reset: a rule that must start a count over puts a generation in its key (decision 0080).
 */
export interface Limits {
  consume(key: string, rule: LimitRule): Promise<LimitResult>;
  /** Consumes and throws 429 TOO_MANY_REQUESTS (details.retryAfterSeconds) when over the limit. */
  enforce(key: string, rule: LimitRule): Promise<void>;
}

declare module 'fastify' {
  interface FastifyInstance {
    limits: Limits;
  }
}

/**
 * Keys the in-process store keeps (an LRU: the least recently counted key is dropped beyond this).
 * @fastify/rate-limit's default is 5,000 per limiter, which a busy single instance fills with per-IP
 * keys in minutes; an entry is about 100 bytes, so this is some 20 MB at most.
 */
export const MEMORY_LIMIT_KEYS = 200_000;

/**
 * Waits (at most 3 s) for the first connection: without an offline queue, counts asked before it
 * would all be let through. A refused or slow connection is not waited out: ioredis keeps trying.
 */
function firstConnection(redis: Redis): Promise<void> {
  return new Promise((resolve) => {
    const done = () => {
      clearTimeout(timer);
      redis.off('ready', done).off('error', done);
      resolve();
    };
    const timer = setTimeout(done, 3_000);
    redis.once('ready', done).once('error', done);
  });
}

/** What the limiter is asked about: services count keys, not requests, so this stands in for one. */
interface Counted {
  key: string;
  rule: LimitRule;
  routeOptions: { config: object };
}

/**
 * Rate-limit counters through @fastify/rate-limit: in-process, or in Redis when REDIS_URL is set so
 * every instance shares them. Registered with `global: false` (no route is limited by the plugin);
 * one limiter made by `createRateLimit` counts every key, its limit and window taken from the rule.
 * When Redis is unreachable the call is allowed and the failure logged: account lockout in the
 * database still protects passwords, and a Redis outage must not lock every member out.
 */
export default fp(
  async (app) => {
    let redis: Redis | undefined;
    if (app.config.rateLimitStore === 'redis' && app.config.redisUrl) {
      redis = new Redis(app.config.redisUrl, { lazyConnect: false, maxRetriesPerRequest: 1, enableOfflineQueue: false });
      redis.on('error', (error) => app.log.warn({ err: error.message }, 'redis (rate limits) error'));
      app.addHook('onClose', () => redis?.disconnect());
      await firstConnection(redis);
    }
    await app.register(rateLimit, { global: false, ...(redis ? { redis, nameSpace: `rl:${app.config.merchantCode}:` } : {}) });
    app.decorate('limits', makeLimits(app, MEMORY_LIMIT_KEYS));
  },
  { name: 'limits', dependencies: ['db'] },
);

/** The limits over a registered @fastify/rate-limit (exported for tests that size the in-process store). */
export function makeLimits(app: FastifyInstance, memoryKeys: number): Limits {
  // `cache` sizes the LRU of the store this limiter gets (the library's type leaves it out of createRateLimit).
  const options = {
    keyGenerator: (req: FastifyRequest) => (req as unknown as Counted).key,
    max: (req: FastifyRequest) => (req as unknown as Counted).rule.limit,
    timeWindow: (req: FastifyRequest) => (req as unknown as Counted).rule.windowMs,
    skipOnError: false,
    cache: memoryKeys,
  };
  const check = app.createRateLimit(options);
  const consume = async (key: string, rule: LimitRule): Promise<LimitResult> => {
    const counted: Counted = { key, rule, routeOptions: { config: {} } };
    try {
      const r = await check(counted as unknown as FastifyRequest);
      if (r.isAllowed) return { allowed: true, remaining: rule.limit, retryAfterMs: 0 };
      return { allowed: !r.isExceeded, remaining: r.remaining, retryAfterMs: r.isExceeded ? Math.max(1, r.ttl) : 0 };
    } catch (error) {
      app.log.error({ err: error }, 'rate-limit store failed; allowing the request');
      return { allowed: true, remaining: rule.limit, retryAfterMs: 0 };
    }
  };
  return {
    consume,
    async enforce(key, rule) {
      const result = await consume(key, rule);
      if (!result.allowed) throw tooManyRequests(result.retryAfterMs);
    },
  };
}
