import { createHash, randomUUID } from 'node:crypto';
import {
  FairnessVerifyResultSchema,
  SlotRotateResultSchema,
  SlotRoundPageSchema,
  SlotSpinResultSchema,
  SlotStateSchema,
  type SlotSpinResult,
} from '@app/contracts';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { shardOf } from '../src/modules/wallet/service.ts';
import { signedInMember } from './factories.ts';
import { buildTestApp, type TestApp } from './helpers.ts';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

type Member = Awaited<ReturnType<typeof signedInMember>>;

let seq = 0;
async function funded(amount: bigint): Promise<Member> {
  const member = await signedInMember(t.app.db);
  await t.app.wallet.transfer({
    idempotencyKey: `slot-test:${++seq}`,
    from: { system: 'PAYMENT_CLEARING' },
    to: { member: member.id },
    amount,
    currency: 'THB',
    kind: 'DEPOSIT',
  });
  return member;
}

const get = (m: Member | null, url: string) => t.app.inject({ method: 'GET', url, headers: m?.headers ?? {} });
const spin = (m: Member, bet: number, requestId = randomUUID()) =>
  t.app.inject({ method: 'POST', url: '/api/v1/inhouse/slot/spin', headers: m.headers, payload: { bet, requestId } });
const balanceOf = async (m: Member) => (await t.app.wallet.balanceOf(m.id)).balance;
const transfersFor = (requestId: string) =>
  t.app.db.selectFrom('ledger_transfers').select(['idempotency_key', 'kind', 'amount']).where('idempotency_key', 'like', `slot:%:${requestId}`).execute();
const sha256 = (s: string) => createHash('sha256').update(s).digest('hex');

describe('slot state and access', () => {
  it('shows the hashed server seed, nonce 0, bet levels and the paytable before any spin', async () => {
    const m = await funded(10_000n);
    const res = await get(m, '/api/v1/inhouse/slot/state');
    expect(res.statusCode).toBe(200);
    const state = SlotStateSchema.parse(res.json());
    expect(state).toMatchObject({ gameCode: 'INH_SLOT_LOTUS', nonce: 0, balance: 10_000, currency: 'THB' });
    expect(state.serverSeedHash).toMatch(/^[0-9a-f]{64}$/);
    expect(state.betLevels).toContain(100);
    expect(state.lines).toHaveLength(20);
    expect(state.paytable.rtp).toBeGreaterThan(0.955);
    expect(state.paytable.rtp).toBeLessThan(0.965);
    // The commitment does not change between calls.
    expect(SlotStateSchema.parse((await get(m, '/api/v1/inhouse/slot/state')).json()).serverSeedHash).toBe(state.serverSeedHash);
  });

  it('needs a token and refuses trial accounts with TRIAL_NOT_ALLOWED', async () => {
    expect((await get(null, '/api/v1/inhouse/slot/state')).statusCode).toBe(401);
    const trial = await signedInMember(t.app.db, { type: 4 });
    await t.app.wallet.grantDemoBalance(trial.id, 100_000n, `demo:slot:${trial.id}`);
    const state = await get(trial, '/api/v1/inhouse/slot/state');
    expect(state.statusCode).toBe(403);
    expect(state.json()).toMatchObject({ code: 'TRIAL_NOT_ALLOWED' });
    const res = await spin(trial, 100);
    expect(res.statusCode).toBe(403);
    expect(res.json()).toMatchObject({ code: 'TRIAL_NOT_ALLOWED' });
    expect(await balanceOf(trial)).toBe(100_000n);
  });

  it('launches from the lobby as this site\'s own slot page, even when launch CDNs are configured', async () => {
    const m = await funded(1_000n);
    await t.app.site.setCdns('launch', ['https://games-cdn.example.com']);
    try {
      const res = await get(m, '/api/v1/games/launch?gameCode=INH_SLOT_LOTUS&vassalage=INHOUSE&language=TY');
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ url: '/inhouse/slot?gameCode=INH_SLOT_LOTUS&language=TY', mode: 'iframe' });
    } finally {
      await t.app.site.setCdns('launch', []);
    }
  });

  it('refuses a bet that is not one of the bet levels', async () => {
    const m = await funded(10_000n);
    const res = await spin(m, 150);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 'SLOT_BET_INVALID' });
    expect((await spin(m, -100)).statusCode).toBe(400);
    const noUuid = await t.app.inject({ method: 'POST', url: '/api/v1/inhouse/slot/spin', headers: m.headers, payload: { bet: 100, requestId: 'again' } });
    expect(noUuid.json()).toMatchObject({ code: 'VALIDATION_ERROR' });
    expect(await balanceOf(m)).toBe(10_000n);
  });
});

describe('slot spins and money', () => {
  it('takes the stake and pays the win through the ledger, and a retry moves money only once', async () => {
    const m = await funded(10_000n);
    const requestId = randomUUID();
    const first = await spin(m, 100, requestId);
    expect(first.statusCode).toBe(200);
    const result = SlotSpinResultSchema.parse(first.json());
    expect(result.nonce).toBe(0);
    expect(result.reels).toHaveLength(5);
    expect(result.payout).toBe(result.lineWins.reduce((s, w) => s + (w.payout ?? 0), 0) + result.scatterWin);
    expect(result.balance).toBe(10_000 - 100 + result.payout);
    expect(await balanceOf(m)).toBe(BigInt(result.balance));

    const retry = await spin(m, 100, requestId);
    expect(retry.statusCode).toBe(200);
    expect(retry.json()).toEqual(first.json());
    expect(await balanceOf(m)).toBe(BigInt(result.balance));
    const moves = await transfersFor(requestId);
    expect(moves.filter((x) => x.kind === 'BET')).toHaveLength(1);
    expect(moves.filter((x) => x.kind === 'WIN')).toHaveLength(result.payout > 0 ? 1 : 0);
    // The next spin uses the next nonce.
    expect(SlotSpinResultSchema.parse((await spin(m, 100)).json()).nonce).toBe(1);
  });

  it('pushes the new balance after the spin commits and labels the ledger moves for the betting record', async () => {
    const m = await funded(10_000n);
    const seen: bigint[] = [];
    const listener = (change: { memberId: number; balance: bigint }) => {
      if (change.memberId === m.id) seen.push(change.balance);
    };
    t.app.wallet.events.on('balanceChanged', listener);
    const requestId = randomUUID();
    const result = SlotSpinResultSchema.parse((await spin(m, 200, requestId)).json());
    t.app.wallet.events.off('balanceChanged', listener);
    expect(seen.at(-1)).toBe(BigInt(result.balance));
    expect(seen[0]).toBe(10_000n - 200n);
    const bet = await t.app.wallet.findTransfer(`slot:bet:${requestId}`);
    expect(bet).toMatchObject({ kind: 'BET', amount: 200n });
    expect(bet?.metadata).toMatchObject({ gameCode: 'INH_SLOT_LOTUS', vendor: 'INHOUSE', requestId, nonce: result.nonce, serverSeedHash: result.serverSeedHash });
  });

  it('writes each round once into the betting record, settled with its stake and payout', async () => {
    const m = await funded(10_000n);
    const requestId = randomUUID();
    const result = SlotSpinResultSchema.parse((await spin(m, 500, requestId)).json());
    await spin(m, 500, requestId);
    const from = new Date(Date.now() - 3_600_000).toISOString();
    const to = new Date(Date.now() + 3_600_000).toISOString();
    const res = await get(m, `/api/v1/records/bets?from=${encodeURIComponent(from)}&to=${encodeURIComponent(to)}`);
    expect(res.statusCode).toBe(200);
    const list = (res.json() as { list: { gameCode: string; stake: number; payout: number; status: string; category: string }[] }).list;
    expect(list).toHaveLength(1);
    expect(list[0]).toMatchObject({ gameCode: 'INH_SLOT_LOTUS', category: 'INHOUSE', stake: 500, payout: result.payout, status: 'SETTLED' });
  });

  it('refuses the same requestId with a different bet, or from another member, as a duplicate', async () => {
    const m = await funded(10_000n);
    const other = await funded(10_000n);
    const requestId = randomUUID();
    expect((await spin(m, 100, requestId)).statusCode).toBe(200);
    const changed = await spin(m, 200, requestId);
    expect(changed.statusCode).toBe(409);
    expect(changed.json()).toMatchObject({ code: 'DUPLICATE_TRANSACTION' });
    const stolen = await spin(other, 100, requestId);
    expect(stolen.statusCode).toBe(409);
    expect(await balanceOf(other)).toBe(10_000n);
  });

  it('pays 10 parallel copies of one spin once', async () => {
    const m = await funded(10_000n);
    const requestId = randomUUID();
    const answers = await Promise.all(Array.from({ length: 10 }, () => spin(m, 500, requestId)));
    expect(answers.map((a) => a.statusCode)).toEqual(Array(10).fill(200));
    const results = answers.map((a) => SlotSpinResultSchema.parse(a.json()));
    expect(new Set(results.map((r) => r.roundId)).size).toBe(1);
    const [one] = results as [SlotSpinResult];
    expect(await balanceOf(m)).toBe(BigInt(10_000 - 500 + one.payout));
    expect((await transfersFor(requestId)).filter((x) => x.kind === 'BET')).toHaveLength(1);
    const state = SlotStateSchema.parse((await get(m, '/api/v1/inhouse/slot/state')).json());
    expect(state.nonce).toBe(1);
  });

  it('never gives two concurrent spins of one member the same nonce', async () => {
    const m = await funded(100_000n);
    const answers = await Promise.all(Array.from({ length: 8 }, () => spin(m, 100)));
    expect(answers.map((a) => a.statusCode)).toEqual(Array(8).fill(200));
    const nonces = answers.map((a) => SlotSpinResultSchema.parse(a.json()).nonce).sort((a, b) => a - b);
    expect(nonces).toEqual([0, 1, 2, 3, 4, 5, 6, 7]);
    const paid = answers.reduce((s, a) => s + SlotSpinResultSchema.parse(a.json()).payout, 0);
    expect(await balanceOf(m)).toBe(BigInt(100_000 - 800 + paid));
  });

  it('spins of many members at once all succeed (bet and win share a HOUSE shard, so no deadlock)', async () => {
    const members = await Promise.all(Array.from({ length: 16 }, () => funded(100_000n)));
    const answers = await Promise.all(members.flatMap((m) => Array.from({ length: 4 }, () => spin(m, 100))));
    expect(answers.filter((a) => a.statusCode !== 200).map((a) => a.body)).toEqual([]);
    // Each member's bets and wins all sit on the member's HOUSE shard.
    const rows = await t.app.db
      .selectFrom('ledger_transfers as x')
      .innerJoin('ledger_accounts as h', (j) => j.on(sql<boolean>`h.id = CASE WHEN x.kind = 'BET' THEN x.credit_account_id ELSE x.debit_account_id END`))
      .innerJoin('ledger_accounts as m', (j) => j.on(sql<boolean>`m.id = CASE WHEN x.kind = 'BET' THEN x.debit_account_id ELSE x.credit_account_id END`))
      .select(['m.member_id', 'h.shard'])
      .where('x.idempotency_key', 'like', 'slot:%')
      .where('m.member_id', 'in', members.map((m) => m.id))
      .execute();
    expect(rows.length).toBeGreaterThanOrEqual(64);
    for (const r of rows) expect(r.shard).toBe(shardOf('HOUSE', `member:${r.member_id}`));
  });

  it('refuses a spin larger than the balance and writes nothing', async () => {
    const m = await funded(150n);
    const requestId = randomUUID();
    const res = await spin(m, 200, requestId);
    expect(res.statusCode).toBeGreaterThanOrEqual(400);
    expect(res.statusCode).toBeLessThan(500);
    expect(res.json()).toMatchObject({ code: 'INSUFFICIENT_FUNDS' });
    expect(await balanceOf(m)).toBe(150n);
    expect(await transfersFor(requestId)).toHaveLength(0);
    const state = SlotStateSchema.parse((await get(m, '/api/v1/inhouse/slot/state')).json());
    expect(state.nonce).toBe(0);
    expect(SlotRoundPageSchema.parse((await get(m, '/api/v1/inhouse/slot/rounds')).json()).total).toBe(0);
  });
});

describe('slot rounds, seeds and verification', () => {
  it("lists only the caller's own rounds; another member's round is not found", async () => {
    const alice = await funded(10_000n);
    const bob = await funded(10_000n);
    const played = SlotSpinResultSchema.parse((await spin(alice, 100)).json());
    const mine = SlotRoundPageSchema.parse((await get(alice, '/api/v1/inhouse/slot/rounds?pageNo=1&pageSize=10')).json());
    expect(mine.list.map((r) => r.roundId)).toEqual([played.roundId]);
    expect(mine.list[0]?.serverSeed).toBeNull();
    const bobs = SlotRoundPageSchema.parse((await get(bob, '/api/v1/inhouse/slot/rounds')).json());
    expect(bobs.list).toEqual([]);
    expect((await get(bob, `/api/v1/inhouse/slot/rounds/${played.roundId}`)).statusCode).toBe(404);
    expect((await get(alice, `/api/v1/inhouse/slot/rounds/${played.roundId}`)).json()).toMatchObject({ roundId: played.roundId, nonce: 0 });
  });

  it('sets the client seed without resetting the nonce, and refuses bad seeds', async () => {
    const m = await funded(10_000n);
    await spin(m, 100);
    const res = await t.app.inject({ method: 'PUT', url: '/api/v1/inhouse/slot/client-seed', headers: m.headers, payload: { clientSeed: 'my-lucky-seed' } });
    expect(res.statusCode).toBe(200);
    expect(SlotStateSchema.parse(res.json())).toMatchObject({ clientSeed: 'my-lucky-seed', nonce: 1 });
    const next = SlotSpinResultSchema.parse((await spin(m, 100)).json());
    expect(next).toMatchObject({ clientSeed: 'my-lucky-seed', nonce: 1 });
    for (const clientSeed of ['', 'has space', 'x'.repeat(65)]) {
      const bad = await t.app.inject({ method: 'PUT', url: '/api/v1/inhouse/slot/client-seed', headers: m.headers, payload: { clientSeed } });
      expect(bad.statusCode).toBe(400);
    }
  });

  it('rotating reveals the server seed whose hash was shown, and the verifier reproduces the played rounds', async () => {
    const m = await funded(100_000n);
    const before = SlotStateSchema.parse((await get(m, '/api/v1/inhouse/slot/state')).json());
    const played: SlotSpinResult[] = [];
    // Spin until at least one round paid (the hit rate is about 58%), at most 30 spins.
    while (played.length < 30 && !played.some((p) => p.payout > 0)) {
      played.push(SlotSpinResultSchema.parse((await spin(m, 1000)).json()));
    }
    expect(played.some((p) => p.payout > 0)).toBe(true);

    const rotated = await t.app.inject({ method: 'POST', url: '/api/v1/inhouse/slot/rotate-seed', headers: m.headers });
    expect(rotated.statusCode).toBe(200);
    const { previous, next } = SlotRotateResultSchema.parse(rotated.json());
    expect(previous.serverSeedHash).toBe(before.serverSeedHash);
    expect(sha256(previous.serverSeed)).toBe(before.serverSeedHash);
    expect(previous.lastNonce).toBe(played.length - 1);
    expect(next.nonce).toBe(0);
    expect(next.serverSeedHash).not.toBe(before.serverSeedHash);
    expect(next.clientSeed).toBe(before.clientSeed);
    const after = SlotStateSchema.parse((await get(m, '/api/v1/inhouse/slot/state')).json());
    expect(after).toMatchObject({ serverSeedHash: next.serverSeedHash, nonce: 0 });

    // The round history now shows the revealed seed.
    const rounds = SlotRoundPageSchema.parse((await get(m, '/api/v1/inhouse/slot/rounds?pageSize=100')).json());
    expect(rounds.list.every((r) => r.serverSeed === previous.serverSeed)).toBe(true);

    for (const round of played) {
      const res = await get(null, `/api/v1/inhouse/fairness/verify?serverSeed=${previous.serverSeed}&clientSeed=${round.clientSeed}&nonce=${round.nonce}&game=slot&bet=${round.bet}`);
      expect(res.statusCode).toBe(200);
      const v = FairnessVerifyResultSchema.parse(res.json());
      expect(v.serverSeedHash).toBe(round.serverSeedHash);
      expect(v.reels).toEqual(round.reels);
      expect(v.lineWins).toEqual(round.lineWins);
      expect(v.payout).toBe(round.payout);
      expect(v.multiplier).toBeCloseTo(round.multiplier, 10);
      expect(v.floats).toHaveLength(5);
    }
  });

  it('verifies without a login and refuses malformed input', async () => {
    const ok = await get(null, `/api/v1/inhouse/fairness/verify?serverSeed=${'0'.repeat(64)}&clientSeed=client&nonce=0`);
    expect(ok.statusCode).toBe(200);
    // docs/inhouse-slot.md worked example
    expect(ok.json()).toMatchObject({ serverSeedHash: '60e05bd1b195af2f94112fa7197a5c88289058840ce7c6df9693756bc6250f55', stops: [24, 7, 7, 18, 12], multiplier: 3.25 });
    for (const q of ['clientSeed=a&nonce=0', `serverSeed=${'0'.repeat(64)}&clientSeed=a&nonce=-1`, `serverSeed=${'0'.repeat(64)}&clientSeed=a&nonce=0&game=dice`, `serverSeed=x&clientSeed=a&nonce=0&bet=15`]) {
      const res = await get(null, `/api/v1/inhouse/fairness/verify?${q}`);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ code: 'VALIDATION_ERROR' });
    }
  });

  it('leaves the ledger balanced', async () => {
    const check = await t.app.wallet.check();
    expect(check.problems).toEqual([]);
    expect(check.ok).toBe(true);
  });
});
