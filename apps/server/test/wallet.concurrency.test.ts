import { ErrorCode } from '@app/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AppError } from '../src/lib/errors.ts';
import type { TransferResult } from '../src/modules/wallet/service.ts';
import { createMember } from './factories.ts';
import { buildTestApp, onPostgres, type TestApp } from './helpers.ts';

/**
 * Real concurrency needs a real server (PGlite has one session, so everything is serialised
 * there): these run on PostgreSQL only, as CI does with DATABASE_URL.
 */
let t: TestApp;
beforeAll(async () => {
  if (onPostgres) t = await buildTestApp({ seed: false });
});
afterAll(() => t?.close());

async function funded(amount: bigint) {
  const member = await createMember(t.app.db);
  await t.app.wallet.transfer({ idempotencyKey: `conc:fund:${member.id}`, from: { system: 'PAYMENT_CLEARING' }, to: { member: member.id }, amount, currency: 'THB', kind: 'DEPOSIT' });
  return member.id;
}

function settle(results: PromiseSettledResult<TransferResult>[]) {
  const ok = results.filter((r): r is PromiseFulfilledResult<TransferResult> => r.status === 'fulfilled').map((r) => r.value);
  const errors = results.filter((r): r is PromiseRejectedResult => r.status === 'rejected').map((r) => r.reason as unknown);
  return { ok, errors };
}

describe.skipIf(!onPostgres)('ledger under concurrency (PostgreSQL)', () => {
  it('never overdraws a wallet hit by 64 concurrent bets, and stays balanced', async () => {
    const memberId = await funded(1_000n);
    const results = await Promise.allSettled(
      Array.from({ length: 64 }, (_, i) =>
        t.app.wallet.transfer({ idempotencyKey: `conc:bet:${memberId}:${i}`, from: { member: memberId }, to: { system: 'HOUSE' }, amount: 30n, currency: 'THB', kind: 'BET' }),
      ),
    );
    const { ok, errors } = settle(results);
    // 1000 / 30 = 33 bets fit; every other one is refused for lack of funds, nothing else.
    expect(ok).toHaveLength(33);
    expect(errors).toHaveLength(31);
    for (const e of errors) expect((e as AppError).code).toBe(ErrorCode.INSUFFICIENT_FUNDS);
    expect((await t.app.wallet.balanceOf(memberId, 'THB')).balance).toBe(10n);
    // The balances each bet reported are distinct steps down from 1000: no two bets saw the same balance.
    const after = ok.map((r) => r.balances.from).sort((a, b) => (a < b ? 1 : -1));
    expect(after).toEqual(Array.from({ length: 33 }, (_, i) => 1_000n - 30n * BigInt(i + 1)));
    expect(await t.app.wallet.check()).toMatchObject({ ok: true, problems: [] });
  });

  it('pays the same bet sent 10 times in parallel exactly once', async () => {
    const memberId = await funded(500n);
    const input = { idempotencyKey: `conc:same:${memberId}`, from: { member: memberId }, to: { system: 'HOUSE' as const }, amount: 120n, currency: 'THB', kind: 'BET' };
    const { ok, errors } = settle(await Promise.allSettled(Array.from({ length: 10 }, () => t.app.wallet.transfer({ ...input }))));
    expect(errors).toEqual([]);
    expect(ok.filter((r) => !r.replayed)).toHaveLength(1);
    expect(new Set(ok.map((r) => r.transferId)).size).toBe(1);
    for (const r of ok) expect(r.balances.from).toBe(380n);
    expect((await t.app.wallet.balanceOf(memberId, 'THB')).balance).toBe(380n);
    expect((await t.app.wallet.check()).ok).toBe(true);
  });

  it('refuses every parallel copy of a reused key with different content, and pays the original once', async () => {
    const memberId = await funded(500n);
    const key = `conc:reuse:${memberId}`;
    const results = await Promise.allSettled(
      Array.from({ length: 8 }, (_, i) =>
        t.app.wallet.transfer({ idempotencyKey: key, from: { member: memberId }, to: { system: 'HOUSE' }, amount: BigInt(10 + (i % 2)), currency: 'THB', kind: 'BET' }),
      ),
    );
    const { ok, errors } = settle(results);
    const paid = ok.filter((r) => !r.replayed);
    expect(paid).toHaveLength(1);
    // The other amount is a different request under the same key.
    expect(errors).toHaveLength(4);
    for (const e of errors) expect((e as AppError).code).toBe(ErrorCode.DUPLICATE_TRANSACTION);
    expect((await t.app.wallet.balanceOf(memberId, 'THB')).balance).toBe(500n - (paid[0] as TransferResult).amount);
  });

  it('moves money both ways between two wallets at once without deadlocking', async () => {
    const a = await funded(10_000n);
    const b = await funded(10_000n);
    const jobs = Array.from({ length: 40 }, (_, i) =>
      t.app.wallet.transfer({
        idempotencyKey: `conc:swap:${a}:${i}`,
        from: { member: i % 2 ? a : b },
        to: { member: i % 2 ? b : a },
        amount: BigInt(i + 1),
        currency: 'THB',
        kind: 'TRANSFER_UPLINE',
      }),
    );
    const { errors } = settle(await Promise.allSettled(jobs));
    expect(errors).toEqual([]);
    // a paid the odd i (even amounts 2..40), b paid the even i (odd amounts 1..39).
    const aPaid = Array.from({ length: 20 }, (_, k) => BigInt(2 * k + 2)).reduce((x, y) => x + y, 0n);
    const bPaid = Array.from({ length: 20 }, (_, k) => BigInt(2 * k + 1)).reduce((x, y) => x + y, 0n);
    expect((await t.app.wallet.balanceOf(a, 'THB')).balance).toBe(10_000n - aPaid + bPaid);
    expect((await t.app.wallet.balanceOf(b, 'THB')).balance).toBe(10_000n - bPaid + aPaid);
    expect((await t.app.wallet.check()).ok).toBe(true);
  });
});
