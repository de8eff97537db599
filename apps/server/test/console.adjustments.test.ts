import { randomUUID } from 'node:crypto';
import { ConsoleErrorCode } from '@app/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildConsoleApp, signedInAs, type SignedInOperator } from './console.fixtures.ts';
import type { TestApp } from './helpers.ts';
import { balance, closeBalanced, payingMember } from './payments.fixtures.ts';

// Threshold in these tests: 100.00 (ADJUSTMENT_APPROVAL_THRESHOLD=10000 minor units).
let t: TestApp;
let finance: SignedInOperator;
let finance2: SignedInOperator;
let admin: SignedInOperator;
beforeAll(async () => {
  t = await buildConsoleApp();
  [finance, finance2, admin] = [await signedInAs(t, 'finance'), await signedInAs(t, 'finance'), await signedInAs(t, 'admin')];
});
afterAll(async () => {
  if (t) await closeBalanced(t);
});

const adjust = (op: SignedInOperator, memberId: number, body: Record<string, unknown>) =>
  t.app.inject({ method: 'POST', url: `/api/v1/operator/members/${memberId}/adjustments`, headers: op.headers, payload: body });
const decide = (op: SignedInOperator, id: string, what: 'approve' | 'reject', payload?: unknown) =>
  t.app.inject({ method: 'POST', url: `/api/v1/operator/adjustments/${id}/${what}`, headers: op.headers, ...(payload ? { payload } : {}) });
const audits = (targetType: string, targetId: string) =>
  t.app.db.selectFrom('operator_audit').selectAll().where('target_type', '=', targetType).where('target_id', '=', targetId).orderBy('id').execute();

describe('manual adjustments', () => {
  it('applies an amount up to the threshold at once; a retry with the same key pays once', async () => {
    const m = await payingMember(t, { balance: 5_000n });
    const body = { amount: '100.00', reason: 'Goodwill for a stuck spin', idempotencyKey: `k-${randomUUID()}` };
    const first = await adjust(finance, m.id, body);
    expect(first.statusCode).toBe(201);
    expect(first.json()).toMatchObject({ status: 'APPLIED', amount: 10_000, needsApproval: false, memberId: m.id });
    const again = await Promise.all([adjust(finance, m.id, body), adjust(finance, m.id, body)]);
    for (const r of again) {
      expect(r.statusCode).toBe(200);
      expect(r.json().id).toBe(first.json().id);
    }
    expect(await balance(t, m.id)).toBe(15_000);
    // Same key, other amount: refused, nothing moves.
    const mismatch = await adjust(finance, m.id, { ...body, amount: '99.00' });
    expect(mismatch.statusCode).toBe(409);
    expect(mismatch.json().code).toBe(ConsoleErrorCode.IDEMPOTENCY_MISMATCH);
    expect(await balance(t, m.id)).toBe(15_000);
    // Audit rows of the request and the ledger move, with the operator's id.
    const rows = await audits('member', String(m.id));
    expect(rows.map((r) => [r.action, r.operator_id])).toEqual([['adjustment.request', finance.id]]);
    expect((await audits('adjustment', first.json().id)).map((r) => r.action)).toEqual(['adjustment.apply']);
  });

  it('debits with a negative amount, and refuses more than the balance (4xx, nothing stored)', async () => {
    const m = await payingMember(t, { balance: 5_000n });
    const ok = await adjust(finance, m.id, { amount: '-20.5', reason: 'Duplicate bonus', idempotencyKey: `k-${randomUUID()}` });
    expect(ok.statusCode).toBe(201);
    expect(await balance(t, m.id)).toBe(2_950);
    const short = await adjust(finance, m.id, { amount: '-30.00', reason: 'Too much', idempotencyKey: `k-${randomUUID()}` });
    expect(short.statusCode).toBe(409);
    expect(short.json().code).toBe('INSUFFICIENT_FUNDS');
    expect(await balance(t, m.id)).toBe(2_950);
  });

  it('above the threshold waits for a different operator; the requester cannot approve; concurrent approvals pay once', async () => {
    const m = await payingMember(t, { balance: 0n });
    const created = await adjust(finance, m.id, { amount: '2500.00', reason: 'Lost deposit found by the bank', idempotencyKey: `k-${randomUUID()}` });
    expect(created.statusCode).toBe(201);
    const adj = created.json() as { id: string; status: string; needsApproval: boolean };
    expect(adj).toMatchObject({ status: 'PENDING', needsApproval: true });
    expect(await balance(t, m.id)).toBe(0);

    const own = await decide(finance, adj.id, 'approve');
    expect(own.statusCode).toBe(403);
    expect(own.json().code).toBe(ConsoleErrorCode.SAME_OPERATOR);
    const ownReject = await decide(finance, adj.id, 'reject', { reason: 'changed my mind' });
    expect(ownReject.statusCode).toBe(403);

    const list = await t.app.inject({ method: 'GET', url: '/api/v1/operator/adjustments?status=PENDING', headers: finance2.headers });
    expect(list.json().items.map((i: { id: string }) => i.id)).toContain(adj.id);
    expect(list.json().approvalThreshold).toBe(10_000);

    const results = await Promise.all([decide(finance2, adj.id, 'approve'), decide(admin, adj.id, 'approve')]);
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    const winner = results.find((r) => r.statusCode === 200)?.json();
    expect(winner).toMatchObject({ status: 'APPLIED', requestedBy: { id: finance.id } });
    expect(winner.transferId).toMatch(/^\d+$/);
    expect(await balance(t, m.id)).toBe(250_000);
    const loser = results.find((r) => r.statusCode === 409)?.json();
    expect(loser.code).toBe(ConsoleErrorCode.ADJUSTMENT_STATE);

    const trail = await audits('adjustment', adj.id);
    expect(trail.map((r) => r.action)).toEqual(['adjustment.approve']);
    expect(trail[0]?.before).toEqual({ status: 'PENDING' });
    expect(trail[0]?.after).toMatchObject({ status: 'APPLIED' });
  });

  it('a rejected adjustment never pays, and cannot be approved afterwards', async () => {
    const m = await payingMember(t, { balance: 0n });
    const adj = (await adjust(admin, m.id, { amount: '150.00', reason: 'Compensation', idempotencyKey: `k-${randomUUID()}` })).json() as { id: string };
    const rejected = await decide(finance, adj.id, 'reject', { reason: 'No ticket for it' });
    expect(rejected.statusCode).toBe(200);
    expect(rejected.json()).toMatchObject({ status: 'REJECTED', decisionReason: 'No ticket for it', decidedBy: { id: finance.id } });
    expect((await decide(finance2, adj.id, 'approve')).statusCode).toBe(409);
    expect(await balance(t, m.id)).toBe(0);
  });

  it('support and content operators cannot adjust, list or approve (403), and bad input is a 400', async () => {
    const m = await payingMember(t, { balance: 0n });
    for (const role of ['support', 'content', 'risk'] as const) {
      const op = await signedInAs(t, role);
      expect((await adjust(op, m.id, { amount: '1.00', reason: 'try it', idempotencyKey: `k-${randomUUID()}` })).statusCode).toBe(403);
      expect((await t.app.inject({ method: 'GET', url: '/api/v1/operator/adjustments', headers: op.headers })).statusCode).toBe(403);
    }
    for (const amount of ['0', '0.00', '1.234', 'abc', '1e5', '']) {
      const res = await adjust(finance, m.id, { amount, reason: 'bad amount', idempotencyKey: `k-${randomUUID()}` });
      expect(res.statusCode, amount).toBe(400);
    }
    expect((await adjust(finance, 999_999, { amount: '1.00', reason: 'nobody', idempotencyKey: `k-${randomUUID()}` })).statusCode).toBe(404);
    expect(await balance(t, m.id)).toBe(0);
  });
});
