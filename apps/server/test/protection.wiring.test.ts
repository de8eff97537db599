import { ProtectionErrorCode, RewardErrorCode } from '@app/contracts';
import { randomUUID } from 'node:crypto';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { agentWithTeam } from './agents.helpers.ts';
import { createSession, signedInMember } from './factories.ts';
import type { TestApp } from './helpers.ts';
import { buildPaymentsApp, signedInOperator } from './payments.fixtures.ts';

/**
 * Protection on the paths wired in after the module (docs/protection.md "Where it is enforced"):
 * agent transfers in, bonus grants and offers, marketing messages. PGlite, and PostgreSQL with DATABASE_URL.
 */
let t: TestApp;
let admin: Awaited<ReturnType<typeof signedInOperator>>;
beforeAll(async () => {
  t = await buildPaymentsApp();
  admin = await signedInOperator(t, 'admin');
}, 120_000);
afterEach(async () => {
  expect((await t.app.wallet.check()).problems).toEqual([]);
});
afterAll(() => t.close());

type Headers = Record<string, string>;
const memberHeaders = async (id: number): Promise<Headers> => ({ authorization: `Bearer ${await createSession(t.app.db, id)}` });
const post = (url: string, payload: unknown, headers: Headers) => t.app.inject({ method: 'POST', url: `/api/v1${url}`, headers, payload: payload as object });
const get = (url: string, headers: Headers) => t.app.inject({ method: 'GET', url: `/api/v1${url}`, headers });
const balance = async (id: number) => (await t.app.wallet.balanceOf(id)).balance;
const bonusCount = async (id: number) => (await t.app.db.selectFrom('reward_bonuses').select('id').where('member_id', '=', id).execute()).length;

describe('agent transfers in count as deposits of the member', () => {
  it('a deposit limit refuses the transfer that would pass it (403 DEPOSIT_LIMIT_REACHED), nothing moves', async () => {
    const a = await agentWithTeam(t, { members: 1, balance: 100_000n });
    const m = a.members[0]!;
    const mh = await memberHeaders(m.id);
    expect((await t.app.inject({ method: 'PUT', url: '/api/v1/protection/limits', headers: mh, payload: { limits: [{ kind: 'DEPOSIT', period: 'DAY', amount: 30_000 }] } })).statusCode).toBe(200);
    expect((await post('/agent/transfers', { requestId: 'lim-000001', memberId: m.id, amount: 20_000 }, a.headers)).statusCode).toBe(200);
    const over = await post('/agent/transfers', { requestId: 'lim-000002', memberId: m.id, amount: 20_000 }, a.headers);
    expect(over.statusCode).toBe(403);
    expect(over.json()).toMatchObject({ code: ProtectionErrorCode.DEPOSIT_LIMIT_REACHED, details: { kind: 'DEPOSIT', period: 'DAY', limit: 30_000, used: 20_000, remaining: 10_000 } });
    expect(await balance(a.id)).toBe(80_000n);
    expect(await balance(m.id)).toBe(20_000n);
    // The first transfer's retry still answers its first result, even with the limit now reached.
    const retry = await post('/agent/transfers', { requestId: 'lim-000001', memberId: m.id, amount: 20_000 }, a.headers);
    expect(retry.json()).toMatchObject({ replayed: true, amount: 20_000 });
    // Within what is left, it passes; the limit page counts both.
    expect((await post('/agent/transfers', { requestId: 'lim-000003', memberId: m.id, amount: 10_000 }, a.headers)).statusCode).toBe(200);
    const limits = (await get('/protection/limits', mh)).json() as { limits: { kind: string; period: string; used: number }[] };
    expect(limits.limits.find((l) => l.kind === 'DEPOSIT' && l.period === 'DAY')?.used).toBe(30_000);
  });

  it('a time-out or self-exclusion refuses transfers in with its code; the agent keeps the money', async () => {
    const a = await agentWithTeam(t, { members: 2, balance: 100_000n });
    const [timedOut, excluded] = [a.members[0]!, a.members[1]!];
    expect((await post('/protection/time-out', { period: '24H' }, await memberHeaders(timedOut.id))).statusCode).toBe(200);
    expect((await post('/protection/self-exclusion', { period: '6M', confirm: true }, await memberHeaders(excluded.id))).statusCode).toBe(200);
    const r1 = await post('/agent/transfers', { requestId: 'exc-000001', memberId: timedOut.id, amount: 5_000 }, a.headers);
    const r2 = await post('/agent/transfers', { requestId: 'exc-000002', username: excluded.username, amount: 5_000 }, a.headers);
    expect([r1.statusCode, r1.json().code]).toEqual([403, ProtectionErrorCode.TIMED_OUT]);
    expect([r2.statusCode, r2.json().code]).toEqual([403, ProtectionErrorCode.SELF_EXCLUDED]);
    expect(await balance(a.id)).toBe(100_000n);
    expect(await balance(timedOut.id)).toBe(0n);
    expect(await balance(excluded.id)).toBe(0n);
  });

  it('parallel transfers with the same requestId under a limit move the money once and count it once', async () => {
    const a = await agentWithTeam(t, { members: 1, balance: 100_000n });
    const m = a.members[0]!;
    const mh = await memberHeaders(m.id);
    await t.app.inject({ method: 'PUT', url: '/api/v1/protection/limits', headers: mh, payload: { limits: [{ kind: 'DEPOSIT', period: 'DAY', amount: 15_000 }] } });
    const results = await Promise.all(Array.from({ length: 5 }, () => post('/agent/transfers', { requestId: 'par-000001', memberId: m.id, amount: 10_000 }, a.headers)));
    expect(results.map((r) => r.statusCode)).toEqual([200, 200, 200, 200, 200]);
    expect(new Set(results.map((r) => r.json().transferId)).size).toBe(1);
    expect(await balance(m.id)).toBe(10_000n);
    const limits = (await get('/protection/limits', mh)).json() as { limits: { kind: string; period: string; used: number }[] };
    expect(limits.limits.find((l) => l.kind === 'DEPOSIT' && l.period === 'DAY')?.used).toBe(10_000);
  });
});

describe('bonuses: no grant or offer during a time-out or self-exclusion', () => {
  const terms = { wageringMultiplier: 1, validDays: 7, maxCashout: null, categories: [] };

  it('a direct grant is refused with BONUS_EXCLUDED and moves nothing; a member without exclusion gets it', async () => {
    const ok = await signedInMember(t.app.db);
    const out = await signedInMember(t.app.db);
    await post('/protection/time-out', { period: '7D' }, out.headers);
    const grant = (memberId: number) =>
      t.app.rewards.grant({ memberId, source: 'REWARD', sourceRef: 'wiring', grantKey: `wiring:${memberId}`, title: 'Gift', amount: 1_000n, currency: 'THB', terms });
    await expect(grant(out.id)).rejects.toMatchObject({ statusCode: 403, code: RewardErrorCode.BONUS_EXCLUDED });
    expect(await bonusCount(out.id)).toBe(0);
    // Inside a caller's transaction the check holds too.
    await expect(t.app.db.transaction().execute((trx) => t.app.rewards.grant({ memberId: out.id, source: 'REWARD', sourceRef: 'wiring', grantKey: `wiring-trx:${out.id}`, title: 'Gift', amount: 1_000n, currency: 'THB', terms }, trx))).rejects.toMatchObject({
      code: RewardErrorCode.BONUS_EXCLUDED,
    });
    expect(await bonusCount(out.id)).toBe(0);
    expect((await grant(ok.id)).replayed).toBe(false);
    expect(await bonusCount(ok.id)).toBe(1);
  });

  it('an operator offer to an excluded member is refused; an offer made before cannot be claimed', async () => {
    const m = await signedInMember(t.app.db);
    const offer = (key: string) => post('/operator/rewards', { memberId: m.id, title: 'Weekend gift', amount: 2_000, terms, key }, admin.headers);
    const before = await offer(`wiring-before-${m.id}`);
    expect(before.statusCode, before.body).toBe(200);
    await post('/protection/self-exclusion', { period: '1Y', confirm: true }, m.headers);
    const after = await offer(`wiring-after-${m.id}`);
    expect([after.statusCode, after.json().code]).toEqual([403, RewardErrorCode.BONUS_EXCLUDED]);
    const claim = await post(`/rewards/${before.json().id}/claim`, {}, m.headers);
    expect([claim.statusCode, claim.json().code]).toEqual([403, RewardErrorCode.BONUS_EXCLUDED]);
    expect(await bonusCount(m.id)).toBe(0);
    const offers = await t.app.db.selectFrom('reward_offers').select('offer_key').where('member_id', '=', m.id).execute();
    expect(offers.map((o) => o.offer_key)).toEqual([`wiring-before-${m.id}`]);
  });
});

describe('marketing messages skip excluded members; account messages still arrive', () => {
  const send = (payload: Record<string, unknown>) => post('/operator/messages', { title: 'Hello', content: '<p>News</p>', ...payload }, admin.headers);
  const titles = async (h: Headers) => ((await get('/messages', h)).json() as { list: { title: string }[] }).list.map((m) => m.title);
  const unread = async (h: Headers) => (await get('/messages/unread-count', h)).json().count as number;

  it('a broadcast sent during a time-out never shows to that member, before or after it ends; a message to the member does', async () => {
    const tag = randomUUID().slice(0, 8);
    const out = await signedInMember(t.app.db);
    const other = await signedInMember(t.app.db);
    await send({ audience: 'ALL', title: `before ${tag}` });
    await post('/protection/time-out', { period: '24H' }, out.headers);
    const baseline = await unread(out.headers);
    await send({ audience: 'ALL', title: `promo ${tag}` });
    await send({ audience: 'MEMBERS', title: `members ${tag}` });
    await send({ audience: 'MEMBER', memberId: out.id, title: `account ${tag}` });
    const seen = await titles(out.headers);
    expect(seen).toContain(`before ${tag}`);
    expect(seen).toContain(`account ${tag}`);
    expect(seen).not.toContain(`promo ${tag}`);
    expect(seen).not.toContain(`members ${tag}`);
    expect(await unread(out.headers)).toBe(baseline + 1);
    expect(await titles(other.headers)).toEqual(expect.arrayContaining([`promo ${tag}`, `members ${tag}`]));
    // The time-out ends now (moved from tomorrow): new broadcasts arrive again, those sent inside it stay hidden.
    await new Promise((r) => setTimeout(r, 20));
    await t.app.db.updateTable('protection_members').set({ exclusion_until: new Date() }).where('member_id', '=', out.id).execute();
    await new Promise((r) => setTimeout(r, 20));
    await send({ audience: 'ALL', title: `later ${tag}` });
    const afterwards = await titles(out.headers);
    expect(afterwards).toContain(`later ${tag}`);
    expect(afterwards).not.toContain(`promo ${tag}`);
  });
});
