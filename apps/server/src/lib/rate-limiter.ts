import type { Redis } from 'ioredis';

export interface LimitRule {
  /** Requests allowed per window. */
  limit: number;
  windowMs: number;
}

export interface LimitResult {
  allowed: boolean;
  remaining: number;
  /** How long until the window resets (0 when allowed). */
  retryAfterMs: number;
}

/** Fixed-window counters: one increment per call, atomically. */
export interface CounterStore {
  hit(key: string, windowMs: number): Promise<{ count: number; resetInMs: number }>;
  reset(key: string): Promise<void>;
  close(): Promise<void>;
}

/** This process only (one instance, tests). Expired windows are swept as they are touched and once a minute. */
export class MemoryCounterStore implements CounterStore {
  private readonly windows = new Map<string, { count: number; resetAt: number }>();
  private readonly sweeper: NodeJS.Timeout;

  constructor(private readonly now: () => number = Date.now) {
    this.sweeper = setInterval(() => this.sweep(), 60_000);
    this.sweeper.unref();
  }

  async hit(key: string, windowMs: number) {
    const now = this.now();
    let w = this.windows.get(key);
    if (!w || w.resetAt <= now) {
      w = { count: 0, resetAt: now + windowMs };
      this.windows.set(key, w);
    }
    w.count += 1;
    return { count: w.count, resetInMs: w.resetAt - now };
  }

  async reset(key: string) {
    this.windows.delete(key);
  }

  private sweep() {
    const now = this.now();
    for (const [k, w] of this.windows) if (w.resetAt <= now) this.windows.delete(k);
  }

  async close() {
    clearInterval(this.sweeper);
  }
}

// INCR, set the expiry on the first hit of a window, and read what is left: one round trip, atomic.
const HIT_SCRIPT = `
local n = redis.call('INCR', KEYS[1])
if n == 1 then redis.call('PEXPIRE', KEYS[1], ARGV[1]) end
local ttl = redis.call('PTTL', KEYS[1])
if ttl < 0 then redis.call('PEXPIRE', KEYS[1], ARGV[1]); ttl = tonumber(ARGV[1]) end
return {n, ttl}`;

/** Shared by every instance (REDIS_URL). */
export class RedisCounterStore implements CounterStore {
  constructor(
    private readonly redis: Redis,
    private readonly prefix = 'rl:',
  ) {}

  async hit(key: string, windowMs: number) {
    const [count, ttl] = (await this.redis.eval(HIT_SCRIPT, 1, this.prefix + key, String(windowMs))) as [number, number];
    return { count, resetInMs: ttl };
  }

  async reset(key: string) {
    await this.redis.del(this.prefix + key);
  }

  async close() {
    this.redis.disconnect();
  }
}

/**
 * Rate limits per IP, per account, per phone number (login, SMS, captcha). When the shared
 * store is unreachable the call is allowed and the failure logged: account lockout in the
 * database still protects passwords, and a Redis outage must not lock every member out.
 */
export class RateLimiter {
  constructor(
    private readonly store: CounterStore,
    private readonly onStoreError: (error: unknown) => void = () => {},
  ) {}

  async consume(key: string, rule: LimitRule): Promise<LimitResult> {
    try {
      const { count, resetInMs } = await this.store.hit(key, rule.windowMs);
      const allowed = count <= rule.limit;
      return { allowed, remaining: Math.max(0, rule.limit - count), retryAfterMs: allowed ? 0 : Math.max(1, resetInMs) };
    } catch (error) {
      this.onStoreError(error);
      return { allowed: true, remaining: rule.limit, retryAfterMs: 0 };
    }
  }

  async reset(key: string): Promise<void> {
    try {
      await this.store.reset(key);
    } catch (error) {
      this.onStoreError(error);
    }
  }

  close(): Promise<void> {
    return this.store.close();
  }
}
