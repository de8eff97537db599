import { ErrorCode } from '@app/contracts';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AppError } from '../src/lib/errors.ts';
import type { AccountRef, TransferInput } from '../src/modules/wallet/service.ts';
import { createMember } from './factories.ts';
import { buildTestApp, onPostgres, type TestApp } from './helpers.ts';

/**
 * Random sequences of deposits, bets, wins, rollbacks, retries, reused keys and withdrawals,
 * run against the real ledger and against a tiny in-memory model of what the balances must be.
 */
let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp({ seed: false });
});
afterAll(() => t.close());

const MEMBERS = 3;
const amount = fc.bigInt({ min: 1n, max: 5_000n });
const who = fc.nat({ max: MEMBERS - 1 });
const Op = fc.oneof(
  { weight: 3, arbitrary: fc.record({ op: fc.constant('deposit' as const), who, amount }) },
  { weight: 4, arbitrary: fc.record({ op: fc.constant('bet' as const), who, amount }) },
  { weight: 2, arbitrary: fc.record({ op: fc.constant('win' as const), who, amount }) },
  { weight: 2, arbitrary: fc.record({ op: fc.constant('rollback' as const), pick: fc.nat() }) },
  { weight: 2, arbitrary: fc.record({ op: fc.constant('retry' as const), pick: fc.nat() }) },
  { weight: 1, arbitrary: fc.record({ op: fc.constant('reuseKey' as const), pick: fc.nat(), amount }) },
  { weight: 2, arbitrary: fc.record({ op: fc.constant('withdraw' as const), who, amount }) },
);
type Op = typeof Op extends fc.Arbitrary<infer T> ? T : never;

function sig(i: TransferInput) {
  return JSON.stringify([i.from, i.to, i.amount.toString(), i.currency, i.kind]);
}

class Model {
  readonly balances = new Map<string, bigint>();
  readonly recorded = new Map<string, string>();

  private name(ref: AccountRef) {
    return 'member' in ref ? `m${ref.member}` : 'memberBonus' in ref ? `b${ref.memberBonus}` : ref.system;
  }
  balance(ref: AccountRef) {
    return this.balances.get(this.name(ref)) ?? 0n;
  }
  /** What the ledger must answer for this input. */
  expect(input: TransferInput): 'ok' | 'replay' | 'duplicate' | 'insufficient' {
    const seen = this.recorded.get(input.idempotencyKey);
    if (seen !== undefined) return seen === sig(input) ? 'replay' : 'duplicate';
    const mustCover = !('system' in input.from) || input.from.system === 'PENDING_WITHDRAWAL';
    if (mustCover && this.balance(input.from) < input.amount) return 'insufficient';
    return 'ok';
  }
  apply(input: TransferInput) {
    this.recorded.set(input.idempotencyKey, sig(input));
    this.balances.set(this.name(input.from), this.balance(input.from) - input.amount);
    this.balances.set(this.name(input.to), this.balance(input.to) + input.amount);
  }
}

let run = 0;

describe(`ledger properties (${onPostgres ? 'PostgreSQL' : 'PGlite'})`, () => {
  it('keeps every balance right, no member negative and the ledger balanced, whatever the sequence', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(Op, { minLength: 1, maxLength: 60 }), async (ops) => {
        run += 1;
        const members: number[] = [];
        for (let i = 0; i < MEMBERS; i++) members.push((await createMember(t.app.db)).id);
        const model = new Model();
        const sent: TransferInput[] = [];
        const bets: TransferInput[] = [];
        let n = 0;
        const next = (label: string) => `prop:${run}:${label}:${++n}`;
        const member = (i: number): AccountRef => ({ member: members[i] as number });

        for (const op of ops as Op[]) {
          let input: TransferInput;
          switch (op.op) {
            case 'deposit':
              input = { idempotencyKey: next('dep'), from: { system: 'PAYMENT_CLEARING' }, to: member(op.who), amount: op.amount, currency: 'THB', kind: 'DEPOSIT' };
              break;
            case 'bet':
              input = { idempotencyKey: next('bet'), from: member(op.who), to: { system: 'HOUSE' }, amount: op.amount, currency: 'THB', kind: 'BET' };
              break;
            case 'win':
              input = { idempotencyKey: next('win'), from: { system: 'HOUSE' }, to: member(op.who), amount: op.amount, currency: 'THB', kind: 'WIN' };
              break;
            case 'withdraw':
              input = { idempotencyKey: next('wd'), from: member(op.who), to: { system: 'PENDING_WITHDRAWAL' }, amount: op.amount, currency: 'THB', kind: 'WITHDRAWAL_HOLD' };
              break;
            case 'rollback': {
              const bet = bets[op.pick % Math.max(1, bets.length)];
              if (!bet) continue;
              // Own key derived from the bet: rolling the same bet back twice is a retry, paid once.
              input = { idempotencyKey: `rollback:${bet.idempotencyKey}`, from: bet.to, to: bet.from, amount: bet.amount, currency: 'THB', kind: 'ROLLBACK' };
              break;
            }
            case 'retry': {
              const earlier = sent[op.pick % Math.max(1, sent.length)];
              if (!earlier) continue;
              input = { ...earlier, metadata: { retry: true } };
              break;
            }
            case 'reuseKey': {
              const earlier = sent[op.pick % Math.max(1, sent.length)];
              if (!earlier) continue;
              input = { ...earlier, amount: earlier.amount + op.amount };
              break;
            }
          }
          const expected = model.expect(input);
          const outcome = await t.app.wallet.transfer(input).then(
            (r) => (r.replayed ? 'replay' : 'ok'),
            (e: unknown) => {
              if (e instanceof AppError && e.code === ErrorCode.INSUFFICIENT_FUNDS) return 'insufficient';
              if (e instanceof AppError && e.code === ErrorCode.DUPLICATE_TRANSACTION) return 'duplicate';
              throw e;
            },
          );
          expect(outcome, `${op.op} ${input.idempotencyKey}`).toBe(expected);
          if (outcome === 'ok') {
            model.apply(input);
            if (input.kind === 'BET') bets.push(input);
          }
          sent.push(input);
        }

        for (let i = 0; i < MEMBERS; i++) {
          const { balance } = await t.app.wallet.balanceOf(members[i] as number, 'THB');
          expect(balance).toBe(model.balance(member(i)));
          expect(balance >= 0n).toBe(true);
        }
        const check = await t.app.wallet.check();
        expect(check.problems).toEqual([]);
      }),
      { numRuns: 100 },
    );
  }, 120_000);
});
