import { Redis } from 'ioredis';
import { afterAll, describe, expect, it } from 'vitest';
import { MemoryCounterStore, RateLimiter, RedisCounterStore, type CounterStore } from './rate-limiter.ts';

const rule = { limit: 3, windowMs: 60_000 };

function behavesAsALimiter(name: string, makeStore: () => CounterStore) {
  describe(name, () => {
    it('allows up to the limit, then refuses with the time left in the window', async () => {
      const limiter = new RateLimiter(makeStore());
      const key = `login:ip:${Math.random()}`;
      const results = [];
      for (let i = 0; i < 4; i++) results.push(await limiter.consume(key, rule));
      expect(results.map((r) => r.allowed)).toEqual([true, true, true, false]);
      expect(results[2]?.remaining).toBe(0);
      expect(results[3]?.retryAfterMs).toBeGreaterThan(50_000);
      expect(results[3]?.retryAfterMs).toBeLessThanOrEqual(60_000);
    });

    it('counts keys separately and starts over after a reset', async () => {
      const limiter = new RateLimiter(makeStore());
      const a = `a:${Math.random()}`;
      const b = `b:${Math.random()}`;
      for (let i = 0; i < 3; i++) await limiter.consume(a, rule);
      expect((await limiter.consume(a, rule)).allowed).toBe(false);
      expect((await limiter.consume(b, rule)).allowed).toBe(true);
      await limiter.reset(a);
      expect((await limiter.consume(a, rule)).allowed).toBe(true);
    });
  });
}

describe('memory store', () => {
  it('opens a new window once the old one has passed', async () => {
    let now = 1_000_000;
    const store = new MemoryCounterStore(() => now);
    const limiter = new RateLimiter(store);
    for (let i = 0; i < 3; i++) await limiter.consume('k', rule);
    expect((await limiter.consume('k', rule)).allowed).toBe(false);
    now += 60_001;
    expect((await limiter.consume('k', rule)).allowed).toBe(true);
    await store.close();
  });
});

behavesAsALimiter('memory counters', () => new MemoryCounterStore());

// CI runs the server tests again with REDIS_URL pointing at the local Redis.
const redisUrl = process.env.REDIS_URL;
const redis = redisUrl ? new Redis(redisUrl, { maxRetriesPerRequest: 1 }) : undefined;
afterAll(() => redis?.disconnect());
if (redis) behavesAsALimiter('redis counters', () => new RedisCounterStore(redis, `rl:test:${process.pid}:`));

describe('a failing shared store', () => {
  it('lets the request through and reports the failure', async () => {
    const errors: unknown[] = [];
    const broken: CounterStore = {
      hit: () => Promise.reject(new Error('connection refused')),
      reset: () => Promise.reject(new Error('connection refused')),
      close: async () => {},
    };
    const limiter = new RateLimiter(broken, (e) => errors.push(e));
    expect((await limiter.consume('k', rule)).allowed).toBe(true);
    expect(errors).toHaveLength(1);
  });
});
