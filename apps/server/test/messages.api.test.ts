import type { AddressInfo } from 'node:net';
import { ErrorCode, MessagesResponseSchema } from '@app/contracts';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app.ts';
import type { RealtimeEvent } from '../src/plugins/realtime.ts';
import { signedInMember } from './factories.ts';
import { buildTestApp, testConfig, type TestApp } from './helpers.ts';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
  t.app.accountsCaptcha.textSource = () => 'QW3RT';
});
afterAll(() => t.close());

async function operator(role: 'admin' | 'finance' | 'content' | 'support' = 'support') {
  const username = `op${Math.random().toString(36).slice(2, 10)}`;
  const created = await t.app.operator.create(username, role);
  const res = await t.app.inject({ method: 'POST', url: '/api/v1/operator/auth/login', payload: { username, password: created.password } });
  return { authorization: `Bearer ${(res.json() as { token: string }).token}` };
}

const send = (headers: Record<string, string>, payload: Record<string, unknown>) => t.app.inject({ method: 'POST', url: '/api/v1/operator/messages', headers, payload });
const get = (headers: Record<string, string>, url: string) => t.app.inject({ method: 'GET', url, headers });
async function list(headers: Record<string, string>, query = '') {
  const res = await get(headers, `/api/v1/messages${query}`);
  expect(res.statusCode, res.body).toBe(200);
  return MessagesResponseSchema.parse(res.json());
}
async function unread(headers: Record<string, string>) {
  return (await get(headers, '/api/v1/messages/unread-count')).json().count as number;
}

describe('internal messages', () => {
  it('a message to one member reaches only that member, with a badge count in member info', async () => {
    const op = await operator();
    const alice = await signedInMember(t.app.db);
    const bob = await signedInMember(t.app.db);
    const res = await send(op, { audience: 'MEMBER', username: alice.username, title: 'Your withdrawal', content: '<p>Paid <b>today</b><script>x()</script></p>' });
    expect(res.statusCode, res.body).toBe(201);
    const page = await list(alice.headers);
    expect(page.list.map((m) => m.title)).toContain('Your withdrawal');
    const mine = page.list.find((m) => m.title === 'Your withdrawal');
    expect(mine).toMatchObject({ read: false, content: '<p>Paid <b>today</b></p>' });
    expect((await list(bob.headers)).list.map((m) => m.title)).not.toContain('Your withdrawal');
    const me = (await get(alice.headers, '/api/v1/members/me')).json();
    expect(me.unreadMessageCount).toBe(await unread(alice.headers));
  });

  it('a member can neither read, mark nor delete another member\'s message (404, no state written)', async () => {
    const op = await operator();
    const alice = await signedInMember(t.app.db);
    const mallory = await signedInMember(t.app.db);
    const { id } = (await send(op, { audience: 'MEMBER', memberId: alice.id, title: 'Private', content: 'secret' })).json();
    for (const req of [
      { method: 'POST' as const, url: `/api/v1/messages/${id}/read` },
      { method: 'DELETE' as const, url: `/api/v1/messages/${id}` },
    ]) {
      const res = await t.app.inject({ ...req, headers: mallory.headers });
      expect(res.statusCode).toBe(404);
      expect(res.json().code).toBe(ErrorCode.NOT_FOUND);
    }
    expect((await list(mallory.headers)).list.map((m) => m.id)).not.toContain(id);
    const states = await t.app.db.selectFrom('message_states').selectAll().where('message_id', '=', id).execute();
    expect(states).toEqual([]);
    // Signed out: 401.
    expect((await t.app.inject({ method: 'GET', url: '/api/v1/messages' })).statusCode).toBe(401);
    expect((await t.app.inject({ method: 'GET', url: '/api/v1/messages/unread-count' })).statusCode).toBe(401);
  });

  it('a broadcast is one row, with read and delete state per member', async () => {
    const op = await operator('content');
    const a = await signedInMember(t.app.db);
    const b = await signedInMember(t.app.db);
    const before = await t.app.db.selectFrom('messages').select((eb) => eb.fn.countAll<string>().as('n')).executeTakeFirstOrThrow();
    const { id } = (await send(op, { audience: 'ALL', title: 'Maintenance tonight', content: '<p>02:00-04:00</p>' })).json();
    const after = await t.app.db.selectFrom('messages').select((eb) => eb.fn.countAll<string>().as('n')).executeTakeFirstOrThrow();
    expect(Number(after.n) - Number(before.n)).toBe(1);

    const aUnread = await unread(a.headers);
    const marked = await t.app.inject({ method: 'POST', url: `/api/v1/messages/${id}/read`, headers: a.headers });
    expect(marked.json().count).toBe(aUnread - 1);
    expect((await list(a.headers, '?status=read')).list.map((m) => m.id)).toContain(id);
    expect((await list(a.headers, '?status=unread')).list.map((m) => m.id)).not.toContain(id);
    // b still has it unread.
    expect((await list(b.headers, '?status=unread')).list.map((m) => m.id)).toContain(id);
    // a deletes it: gone for a, still there for b.
    expect((await t.app.inject({ method: 'DELETE', url: `/api/v1/messages/${id}`, headers: a.headers })).statusCode).toBe(200);
    expect((await list(a.headers)).list.map((m) => m.id)).not.toContain(id);
    expect((await list(b.headers)).list.map((m) => m.id)).toContain(id);
    // Deleting again: it no longer exists for a.
    expect((await t.app.inject({ method: 'DELETE', url: `/api/v1/messages/${id}`, headers: a.headers })).statusCode).toBe(404);
  });

  it('segments: agents, members and VIP levels each get only theirs', async () => {
    const op = await operator('admin');
    const member = await signedInMember(t.app.db);
    const agent = await signedInMember(t.app.db, { type: 1 });
    const vip = await signedInMember(t.app.db);
    await t.app.db.updateTable('members').set({ vip_level: 4 }).where('id', '=', vip.id).execute();
    await send(op, { audience: 'AGENTS', title: 'For agents', content: 'a' });
    await send(op, { audience: 'MEMBERS', title: 'For members', content: 'm' });
    await send(op, { audience: 'VIP', vipMinLevel: 3, title: 'For VIP 3+', content: 'v' });
    const titles = async (h: Record<string, string>) => (await list(h, '?pageSize=50')).list.map((m) => m.title);
    expect(await titles(member.headers)).toEqual(expect.arrayContaining(['For members']));
    expect(await titles(member.headers)).not.toEqual(expect.arrayContaining(['For agents']));
    expect(await titles(member.headers)).not.toContain('For VIP 3+');
    expect(await titles(agent.headers)).toContain('For agents');
    expect(await titles(agent.headers)).not.toContain('For members');
    expect(await titles(vip.headers)).toEqual(expect.arrayContaining(['For members', 'For VIP 3+']));
  });

  it('pages newest first', async () => {
    const op = await operator();
    const m = await signedInMember(t.app.db);
    for (let i = 1; i <= 3; i++) await send(op, { audience: 'MEMBER', memberId: m.id, title: `n${i}`, content: 'x' });
    const first = await list(m.headers, '?pageSize=2&page=1');
    expect(first.list.map((x) => x.title)).toEqual(['n3', 'n2']);
    expect(first.totalPages).toBeGreaterThanOrEqual(2);
    const all = await t.app.inject({ method: 'POST', url: '/api/v1/messages/read-all', headers: m.headers });
    expect(all.json().count).toBe(0);
    expect(await unread(m.headers)).toBe(0);
  });

  it('operators: roles, bad input and unknown members refused, nothing stored', async () => {
    const m = await signedInMember(t.app.db);
    const body = { audience: 'MEMBER', memberId: m.id, title: 't', content: 'c' };
    expect((await send({}, body)).statusCode).toBe(401);
    expect((await send(m.headers, body)).statusCode).toBe(401);
    expect((await send(await operator('finance'), body)).statusCode).toBe(403);
    const op = await operator();
    const before = await t.app.db.selectFrom('messages').select((eb) => eb.fn.countAll<string>().as('n')).executeTakeFirstOrThrow();
    for (const bad of [
      { audience: 'MEMBER', title: 't', content: 'c' },
      { audience: 'VIP', title: 't', content: 'c' },
      { audience: 'ALL', vipMinLevel: 2, title: 't', content: 'c' },
      { audience: 'ALL', title: '', content: 'c' },
      { audience: 'ALL', title: '<script>x</script>', content: 'c' },
      { audience: 'ALL', title: 't', content: '<script>only()</script>' },
      { audience: 'NOBODY', title: 't', content: 'c' },
    ]) {
      const res = await send(op, bad);
      expect(res.statusCode, JSON.stringify(bad)).toBe(400);
    }
    expect((await send(op, { audience: 'MEMBER', memberId: 99_999_999, title: 't', content: 'c' })).statusCode).toBe(404);
    expect((await send(op, { audience: 'MEMBER', username: 'no-such-user', title: 't', content: 'c' })).statusCode).toBe(404);
    const after = await t.app.db.selectFrom('messages').select((eb) => eb.fn.countAll<string>().as('n')).executeTakeFirstOrThrow();
    expect(after.n).toBe(before.n);
  });
});

describe('live push', () => {
  it('a message to a member is pushed on their balance stream, and a broadcast to every open stream', async () => {
    await t.app.listen({ host: '127.0.0.1', port: 0 });
    const base = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
    const m = await signedInMember(t.app.db);
    const other = await signedInMember(t.app.db);
    const events = await openStream(base, m.token);
    const otherEvents = await openStream(base, other.token);
    const op = await operator();
    const { id } = (await send(op, { audience: 'MEMBER', memberId: m.id, title: 'Live', content: 'x' })).json();
    await expect.poll(() => events.seen.filter((e) => e.type === 'messages').map((e) => e.data), { timeout: 3_000 }).toContainEqual({ id: String(id) });
    const all = (await send(op, { audience: 'ALL', title: 'Live all', content: 'x' })).json();
    await expect.poll(() => otherEvents.seen.filter((e) => e.type === 'messages').map((e) => e.data), { timeout: 3_000 }).toEqual([{ id: String(all.id) }]);
    events.close();
    otherEvents.close();
  });
});

async function redisReachable(url: string | undefined) {
  if (!url) return false;
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

describe.skipIf(!(await redisReachable(process.env.REDIS_URL)))('live push through Redis (REDIS_URL)', () => {
  it('a message sent on one instance reaches a tab connected to another', async () => {
    const config = testConfig({ REDIS_URL: process.env.REDIS_URL ?? '', MERCHANT_CODE: `M${Date.now().toString(36).toUpperCase()}` });
    const a = await buildApp({ config, database: t.database });
    const b = await buildApp({ config, database: t.database });
    try {
      await b.listen({ host: '127.0.0.1', port: 0 });
      const m = await signedInMember(t.app.db);
      const events = await openStream(`http://127.0.0.1:${(b.server.address() as AddressInfo).port}`, m.token);
      try {
        const sent = await a.messages.send({ audience: 'MEMBER', memberId: m.id, title: 'Across instances', content: 'x' }, 1);
        await expect.poll(() => events.seen.filter((e) => e.type === 'messages').map((e) => e.data), { timeout: 3_000 }).toEqual([{ id: String(sent.id) }]);
      } finally {
        events.close();
      }
    } finally {
      await a.close();
      await b.close();
    }
  });
});

/** Reads `GET /wallet/events` and keeps the parsed events. */
async function openStream(base: string, token: string) {
  const controller = new AbortController();
  const seen: { type: string; data: unknown }[] = [];
  const res = await fetch(`${base}/api/v1/wallet/events?token=${token}`, { signal: controller.signal });
  const reader = res.body!.getReader();
  const decoder = new TextDecoder();
  let buffer = '';
  void (async () => {
    try {
      for (;;) {
        const { value, done } = await reader.read();
        if (done) return;
        buffer += decoder.decode(value, { stream: true });
        let cut;
        while ((cut = buffer.indexOf('\n\n')) >= 0) {
          const chunk = buffer.slice(0, cut);
          buffer = buffer.slice(cut + 2);
          const type = /^event: (.*)$/m.exec(chunk)?.[1];
          const data = /^data: (.*)$/m.exec(chunk)?.[1];
          if (type && data) seen.push({ type, data: JSON.parse(data) as RealtimeEvent['data'] });
        }
      }
    } catch {
      // aborted
    }
  })();
  await expect.poll(() => seen.some((e) => e.type === 'balance'), { timeout: 5_000 }).toBe(true);
  return { seen, close: () => controller.abort() };
}

