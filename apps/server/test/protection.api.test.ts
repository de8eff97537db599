import { ageOn, hub88UnitsPerMinor, LimitsSchema, ProtectionErrorCode, ProtectionStatusSchema, type Limits } from '@app/contracts';
import { randomBytes, randomUUID } from 'node:crypto';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { LotteryRepository } from '../src/modules/lottery/repository.ts';
import { signedInMember } from './factories.ts';
import type { TestApp } from './helpers.ts';
import { onPostgres } from './helpers.ts';
import { hub88 } from './hub88-helpers.ts';
import { buildPaymentsApp, PAYMENT_PASSWORD, payingMember } from './payments.fixtures.ts';

let t: TestApp;
let clock = new Date('2030-03-10T12:00:00Z');
beforeAll(async () => {
  t = await buildPaymentsApp();
  t.app.protection.now = () => clock;
}, 120_000);
afterEach(async () => {
  const check = await t.app.wallet.check();
  expect(check.problems).toEqual([]);
});
afterAll(() => t.close());

type Member = { id: number; headers: Record<string, string> };
const advance = (hours: number) => {
  clock = new Date(clock.getTime() + hours * 3_600_000);
};

let seq = 0;
async function funded(amount = 1_000_000n): Promise<Member> {
  const m = await signedInMember(t.app.db);
  await t.app.wallet.transfer({ idempotencyKey: `protection-test:${++seq}`, from: { system: 'PAYMENT_CLEARING' }, to: { member: m.id }, amount, currency: 'THB', kind: 'DEPOSIT' });
  return m;
}
const inject = (m: Member, method: 'GET' | 'PUT' | 'POST', url: string, payload?: unknown) => t.app.inject({ method, url: `/api/v1${url}`, headers: m.headers, payload: payload as object });
const putLimits = (m: Member, limits: unknown[]) => inject(m, 'PUT', '/protection/limits', { limits });
const limitsOf = async (m: Member): Promise<Limits> => LimitsSchema.parse((await inject(m, 'GET', '/protection/limits')).json());
const limitOf = async (m: Member, kind: string, period: string) => (await limitsOf(m)).limits.find((l) => l.kind === kind && l.period === period);
const deposit = (m: Member, amount: number) => inject(m, 'POST', '/payments/deposits', { method: 'GATEWAY', amount, requestId: randomUUID() });
const spin = (m: Member, bet = 100) => inject(m, 'POST', '/inhouse/slot/spin', { bet, requestId: randomUUID() });
const rowsOf = (m: Member) => t.app.db.selectFrom('protection_limits').selectAll().where('member_id', '=', m.id).execute();

describe('limits: input', () => {
  it.each([
    ['negative', [{ kind: 'DEPOSIT', period: 'DAY', amount: -5 }]],
    ['zero', [{ kind: 'DEPOSIT', period: 'DAY', amount: 0 }]],
    ['non-numeric', [{ kind: 'DEPOSIT', period: 'DAY', amount: '100' }]],
    ['fraction', [{ kind: 'DEPOSIT', period: 'DAY', amount: 10.5 }]],
    ['unknown period', [{ kind: 'DEPOSIT', period: 'YEAR', amount: 100 }]],
    ['unknown kind', [{ kind: 'BONUS', period: 'DAY', amount: 100 }]],
    ['unknown field', [{ kind: 'DEPOSIT', period: 'DAY', amount: 100, extra: 1 }]],
    ['empty list', []],
  ])('%s → 400 VALIDATION_ERROR, nothing written', async (_name, limits) => {
    const m = await funded();
    const res = await putLimits(m, limits);
    expect(res.statusCode).toBe(400);
    expect(res.json().code).toBe('VALIDATION_ERROR');
    expect(await rowsOf(m)).toEqual([]);
  });

  it('a bad entry beside good ones writes none of them; the same limit twice is refused', async () => {
    const m = await funded();
    expect((await putLimits(m, [{ kind: 'WAGER', period: 'DAY', amount: 500 }, { kind: 'LOSS', period: 'WEEK', amount: -1 }])).statusCode).toBe(400);
    const twice = await putLimits(m, [{ kind: 'WAGER', period: 'DAY', amount: 500 }, { kind: 'WAGER', period: 'DAY', amount: 400 }]);
    expect(twice.statusCode).toBe(400);
    expect(await rowsOf(m)).toEqual([]);
  });

  it('needs a token', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/v1/protection/limits' })).statusCode).toBe(401);
    expect((await t.app.inject({ method: 'PUT', url: '/api/v1/protection/limits', payload: { limits: [] } })).statusCode).toBe(401);
  });
});

describe('deposit limit, decrease at once, increase after 24 hours', () => {
  it('refuses a deposit over the limit with DEPOSIT_LIMIT_REACHED; a raise waits 24 h, can be cancelled, then applies', async () => {
    const m = await funded();
    const set = await putLimits(m, [{ kind: 'DEPOSIT', period: 'DAY', amount: 50_000 }]);
    expect(set.statusCode).toBe(200);
    expect((await deposit(m, 30_000)).statusCode).toBe(200);
    const over = await deposit(m, 30_000);
    expect(over.statusCode).toBe(403);
    expect(over.json()).toMatchObject({ code: ProtectionErrorCode.DEPOSIT_LIMIT_REACHED, details: { limit: 50_000, used: 30_000, remaining: 20_000 } });
    expect(await limitOf(m, 'DEPOSIT', 'DAY')).toMatchObject({ amount: 50_000, used: 30_000, pending: null });

    // Raise: pending for 24 h, the old limit stays in force.
    await putLimits(m, [{ kind: 'DEPOSIT', period: 'DAY', amount: 100_000 }]);
    const pending = await limitOf(m, 'DEPOSIT', 'DAY');
    expect(pending).toMatchObject({ amount: 50_000, pending: { amount: 100_000, appliesAt: new Date(clock.getTime() + 24 * 3_600_000).toISOString() } });
    expect((await deposit(m, 30_000)).statusCode).toBe(403);
    // Cancel it: nothing waits any more.
    expect((await inject(m, 'POST', '/protection/limits/cancel', { kind: 'DEPOSIT', period: 'DAY' })).statusCode).toBe(200);
    expect((await limitOf(m, 'DEPOSIT', 'DAY'))?.pending).toBeNull();
    const nothing = await inject(m, 'POST', '/protection/limits/cancel', { kind: 'DEPOSIT', period: 'DAY' });
    expect(nothing.statusCode).toBe(409);
    expect(nothing.json().code).toBe(ProtectionErrorCode.NO_PENDING_CHANGE);

    // Raise again; 23 hours later still the old limit (and the window still counts the first deposit).
    await putLimits(m, [{ kind: 'DEPOSIT', period: 'DAY', amount: 100_000 }]);
    advance(23);
    expect((await deposit(m, 30_000)).statusCode).toBe(403);
    advance(1);
    // 24 h: the raise applies, and the first deposit has left the 24-hour window too.
    expect(await limitOf(m, 'DEPOSIT', 'DAY')).toMatchObject({ amount: 100_000, pending: null, used: 0 });
    expect((await deposit(m, 90_000)).statusCode).toBe(200);
  });

  it('a decrease applies at once and drops a waiting raise; a removal waits 24 hours', async () => {
    const m = await funded();
    await putLimits(m, [{ kind: 'DEPOSIT', period: 'WEEK', amount: 100_000 }]);
    await putLimits(m, [{ kind: 'DEPOSIT', period: 'WEEK', amount: 200_000 }]);
    await putLimits(m, [{ kind: 'DEPOSIT', period: 'WEEK', amount: 20_000 }]);
    expect(await limitOf(m, 'DEPOSIT', 'WEEK')).toMatchObject({ amount: 20_000, pending: null });
    expect((await deposit(m, 30_000)).json().code).toBe(ProtectionErrorCode.DEPOSIT_LIMIT_REACHED);

    await putLimits(m, [{ kind: 'DEPOSIT', period: 'WEEK', amount: null }]);
    expect(await limitOf(m, 'DEPOSIT', 'WEEK')).toMatchObject({ amount: 20_000, pending: { amount: null } });
    advance(24);
    expect(await limitOf(m, 'DEPOSIT', 'WEEK')).toMatchObject({ amount: null, pending: null });
    expect((await deposit(m, 30_000)).statusCode).toBe(200);
  });
});

describe('wager and loss limits on the in-house slot and lotteries', () => {
  it('refuses the spin that would pass the wager limit; no money moves', async () => {
    const m = await funded();
    await putLimits(m, [{ kind: 'WAGER', period: 'DAY', amount: 300 }]);
    for (let i = 0; i < 3; i += 1) expect((await spin(m)).statusCode).toBe(200);
    const before = (await t.app.wallet.balanceOf(m.id)).balance;
    const refused = await spin(m);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().code).toBe(ProtectionErrorCode.WAGER_LIMIT_REACHED);
    expect((await t.app.wallet.balanceOf(m.id)).balance).toBe(before);
    expect(await limitOf(m, 'WAGER', 'DAY')).toMatchObject({ used: 300 });
  });

  it('a loss limit counts stakes minus wins', async () => {
    const m = await funded();
    await putLimits(m, [{ kind: 'LOSS', period: 'DAY', amount: 1_000 }]);
    await t.app.db.transaction().execute(async (trx) => {
      await t.app.protection.assertCanWager(m.id, 800n, trx);
      await t.app.protection.recordWin(m.id, 500n, trx);
      await t.app.protection.assertCanWager(m.id, 700n, trx); // net loss 1000: at the limit
    });
    await expect(t.app.db.transaction().execute((trx) => t.app.protection.assertCanWager(m.id, 1n, trx))).rejects.toMatchObject({ code: ProtectionErrorCode.LOSS_LIMIT_REACHED });
    expect(await limitOf(m, 'LOSS', 'DAY')).toMatchObject({ used: 1_000 });
  });

  it('a lottery bet over the wager limit is refused, one within it is taken', async () => {
    await new LotteryRepository(t.app.db).seedGame({ code: 'PROT_DAILY', name: 'Daily test', prize_mode: 'LOTT', draw_minutes: 1440, close_seconds: 0, min_stake: 100n, max_stake: 1_000_000n, enabled: true, sort: 99 });
    const m = await funded();
    await putLimits(m, [{ kind: 'WAGER', period: 'DAY', amount: 1_500 }]);
    const drawNo = (await t.app.inject({ method: 'GET', url: '/api/v1/lottery/draws/current?gameCode=PROT_DAILY' })).json().draw.drawNo;
    const slip = (stake: number) => ({ gameCode: 'PROT_DAILY', drawNo, requestId: randomUUID(), items: [{ betType: 'BIG', selection: '', stake }] });
    expect((await inject(m, 'POST', '/lottery/bets', slip(1_000))).statusCode).toBe(200);
    const refused = await inject(m, 'POST', '/lottery/bets', slip(1_000));
    expect(refused.statusCode).toBe(403);
    expect(refused.json().code).toBe(ProtectionErrorCode.WAGER_LIMIT_REACHED);
  });
});

describe('parallel bets cannot slip past a limit', () => {
  it(`20 spins of 100 at once under a wager limit of 1000: exactly 10 pass (${onPostgres ? 'PostgreSQL' : 'PGlite'})`, async () => {
    const m = await funded();
    await putLimits(m, [{ kind: 'WAGER', period: 'DAY', amount: 1_000 }]);
    const results = await Promise.all(Array.from({ length: 20 }, () => spin(m)));
    const codes = results.map((r) => r.statusCode);
    expect(codes.filter((c) => c === 200)).toHaveLength(10);
    expect(results.filter((r) => r.statusCode === 403).every((r) => r.json().code === ProtectionErrorCode.WAGER_LIMIT_REACHED)).toBe(true);
    expect(await limitOf(m, 'WAGER', 'DAY')).toMatchObject({ used: 1_000 });
  });

  it('parallel deposits under a deposit limit: the sum never passes it', async () => {
    const m = await funded();
    await putLimits(m, [{ kind: 'DEPOSIT', period: 'MONTH', amount: 50_000 }]);
    const results = await Promise.all(Array.from({ length: 8 }, () => deposit(m, 10_000)));
    expect(results.filter((r) => r.statusCode === 200)).toHaveLength(5);
  });
});

describe('time-out and self-exclusion', () => {
  it('a time-out blocks deposits and play, not withdrawals; cannot be shortened; ends on time', async () => {
    const m = await payingMember(t, { balance: 500_000n });
    const res = await inject(m, 'POST', '/protection/time-out', { period: '24H' });
    expect(res.statusCode).toBe(200);
    const status = ProtectionStatusSchema.parse(res.json());
    expect(status).toMatchObject({ canDeposit: false, canPlay: false, exclusion: { kind: 'TIME_OUT' } });
    expect((await deposit(m, 20_000)).json().code).toBe(ProtectionErrorCode.TIMED_OUT);
    expect((await spin(m)).json().code).toBe(ProtectionErrorCode.TIMED_OUT);
    // Withdrawing still works.
    const bound = await inject(m, 'PUT', '/payments/bank-account', { bankName: 'Kasikorn Bank', accountName: 'Somchai Jaidee', accountNumber: '1234567890', paymentPassword: PAYMENT_PASSWORD });
    expect(bound.statusCode, bound.body).toBe(200);
    const withdrawal = await inject(m, 'POST', '/payments/withdrawals', { amount: 100_000, paymentPassword: PAYMENT_PASSWORD, requestId: randomUUID() });
    expect(withdrawal.statusCode, withdrawal.body).toBe(200);
    expect((await inject(m, 'GET', '/records/bets?from=2030-03-01T00:00:00Z&to=2030-03-07T00:00:00Z')).statusCode).toBe(200);

    // A longer one extends it; a shorter one is a 409 and changes nothing; an unknown period is a 400.
    advance(1);
    const longer = await inject(m, 'POST', '/protection/time-out', { period: '7D' });
    expect(longer.statusCode).toBe(200);
    const until = ProtectionStatusSchema.parse(longer.json()).exclusion?.until;
    const shorter = await inject(m, 'POST', '/protection/time-out', { period: '24H' });
    expect(shorter.statusCode).toBe(409);
    expect(shorter.json().code).toBe(ProtectionErrorCode.EXCLUSION_CANNOT_SHORTEN);
    expect(ProtectionStatusSchema.parse((await inject(m, 'GET', '/protection/status')).json()).exclusion?.until).toBe(until);
    expect((await inject(m, 'POST', '/protection/time-out', { period: '2H' })).statusCode).toBe(400);
    advance(24 * 7);
    const after = ProtectionStatusSchema.parse((await inject(m, 'GET', '/protection/status')).json());
    expect(after.exclusion).toBeNull();
    expect(Date.parse(until as string)).toBeLessThanOrEqual(clock.getTime());
    expect((await spin(m)).statusCode).toBe(200);
  });

  it('self-exclusion cannot be shortened or undone; a second shorter one is a 409 and changes nothing', async () => {
    const m = await funded();
    expect((await inject(m, 'POST', '/protection/self-exclusion', { period: '1Y' })).statusCode).toBe(400); // no confirm
    const first = await inject(m, 'POST', '/protection/self-exclusion', { period: '1Y', confirm: true });
    expect(first.statusCode).toBe(200);
    const before = ProtectionStatusSchema.parse(first.json()).exclusion;
    for (const body of [{ period: '6M', confirm: true }]) {
      const res = await inject(m, 'POST', '/protection/self-exclusion', body);
      expect(res.statusCode).toBe(409);
      expect(res.json().code).toBe(ProtectionErrorCode.EXCLUSION_CANNOT_SHORTEN);
    }
    const timeOut = await inject(m, 'POST', '/protection/time-out', { period: '6W' });
    expect(timeOut.statusCode).toBe(409);
    expect(ProtectionStatusSchema.parse((await inject(m, 'GET', '/protection/status')).json()).exclusion).toEqual(before);
    expect((await spin(m)).json().code).toBe(ProtectionErrorCode.SELF_EXCLUDED);
    expect((await deposit(m, 20_000)).json().code).toBe(ProtectionErrorCode.SELF_EXCLUDED);
    // Permanent is longer: allowed; afterwards nothing shorter is.
    expect((await inject(m, 'POST', '/protection/self-exclusion', { period: 'PERMANENT', confirm: true })).json().exclusion).toMatchObject({ kind: 'SELF_EXCLUSION', until: null });
    expect((await inject(m, 'POST', '/protection/self-exclusion', { period: '5Y', confirm: true })).statusCode).toBe(409);
    advance(24 * 400);
    expect((await spin(m)).json().code).toBe(ProtectionErrorCode.SELF_EXCLUDED);
    expect(await t.app.protection.mayReceiveOffers(m.id)).toBe(false);
  });
});

describe('provider wallet (Hub88)', () => {
  it('a guarded member takes the checked path: a bet past the limit answers RS_ERROR_USER_DISABLED; others stay on the fast path', async () => {
    const h = await hub88(t);
    const per = Number(hub88UnitsPerMinor('THB'));
    const free = await h.player();
    await h.call('/transaction/bet', free.bet(100 * per));
    const fastBefore = t.app.vendorApi.stats.fast;
    expect((await h.call('/transaction/bet', free.bet(100 * per))).status).toBe('RS_OK');
    expect(t.app.vendorApi.stats.fast).toBe(fastBefore + 1);

    const p = await h.player();
    await h.call('/transaction/bet', p.bet(100 * per)); // opens the wallet for the fast path
    const member = { id: p.member.id, headers: {} };
    await t.app.protection.putLimits(member.id, [{ kind: 'WAGER', period: 'DAY', amount: 250 }]);
    const fullBefore = t.app.vendorApi.stats.full;
    const ok = p.bet(200 * per);
    expect((await h.call('/transaction/bet', ok)).status).toBe('RS_OK');
    expect(t.app.vendorApi.stats.full).toBeGreaterThan(fullBefore);
    const balance = await p.balance();
    expect((await h.call('/transaction/bet', p.bet(100 * per))).status).toBe('RS_ERROR_USER_DISABLED');
    expect(await p.balance()).toBe(balance);
    // A win is still paid.
    expect((await h.call('/transaction/win', p.win(ok, 300 * per))).status).toBe('RS_OK');
    await t.app.protection.selfExclude(member.id, '6M');
    expect((await h.call('/transaction/bet', p.bet(1 * per))).status).toBe('RS_ERROR_USER_DISABLED');
  });
});

describe('reality check, statement, status', () => {
  it('reality-check interval 15-120 minutes', async () => {
    const m = await funded();
    for (const minutes of [14, 121, 30.5, '30']) expect((await inject(m, 'PUT', '/protection/reality-check', { minutes })).statusCode).toBe(400);
    const res = await inject(m, 'PUT', '/protection/reality-check', { minutes: 30 });
    expect(res.statusCode).toBe(200);
    expect(res.json().realityCheckMinutes).toBe(30);
    const summary = await inject(m, 'GET', `/protection/play-summary?since=${encodeURIComponent(new Date(Date.now() - 3_600_000).toISOString())}`);
    expect(summary.statusCode).toBe(200);
    expect(summary.json()).toMatchObject({ currency: 'THB', staked: 0, won: 0, net: 0 });
  });

  it('monthly statement as CSV and PDF; a bad month is a 400', async () => {
    const m = await funded(123_456n);
    t.app.protection.now = () => new Date();
    try {
      const month = new Date().toISOString().slice(0, 7);
      const csv = await inject(m, 'GET', `/protection/statement?month=${month}&format=csv`);
      expect(csv.statusCode).toBe(200);
      expect(csv.headers['content-type']).toContain('text/csv');
      expect(csv.body).toContain('DEPOSIT');
      expect(csv.body).toContain('1234.56');
      const pdf = await inject(m, 'GET', `/protection/statement?month=${month}&format=pdf`);
      expect(pdf.statusCode).toBe(200);
      expect(pdf.headers['content-type']).toBe('application/pdf');
      expect(pdf.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
      for (const bad of ['2030-13', '2030-1', 'abc', '']) expect((await inject(m, 'GET', `/protection/statement?month=${bad}`)).statusCode).toBe(400);
      expect((await inject(m, 'GET', '/protection/statement?month=2999-01')).json().code).toBe(ProtectionErrorCode.INVALID_MONTH);
      expect((await inject(m, 'GET', `/protection/statement?month=${month}&format=xls`)).statusCode).toBe(400);
    } finally {
      t.app.protection.now = () => clock;
    }
  });
});

describe('operator (risk role)', () => {
  async function operator(role: 'risk' | 'finance') {
    const username = `op${randomBytes(4).toString('hex')}`;
    const created = await t.app.operator.create(username, role);
    const res = await t.app.inject({ method: 'POST', url: '/api/v1/operator/auth/login', payload: { username, password: created.password } });
    return { authorization: `Bearer ${(res.json() as { token: string }).token}` };
  }

  it('risk reads a member’s protection state and records notes; finance and members cannot', async () => {
    const m = await funded();
    await inject(m, 'POST', '/protection/time-out', { period: '7D' });
    const risk = await operator('risk');
    const url = `/api/v1/operator/protection/members/${m.id}`;
    const view = await t.app.inject({ method: 'GET', url, headers: risk });
    expect(view.statusCode).toBe(200);
    expect(view.json()).toMatchObject({ memberId: m.id, exclusion: { kind: 'TIME_OUT' }, events: [{ action: 'time-out' }] });
    const note = await t.app.inject({ method: 'POST', url: `${url}/notes`, headers: risk, payload: { note: 'Called the member; time-out confirmed.' } });
    expect(note.statusCode).toBe(200);
    expect((await t.app.inject({ method: 'GET', url, headers: risk })).json().notes).toHaveLength(1);
    expect((await t.app.inject({ method: 'POST', url: `${url}/notes`, headers: risk, payload: { note: '' } })).statusCode).toBe(400);
    expect((await t.app.inject({ method: 'GET', url, headers: await operator('finance') })).statusCode).toBe(403);
    expect((await t.app.inject({ method: 'GET', url, headers: m.headers })).statusCode).toBe(401);
  });
});

describe('age (SPEC §9: the brand minimum, 18 by default)', () => {
  it('ageOn counts whole years and rejects impossible dates', () => {
    const today = new Date('2030-03-10T12:00:00Z');
    expect(ageOn('2012-03-10', today)).toBe(18);
    expect(ageOn('2012-03-11', today)).toBe(17);
    expect(ageOn('2012-02-30', today)).toBeNull();
    expect(ageOn('2031-01-01', today)).toBeNull();
  });

  it('registration with a birthday under the minimum age is refused with UNDER_AGE and creates nothing', async () => {
    t.app.accountsCaptcha.textSource = () => 'HK7PW';
    const ip = '10.9.0.1';
    const register = async (username: string, birthday: string) => {
      const c = (await t.app.inject({ method: 'GET', url: '/api/v1/auth/captcha', remoteAddress: ip })).json<{ captchaId: string }>();
      return t.app.inject({
        method: 'PUT',
        url: '/api/v1/auth/register',
        remoteAddress: ip,
        payload: { username, password: 'Secret12!', confirmPassword: 'Secret12!', acceptTerms: true, ageConfirmed: true, registerMethod: 'WEB', birthday, captcha: 'hk7pw', captchaId: c.captchaId },
      });
    };
    const now = new Date();
    const seventeen = `${now.getUTCFullYear() - 17}-01-01`;
    const young = await register('youngplayer1', seventeen);
    expect(young.statusCode).toBe(400);
    expect(young.json()).toMatchObject({ code: ProtectionErrorCode.UNDER_AGE, details: { minAge: 18 } });
    expect(await t.app.db.selectFrom('members').select('id').where('username', '=', 'youngplayer1').executeTakeFirst()).toBeUndefined();
    const adult = await register('adultplayer1', `${now.getUTCFullYear() - 30}-06-15`);
    expect(adult.statusCode, adult.body).toBe(200);
  });
});

describe('age at deposit', () => {
  it('a member whose registered birthday is under the minimum age cannot deposit (UNDER_AGE)', async () => {
    const m = await signedInMember(t.app.db);
    const young = `${clock.getUTCFullYear() - 16}-05-05`;
    await t.app.db.updateTable('members').set({ profile: JSON.stringify({ birthday: young }) }).where('id', '=', m.id).execute();
    const res = await deposit(m, 20_000);
    expect(res.statusCode).toBe(403);
    expect(res.json()).toMatchObject({ code: ProtectionErrorCode.UNDER_AGE, details: { minAge: 18 } });
    await t.app.db.updateTable('members').set({ profile: JSON.stringify({ birthday: `${clock.getUTCFullYear() - 40}-05-05` }) }).where('id', '=', m.id).execute();
    expect((await deposit(m, 20_000)).statusCode).toBe(200);
  });
});
