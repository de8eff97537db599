import { ErrorCode } from '@app/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AUTO_RECEIPT_JOB } from '../src/modules/payments/index.ts';
import type { TestApp } from './helpers.ts';
import { balance, buildPaymentsApp, closeBalanced, JPEG_MIN, multipart, PAYMENT_PASSWORD, payingMember, PNG_1PX, requestId, signedInOperator, type PayingMember as Member } from './payments.fixtures.ts';

let t: TestApp;
beforeAll(async () => {
  t = await buildPaymentsApp();
});
afterAll(() => closeBalanced(t));
type W = { id: string; status: string; amount: number; proofIds: string[]; receivedAmount: number | null; autoReceiptAt: string | null };

const BANK = { bankName: 'Kasikorn Bank', accountName: 'Somchai Jaidee', accountNumber: '1234567890' };

async function bind(m: Member, paymentPassword = PAYMENT_PASSWORD) {
  return t.app.inject({ method: 'PUT', url: '/api/v1/payments/bank-account', headers: m.headers, payload: { ...BANK, paymentPassword } });
}

function withdraw(m: Member, amount: number, rid = requestId(), paymentPassword = PAYMENT_PASSWORD) {
  return t.app.inject({ method: 'POST', url: '/api/v1/payments/withdrawals', headers: m.headers, payload: { amount, paymentPassword, requestId: rid } });
}

async function readyMember(funds = 500_000n) {
  const m = await payingMember(t, { balance: funds });
  expect((await bind(m)).statusCode).toBe(200);
  return m;
}

async function pendingWithdrawal(m: Member, amount = 100_000) {
  const res = await withdraw(m, amount);
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as W;
}

function confirm(m: Member, id: string, fields: Record<string, string>, files: Parameters<typeof multipart>[1] = []) {
  const body = multipart(fields, files);
  return t.app.inject({ method: 'POST', url: `/api/v1/payments/withdrawals/${id}/confirm`, headers: { ...m.headers, ...body.headers }, payload: body.payload });
}

async function heldFunds() {
  return Number((await t.app.db.selectFrom('ledger_accounts').select('balance').where('kind', '=', 'PENDING_WITHDRAWAL').where('currency', '=', 'THB').executeTakeFirst())?.balance ?? 0n);
}

describe('bank account binding', () => {
  it('needs the payment password and masks the number afterwards', async () => {
    const m = await payingMember(t);
    const wrong = await bind(m, '000000');
    expect(wrong.statusCode).toBe(403);
    expect(wrong.json().code).toBe(ErrorCode.PAYMENT_PASSWORD_INVALID);
    expect((await t.app.inject({ method: 'GET', url: '/api/v1/payments/bank-account', headers: m.headers })).json()).toMatchObject({ bankAccount: null, withdrawalLimits: { min: 10_000 } });
    expect((await bind(m)).statusCode).toBe(200);
    const state = (await t.app.inject({ method: 'GET', url: '/api/v1/payments/bank-account', headers: m.headers })).json();
    expect(state.bankAccount).toEqual({ bankName: BANK.bankName, accountName: BANK.accountName, accountNumberMasked: '****7890' });
    const bad = await t.app.inject({ method: 'PUT', url: '/api/v1/payments/bank-account', headers: m.headers, payload: { ...BANK, accountNumber: '12ab', paymentPassword: PAYMENT_PASSWORD } });
    expect(bad.statusCode).toBe(400);
  });
});

describe('payout banks of the brand country', () => {
  it("lists the country's banks, refuses a bank not on the list and stores the listed name", async () => {
    const m = await payingMember(t);
    const list = await t.app.inject({ method: 'GET', url: '/api/v1/payments/banks', headers: m.headers });
    expect(list.statusCode).toBe(200);
    expect(list.json().country).toBe('TH');
    expect(list.json().banks).toContainEqual({ code: 'KBANK', name: 'Kasikorn Bank', localName: 'ธนาคารกสิกรไทย' });
    const unknown = await t.app.inject({ method: 'PUT', url: '/api/v1/payments/bank-account', headers: m.headers, payload: { ...BANK, bankName: 'My Piggy Bank', paymentPassword: PAYMENT_PASSWORD } });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json()).toMatchObject({ code: ErrorCode.VALIDATION_ERROR, details: [{ field: 'bankName' }] });
    const byCode = await t.app.inject({ method: 'PUT', url: '/api/v1/payments/bank-account', headers: m.headers, payload: { ...BANK, bankName: 'kbank', paymentPassword: PAYMENT_PASSWORD } });
    expect(byCode.statusCode).toBe(200);
    expect(byCode.json().bankAccount.bankName).toBe('Kasikorn Bank');
    expect((await t.app.inject({ method: 'GET', url: '/api/v1/payments/banks' })).statusCode).toBe(401);
  });
});

describe('withdrawal request', () => {
  it('holds the amount: the balance drops and the funds wait in PENDING_WITHDRAWAL', async () => {
    const m = await readyMember(500_000n);
    const heldBefore = await heldFunds();
    const w = await pendingWithdrawal(m, 120_000);
    expect(w.status).toBe('PENDING');
    expect(await balance(t, m.id)).toBe(380_000);
    expect((await heldFunds()) - heldBefore).toBe(120_000);
  });

  it('is refused without a bound bank account, with a wrong payment password, or beyond the balance, writing nothing', async () => {
    const noBank = await payingMember(t, { balance: 500_000n });
    const r1 = await withdraw(noBank, 100_000);
    expect(r1.statusCode).toBe(409);
    expect(r1.json().code).toBe(ErrorCode.BANK_ACCOUNT_REQUIRED);

    const m = await readyMember(150_000n);
    const r2 = await withdraw(m, 100_000, requestId(), '999999');
    expect(r2.statusCode).toBe(403);
    expect(r2.json().code).toBe(ErrorCode.PAYMENT_PASSWORD_INVALID);

    const r3 = await withdraw(m, 200_000);
    expect(r3.statusCode).toBe(409);
    expect(r3.json().code).toBe(ErrorCode.INSUFFICIENT_FUNDS);

    const r4 = await withdraw(m, 10.5);
    expect(r4.statusCode).toBe(400);
    expect(r4.json().code).toBe(ErrorCode.VALIDATION_ERROR);
    const r5 = await withdraw(m, 5);
    expect(r5.json().code).toBe(ErrorCode.AMOUNT_OUT_OF_RANGE);

    expect(await balance(t, m.id)).toBe(150_000);
    const rows = await t.app.db.selectFrom('withdrawals').select('id').where('member_id', 'in', [m.id, noBank.id]).execute();
    expect(rows).toHaveLength(0);
  });

  it('a retry with the same request id is held once; the same id with another amount is refused', async () => {
    const m = await readyMember(500_000n);
    const rid = requestId();
    const a = await withdraw(m, 100_000, rid);
    const b = await withdraw(m, 100_000, rid);
    expect(b.json().id).toBe(a.json().id);
    expect(await balance(t, m.id)).toBe(400_000);
    const c = await withdraw(m, 50_000, rid);
    expect(c.statusCode).toBe(409);
    expect(c.json().code).toBe(ErrorCode.DUPLICATE_TRANSACTION);
  });

  it('the same request sent 8 times at once is held once', async () => {
    const m = await readyMember(500_000n);
    const rid = requestId();
    const results = await Promise.all(Array.from({ length: 8 }, () => withdraw(m, 100_000, rid)));
    expect(results.map((r) => r.statusCode)).toEqual(Array(8).fill(200));
    expect(new Set(results.map((r) => r.json().id)).size).toBe(1);
    expect(await balance(t, m.id)).toBe(400_000);
  });

  it('several different requests at once never overdraw the wallet', async () => {
    const m = await readyMember(300_000n);
    const results = await Promise.all(Array.from({ length: 6 }, () => withdraw(m, 100_000)));
    expect(results.filter((r) => r.statusCode === 200)).toHaveLength(3);
    expect(results.filter((r) => r.statusCode === 409).every((r) => r.json().code === ErrorCode.INSUFFICIENT_FUNDS)).toBe(true);
    expect(await balance(t, m.id)).toBe(0);
  });
});

describe('operator decision', () => {
  it('approve pays out (DISBURSED) and the held funds leave; the decision is audited', async () => {
    const m = await readyMember(500_000n);
    const op = await signedInOperator(t, 'finance');
    const w = await pendingWithdrawal(m, 100_000);
    const heldBefore = await heldFunds();
    const res = await t.app.inject({ method: 'POST', url: `/api/v1/operator/payments/withdrawals/${w.id}/approve`, headers: op.headers, payload: {} });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ status: 'DISBURSED' });
    expect(res.json().autoReceiptAt).toBeTruthy();
    expect(heldBefore - (await heldFunds())).toBe(100_000);
    expect(await balance(t, m.id)).toBe(400_000);
    const audit = await t.app.db.selectFrom('operator_audit').selectAll().where('action', '=', 'withdrawal.approve').where('target_id', '=', w.id).execute();
    expect(audit).toHaveLength(1);
    const list = (await t.app.inject({ method: 'GET', url: '/api/v1/operator/payments/withdrawals?status=DISBURSED', headers: op.headers })).json() as {
      items: { id: string; payoutReference: string; accountNumber: string }[];
    };
    expect(list.items.find((i) => i.id === w.id)).toMatchObject({ payoutReference: `SANDBOX-PAYOUT-${w.id}`, accountNumber: BANK.accountNumber });
  });

  it('reject returns the funds to the member', async () => {
    const m = await readyMember(500_000n);
    const op = await signedInOperator(t);
    const w = await pendingWithdrawal(m, 100_000);
    const res = await t.app.inject({ method: 'POST', url: `/api/v1/operator/payments/withdrawals/${w.id}/reject`, headers: op.headers, payload: { reason: 'Name does not match' } });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ status: 'REJECTED', rejectReason: 'Name does not match' });
    expect(await balance(t, m.id)).toBe(500_000);
  });

  it('approved and rejected at the same time: exactly one wins', async () => {
    const m = await readyMember(500_000n);
    const op = await signedInOperator(t);
    const w = await pendingWithdrawal(m, 100_000);
    const [a, r, a2, r2] = await Promise.all([
      t.app.inject({ method: 'POST', url: `/api/v1/operator/payments/withdrawals/${w.id}/approve`, headers: op.headers, payload: {} }),
      t.app.inject({ method: 'POST', url: `/api/v1/operator/payments/withdrawals/${w.id}/reject`, headers: op.headers, payload: { reason: 'race' } }),
      t.app.inject({ method: 'POST', url: `/api/v1/operator/payments/withdrawals/${w.id}/approve`, headers: op.headers, payload: {} }),
      t.app.inject({ method: 'POST', url: `/api/v1/operator/payments/withdrawals/${w.id}/reject`, headers: op.headers, payload: { reason: 'race' } }),
    ]);
    const codes = [a, r, a2, r2].map((x) => x.statusCode);
    expect(codes.filter((c) => c === 200)).toHaveLength(1);
    expect(codes.filter((c) => c === 409)).toHaveLength(3);
    const final = (await t.app.inject({ method: 'GET', url: `/api/v1/payments/withdrawals/${w.id}`, headers: m.headers })).json() as W;
    // Either paid out (balance stays down) or returned (balance back), never both.
    expect(await balance(t, m.id)).toBe(final.status === 'REJECTED' ? 500_000 : 400_000);
  });

  it('needs an operator token with a payments role; member tokens are not operator tokens', async () => {
    const m = await readyMember(500_000n);
    const w = await pendingWithdrawal(m, 100_000);
    const asMember = await t.app.inject({ method: 'POST', url: `/api/v1/operator/payments/withdrawals/${w.id}/approve`, headers: m.headers, payload: {} });
    expect(asMember.statusCode).toBe(401);
    const none = await t.app.inject({ method: 'GET', url: '/api/v1/operator/payments/withdrawals' });
    expect(none.statusCode).toBe(401);
    expect(await balance(t, m.id)).toBe(400_000);
  });
});

describe('receipt confirmation', () => {
  async function disbursed(m: Member, amount = 100_000) {
    const op = await signedInOperator(t);
    const w = await pendingWithdrawal(m, amount);
    const res = await t.app.inject({ method: 'POST', url: `/api/v1/operator/payments/withdrawals/${w.id}/approve`, headers: op.headers, payload: {} });
    expect(res.statusCode).toBe(200);
    return w;
  }

  it('RECEIVED closes it with the full amount; answering twice is refused', async () => {
    const m = await readyMember();
    const pending = await pendingWithdrawal(m, 50_000);
    const early = await confirm(m, pending.id, { answer: 'RECEIVED' });
    expect(early.statusCode).toBe(409);
    expect(early.json().code).toBe(ErrorCode.WITHDRAWAL_NOT_DISBURSED);

    const w = await disbursed(m);
    const res = await confirm(m, w.id, { answer: 'RECEIVED' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ status: 'RECEIVED', receivedAmount: 100_000 });
    expect((await confirm(m, w.id, { answer: 'NOT_RECEIVED' }, [{ filename: 'a.png', contentType: 'image/png', data: PNG_1PX }])).statusCode).toBe(409);
  });

  it('NOT_RECEIVED needs proof images checked by content: png/jpg only, at most 3, at most 5 MB each', async () => {
    const m = await readyMember();
    const w = await disbursed(m);

    const none = await confirm(m, w.id, { answer: 'NOT_RECEIVED' });
    expect(none.statusCode).toBe(400);
    expect(none.json().code).toBe(ErrorCode.PROOF_REQUIRED);

    const disguised = await confirm(m, w.id, { answer: 'NOT_RECEIVED' }, [{ filename: 'receipt.png', contentType: 'image/png', data: Buffer.from('<html>not an image</html>') }]);
    expect(disguised.statusCode).toBe(400);
    expect(disguised.json().code).toBe(ErrorCode.PROOF_INVALID);

    const gif = await confirm(m, w.id, { answer: 'NOT_RECEIVED' }, [{ filename: 'x.jpg', contentType: 'image/jpeg', data: Buffer.from('GIF89a\x01\x00\x01\x00') }]);
    expect(gif.json().code).toBe(ErrorCode.PROOF_INVALID);

    const four = await confirm(
      m,
      w.id,
      { answer: 'NOT_RECEIVED' },
      Array.from({ length: 4 }, (_, i) => ({ filename: `p${i}.png`, contentType: 'image/png', data: PNG_1PX })),
    );
    expect(four.statusCode).toBe(400);
    expect(four.json().code).toBe(ErrorCode.PROOF_TOO_MANY);

    const big = await confirm(m, w.id, { answer: 'NOT_RECEIVED' }, [
      { filename: 'big.jpg', contentType: 'image/jpeg', data: Buffer.concat([JPEG_MIN, Buffer.alloc(5 * 1024 * 1024)]) },
    ]);
    expect(big.statusCode).toBe(413);
    expect(big.json().code).toBe(ErrorCode.PROOF_TOO_LARGE);

    // Nothing was stored by the refused attempts.
    expect(await t.app.db.selectFrom('withdrawal_proofs').select('id').where('withdrawal_id', '=', BigInt(w.id)).execute()).toHaveLength(0);

    // A real jpeg named .txt is accepted: the name does not matter, the bytes do.
    const ok = await confirm(m, w.id, { answer: 'NOT_RECEIVED', note: 'Nothing arrived at my bank' }, [
      { filename: 'screenshot.png', contentType: 'image/png', data: PNG_1PX },
      { filename: 'statement.txt', contentType: 'text/plain', data: JPEG_MIN },
    ]);
    expect(ok.statusCode, ok.body).toBe(200);
    const body = ok.json() as W;
    expect(body.status).toBe('NOT_RECEIVED');
    expect(body.proofIds).toHaveLength(2);

    const img = await t.app.inject({ method: 'GET', url: `/api/v1/payments/withdrawals/${w.id}/proofs/${body.proofIds[1]}`, headers: m.headers });
    expect(img.statusCode).toBe(200);
    expect(img.headers['content-type']).toBe('image/jpeg');
    expect(img.rawPayload.equals(JPEG_MIN)).toBe(true);

    const other = await payingMember(t);
    expect((await t.app.inject({ method: 'GET', url: `/api/v1/payments/withdrawals/${w.id}/proofs/${body.proofIds[0]}`, headers: other.headers })).statusCode).toBe(404);
    const op = await signedInOperator(t);
    expect((await t.app.inject({ method: 'GET', url: `/api/v1/operator/payments/withdrawals/${w.id}/proofs/${body.proofIds[0]}`, headers: op.headers })).statusCode).toBe(200);
  });

  it('PARTIAL records the amount that arrived, which must be below the withdrawal', async () => {
    const m = await readyMember();
    const w = await disbursed(m, 100_000);
    const tooMuch = await confirm(m, w.id, { answer: 'PARTIAL', receivedAmount: '100000' });
    expect(tooMuch.statusCode).toBe(400);
    expect(tooMuch.json().code).toBe(ErrorCode.RECEIVED_AMOUNT_INVALID);
    const missing = await confirm(m, w.id, { answer: 'PARTIAL' });
    expect(missing.json().code).toBe(ErrorCode.RECEIVED_AMOUNT_INVALID);
    const ok = await confirm(m, w.id, { answer: 'PARTIAL', receivedAmount: '60000' });
    expect(ok.statusCode).toBe(200);
    expect(ok.json()).toMatchObject({ status: 'PARTIALLY_RECEIVED', receivedAmount: 60_000 });
  });

  it("another member's withdrawal is 404 to read and to confirm", async () => {
    const owner = await readyMember();
    const w = await disbursed(owner);
    const other = await payingMember(t);
    expect((await t.app.inject({ method: 'GET', url: `/api/v1/payments/withdrawals/${w.id}`, headers: other.headers })).statusCode).toBe(404);
    expect((await confirm(other, w.id, { answer: 'RECEIVED' })).statusCode).toBe(404);
    expect((await confirm(other, '99999999', { answer: 'RECEIVED' })).statusCode).toBe(404);
    const mine = (await t.app.inject({ method: 'GET', url: `/api/v1/payments/withdrawals/${w.id}`, headers: owner.headers })).json() as W;
    expect(mine.status).toBe('DISBURSED');
  });

  it('without an answer in time the job marks it RECEIVED_FORCED; it is never refunded and can no longer be answered', async () => {
    const m = await readyMember(500_000n);
    const w = await disbursed(m, 100_000);
    // On time: the job leaves it alone.
    await t.app.jobs.runNow(AUTO_RECEIPT_JOB);
    expect(((await t.app.inject({ method: 'GET', url: `/api/v1/payments/withdrawals/${w.id}`, headers: m.headers })).json() as W).status).toBe('DISBURSED');
    // 61 minutes later (WITHDRAWAL_AUTO_RECEIPT_MINUTES=60).
    const result = await t.app.payments.forceReceipts(new Date(Date.now() + 61 * 60_000));
    expect(result.forced).toBeGreaterThanOrEqual(1);
    const after = (await t.app.inject({ method: 'GET', url: `/api/v1/payments/withdrawals/${w.id}`, headers: m.headers })).json() as W;
    expect(after.status).toBe('RECEIVED_FORCED');
    const late = await confirm(m, w.id, { answer: 'NOT_RECEIVED' }, [{ filename: 'p.png', contentType: 'image/png', data: PNG_1PX }]);
    expect(late.statusCode).toBe(409);
    expect(await balance(t, m.id)).toBe(400_000);
    // Running the job again changes nothing.
    await t.app.payments.forceReceipts(new Date(Date.now() + 120 * 60_000));
    expect(await balance(t, m.id)).toBe(400_000);
  });

  it('answers bad confirm input with 4xx, never 500', async () => {
    const m = await readyMember();
    const w = await disbursed(m);
    expect((await confirm(m, w.id, { answer: 'MAYBE' })).statusCode).toBe(400);
    const json = await t.app.inject({ method: 'POST', url: `/api/v1/payments/withdrawals/${w.id}/confirm`, headers: m.headers, payload: { answer: 'RECEIVED' } });
    expect(json.statusCode).toBe(415);
    const wrongField = await confirm(m, w.id, { answer: 'NOT_RECEIVED' }, [{ field: 'avatar', filename: 'a.png', contentType: 'image/png', data: PNG_1PX }]);
    expect(wrongField.statusCode).toBe(400);
  });
});

describe('transfer to upline', () => {
  function send(m: Member, amount: number, rid = requestId(), paymentPassword = PAYMENT_PASSWORD) {
    return t.app.inject({ method: 'POST', url: '/api/v1/payments/upline-transfers', headers: m.headers, payload: { amount, paymentPassword, requestId: rid } });
  }

  it("moves money to the parent agent's wallet exactly once per request id, even in parallel", async () => {
    const agent = await payingMember(t, { type: 1 });
    const m = await payingMember(t, { parentId: agent.id, balance: 300_000n });
    const info = (await t.app.inject({ method: 'GET', url: '/api/v1/payments/upline', headers: m.headers })).json();
    expect(info).toEqual({ upline: agent.username });
    const rid = requestId();
    const results = await Promise.all(Array.from({ length: 6 }, () => send(m, 100_000, rid)));
    expect(results.map((r) => r.statusCode)).toEqual(Array(6).fill(200));
    expect(results[0]?.json()).toMatchObject({ amount: 100_000, upline: agent.username });
    expect(await balance(t, m.id)).toBe(200_000);
    expect(await balance(t, agent.id)).toBe(100_000);
    const dup = await send(m, 5_000, rid);
    expect(dup.statusCode).toBe(409);
    expect(dup.json().code).toBe(ErrorCode.DUPLICATE_TRANSACTION);
    const list = (await t.app.inject({ method: 'GET', url: '/api/v1/payments/upline-transfers', headers: m.headers })).json() as { total: number };
    expect(list.total).toBe(1);
  });

  it('refuses a wrong payment password, too little money and members without an upline, writing nothing', async () => {
    const agent = await payingMember(t, { type: 1 });
    const m = await payingMember(t, { parentId: agent.id, balance: 50_000n });
    const wrong = await send(m, 10_000, requestId(), '111111');
    expect(wrong.statusCode).toBe(403);
    expect(wrong.json().code).toBe(ErrorCode.PAYMENT_PASSWORD_INVALID);
    const poor = await send(m, 60_000);
    expect(poor.statusCode).toBe(409);
    expect(poor.json().code).toBe(ErrorCode.INSUFFICIENT_FUNDS);
    const orphan = await payingMember(t, { balance: 50_000n });
    const none = await send(orphan, 10_000);
    expect(none.statusCode).toBe(409);
    expect(none.json().code).toBe(ErrorCode.NO_UPLINE);
    expect(await balance(t, m.id)).toBe(50_000);
    expect(await balance(t, agent.id)).toBe(0);
    expect(await t.app.db.selectFrom('upline_transfers').select('id').where('member_id', 'in', [m.id, orphan.id]).execute()).toHaveLength(0);
  });
});

describe('payment password guessing', () => {
  it('stops after 10 wrong attempts in a row, even with the right password, and writes nothing', async () => {
    const m = await readyMember(500_000n);
    for (let i = 0; i < 10; i += 1) expect((await withdraw(m, 10_000, requestId(), `00000${i}`)).statusCode).toBe(403);
    const blocked = await withdraw(m, 10_000);
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json().code).toBe(ErrorCode.TOO_MANY_REQUESTS);
    expect(await balance(t, m.id)).toBe(500_000);
  });

  it('a correct password resets the count', async () => {
    const m = await readyMember(500_000n);
    for (let i = 0; i < 9; i += 1) await withdraw(m, 10_000, requestId(), '000000');
    expect((await withdraw(m, 10_000)).statusCode).toBe(200);
    for (let i = 0; i < 9; i += 1) await withdraw(m, 10_000, requestId(), '000000');
    expect((await withdraw(m, 10_000)).statusCode).toBe(200);
  });
});
