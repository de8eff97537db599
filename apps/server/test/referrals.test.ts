import { REFERRAL_CODE_PATTERN } from '@app/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, signedInMember } from './factories.ts';
import { signCallback } from '../src/modules/payments/gateway/signature.ts';
import type { TestApp } from './helpers.ts';
import { buildPaymentsApp, closeBalanced, requestId, signedInOperator } from './payments.fixtures.ts';

/** Invite friends (docs/rewards.md "Referral"): codes, invites, the inviter's bonus on a friend's first deposit. PGlite and PostgreSQL. */
let t: TestApp;
let ipCounter = 0;
const freshIp = () => `10.7.${Math.floor(++ipCounter / 250)}.${ipCounter % 250}`;
let seq = 0;
const uniqueName = (prefix: string) => `${prefix}${Date.now().toString(36).slice(-5)}${++seq}`;

beforeAll(async () => {
  t = await buildPaymentsApp();
  t.app.accountsCaptcha.textSource = () => 'HK7PW';
}, 240_000);
afterAll(() => closeBalanced(t), 120_000);

interface Registered {
  id: number;
  username: string;
  headers: Record<string, string>;
}

async function register(payload: Record<string, unknown>) {
  const ip = freshIp();
  const c = (await t.app.inject({ method: 'GET', url: '/api/v1/auth/captcha', remoteAddress: ip })).json<{ captchaId: string }>();
  return t.app.inject({
    method: 'PUT',
    url: '/api/v1/auth/register',
    remoteAddress: ip,
    payload: { password: 'Secret12!', confirmPassword: 'Secret12!', acceptTerms: true, ageConfirmed: true, registerMethod: 'WEB', login: true, domain: 'localhost', captcha: 'HK7PW', captchaId: c.captchaId, ...payload },
  });
}

async function member(payload: Record<string, unknown> = {}): Promise<Registered> {
  const username = uniqueName('fr');
  const res = await register({ username, ...payload });
  expect(res.statusCode, res.body).toBe(200);
  const body = res.json<{ token: string; member: { id: number } }>();
  return { id: body.member.id, username, headers: bearer(body.token) };
}

const summary = async (m: { headers: Record<string, string> }) => {
  const res = await t.app.inject({ method: 'GET', url: '/api/v1/rewards/referral', headers: m.headers });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<{ code: string; link: string; invitedCount: number; depositedCount: number; earnedTotal: number; currency: string }>();
};
const invites = async (m: { headers: Record<string, string> }, q = '') => {
  const res = await t.app.inject({ method: 'GET', url: `/api/v1/rewards/referral/invites${q}`, headers: m.headers });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<{ items: { friend: string; hasDeposited: boolean; rewardStatus: string; rewardAmount: number | null }[]; total: number }>();
};
const memberCount = async () => Number((await t.app.db.selectFrom('members').select((eb) => eb.fn.countAll().as('n')).executeTakeFirstOrThrow()).n);
const referralBonuses = (memberId: number) => t.app.db.selectFrom('reward_bonuses').select(['amount', 'grant_key', 'source']).where('member_id', '=', memberId).where('source', '=', 'REFERRAL').execute();

async function approvedDeposit(m: Registered, amount = 100_000) {
  const res = await t.app.inject({ method: 'POST', url: '/api/v1/payments/deposits', headers: m.headers, payload: { method: 'BANK_TRANSFER', amount, reference: 'KBANK ref 1', requestId: requestId() } });
  expect(res.statusCode, res.body).toBe(200);
  const id = res.json<{ deposit: { id: string } }>().deposit.id;
  const op = await signedInOperator(t, 'finance');
  const ok = await t.app.inject({ method: 'POST', url: `/api/v1/operator/payments/deposits/${id}/approve`, headers: op.headers, payload: {} });
  expect(ok.statusCode, ok.body).toBe(200);
}

describe('referral code', () => {
  it('every new member has a stable code and a /register?referralCode= link', async () => {
    const a = await member();
    const first = await summary(a);
    expect(first.code).toMatch(REFERRAL_CODE_PATTERN);
    expect(first.link).toMatch(new RegExp(`/register\\?referralCode=${first.code}$`));
    expect(first).toMatchObject({ invitedCount: 0, depositedCount: 0, earnedTotal: 0, currency: 'THB' });
    expect((await summary(a)).code).toBe(first.code);
    // Given at registration, not on the first visit.
    const stored = await t.app.db.selectFrom('referral_codes').select('code').where('member_id', '=', a.id).executeTakeFirst();
    expect(stored?.code).toBe(first.code);
  });

  it('an account from before the feature gets its code on first visit', async () => {
    const old = await signedInMember(t.app.db);
    const s = await summary(old);
    expect(s.code).toMatch(REFERRAL_CODE_PATTERN);
    expect((await summary(old)).code).toBe(s.code);
  });

  it('needs a real account: 401 without a session, 403 for a trial player', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/v1/rewards/referral' })).statusCode).toBe(401);
    const trial = await signedInMember(t.app.db, { type: 4 });
    const res = await t.app.inject({ method: 'GET', url: '/api/v1/rewards/referral/invites', headers: trial.headers });
    expect([res.statusCode, res.json().code]).toEqual([403, 'TRIAL_NOT_ALLOWED']);
  });
});

describe('registering with a referral code', () => {
  it('records the inviter (code in any case), shows the friend masked, and leaves the agent upline alone', async () => {
    const a = await member();
    const { code } = await summary(a);
    const b = await member({ referralCode: code.toLowerCase() });
    const s = await summary(a);
    expect(s).toMatchObject({ invitedCount: 1, depositedCount: 0, earnedTotal: 0 });
    const list = await invites(a);
    expect(list.total).toBe(1);
    expect(list.items[0]).toMatchObject({ friend: `${b.username.slice(0, 2)}***${b.username.slice(-2)}`, hasDeposited: false, rewardStatus: 'WAITING_DEPOSIT', rewardAmount: null });
    const row = await t.app.db.selectFrom('members').select('parent_id').where('id', '=', b.id).executeTakeFirstOrThrow();
    expect(row.parent_id).toBeNull();
  });

  it('the invitation code field and its check take a member code too', async () => {
    const a = await member();
    const { code } = await summary(a);
    const check = async (c: string) => (await t.app.inject({ method: 'GET', url: `/api/v1/auth/affiliate/check?code=${c}&domain=localhost` })).json().valid;
    expect(await check(code)).toBe(true);
    expect(await check('RZZZZZZZZ')).toBe(false);
    await member({ affiliateCode: code });
    expect((await summary(a)).invitedCount).toBe(1);
  });

  it("an agent's code in referralCode still attaches the member to the agent and invites nobody", async () => {
    const m = await member({ referralCode: 'AGENT01' });
    const agent = await t.app.db.selectFrom('members').select('id').where('username', '=', 'agent').executeTakeFirstOrThrow();
    expect((await t.app.db.selectFrom('members').select('parent_id').where('id', '=', m.id).executeTakeFirstOrThrow()).parent_id).toBe(agent.id);
    expect(await t.app.db.selectFrom('referrals').select('invitee_id').where('invitee_id', '=', m.id).executeTakeFirst()).toBeUndefined();
  });

  it('refuses self-referral (same e-mail or real name as the code owner) and an unknown code, creating nothing', async () => {
    const a = await member({ email: 'owner.ref@example.com', payeeName: 'Somchai Jaidee' });
    const { code } = await summary(a);
    const before = await memberCount();
    const sameEmail = await register({ username: uniqueName('se'), email: 'Owner.Ref@example.com', referralCode: code });
    expect([sameEmail.statusCode, sameEmail.json().code]).toEqual([400, 'REFERRAL_SELF']);
    const sameName = await register({ username: uniqueName('sn'), payeeName: 'somchai  jaidee', referralCode: code });
    expect([sameName.statusCode, sameName.json().code]).toEqual([400, 'REFERRAL_SELF']);
    const unknown = await register({ username: uniqueName('uk'), referralCode: 'RZZZZZZZZ' });
    expect([unknown.statusCode, unknown.json()]).toEqual([400, expect.objectContaining({ code: 'AFFILIATE_CODE_INVALID', message: 'invitation code error' })]);
    expect(await memberCount()).toBe(before);
    expect((await summary(a)).invitedCount).toBe(0);
  });

  it('a member sees only their own invites', async () => {
    const a = await member();
    const other = await member();
    await member({ referralCode: (await summary(a)).code });
    expect((await invites(a)).total).toBe(1);
    expect(await invites(other)).toMatchObject({ total: 0, items: [] });
    // The list takes no member id: a query naming someone else is ignored, not obeyed.
    expect(await invites(other, `?memberId=${a.id}&referrerId=${a.id}`)).toMatchObject({ total: 0, items: [] });
  });
});

describe('referral reward', () => {
  it("pays the inviter once for the friend's first credited deposit, however often or concurrently the job runs", async () => {
    const a = await member();
    const b = await member({ referralCode: (await summary(a)).code });
    await t.app.jobs.runNow('referrals.reward');
    expect(await referralBonuses(a.id)).toEqual([]); // no deposit yet

    await approvedDeposit(b);
    expect((await invites(a)).items[0]).toMatchObject({ hasDeposited: true, rewardStatus: 'PENDING' });
    await Promise.all([t.app.jobs.runNow('referrals.reward'), ...Array.from({ length: 5 }, () => t.app.referrals.settlePending())]);
    await approvedDeposit(b, 50_000); // a second deposit brings nothing more
    await t.app.jobs.runNow('referrals.reward');

    const bonuses = await referralBonuses(a.id);
    expect(bonuses).toHaveLength(1);
    expect(bonuses[0]).toMatchObject({ amount: 10_000n, grant_key: `referral:${b.id}` });
    expect((await invites(a)).items[0]).toMatchObject({ hasDeposited: true, rewardStatus: 'GRANTED', rewardAmount: 10_000 });
    expect(await summary(a)).toMatchObject({ invitedCount: 1, depositedCount: 1, earnedTotal: 10_000 });
    // The friend earns nothing for being invited; the bonus is on the inviter's bonus page.
    expect(await referralBonuses(b.id)).toEqual([]);
    const mine = (await t.app.inject({ method: 'GET', url: '/api/v1/bonuses', headers: a.headers })).json<{ active: { source: string; amount: number; wagering: { required: number } }[] }>();
    expect(mine.active).toEqual([expect.objectContaining({ source: 'REFERRAL', amount: 10_000, wagering: expect.objectContaining({ required: 50_000 }) })]);
  });

  it('a retried grant with the same key pays nothing more', async () => {
    const a = await member();
    const b = await member({ referralCode: (await summary(a)).code });
    await approvedDeposit(b);
    await t.app.referrals.settlePending();
    const again = await t.app.rewards.grant({
      memberId: a.id,
      source: 'REFERRAL',
      sourceRef: String(b.id),
      grantKey: `referral:${b.id}`,
      title: 'Referral reward',
      amount: 10_000n,
      currency: 'THB',
      terms: { wageringMultiplier: 5, validDays: 30, maxCashout: null, categories: [] },
    });
    expect(again.replayed).toBe(true);
    expect(await referralBonuses(a.id)).toHaveLength(1);
  });

  it('an inviter on a time-out is not paid during it; the invite waits as PENDING and nothing moves', async () => {
    const a = await member();
    const b = await member({ referralCode: (await summary(a)).code });
    const timeOut = await t.app.inject({ method: 'POST', url: '/api/v1/protection/time-out', headers: a.headers, payload: { period: '7D' } });
    expect(timeOut.statusCode, timeOut.body).toBeLessThan(300);
    await approvedDeposit(b);
    await t.app.jobs.runNow('referrals.reward');
    expect(await referralBonuses(a.id)).toEqual([]);
    const row = await t.app.db.selectFrom('referrals').select(['reward_status', 'bonus_id']).where('invitee_id', '=', b.id).executeTakeFirstOrThrow();
    expect(row).toEqual({ reward_status: 'PENDING', bonus_id: null });
  });

  it('a gateway deposit counts once its signed PAID callback arrives, repeated callbacks included', async () => {
    const a = await member();
    const b = await member({ referralCode: (await summary(a)).code });
    const start = await t.app.inject({ method: 'POST', url: '/api/v1/payments/deposits', headers: b.headers, payload: { method: 'GATEWAY', amount: 50_000, requestId: requestId() } });
    expect(start.statusCode, start.body).toBe(200);
    const d = start.json<{ deposit: { id: string; gatewayOrderId: string } }>().deposit;
    await t.app.referrals.settlePending();
    expect((await invites(a)).items[0]).toMatchObject({ hasDeposited: false, rewardStatus: 'WAITING_DEPOSIT' });
    const raw = JSON.stringify({ orderId: d.gatewayOrderId, merchantOrderId: `D${d.id}`, amount: 50_000, currency: 'THB', status: 'PAID', eventId: `${d.gatewayOrderId}:PAID` });
    const secret = (t.app.sandboxGateway as unknown as { options: { secret: string } }).options.secret;
    const ts = Math.floor(Date.now() / 1000);
    const callback = () =>
      t.app.inject({
        method: 'POST',
        url: '/api/v1/payments/gateway/sandbox/callback',
        headers: { 'content-type': 'application/json', 'x-gateway-timestamp': String(ts), 'x-gateway-signature': signCallback(secret, ts, raw) },
        payload: raw,
      });
    const answers = await Promise.all([callback(), callback(), callback()]);
    expect(answers.map((r) => r.statusCode)).toEqual([200, 200, 200]);
    await Promise.all([t.app.referrals.settlePending(), t.app.referrals.settlePending()]);
    expect(await referralBonuses(a.id)).toEqual([expect.objectContaining({ amount: 10_000n, grant_key: `referral:${b.id}` })]);
  });

  it('a deposit of a member nobody invited changes nothing', async () => {
    const lone = await member();
    await approvedDeposit(lone);
    expect(await t.app.referrals.settlePending()).toBe(0);
  });
});

describe('OpenAPI', () => {
  it('documents both referral routes with bearer security', async () => {
    const doc = (await t.app.inject({ method: 'GET', url: '/api/docs/openapi.json' })).json<{ paths: Record<string, { get?: { security?: unknown[] } }> }>();
    for (const path of ['/api/v1/rewards/referral', '/api/v1/rewards/referral/invites']) expect(doc.paths[path]?.get?.security).toEqual([{ bearer: [] }]);
  });
});
