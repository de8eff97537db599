import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildConsoleApp, signedInAs, type SignedInOperator } from './console.fixtures.ts';
import type { TestApp } from './helpers.ts';
import { balance, closeBalanced, multipart, PAYMENT_PASSWORD, payingMember, PNG_1PX, requestId, type PayingMember as Member } from './payments.fixtures.ts';

/**
 * Bulk approve / reject of the payment queues (issue 18): every item goes through the single-item path, so a
 * bad item fails alone and untouched while the others are decided with exact money; a retry with the same
 * request id answers from the first run and moves nothing; the same id with other content is refused.
 */
let t: TestApp;
let op: SignedInOperator;
beforeAll(async () => {
  // Large amount (risk flag) from 10 000.00.
  t = await buildConsoleApp({ ADJUSTMENT_APPROVAL_THRESHOLD: '1000000' });
  op = await signedInAs(t, 'finance');
}, 180_000);
afterAll(() => closeBalanced(t));

const BANK = { bankName: 'Kasikorn Bank', accountName: 'Somchai Jaidee', accountNumber: '1234567890' };

interface BulkBody {
  action: 'approve' | 'reject';
  replayed: boolean;
  succeeded: number;
  failed: number;
  results: { id: string; ok: boolean; status: string | null; code: string | null }[];
}

function bulk(kind: 'deposits' | 'withdrawals', payload: Record<string, unknown>, who: SignedInOperator = op) {
  return t.app.inject({ method: 'POST', url: `/api/v1/operator/payments/${kind}/bulk`, headers: who.headers, payload });
}

async function bankDeposit(m: Member, amount: number) {
  const res = await t.app.inject({ method: 'POST', url: '/api/v1/payments/deposits', headers: m.headers, payload: { method: 'BANK_TRANSFER', amount, reference: 'KBANK ref', requestId: requestId() } });
  expect(res.statusCode, res.body).toBe(200);
  return (res.json() as { deposit: { id: string } }).deposit.id;
}

async function pendingWithdrawal(m: Member, amount: number) {
  const res = await t.app.inject({ method: 'POST', url: '/api/v1/payments/withdrawals', headers: m.headers, payload: { amount, paymentPassword: PAYMENT_PASSWORD, requestId: requestId() } });
  expect(res.statusCode, res.body).toBe(200);
  return (res.json() as { id: string }).id;
}

const auditCount = async (action: string, ids: string[]) =>
  (await t.app.db.selectFrom('operator_audit').select('id').where('action', '=', action).where('target_id', 'in', ids).execute()).length;

describe('bulk deposits', () => {
  it('approves the valid items, reports the invalid ones per item, and credits each approved deposit exactly once', async () => {
    const a = await payingMember(t);
    const b = await payingMember(t);
    const d1 = await bankDeposit(a, 120_000);
    const d2 = await bankDeposit(b, 33_333);
    const done = await bankDeposit(b, 10_000);
    expect((await t.app.inject({ method: 'POST', url: `/api/v1/operator/payments/deposits/${done}/reject`, headers: op.headers, payload: { reason: 'not on statement' } })).statusCode).toBe(200);

    const rid = randomUUID();
    const body = { ids: [d1, '999999999', done, d2], action: 'approve', requestId: rid };
    const res = await bulk('deposits', body);
    expect(res.statusCode, res.body).toBe(200);
    const out = res.json() as BulkBody;
    expect(out).toMatchObject({ action: 'approve', replayed: false, succeeded: 2, failed: 2 });
    expect(out.results).toEqual([
      expect.objectContaining({ id: d1, ok: true, status: 'CREDITED' }),
      expect.objectContaining({ id: '999999999', ok: false, status: null, code: 'NOT_FOUND' }),
      expect.objectContaining({ id: done, ok: false, status: 'REJECTED', code: 'DEPOSIT_NOT_PENDING' }),
      expect.objectContaining({ id: d2, ok: true, status: 'CREDITED' }),
    ]);
    expect(await balance(t, a.id)).toBe(120_000);
    expect(await balance(t, b.id)).toBe(33_333);
    // The rejected one stayed rejected and moved nothing.
    const row = await t.app.db.selectFrom('deposits').select(['status', 'transfer_id']).where('id', '=', BigInt(done)).executeTakeFirstOrThrow();
    expect(row).toEqual({ status: 'REJECTED', transfer_id: null });
    expect(await auditCount('deposit.approve', [d1, d2])).toBe(2);

    // The same request again (a lost answer, a double click): the first answer, nothing credited twice.
    const again = await bulk('deposits', body);
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual({ ...out, replayed: true });
    const concurrent = await Promise.all([bulk('deposits', body), bulk('deposits', body)]);
    for (const r of concurrent) expect((r.json() as BulkBody).results.filter((x) => x.ok).length).toBe(2);
    expect(await balance(t, a.id)).toBe(120_000);
    expect(await balance(t, b.id)).toBe(33_333);
    expect(await auditCount('deposit.approve', [d1, d2])).toBe(2);

    // The same key with other content is a conflict, and decides nothing.
    const d3 = await bankDeposit(a, 15_000);
    const other = await bulk('deposits', { ids: [d3], action: 'approve', requestId: rid });
    expect(other.statusCode).toBe(409);
    expect(await balance(t, a.id)).toBe(120_000);
  });

  it('rejects with a reason (required), crediting nothing, and audits each item and the bulk', async () => {
    const m = await payingMember(t);
    const ids = [await bankDeposit(m, 20_000), await bankDeposit(m, 30_000)];
    const noReason = await bulk('deposits', { ids, action: 'reject', requestId: randomUUID() });
    expect(noReason.statusCode).toBe(400);
    expect((await t.app.db.selectFrom('deposits').select('status').where('member_id', '=', m.id).execute()).map((r) => r.status)).toEqual(['PENDING', 'PENDING']);

    const res = await bulk('deposits', { ids, action: 'reject', reason: 'No such transfers', requestId: randomUUID() });
    expect(res.json()).toMatchObject({ succeeded: 2, failed: 0 });
    expect(await balance(t, m.id)).toBe(0);
    expect(await auditCount('deposit.reject', ids)).toBe(2);
    const bulkAudit = await t.app.db.selectFrom('operator_audit').select(['operator_id', 'target_type']).where('action', '=', 'deposit.bulk').where('operator_id', '=', op.id).execute();
    expect(bulkAudit.length).toBeGreaterThan(0);
  });

  it('refuses bad input with a 400 and repeated ids', async () => {
    expect((await bulk('deposits', { ids: [], action: 'approve', requestId: randomUUID() })).statusCode).toBe(400);
    expect((await bulk('deposits', { ids: ['1', '1'], action: 'approve', requestId: randomUUID() })).statusCode).toBe(400);
    expect((await bulk('deposits', { ids: ['abc'], action: 'approve', requestId: randomUUID() })).statusCode).toBe(400);
    expect((await bulk('deposits', { ids: ['1'], action: 'delete', requestId: randomUUID() })).statusCode).toBe(400);
  });

  it('is for the money roles only', async () => {
    const risk = await signedInAs(t, 'risk');
    expect((await bulk('deposits', { ids: ['1'], action: 'approve', requestId: randomUUID() }, risk)).statusCode).toBe(403);
  });
});

describe('bulk withdrawals', () => {
  it('pays out and releases per item with exact held funds, the rest reported', async () => {
    const m = await payingMember(t, { balance: 500_000n });
    expect((await t.app.inject({ method: 'PUT', url: '/api/v1/payments/bank-account', headers: m.headers, payload: { ...BANK, paymentPassword: PAYMENT_PASSWORD } })).statusCode).toBe(200);
    const w1 = await pendingWithdrawal(m, 100_000);
    const w2 = await pendingWithdrawal(m, 50_000);
    expect(await balance(t, m.id)).toBe(350_000);

    const approve = await bulk('withdrawals', { ids: [w1, '424242424'], action: 'approve', requestId: randomUUID() });
    expect(approve.json()).toMatchObject({ succeeded: 1, failed: 1, results: [{ id: w1, ok: true, status: 'DISBURSED' }, { ok: false, code: 'NOT_FOUND' }] });
    const reject = await bulk('withdrawals', { ids: [w2, w1], action: 'reject', reason: 'Account name mismatch', requestId: randomUUID() });
    expect(reject.json()).toMatchObject({ succeeded: 1, failed: 1, results: [{ id: w2, ok: true, status: 'REJECTED' }, { id: w1, ok: false, status: 'DISBURSED', code: 'WITHDRAWAL_NOT_PENDING' }] });
    // 100 000 paid out, 50 000 back to the member.
    expect(await balance(t, m.id)).toBe(400_000);
  });
});

describe('queue filters and risk flags', () => {
  it('filters deposits by amount range, member and time, and flags first and large deposits', async () => {
    const m = await payingMember(t);
    const small = await bankDeposit(m, 17_777);
    const big = await bankDeposit(m, 2_000_000);
    const list = async (q: string) =>
      (await t.app.inject({ method: 'GET', url: `/api/v1/operator/payments/deposits?${q}`, headers: op.headers })).json() as { items: { id: string; riskFlags: string[] }[]; total: number };
    const byMember = await list(`member=${m.username.toUpperCase()}`);
    expect(byMember.items.map((d) => d.id).sort()).toEqual([small, big].sort());
    expect((await list(`member=${m.username}&minAmount=20000`)).items.map((d) => d.id)).toEqual([big]);
    expect((await list(`member=${m.username}&maxAmount=17777`)).items.map((d) => d.id)).toEqual([small]);
    expect((await list(`member=${m.username}&from=${encodeURIComponent(new Date(Date.now() + 60_000).toISOString())}`)).total).toBe(0);
    const flags = new Map(byMember.items.map((d) => [d.id, d.riskFlags]));
    expect(flags.get(big)).toEqual(expect.arrayContaining(['FIRST_DEPOSIT', 'LARGE_AMOUNT']));
    expect(flags.get(small)).toEqual(['FIRST_DEPOSIT']);
    // Once one is credited, later ones are no longer the first.
    await bulk('deposits', { ids: [small], action: 'approve', requestId: randomUUID() });
    const after = new Map((await list(`member=${m.username}`)).items.map((d) => [d.id, d.riskFlags]));
    expect(after.get(big)).toEqual(['LARGE_AMOUNT']);
    expect((await t.app.inject({ method: 'GET', url: '/api/v1/operator/payments/deposits?minAmount=5&maxAmount=1', headers: op.headers })).statusCode).toBe(400);
  });

  it('lists disputed withdrawals (member answered not received) with their proofs', async () => {
    const m = await payingMember(t, { balance: 300_000n });
    expect((await t.app.inject({ method: 'PUT', url: '/api/v1/payments/bank-account', headers: m.headers, payload: { ...BANK, paymentPassword: PAYMENT_PASSWORD } })).statusCode).toBe(200);
    const disputed = await pendingWithdrawal(m, 60_000);
    const quiet = await pendingWithdrawal(m, 40_000);
    await bulk('withdrawals', { ids: [disputed, quiet], action: 'approve', requestId: randomUUID() });
    const body = multipart({ answer: 'NOT_RECEIVED', note: 'nothing arrived' }, [{ filename: 'statement.png', contentType: 'image/png', data: PNG_1PX }]);
    const answer = await t.app.inject({ method: 'POST', url: `/api/v1/payments/withdrawals/${disputed}/confirm`, headers: { ...m.headers, ...body.headers }, payload: body.payload });
    expect(answer.statusCode, answer.body).toBe(200);

    const res = await t.app.inject({ method: 'GET', url: `/api/v1/operator/payments/withdrawals?dispute=true&member=${m.id}`, headers: op.headers });
    const items = (res.json() as { items: { id: string; status: string; proofIds: string[]; riskFlags: string[] }[] }).items;
    expect(items.map((w) => [w.id, w.status])).toEqual([[disputed, 'NOT_RECEIVED']]);
    expect(items[0]?.proofIds).toHaveLength(1);
    const proof = await t.app.inject({ method: 'GET', url: `/api/v1/operator/payments/withdrawals/${disputed}/proofs/${items[0]?.proofIds[0]}`, headers: op.headers });
    expect(proof.statusCode).toBe(200);
    expect(proof.headers['content-type']).toBe('image/png');
  });
});
