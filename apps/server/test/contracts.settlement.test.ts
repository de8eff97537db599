import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ContractsRepository } from '../src/modules/contracts/repository.ts';
import { ContractsService } from '../src/modules/contracts/service.ts';
import { activeContract, fakeAgent, FakePort, flat } from './contracts.fixtures.ts';
import { buildTestApp, onPostgres, type TestApp } from './helpers.ts';

/**
 * Settlement against a fake tree (FakePort): the formulas per kind, the differential down the tree,
 * carry-over, and exactly-once under retries, concurrent runs, a crash between claim and payment, and
 * operator holds. Runs on PGlite, and on PostgreSQL when DATABASE_URL is set (truly concurrent there).
 */
let t: TestApp;
let port: FakePort;
let repo: ContractsRepository;
let service: ContractsService;

const HOUR = 3_600_000;
const DAY = 24 * HOUR;
const at = (base: Date, ms: number) => new Date(base.getTime() + ms);

beforeAll(async () => {
  t = await buildTestApp();
  port = new FakePort();
  repo = new ContractsRepository(t.app.db);
  service = new ContractsService(repo, port, t.app.wallet);
});
afterAll(() => t?.close());

async function contractTransfers(contractId: bigint) {
  return t.app.db
    .selectFrom('ledger_transfers')
    .select(['idempotency_key', 'amount', 'kind'])
    .where('idempotency_key', 'like', `agent-contract:${contractId}:%`)
    .orderBy('idempotency_key')
    .execute();
}

async function rowsOf(contractId: bigint) {
  return t.app.db.selectFrom('agent_contract_settlements').selectAll().where('contract_id', '=', contractId).orderBy('period_start').execute();
}

describe(`contract settlement (${onPostgres ? 'PostgreSQL' : 'PGlite'})`, () => {
  it('daily salary down a three-level tree: each pays its rate minus its sub-agent\u2019s, once', async () => {
    const day = new Date('2026-11-01T00:00:00Z');
    const a = await fakeAgent(t.app.db, port);
    const b = await fakeAgent(t.app.db, port, a.id, 2);
    const c = await fakeAgent(t.app.db, port, b.id, 2);
    const ca = await activeContract(repo, { agentId: a.id, kind: 'DAILY_SALARY', tiers: flat(200), acceptedAt: at(day, HOUR) });
    const cb = await activeContract(repo, { agentId: b.id, uplineId: a.id, kind: 'DAILY_SALARY', tiers: flat(150), acceptedAt: at(day, HOUR) });
    const cc = await activeContract(repo, { agentId: c.id, uplineId: b.id, kind: 'DAILY_SALARY', tiers: flat(100), acceptedAt: at(day, HOUR) });
    const end = at(day, DAY);
    port.setFigures(a.id, day, end, { activeMembers: 10, turnover: 1_000_000n, netLoss: 0n });
    port.setFigures(b.id, day, end, { activeMembers: 6, turnover: 600_000n, netLoss: 0n });
    port.setFigures(c.id, day, end, { activeMembers: 2, turnover: 200_000n, netLoss: 0n });

    // Not due before the day ended plus the grace.
    expect((await service.settle('DAILY_SALARY', at(end, 60_000))).created).toBe(0);
    const first = await service.settle('DAILY_SALARY', at(end, 10 * 60_000));
    expect(first).toMatchObject({ created: 3, paid: 3 });

    const [ra] = await rowsOf(ca.id);
    const [rb] = await rowsOf(cb.id);
    const [rc] = await rowsOf(cc.id);
    expect(rc).toMatchObject({ gross: 2_000n, downline: 0n, amount: 2_000n, status: 'PAID', period_label: '2026-11-01' });
    expect(rb).toMatchObject({ gross: 9_000n, downline: 2_000n, amount: 7_000n, status: 'PAID' });
    expect(ra).toMatchObject({ gross: 20_000n, downline: 9_000n, amount: 11_000n, status: 'PAID' });
    // The house pays the top agent's rate on the whole team, split down the tree.
    expect(ra!.amount + rb!.amount + rc!.amount).toBe(20_000n);
    expect((await t.app.wallet.balanceOf(b.id)).balance).toBe(7_000n);

    // A retry settles nothing and pays nothing more.
    expect(await service.settle('DAILY_SALARY', at(end, 20 * 60_000))).toMatchObject({ created: 0, paid: 0 });
    expect(await contractTransfers(ca.id)).toHaveLength(1);
    expect((await t.app.wallet.balanceOf(b.id)).balance).toBe(7_000n);
  });

  it('dividend carries a losing period forward and pays on the positive balance', async () => {
    const d0 = new Date('2026-10-01T00:00:00Z');
    const x = await fakeAgent(t.app.db, port);
    const cx = await activeContract(repo, { agentId: x.id, kind: 'DIVIDEND', tiers: flat(2000), acceptedAt: d0, periodType: 'D' });
    const losses = [-300_000n, 200_000n, 600_000n];
    losses.forEach((netLoss, i) => port.setFigures(x.id, at(d0, i * DAY), at(d0, (i + 1) * DAY), { activeMembers: 5, turnover: 1_000_000n, netLoss }));
    await service.settle('DIVIDEND', at(d0, 3 * DAY + HOUR));
    const rows = await rowsOf(cx.id);
    expect(rows.map((r) => [r.carry_in, r.base, r.amount, r.carry_out, r.status])).toEqual([
      [0n, 0n, 0n, -300_000n, 'NIL'],
      [-300_000n, 0n, 0n, -100_000n, 'NIL'],
      [-100_000n, 500_000n, 100_000n, 0n, 'PAID'],
    ]);
    expect(await contractTransfers(cx.id)).toEqual([expect.objectContaining({ amount: 100_000n, kind: 'DIVIDEND' })]);
  });

  it('real-time salary pays each 5-minute window the day-to-date amount minus what earlier windows paid', async () => {
    const d0 = new Date('2026-11-02T00:00:00Z');
    const r = await fakeAgent(t.app.db, port);
    const tiers = [
      { activeMembers: 0, turnover: '0', rateBp: 100 },
      { activeMembers: 0, turnover: '200000', rateBp: 200 },
    ];
    const cr = await activeContract(repo, { agentId: r.id, kind: 'REALTIME_SALARY', tiers, acceptedAt: d0 });
    const w = (n: number) => at(d0, n * 300_000);
    port.setFigures(r.id, d0, w(1), { activeMembers: 3, turnover: 100_000n, netLoss: 0n }); // 1 % -> 1,000
    port.setFigures(r.id, d0, w(2), { activeMembers: 3, turnover: 150_000n, netLoss: 0n }); // 1 % -> 1,500 (+500)
    port.setFigures(r.id, d0, w(3), { activeMembers: 4, turnover: 250_000n, netLoss: 0n }); // tier 2: 2 % -> 5,000 (+3,500)
    await service.settle('REALTIME_SALARY', w(3));
    const rows = await rowsOf(cr.id);
    expect(rows.map((x) => [x.period_label, x.tier, x.gross, x.amount])).toEqual([
      ['2026-11-02 00:00', 1, 1_000n, 1_000n],
      ['2026-11-02 00:05', 1, 500n, 500n],
      ['2026-11-02 00:10', 2, 3_500n, 3_500n],
    ]);
    expect((await t.app.wallet.balanceOf(r.id)).balance).toBe(5_000n);
  });

  it('two runs at once (two instances) settle and pay each period exactly once', async () => {
    const d0 = new Date('2026-11-03T00:00:00Z');
    const h = await fakeAgent(t.app.db, port);
    const ch = await activeContract(repo, { agentId: h.id, kind: 'HOURLY_SALARY', tiers: flat(300), acceptedAt: d0 });
    for (let i = 0; i < 6; i++) port.setFigures(h.id, at(d0, i * HOUR), at(d0, (i + 1) * HOUR), { activeMembers: 1, turnover: 10_000n * BigInt(i + 1), netLoss: 0n });
    const other = new ContractsService(new ContractsRepository(t.app.db), port, t.app.wallet);
    const now = at(d0, 6 * HOUR + 5 * 60_000);
    const results = await Promise.all([service.settle('HOURLY_SALARY', now), other.settle('HOURLY_SALARY', now), service.settle('HOURLY_SALARY', now)]);
    expect(results.reduce((n, r) => n + r.created, 0)).toBe(6);
    expect(results.reduce((n, r) => n + r.paid, 0)).toBe(6);
    const transfers = await contractTransfers(ch.id);
    expect(transfers).toHaveLength(6);
    expect(transfers.reduce((s, x) => s + x.amount, 0n)).toBe(((10_000n + 20_000n + 30_000n + 40_000n + 50_000n + 60_000n) * 300n) / 10_000n);
    expect((await t.app.wallet.balanceOf(h.id)).balance).toBe(6_300n);
  });

  it('a run that dies between claiming and paying is finished by the next run, paying once', async () => {
    const d0 = new Date('2026-11-04T00:00:00Z');
    const k = await fakeAgent(t.app.db, port);
    const ck = await activeContract(repo, { agentId: k.id, kind: 'DAILY_SALARY', tiers: flat(100), acceptedAt: d0 });
    port.setFigures(k.id, d0, at(d0, DAY), { activeMembers: 1, turnover: 500_000n, netLoss: 0n });
    const crashing = new ContractsService(new ContractsRepository(t.app.db), port, t.app.wallet, {
      afterClaim: () => {
        throw new Error('simulated crash');
      },
    });
    await expect(crashing.settle('DAILY_SALARY', at(d0, DAY + HOUR))).rejects.toThrow('simulated crash');
    expect(await rowsOf(ck.id)).toEqual([expect.objectContaining({ status: 'PENDING', amount: 5_000n })]);
    expect(await contractTransfers(ck.id)).toHaveLength(0);

    expect(await service.settle('DAILY_SALARY', at(d0, DAY + 2 * HOUR))).toMatchObject({ paid: 1 });
    expect(await service.settle('DAILY_SALARY', at(d0, DAY + 3 * HOUR))).toMatchObject({ created: 0, paid: 0 });
    expect(await rowsOf(ck.id)).toEqual([expect.objectContaining({ status: 'PAID' })]);
    expect(await contractTransfers(ck.id)).toHaveLength(1);
  });

  it('an operator hold keeps settlements unpaid until released; a paid one cannot be held', async () => {
    const d0 = new Date('2026-11-05T00:00:00Z');
    const o = await fakeAgent(t.app.db, port);
    const co = await activeContract(repo, { agentId: o.id, kind: 'DAILY_SALARY', tiers: flat(100), acceptedAt: d0 });
    port.setFigures(o.id, d0, at(d0, DAY), { activeMembers: 1, turnover: 100_000n, netLoss: 0n });
    port.setFigures(o.id, at(d0, DAY), at(d0, 2 * DAY), { activeMembers: 1, turnover: 300_000n, netLoss: 0n });
    const actor = { operatorId: 1 };
    await service.holdContract(actor, co.id.toString(), 'KYC review');
    await service.settle('DAILY_SALARY', at(d0, 2 * DAY + HOUR));
    expect((await rowsOf(co.id)).map((r) => r.status)).toEqual(['HELD', 'HELD']);
    expect(await contractTransfers(co.id)).toHaveLength(0);

    // Releasing one settlement pays just that one; releasing the contract pays the rest.
    const [first] = await rowsOf(co.id);
    expect(await service.releaseSettlement(actor, first!.id.toString())).toMatchObject({ status: 'PAID', amount: 1_000 });
    const released = await service.releaseContract(actor, co.id.toString());
    expect(released.held).toBe(false);
    expect((await rowsOf(co.id)).map((r) => r.status)).toEqual(['PAID', 'PAID']);
    expect((await t.app.wallet.balanceOf(o.id)).balance).toBe(4_000n);
    await expect(service.holdSettlement(actor, first!.id.toString())).rejects.toMatchObject({ statusCode: 409, code: 'SETTLEMENT_STATE' });
  });

  it('a terminated contract settles no period that ends after it ended', async () => {
    const d0 = new Date('2026-11-06T00:00:00Z');
    const e = await fakeAgent(t.app.db, port);
    const ce = await activeContract(repo, { agentId: e.id, kind: 'DAILY_SALARY', tiers: flat(100), acceptedAt: d0 });
    for (let i = 0; i < 3; i++) port.setFigures(e.id, at(d0, i * DAY), at(d0, (i + 1) * DAY), { activeMembers: 1, turnover: 100_000n, netLoss: 0n });
    await repo.update(ce.id, { status: 'TERMINATED', ended_at: at(d0, DAY + HOUR), end_reason: 'TERMINATED_BY_AGENT' });
    await service.settle('DAILY_SALARY', at(d0, 3 * DAY + HOUR));
    expect((await rowsOf(ce.id)).map((r) => r.period_label)).toEqual(['2026-11-06']);
  });

  it('a payment that fails stays PENDING without holding up the others, and is paid by a later run', async () => {
    const d0 = new Date('2026-11-07T00:00:00Z');
    const good = await fakeAgent(t.app.db, port);
    const bad = await fakeAgent(t.app.db, port);
    const cg = await activeContract(repo, { agentId: good.id, kind: 'DAILY_SALARY', tiers: flat(100), acceptedAt: d0 });
    const cbad = await activeContract(repo, { agentId: bad.id, kind: 'DAILY_SALARY', tiers: flat(100), acceptedAt: d0 });
    for (const a of [good, bad]) port.setFigures(a.id, d0, at(d0, DAY), { activeMembers: 1, turnover: 100_000n, netLoss: 0n });
    const flaky = new ContractsService(new ContractsRepository(t.app.db), port, {
      balanceOf: (...a) => t.app.wallet.balanceOf(...a),
      openMemberWallet: (...a) => t.app.wallet.openMemberWallet(...a),
      publish: (c) => t.app.wallet.publish(c),
      transfer: (input, db) => ('member' in input.to && input.to.member === bad.id ? Promise.reject(new Error('ledger unavailable')) : t.app.wallet.transfer(input, db)),
    });
    await expect(flaky.settle('DAILY_SALARY', at(d0, DAY + HOUR))).rejects.toThrow('1 settlement payment(s) failed');
    expect((await rowsOf(cg.id)).map((r) => r.status)).toEqual(['PAID']);
    expect((await rowsOf(cbad.id)).map((r) => r.status)).toEqual(['PENDING']);
    await service.settle('DAILY_SALARY', at(d0, DAY + 2 * HOUR));
    expect((await rowsOf(cbad.id)).map((r) => r.status)).toEqual(['PAID']);
    expect(await contractTransfers(cbad.id)).toHaveLength(1);
  });

  it('leaves the ledger balanced', async () => {
    const check = await t.app.wallet.check();
    expect(check.problems).toEqual([]);
  });
});
