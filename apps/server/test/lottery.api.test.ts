import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { drawResult, seedHash } from '../src/modules/lottery/engine.ts';
import { LotteryRepository } from '../src/modules/lottery/repository.ts';
import { LotteryService } from '../src/modules/lottery/service.ts';
import { signedInMember } from './factories.ts';
import { buildTestApp, type TestApp } from './helpers.ts';

let t: TestApp;
// A day-long draw for the HTTP tests, so no test straddles a closing time.
const DAILY = 'TEST_DAILY';

async function fund(memberId: number, amount: bigint) {
  await t.app.wallet.transfer({ idempotencyKey: `test:fund:${memberId}:${amount}:${Math.random()}`, from: { system: 'PAYMENT_CLEARING' }, to: { member: memberId }, amount, currency: 'THB', kind: 'DEPOSIT' });
}

async function currentDrawNo(gameCode = DAILY): Promise<string> {
  const res = await t.app.inject({ method: 'GET', url: `/api/v1/lottery/draws/current?gameCode=${gameCode}` });
  expect(res.statusCode).toBe(200);
  return res.json().draw.drawNo;
}

function bet(headers: Record<string, string>, body: Record<string, unknown>) {
  return t.app.inject({ method: 'POST', url: '/api/v1/lottery/bets', headers, payload: body });
}

beforeAll(async () => {
  t = await buildTestApp();
  await new LotteryRepository(t.app.db).seedGame({ code: DAILY, name: 'Daily test', prize_mode: 'LOTT', draw_minutes: 1440, close_seconds: 0, min_stake: 100n, max_stake: 1_000_000n, enabled: true, sort: 99 });
});
afterAll(() => t.close());

describe('lottery catalogue', () => {
  it('lists the games of a prize mode and shows the open draw with its seed hash, never the seed', async () => {
    const vn = await t.app.inject({ method: 'GET', url: '/api/v1/lottery/menus?prizeMode=VN&device=WEB' });
    expect(vn.json().list.map((g: { gameCode: string }) => g.gameCode)).toEqual(['INH_LOTTO_VN']);
    const lobby = (await t.app.inject({ method: 'GET', url: '/api/v1/lottery/lobby?prizeMode=LOTT' })).json();
    const fast = lobby.list.find((e: { game: { gameCode: string } }) => e.game.gameCode === 'INH_LOTTO_FAST');
    expect(fast.currentDraw).toMatchObject({ status: 'OPEN', result: null, serverSeed: null });
    expect(fast.currentDraw.seedHash).toMatch(/^[0-9a-f]{64}$/);
  });

  it('launches the VN lottery on /vnLottery and refuses an off-site backUrl', async () => {
    const m = await signedInMember(t.app.db);
    const ok = await t.app.inject({ method: 'GET', url: '/api/v1/lottery/launcher?lottoArea=VN&launchMode=LOTT&lottoView=betting&device=WEB&backUrl=%2F&language=TY', headers: m.headers });
    expect(ok.statusCode).toBe(200);
    expect(ok.json().url).toBe('/vnLottery?gameCode=INH_LOTTO_VN&lottoView=betting&prizeMode=VN&backUrl=%2F&language=TY');
    const bad = await t.app.inject({ method: 'GET', url: '/api/v1/lottery/launcher?backUrl=https%3A%2F%2Fevil.example', headers: m.headers });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().code).toBe('BACK_URL_INVALID');
    expect((await t.app.inject({ method: 'GET', url: '/api/v1/lottery/launcher' })).statusCode).toBe(401);
  });
});

describe('launching from the lobby', () => {
  it('sends an in-house lottery tile to its page on this site', async () => {
    const m = await signedInMember(t.app.db);
    const res = await t.app.inject({ method: 'GET', url: '/api/v1/games/launch?gameCode=INH_LOTTO_FAST&language=EN', headers: m.headers });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ url: '/lottery?gameCode=INH_LOTTO_FAST&lottoView=betting&prizeMode=LOTT', mode: 'page' });
  });
});

describe('placing bets', () => {
  it('takes the stake from the wallet once, however often the slip is retried', async () => {
    const m = await signedInMember(t.app.db);
    await fund(m.id, 100_000n);
    const drawNo = await currentDrawNo();
    const slip = { gameCode: DAILY, drawNo, requestId: 'slip-000001', items: [{ betType: 'NUMBER3', selection: '123', stake: 1000 }, { betType: 'BIG', selection: '', stake: 2000 }] };
    const first = await bet(m.headers, slip);
    expect(first.statusCode).toBe(200);
    expect(first.json().balance).toBe(97_000);
    expect(first.json().bets.map((b: { status: string }) => b.status)).toEqual(['PENDING', 'PENDING']);
    const again = await bet(m.headers, slip);
    expect(again.json()).toEqual(first.json());
    expect((await t.app.wallet.balanceOf(m.id)).balance).toBe(97_000n);
    const changed = await bet(m.headers, { ...slip, items: [{ betType: 'NUMBER3', selection: '124', stake: 1000 }] });
    expect(changed.statusCode).toBe(409);
    expect(changed.json().code).toBe('DUPLICATE_TRANSACTION');
  });

  it('pays once when the same slip arrives ten times at once', async () => {
    const m = await signedInMember(t.app.db);
    await fund(m.id, 50_000n);
    const drawNo = await currentDrawNo();
    const slip = { gameCode: DAILY, drawNo, requestId: 'parallel-01', items: [{ betType: 'ODD', selection: '', stake: 5000 }] };
    const answers = await Promise.all(Array.from({ length: 10 }, () => bet(m.headers, slip)));
    expect(answers.map((a) => a.statusCode)).toEqual(Array(10).fill(200));
    expect((await t.app.wallet.balanceOf(m.id)).balance).toBe(45_000n);
    const mine = (await t.app.inject({ method: 'GET', url: '/api/v1/lottery/bets', headers: m.headers })).json();
    expect(mine.total).toBe(1);
  });

  it('refuses a slip the wallet cannot cover and writes nothing', async () => {
    const m = await signedInMember(t.app.db);
    await fund(m.id, 500n);
    const res = await bet(m.headers, { gameCode: DAILY, drawNo: await currentDrawNo(), requestId: 'too-much-01', items: [{ betType: 'EVEN', selection: '', stake: 1000 }] });
    expect(res.statusCode).toBe(409);
    expect(res.json().code).toBe('INSUFFICIENT_FUNDS');
    expect((await t.app.inject({ method: 'GET', url: '/api/v1/lottery/bets', headers: m.headers })).json().total).toBe(0);
    // The id was not used up: the member can retry once funded.
    await fund(m.id, 1000n);
    const retry = await bet(m.headers, { gameCode: DAILY, drawNo: await currentDrawNo(), requestId: 'too-much-01', items: [{ betType: 'EVEN', selection: '', stake: 1000 }] });
    expect(retry.statusCode).toBe(200);
  });

  it('refuses bad selections, stakes, closed draws and trial accounts with stable codes', async () => {
    const m = await signedInMember(t.app.db);
    await fund(m.id, 10_000_000n);
    const drawNo = await currentDrawNo();
    const cases: [Record<string, unknown>, number, string][] = [
      [{ items: [{ betType: 'NUMBER3', selection: '12', stake: 100 }] }, 400, 'LOTTERY_SELECTION_INVALID'],
      [{ items: [{ betType: 'BIG', selection: '1', stake: 100 }] }, 400, 'LOTTERY_SELECTION_INVALID'],
      [{ items: [{ betType: 'BIG', selection: '', stake: 99 }] }, 400, 'LOTTERY_STAKE_OUT_OF_RANGE'],
      [{ items: [{ betType: 'BIG', selection: '', stake: 2_000_000 }] }, 400, 'LOTTERY_STAKE_OUT_OF_RANGE'],
      [{ items: [{ betType: 'BIG', selection: '', stake: 1.5 }] }, 400, 'VALIDATION_ERROR'],
      [{ items: [{ betType: 'JACKPOT', selection: '', stake: 100 }] }, 400, 'VALIDATION_ERROR'],
      [{ items: [] }, 400, 'VALIDATION_ERROR'],
      [{ gameCode: "X' OR 1=1 --" }, 400, 'VALIDATION_ERROR'],
      [{ gameCode: 'NO_SUCH_GAME' }, 404, 'LOTTERY_GAME_NOT_FOUND'],
      [{ drawNo: '1' }, 409, 'LOTTERY_DRAW_CLOSED'],
      [{ requestId: '<script>' }, 400, 'VALIDATION_ERROR'],
    ];
    for (const [i, [change, status, code]] of cases.entries()) {
      const res = await bet(m.headers, { gameCode: DAILY, drawNo, requestId: `bad-case-${i}`, items: [{ betType: 'BIG', selection: '', stake: 100 }], ...change });
      expect([res.statusCode, res.json().code], JSON.stringify(change)).toEqual([status, code]);
    }
    const trial = await signedInMember(t.app.db, { type: 4 });
    const refused = await bet(trial.headers, { gameCode: DAILY, drawNo, requestId: 'trial-0001', items: [{ betType: 'BIG', selection: '', stake: 100 }] });
    expect([refused.statusCode, refused.json().code]).toEqual([403, 'TRIAL_NOT_ALLOWED']);
    expect((await bet({}, { gameCode: DAILY, drawNo, requestId: 'anon-0001', items: [{ betType: 'BIG', selection: '', stake: 100 }] })).statusCode).toBe(401);
  });

  it("shows a member only their own bets", async () => {
    const a = await signedInMember(t.app.db);
    const b = await signedInMember(t.app.db);
    await fund(a.id, 10_000n);
    await bet(a.headers, { gameCode: DAILY, drawNo: await currentDrawNo(), requestId: 'own-bets-1', items: [{ betType: 'SMALL', selection: '', stake: 100 }] });
    const seen = (await t.app.inject({ method: 'GET', url: '/api/v1/lottery/bets', headers: b.headers })).json();
    expect(seen.total).toBe(0);
  });
});

describe('draws and settlement', () => {
  it('draws a due draw once, pays the winners exactly the odds, and the ledger stays balanced', async () => {
    let now = new Date('2030-01-01T10:00:30Z');
    const service = new LotteryService(new LotteryRepository(t.app.db), t.app.wallet, t.app.records, () => now);
    const draw = await service.currentDraw('INH_LOTTO_FAST');
    const row = await t.app.db.selectFrom('lottery_draws').select(['server_seed', 'seed_hash', 'draw_no']).where('game_code', '=', 'INH_LOTTO_FAST').where('draw_no', '=', BigInt(draw.drawNo)).executeTakeFirstOrThrow();
    expect(seedHash(row.server_seed)).toBe(draw.seedHash);
    const result = drawResult(row.server_seed, 'INH_LOTTO_FAST', row.draw_no);
    const winnerNumber2 = result.slice(1);
    const loserNumber = result === '000' ? '001' : '000';

    const winner = await signedInMember(t.app.db);
    const loser = await signedInMember(t.app.db);
    await fund(winner.id, 10_000n);
    await fund(loser.id, 10_000n);
    await service.placeBets({ memberId: winner.id, role: 'member' }, { gameCode: 'INH_LOTTO_FAST', drawNo: draw.drawNo, requestId: 'settle-win-1', items: [{ betType: 'NUMBER3', selection: result, stake: 100 }, { betType: 'NUMBER2', selection: winnerNumber2, stake: 200 }] });
    await service.placeBets({ memberId: loser.id, role: 'member' }, { gameCode: 'INH_LOTTO_FAST', drawNo: draw.drawNo, requestId: 'settle-lose-1', items: [{ betType: 'NUMBER3', selection: loserNumber, stake: 300 }] });

    // Betting closes 10 s before the draw.
    now = new Date('2030-01-01T10:01:55Z');
    await expect(
      service.placeBets({ memberId: loser.id, role: 'member' }, { gameCode: 'INH_LOTTO_FAST', drawNo: draw.drawNo, requestId: 'too-late-01', items: [{ betType: 'BIG', selection: '', stake: 100 }] }),
    ).rejects.toMatchObject({ code: 'LOTTERY_DRAW_CLOSED' });

    now = new Date('2030-01-01T10:02:01Z');
    const [first, second] = [await service.tick(), await service.tick()];
    // This tick also settles the day-long test draws of the tests above (their time has come too).
    expect(first.settledBets).toBeGreaterThanOrEqual(3);
    expect(second).toEqual({ drawn: 0, settledBets: 0 });
    // 100 x 900 + 200 x 90 paid back; the loser keeps what was not staked.
    expect((await t.app.wallet.balanceOf(winner.id)).balance).toBe(10_000n - 300n + 90_000n + 18_000n);
    expect((await t.app.wallet.balanceOf(loser.id)).balance).toBe(9_700n);

    const drawn = await service.recentDraws('INH_LOTTO_FAST', 5);
    expect(drawn[0]).toMatchObject({ drawNo: draw.drawNo, result, serverSeed: row.server_seed, status: 'SETTLED' });
    const verified = await t.app.inject({ method: 'GET', url: `/api/v1/lottery/fairness/verify?gameCode=INH_LOTTO_FAST&drawNo=${draw.drawNo}&serverSeed=${row.server_seed}` });
    expect(verified.json()).toEqual({ seedHash: draw.seedHash, result, matchesDraw: true });
    // The betting record shows the settled bets with their payouts.
    const record = await t.app.records.bets(winner.id, { from: '2029-12-31T00:00:00Z', to: '2030-01-02T00:00:00Z', pageNo: 1, pageSize: 10 });
    expect(record.list.map((b) => [b.category, b.stake, b.payout, b.status])).toEqual(
      expect.arrayContaining([
        ['LOTT', 100, 90_000, 'SETTLED'],
        ['LOTT', 200, 18_000, 'SETTLED'],
      ]),
    );
    const ledger = await t.app.wallet.check();
    expect(ledger.problems).toEqual([]);
  });

  it('is registered as a job that the scheduler runs', () => {
    expect(t.app.jobs.names()).toContain('lottery.draw');
  });
});
