import Fastify, { type FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { Redis } from 'ioredis';
import { randomBytes } from 'node:crypto';
import { afterAll, afterEach, describe, expect, it, vi } from 'vitest';
import type { Config } from '../config.ts';
import limitsPlugin, { MEMORY_LIMIT_KEYS, makeLimits } from './limits.ts';

const rule = { limit: 3, windowMs: 60_000 };
const apps: FastifyInstance[] = [];

/** The limits plugin on a bare Fastify, with only the config it reads (as the db plugin decorates it). */
async function appWith(config: { rateLimitStore: 'memory' | 'redis'; redisUrl?: string; merchantCode?: string }, routes?: (app: FastifyInstance) => void) {
  const app = Fastify();
  const stub = { merchantCode: `t${randomBytes(4).toString('hex')}`, ...config } as unknown as Config;
  await app.register(fp(async (a) => void a.decorate('config', stub), { name: 'db' }));
  await app.register(limitsPlugin);
  routes?.(app);
  await app.ready();
  apps.push(app);
  return app;
}

afterEach(async () => {
  vi.useRealTimers();
  await Promise.all(apps.splice(0).map((a) => a.close()));
});

function behavesAsALimiter(name: string, make: () => Promise<FastifyInstance>) {
  describe(name, () => {
    it('allows up to the limit, then refuses with the time left in the window', async () => {
      const app = await make();
      const key = `login:ip:${Math.random()}`;
      const results = [];
      for (let i = 0; i < 4; i++) results.push(await app.limits.consume(key, rule));
      expect(results.map((r) => r.allowed)).toEqual([true, true, true, false]);
      expect(results.map((r) => r.remaining)).toEqual([2, 1, 0, 0]);
      expect(results[3]?.retryAfterMs).toBeGreaterThan(50_000);
      expect(results[3]?.retryAfterMs).toBeLessThanOrEqual(60_000);
    });

    it('counts keys separately, each with its own rule; a new generation in a key counts from zero', async () => {
      const app = await make();
      const a = `a:${Math.random()}`;
      for (let i = 0; i < 3; i++) await app.limits.consume(a, rule);
      expect((await app.limits.consume(a, rule)).allowed).toBe(false);
      expect((await app.limits.consume(`b:${Math.random()}`, rule)).allowed).toBe(true);
      const once = { limit: 1, windowMs: 5 * 60_000 };
      const challenge = `sms:once:2fa:${Math.random()}`;
      expect((await app.limits.consume(`${challenge}:0`, once)).allowed).toBe(true);
      const refused = await app.limits.consume(`${challenge}:0`, once);
      expect(refused.allowed).toBe(false);
      expect(refused.retryAfterMs).toBeGreaterThan(4 * 60_000);
      // The send failed, the challenge's generation moved on: the member may ask again at once.
      expect((await app.limits.consume(`${challenge}:1`, once)).allowed).toBe(true);
    });

    it('enforce answers 429 TOO_MANY_REQUESTS with the seconds to wait', async () => {
      const app = await make();
      const key = `feedback:ip:${Math.random()}`;
      for (let i = 0; i < 3; i++) await app.limits.enforce(key, rule);
      await expect(app.limits.enforce(key, rule)).rejects.toMatchObject({ statusCode: 429, code: 'TOO_MANY_REQUESTS', details: { retryAfterSeconds: 60 } });
    });
  });
}

behavesAsALimiter('in-process counters', () => appWith({ rateLimitStore: 'memory' }));

describe('in-process counters (the library LocalStore)', () => {
  it('opens a new window once the old one has passed', async () => {
    vi.useFakeTimers({ toFake: ['Date'], now: 1_000_000 });
    const app = await appWith({ rateLimitStore: 'memory' });
    for (let i = 0; i < 3; i++) await app.limits.consume('k', rule);
    expect((await app.limits.consume('k', rule)).allowed).toBe(false);
    vi.setSystemTime(1_000_000 + 59_000);
    expect((await app.limits.consume('k', rule)).retryAfterMs).toBe(1_000);
    vi.setSystemTime(1_000_000 + 60_001);
    expect((await app.limits.consume('k', rule)).allowed).toBe(true);
  });

  it("keeps far more keys than the library's default 5,000 per limiter, and the size does reach its store", async () => {
    expect(MEMORY_LIMIT_KEYS).toBeGreaterThanOrEqual(100_000);
    const app = await appWith({ rateLimitStore: 'memory' });
    const one = { limit: 1, windowMs: 60_000 };
    await app.limits.consume('login:ip:first', one);
    for (let i = 0; i < 6_000; i++) await app.limits.consume(`login:ip:${i}`, one);
    expect((await app.limits.consume('login:ip:first', one)).allowed).toBe(false);
    // The same wiring with a tiny store forgets the first key: `cache` is what sizes the LRU.
    const tiny = makeLimits(app, 10);
    await tiny.consume('first', one);
    for (let i = 0; i < 20; i++) await tiny.consume(`k${i}`, one);
    expect((await tiny.consume('first', one)).allowed).toBe(true);
  });

  it('limits no route by itself (registered with global: false)', async () => {
    const app = await appWith({ rateLimitStore: 'memory' }, (a) => a.get('/ping', async () => 'pong'));
    const codes = new Set<number>();
    // The library's default would be 1,000 a minute per IP on every route.
    for (let i = 0; i < 1_001; i++) codes.add((await app.inject({ method: 'GET', url: '/ping' })).statusCode);
    expect([...codes]).toEqual([200]);
  });
});

// CI runs the server tests again with REDIS_URL pointing at the local Redis.
const redisUrl = process.env.REDIS_URL;
const redis = redisUrl ? new Redis(redisUrl, { maxRetriesPerRequest: 1 }) : undefined;
afterAll(() => redis?.disconnect());

if (redisUrl && redis) {
  behavesAsALimiter('redis counters', () => appWith({ rateLimitStore: 'redis', redisUrl }));

  describe('redis counters (the library RedisStore)', () => {
    it('are shared by every instance and live under rl:<merchant code>: with the window as expiry', async () => {
      const merchantCode = `t${randomBytes(4).toString('hex')}`;
      const a = await appWith({ rateLimitStore: 'redis', redisUrl, merchantCode });
      const b = await appWith({ rateLimitStore: 'redis', redisUrl, merchantCode });
      const key = `login:account:${Math.random()}`;
      const seen = [];
      for (let i = 0; i < 4; i++) seen.push((await (i % 2 ? b : a).limits.consume(key, rule)).allowed);
      expect(seen).toEqual([true, true, true, false]);
      const stored = await redis.keys(`rl:${merchantCode}:*`);
      expect(stored).toHaveLength(1);
      expect(stored[0]?.endsWith(key)).toBe(true);
      expect(await redis.get(stored[0] as string)).toBe('4');
      const ttl = await redis.pttl(stored[0] as string);
      expect(ttl).toBeGreaterThan(50_000);
      expect(ttl).toBeLessThanOrEqual(60_000);
    });
  });
}

describe('an unreachable Redis', () => {
  it('lets the request through and logs the failure', async () => {
    const app = await appWith({ rateLimitStore: 'redis', redisUrl: 'redis://127.0.0.1:1' });
    const logged = vi.spyOn(app.log, 'error');
    const results = [];
    for (let i = 0; i < 4; i++) results.push(await app.limits.consume('k', rule));
    expect(results.every((r) => r.allowed && r.retryAfterMs === 0)).toBe(true);
    expect(logged).toHaveBeenCalledTimes(4);
    expect(logged.mock.calls[0]?.[1]).toBe('rate-limit store failed; allowing the request');
  });
});
