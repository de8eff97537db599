import type { AddressInfo } from 'node:net';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app.ts';
import { signedInMember } from './factories.ts';
import { buildTestApp, testConfig, type TestApp } from './helpers.ts';

/** Reads Server-Sent Events from a live stream. */
class EventReader {
  private buffer = '';
  private readonly decoder = new TextDecoder();
  constructor(
    private readonly reader: ReadableStreamDefaultReader<Uint8Array>,
    readonly controller: AbortController,
  ) {}

  static async open(url: string, headers: Record<string, string> = {}) {
    const controller = new AbortController();
    const res = await fetch(url, { headers, signal: controller.signal });
    if (!res.body) throw new Error('no body');
    return { res, events: new EventReader(res.body.getReader(), controller) };
  }

  /** The next `event:` block, or fails after `ms`. */
  async next(ms = 5_000): Promise<{ event: string; data: unknown }> {
    const deadline = Date.now() + ms;
    for (;;) {
      const match = /(?:^|\n)event: (\w+)\ndata: (.*)\n\n/.exec(this.buffer);
      if (match) {
        this.buffer = this.buffer.slice((match.index ?? 0) + match[0].length);
        return { event: match[1] as string, data: JSON.parse(match[2] as string) as unknown };
      }
      const left = deadline - Date.now();
      if (left <= 0) throw new Error(`no event within ${ms} ms; got ${JSON.stringify(this.buffer)}`);
      const chunk = await Promise.race([this.reader.read(), new Promise<'timeout'>((r) => setTimeout(() => r('timeout'), left))]);
      if (chunk === 'timeout') continue;
      if (chunk.done) throw new Error('stream ended');
      this.buffer += this.decoder.decode(chunk.value, { stream: true });
    }
  }

  /** Resolves false when nothing arrives within `ms`. */
  async nothingWithin(ms: number) {
    return this.next(ms).then(
      () => false,
      () => true,
    );
  }

  close() {
    this.controller.abort();
  }
}

let t: TestApp;
let base: string;
beforeAll(async () => {
  t = await buildTestApp();
  await t.app.listen({ host: '127.0.0.1', port: 0 });
  base = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
});
afterAll(() => t.close());

let seq = 0;
const pay = (memberId: number, amount: bigint) =>
  t.app.wallet.transfer({ idempotencyKey: `sse:${++seq}`, from: { system: 'HOUSE' }, to: { member: memberId }, amount, currency: 'THB', kind: 'WIN' });

describe('GET /api/v1/wallet/events', () => {
  it('refuses a stream without a valid token', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/v1/wallet/events' });
    expect(res.statusCode).toBe(401);
    const bad = await t.app.inject({ method: 'GET', url: '/api/v1/wallet/events?token=nope' });
    expect(bad.statusCode).toBe(401);
  });

  it('sends the current balance, then every new balance of the caller only, as it happens', async () => {
    const me = await signedInMember(t.app.db);
    const other = await signedInMember(t.app.db);
    await pay(me.id, 1_000n);
    const { res, events } = await EventReader.open(`${base}/api/v1/wallet/events`, me.headers);
    try {
      expect(res.status).toBe(200);
      expect(res.headers.get('content-type')).toMatch(/^text\/event-stream/);
      expect(await events.next()).toEqual({ event: 'balance', data: { balance: 1_000, currency: 'THB' } });
      await pay(other.id, 5n);
      await pay(me.id, 250n);
      expect(await events.next()).toEqual({ event: 'balance', data: { balance: 1_250, currency: 'THB' } });
      await t.app.wallet.transfer({ idempotencyKey: `sse-bet:${me.id}`, from: { member: me.id }, to: { system: 'HOUSE' }, amount: 50n, currency: 'THB', kind: 'BET' });
      expect(await events.next()).toEqual({ event: 'balance', data: { balance: 1_200, currency: 'THB' } });
      // A replay moves nothing and says nothing.
      await t.app.wallet.transfer({ idempotencyKey: `sse-bet:${me.id}`, from: { member: me.id }, to: { system: 'HOUSE' }, amount: 50n, currency: 'THB', kind: 'BET' });
      expect(await events.nothingWithin(300)).toBe(true);
    } finally {
      events.close();
    }
  });

  it('accepts the token in the query, for EventSource, and closes the subscription when the page goes away', async () => {
    const me = await signedInMember(t.app.db);
    const { events } = await EventReader.open(`${base}/api/v1/wallet/events?token=${encodeURIComponent(me.token)}`);
    expect(await events.next()).toEqual({ event: 'balance', data: { balance: 0, currency: 'THB' } });
    expect(t.app.balanceHub.subscriberCount(me.id)).toBe(1);
    events.close();
    await expect.poll(() => t.app.balanceHub.subscriberCount(me.id), { timeout: 3_000 }).toBe(0);
  });
});

async function redisReachable(url: string) {
  const probe = new Redis(url, { lazyConnect: true, maxRetriesPerRequest: 0, connectTimeout: 500, retryStrategy: () => null });
  probe.on('error', () => undefined);
  try {
    await probe.connect();
    return (await probe.ping()) === 'PONG';
  } catch {
    return false;
  } finally {
    probe.disconnect();
  }
}

const REDIS_URL = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';
const hasRedis = await redisReachable(REDIS_URL);

describe.skipIf(!hasRedis)('balance fan-out through Redis', () => {
  it('tells a page connected to one instance about a transfer made on another', async () => {
    const config = testConfig({ REDIS_URL, MERCHANT_CODE: `T${Date.now().toString(36).toUpperCase()}` });
    // Two API instances over the same database, like two processes behind a load balancer.
    const a = await buildApp({ config, database: t.database });
    const b = await buildApp({ config, database: t.database });
    try {
      await b.listen({ host: '127.0.0.1', port: 0 });
      const me = await signedInMember(t.app.db);
      const { events } = await EventReader.open(`http://127.0.0.1:${(b.server.address() as AddressInfo).port}/api/v1/wallet/events`, me.headers);
      try {
        expect(await events.next()).toMatchObject({ data: { balance: 0 } });
        await a.wallet.transfer({ idempotencyKey: `redis:${me.id}`, from: { system: 'HOUSE' }, to: { member: me.id }, amount: 77n, currency: 'THB', kind: 'WIN' });
        expect(await events.next()).toEqual({ event: 'balance', data: { balance: 77, currency: 'THB' } });
      } finally {
        events.close();
      }
    } finally {
      await a.close();
      await b.close();
    }
  });
});
