import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AppError } from '../src/lib/errors.ts';
import { signCallback } from '../src/modules/payments/gateway/signature.ts';
import type { OperatorContext } from '../src/modules/operator/service.ts';
import type { TestApp } from './helpers.ts';
import { balance, buildPaymentsApp, PAYMENT_PASSWORD, payingMember, requestId } from './payments.fixtures.ts';

let t: TestApp;
let op: OperatorContext;
beforeAll(async () => {
  t = await buildPaymentsApp();
  const created = await t.app.operator.create('prop.finance', 'finance');
  op = { operatorId: created.id, username: created.username, role: 'finance', sessionId: 'property-test' };
});
afterAll(() => t.close());

const BANK = { bankName: 'Kasikorn Bank', accountName: 'Property Tester', accountNumber: '1234567890' };

type Op =
  | { kind: 'bank'; who: 0 | 1; amount: number; approve: boolean; repeats: number }
  | { kind: 'gateway'; who: 0 | 1; amount: number; paid: boolean; copies: number }
  | { kind: 'withdraw'; who: 0 | 1; amount: number; retries: number }
  | { kind: 'decide'; pick: number; approve: boolean; racing: boolean }
  | { kind: 'upline'; who: 0 | 1; amount: number; retries: number };

const amount = fc.integer({ min: 10_000, max: 300_000 });
const who = fc.constantFrom<0 | 1>(0, 1);
const opArb: fc.Arbitrary<Op> = fc.oneof(
  fc.record({ kind: fc.constant('bank' as const), who, amount, approve: fc.boolean(), repeats: fc.integer({ min: 1, max: 3 }) }),
  fc.record({ kind: fc.constant('gateway' as const), who, amount, paid: fc.boolean(), copies: fc.integer({ min: 1, max: 3 }) }),
  fc.record({ kind: fc.constant('withdraw' as const), who, amount, retries: fc.integer({ min: 1, max: 3 }) }),
  fc.record({ kind: fc.constant('decide' as const), pick: fc.nat(), approve: fc.boolean(), racing: fc.boolean() }),
  fc.record({ kind: fc.constant('upline' as const), who, amount, retries: fc.integer({ min: 1, max: 2 }) }),
);

/** A refusal the API would answer with a 4xx (the model predicts which ones happen). */
async function settle<T>(p: Promise<T>): Promise<T | AppError> {
  try {
    return await p;
  } catch (error) {
    if (error instanceof AppError && error.statusCode < 500) return error;
    throw error;
  }
}

function signed(body: Record<string, unknown>) {
  const raw = JSON.stringify(body);
  const ts = Math.floor(Date.now() / 1000);
  const secret = (t.app.sandboxGateway as unknown as { options: { secret: string } }).options.secret;
  return { headers: { 'x-gateway-timestamp': String(ts), 'x-gateway-signature': signCallback(secret, ts, raw) }, raw };
}

describe('payments keep the ledger right under any sequence of requests', () => {
  it('random deposits, repeated callbacks, withdrawals, retries, racing decisions and upline transfers', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(opArb, { minLength: 4, maxLength: 14 }), async (ops) => {
        const agent = await payingMember(t, { type: 1 });
        const members = [await payingMember(t, { parentId: agent.id }), await payingMember(t, { parentId: agent.id })];
        for (const m of members) await t.app.payments.bindBankAccount(m.id, { ...BANK, paymentPassword: PAYMENT_PASSWORD });
        const model = { balances: [0, 0], agent: 0 };
        const pending: { id: string; who: 0 | 1; amount: number }[] = [];

        for (const o of ops) {
          if (o.kind === 'bank') {
            const m = members[o.who]!;
            const { deposit } = await t.app.payments.createDeposit(m.id, { method: 'BANK_TRANSFER', amount: o.amount, reference: 'prop test', requestId: requestId() });
            const results = await Promise.all(
              Array.from({ length: o.repeats }, () => settle(t.app.payments.decideDeposit(op, deposit.id, o.approve ? 'approve' : 'reject', o.approve ? undefined : 'no', null))),
            );
            expect(results.filter((r) => !(r instanceof AppError))).toHaveLength(1);
            if (o.approve) model.balances[o.who]! += o.amount;
          } else if (o.kind === 'gateway') {
            const m = members[o.who]!;
            const { deposit } = await t.app.payments.createDeposit(m.id, { method: 'GATEWAY', amount: o.amount, requestId: requestId() });
            const body = {
              orderId: deposit.gatewayOrderId,
              merchantOrderId: `D${deposit.id}`,
              amount: o.amount,
              currency: 'THB',
              status: o.paid ? 'PAID' : 'FAILED',
              eventId: `${deposit.gatewayOrderId}:x`,
            };
            const results = await Promise.all(
              Array.from({ length: o.copies }, () => {
                const s = signed(body);
                return settle(t.app.payments.handleCallback('sandbox', s.headers, s.raw));
              }),
            );
            expect(results.every((r) => !(r instanceof AppError))).toBe(true);
            if (o.paid) model.balances[o.who]! += o.amount;
          } else if (o.kind === 'withdraw') {
            const m = members[o.who]!;
            const rid = requestId();
            const results = await Promise.all(
              Array.from({ length: o.retries }, () => settle(t.app.payments.createWithdrawal(m.id, { amount: o.amount, paymentPassword: PAYMENT_PASSWORD, requestId: rid }))),
            );
            const ok = results.filter((r) => !(r instanceof AppError)) as { id: string }[];
            if (o.amount <= model.balances[o.who]!) {
              expect(ok).toHaveLength(o.retries);
              expect(new Set(ok.map((w) => w.id)).size).toBe(1);
              model.balances[o.who]! -= o.amount;
              pending.push({ id: ok[0]!.id, who: o.who, amount: o.amount });
            } else {
              expect(ok).toHaveLength(0);
            }
          } else if (o.kind === 'decide') {
            if (pending.length === 0) continue;
            const [w] = pending.splice(o.pick % pending.length, 1);
            const decisions: ('approve' | 'reject')[] = o.racing ? ['approve', 'reject'] : [o.approve ? 'approve' : 'reject'];
            const results = await Promise.all(decisions.map((d) => settle(t.app.payments.decideWithdrawal(op, w!.id, d, d === 'reject' ? 'no' : undefined, null))));
            const winners = results.filter((r) => !(r instanceof AppError)) as { status: string }[];
            expect(winners).toHaveLength(1);
            if (winners[0]!.status === 'REJECTED') model.balances[w!.who]! += w!.amount;
          } else {
            const m = members[o.who]!;
            const rid = requestId();
            const results = await Promise.all(
              Array.from({ length: o.retries }, () => settle(t.app.payments.transferToUpline(m.id, { amount: o.amount, paymentPassword: PAYMENT_PASSWORD, requestId: rid }))),
            );
            if (o.amount <= model.balances[o.who]!) {
              expect(results.every((r) => !(r instanceof AppError))).toBe(true);
              model.balances[o.who]! -= o.amount;
              model.agent += o.amount;
            } else {
              expect(results.every((r) => r instanceof AppError)).toBe(true);
            }
          }
        }

        expect(await balance(t, members[0]!.id)).toBe(model.balances[0]);
        expect(await balance(t, members[1]!.id)).toBe(model.balances[1]);
        expect(await balance(t, agent.id)).toBe(model.agent);
        const check = await t.app.wallet.check();
        expect(check.problems).toEqual([]);
      }),
      { numRuns: 12 },
    );
  }, 300_000);
});
