import { ErrorCode } from '@app/contracts';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AppError } from '../src/lib/errors.ts';
import { InsufficientFundsError, type TransferInput } from '../src/modules/wallet/service.ts';
import { createMember } from './factories.ts';
import { buildTestApp, onPostgres, type TestApp } from './helpers.ts';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

const wallet = () => t.app.wallet;
let keySeq = 0;
const key = (label: string) => `test:${label}:${++keySeq}`;

async function memberWithWallet(deposit = 0n) {
  const member = await createMember(t.app.db);
  await wallet().openMemberWallet(member.id, 'THB');
  if (deposit > 0n) {
    await wallet().transfer({ idempotencyKey: key('dep'), from: { system: 'PAYMENT_CLEARING' }, to: { member: member.id }, amount: deposit, currency: 'THB', kind: 'DEPOSIT' });
  }
  return member;
}

async function transferCount() {
  return Number((await sql<{ n: string }>`SELECT count(*)::text AS n FROM ledger_transfers`.execute(t.app.db)).rows[0]?.n);
}

async function expectAppError(promise: Promise<unknown>, code: string, status?: number) {
  const error = await promise.then(
    () => undefined,
    (e: unknown) => e,
  );
  expect(error, `expected ${code}`).toBeInstanceOf(AppError);
  expect((error as AppError).code).toBe(code);
  if (status) expect((error as AppError).statusCode).toBe(status);
  return error as AppError;
}

describe(`wallet ledger (${onPostgres ? 'PostgreSQL' : 'PGlite'})`, () => {
  it('opens a member wallet once, however often it is asked', async () => {
    const member = await createMember(t.app.db);
    const first = await wallet().openMemberWallet(member.id, 'THB');
    const second = await wallet().openMemberWallet(member.id, 'THB');
    expect(second.accountId).toBe(first.accountId);
    expect(await wallet().balanceOf(member.id)).toEqual({ balance: 0n, currency: 'THB' });
  });

  it('reports 0 in the brand currency for a member without a wallet', async () => {
    const member = await createMember(t.app.db);
    expect(await wallet().balanceOf(member.id)).toEqual({ balance: 0n, currency: 'THB' });
  });

  it('moves money between two accounts and keeps the ledger summing to zero', async () => {
    const member = await memberWithWallet();
    const deposit = await wallet().transfer({
      idempotencyKey: key('deposit'),
      from: { system: 'PAYMENT_CLEARING' },
      to: { member: member.id },
      amount: 10_000n,
      currency: 'THB',
      kind: 'DEPOSIT',
      metadata: { gateway: 'sandbox' },
    });
    expect(deposit.replayed).toBe(false);
    expect(deposit.balances.to).toBe(10_000n);
    const bet = await wallet().transfer({ idempotencyKey: key('bet'), from: { member: member.id }, to: { system: 'HOUSE' }, amount: 2_500n, currency: 'THB', kind: 'BET' });
    expect(bet.balances.from).toBe(7_500n);
    expect((await wallet().balanceOf(member.id)).balance).toBe(7_500n);
    const sums = await sql<{ currency: string; total: string }>`SELECT currency, sum(balance)::text AS total FROM ledger_accounts GROUP BY currency`.execute(t.app.db);
    for (const row of sums.rows) expect(row.total).toBe('0');
    expect(await wallet().check()).toMatchObject({ ok: true, problems: [] });
  });

  it('returns the first result for a retry and moves the money once', async () => {
    const member = await memberWithWallet(5_000n);
    const input: TransferInput = { idempotencyKey: key('retry'), from: { member: member.id }, to: { system: 'HOUSE' }, amount: 1_000n, currency: 'THB', kind: 'BET' };
    const first = await wallet().transfer(input);
    const again = await wallet().transfer({ ...input, metadata: { attempt: 2 } });
    expect(again).toMatchObject({ transferId: first.transferId, replayed: true, balances: first.balances });
    expect((await wallet().balanceOf(member.id)).balance).toBe(4_000n);
  });

  it('returns the first result for a retry even when the balance no longer covers it', async () => {
    const member = await memberWithWallet(1_000n);
    const input: TransferInput = { idempotencyKey: key('retry-empty'), from: { member: member.id }, to: { system: 'HOUSE' }, amount: 1_000n, currency: 'THB', kind: 'BET' };
    const first = await wallet().transfer(input);
    expect((await wallet().balanceOf(member.id)).balance).toBe(0n);
    const again = await wallet().transfer(input);
    expect(again).toMatchObject({ transferId: first.transferId, replayed: true });
  });

  it('refuses the same key with different content as a duplicate transaction', async () => {
    const member = await memberWithWallet(5_000n);
    const k = key('dup');
    await wallet().transfer({ idempotencyKey: k, from: { member: member.id }, to: { system: 'HOUSE' }, amount: 1_000n, currency: 'THB', kind: 'BET' });
    const before = await transferCount();
    const error = await expectAppError(
      wallet().transfer({ idempotencyKey: k, from: { member: member.id }, to: { system: 'HOUSE' }, amount: 1_001n, currency: 'THB', kind: 'BET' }),
      ErrorCode.DUPLICATE_TRANSACTION,
      409,
    );
    expect(error.details).toMatchObject({ idempotencyKey: k });
    await expectAppError(
      wallet().transfer({ idempotencyKey: k, from: { system: 'HOUSE' }, to: { member: member.id }, amount: 1_000n, currency: 'THB', kind: 'WIN' }),
      ErrorCode.DUPLICATE_TRANSACTION,
    );
    expect(await transferCount()).toBe(before);
    expect((await wallet().balanceOf(member.id)).balance).toBe(4_000n);
  });

  it('refuses a bet larger than the balance and writes nothing', async () => {
    const member = await memberWithWallet(700n);
    const before = await transferCount();
    const error = await expectAppError(
      wallet().transfer({ idempotencyKey: key('broke'), from: { member: member.id }, to: { system: 'HOUSE' }, amount: 701n, currency: 'THB', kind: 'BET' }),
      ErrorCode.INSUFFICIENT_FUNDS,
      409,
    );
    expect(error).toBeInstanceOf(InsufficientFundsError);
    expect((error as InsufficientFundsError).balance).toBe(700n);
    expect(error.details).toMatchObject({ balance: 700, amount: 701, currency: 'THB' });
    expect(await transferCount()).toBe(before);
    expect((await wallet().balanceOf(member.id)).balance).toBe(700n);
    expect((await wallet().check()).ok).toBe(true);
  });

  it('refuses zero, negative, fractional and oversized amounts', async () => {
    const member = await memberWithWallet(100n);
    const base = { from: { system: 'HOUSE' as const }, to: { member: member.id }, currency: 'THB', kind: 'WIN' };
    for (const amount of [0n, -5n, 2n ** 63n]) {
      await expectAppError(wallet().transfer({ ...base, idempotencyKey: key('bad'), amount }), ErrorCode.INVALID_AMOUNT, 400);
    }
    await expectAppError(wallet().transfer({ ...base, idempotencyKey: key('bad'), amount: 1.5 as unknown as bigint }), ErrorCode.INVALID_AMOUNT, 400);
    expect((await wallet().balanceOf(member.id)).balance).toBe(100n);
  });

  it('refuses bad keys, kinds, currencies and a transfer to the same account', async () => {
    const member = await memberWithWallet(100n);
    const base: TransferInput = { idempotencyKey: key('x'), from: { system: 'HOUSE' }, to: { member: member.id }, amount: 1n, currency: 'THB', kind: 'WIN' };
    await expectAppError(wallet().transfer({ ...base, idempotencyKey: '' }), ErrorCode.BAD_REQUEST);
    await expectAppError(wallet().transfer({ ...base, idempotencyKey: 'x'.repeat(201) }), ErrorCode.BAD_REQUEST);
    await expectAppError(wallet().transfer({ ...base, kind: 'win' }), ErrorCode.BAD_REQUEST);
    await expectAppError(wallet().transfer({ ...base, currency: 'thb' }), ErrorCode.BAD_REQUEST);
    await expectAppError(wallet().transfer({ ...base, to: { system: 'HOUSE' } }), ErrorCode.BAD_REQUEST);
    await expectAppError(wallet().transfer({ ...base, from: { member: member.id } }), ErrorCode.BAD_REQUEST);
    await expectAppError(wallet().transfer({ ...base, from: { system: 'NOPE' as 'HOUSE' } }), ErrorCode.BAD_REQUEST);
  });

  it('refuses a currency the member has no wallet in', async () => {
    const member = await memberWithWallet(100n);
    await expectAppError(
      wallet().transfer({ idempotencyKey: key('usd'), from: { system: 'HOUSE' }, to: { member: member.id }, amount: 1n, currency: 'USD', kind: 'WIN' }),
      ErrorCode.CURRENCY_MISMATCH,
      409,
    );
  });

  it('opens the wallet of a member who has none on the first credit', async () => {
    const member = await createMember(t.app.db);
    await wallet().transfer({ idempotencyKey: key('first'), from: { system: 'PAYMENT_CLEARING' }, to: { member: member.id }, amount: 300n, currency: 'THB', kind: 'DEPOSIT' });
    expect(await wallet().balanceOf(member.id)).toEqual({ balance: 300n, currency: 'THB' });
  });

  it('refuses money for a member that does not exist', async () => {
    await expectAppError(
      wallet().transfer({ idempotencyKey: key('ghost'), from: { system: 'HOUSE' }, to: { member: 99_999_999 }, amount: 1n, currency: 'THB', kind: 'WIN' }),
      ErrorCode.WALLET_NOT_FOUND,
      404,
    );
  });

  it('grants a demo balance once per key', async () => {
    const member = await createMember(t.app.db, { type: 4 });
    await wallet().openMemberWallet(member.id, 'THB');
    const k = key('demo');
    await wallet().grantDemoBalance(member.id, 200_000n, k);
    const again = await wallet().grantDemoBalance(member.id, 200_000n, k);
    expect(again.replayed).toBe(true);
    expect((await wallet().balanceOf(member.id)).balance).toBe(200_000n);
  });

  it('spreads the house over shards whose sum is the house balance, and retries land on the same shard', async () => {
    const member = await memberWithWallet(100_000n);
    const houseBefore = await wallet().systemBalance('HOUSE', 'THB');
    const shardIds = new Set<string>();
    for (let i = 0; i < 40; i++) {
      const input: TransferInput = { idempotencyKey: key('shard'), from: { member: member.id }, to: { system: 'HOUSE' }, amount: 10n, currency: 'THB', kind: 'BET' };
      await wallet().transfer(input);
      const again = await wallet().transfer(input);
      expect(again.replayed).toBe(true);
      const row = await sql<{ credit_account_id: bigint }>`SELECT credit_account_id FROM ledger_transfers WHERE idempotency_key = ${input.idempotencyKey}`.execute(t.app.db);
      shardIds.add(String(row.rows[0]?.credit_account_id));
    }
    expect(shardIds.size).toBeGreaterThan(4);
    expect(await wallet().systemBalance('HOUSE', 'THB')).toBe(houseBefore + 400n);
    expect((await wallet().balanceOf(member.id)).balance).toBe(99_600n);
    expect((await wallet().check()).ok).toBe(true);
  });

  it('lets a database CHECK stop a negative member balance even when code is bypassed', async () => {
    const member = await memberWithWallet(50n);
    await expect(sql`UPDATE ledger_accounts SET balance = -1 WHERE member_id = ${member.id}`.execute(t.app.db)).rejects.toThrow(/check constraint/i);
    expect((await wallet().balanceOf(member.id)).balance).toBe(50n);
  });

  it('refuses to edit or delete a recorded transfer', async () => {
    await memberWithWallet(10n);
    await expect(sql`UPDATE ledger_transfers SET amount = amount + 1`.execute(t.app.db)).rejects.toThrow(/append-only/);
    await expect(sql`DELETE FROM ledger_transfers`.execute(t.app.db)).rejects.toThrow(/append-only/);
    await expect(sql`TRUNCATE ledger_transfers CASCADE`.execute(t.app.db)).rejects.toThrow(/append-only/);
  });

  it('runs inside a caller transaction and rolls back with it', async () => {
    const member = await memberWithWallet(0n);
    const changes: unknown[] = [];
    const listener = (c: unknown) => changes.push(c);
    wallet().events.on('balanceChanged', listener);
    try {
      await expect(
        t.app.db.transaction().execute(async (trx) => {
          const r = await wallet().transfer({ idempotencyKey: key('tx'), from: { system: 'BONUS' }, to: { member: member.id }, amount: 900n, currency: 'THB', kind: 'BONUS' }, trx);
          expect(r.balances.to).toBe(900n);
          throw new Error('caller fails later');
        }),
      ).rejects.toThrow('caller fails later');
      expect((await wallet().balanceOf(member.id)).balance).toBe(0n);
      expect(changes).toEqual([]);
      // A refused transfer inside the caller's transaction leaves the caller's transaction usable.
      await t.app.db.transaction().execute(async (trx) => {
        await expect(
          wallet().transfer({ idempotencyKey: key('tx-broke'), from: { member: member.id }, to: { system: 'HOUSE' }, amount: 1n, currency: 'THB', kind: 'BET' }, trx),
        ).rejects.toBeInstanceOf(InsufficientFundsError);
        const r = await wallet().transfer({ idempotencyKey: key('tx-ok'), from: { system: 'BONUS' }, to: { member: member.id }, amount: 40n, currency: 'THB', kind: 'BONUS' }, trx);
        wallet().publish(r.changes);
      });
      expect((await wallet().balanceOf(member.id)).balance).toBe(40n);
      expect(changes).toEqual([{ memberId: member.id, balance: 40n, currency: 'THB' }]);
    } finally {
      wallet().events.off('balanceChanged', listener);
    }
  });

  it('emits balanceChanged for each member wallet after a committed transfer, and nothing for a replay', async () => {
    const payer = await memberWithWallet(1_000n);
    const payee = await memberWithWallet(0n);
    const seen: unknown[] = [];
    const listener = (c: unknown) => seen.push(c);
    wallet().events.on('balanceChanged', listener);
    try {
      const input: TransferInput = { idempotencyKey: key('upline'), from: { member: payer.id }, to: { member: payee.id }, amount: 250n, currency: 'THB', kind: 'TRANSFER_UPLINE' };
      await wallet().transfer(input);
      await wallet().transfer(input);
    } finally {
      wallet().events.off('balanceChanged', listener);
    }
    expect(seen).toEqual([
      { memberId: payer.id, balance: 750n, currency: 'THB' },
      { memberId: payee.id, balance: 250n, currency: 'THB' },
    ]);
  });

  it('pages the transaction history newest first with totals over the range', async () => {
    const member = await memberWithWallet(1_000n);
    for (let i = 1; i <= 3; i++) {
      await wallet().transfer({ idempotencyKey: key('h-bet'), from: { member: member.id }, to: { system: 'HOUSE' }, amount: BigInt(i * 10), currency: 'THB', kind: 'BET' });
    }
    await wallet().transfer({ idempotencyKey: key('h-win'), from: { system: 'HOUSE' }, to: { member: member.id }, amount: 500n, currency: 'THB', kind: 'WIN' });
    const range = { from: new Date(Date.now() - 3_600_000), to: new Date(Date.now() + 3_600_000) };
    const page1 = await wallet().history(member.id, { ...range, page: 1, pageSize: 2 });
    expect(page1.total).toBe(5);
    expect(page1.items.map((i) => [i.kind, i.amount, i.balanceAfter])).toEqual([
      ['WIN', 500n, 1_440n],
      ['BET', -30n, 940n],
    ]);
    expect(page1.totals).toEqual({ in: 1_500n, out: 60n, net: 1_440n });
    const page3 = await wallet().history(member.id, { ...range, page: 3, pageSize: 2 });
    expect(page3.items.map((i) => [i.kind, i.amount])).toEqual([['DEPOSIT', 1_000n]]);
    const bets = await wallet().history(member.id, { ...range, kind: 'BET', page: 1, pageSize: 10 });
    expect(bets.total).toBe(3);
    expect(bets.totals).toEqual({ in: 0n, out: 60n, net: -60n });
    const past = await wallet().history(member.id, { from: new Date('2020-01-01'), to: new Date('2020-02-01'), page: 1, pageSize: 10 });
    expect(past.total).toBe(0);
  });
});
