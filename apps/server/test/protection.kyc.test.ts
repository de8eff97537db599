import { KycViewSchema, ProtectionErrorCode, type KycView } from '@app/contracts';
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { agentWithTeam } from './agents.helpers.ts';
import { signedInAs } from './console.fixtures.ts';
import { signedInMember } from './factories.ts';
import type { TestApp } from './helpers.ts';
import { buildPaymentsApp, JPEG_MIN, multipart, PAYMENT_PASSWORD, payingMember, PNG_1PX, type Upload } from './payments.fixtures.ts';

/**
 * KYC (docs/protection.md "KYC"): past the money-in threshold, deposits and agent transfers in wait
 * for identity documents the risk team approves. PGlite, and PostgreSQL with DATABASE_URL.
 */
let t: TestApp;
beforeAll(async () => {
  t = await buildPaymentsApp();
  // 500.00 instead of 50,000.00, so a few small deposits reach it.
  t.app.protection.kycThreshold = 50_000n;
}, 120_000);
afterAll(async () => {
  expect((await t.app.wallet.check()).problems).toEqual([]);
  await t.close();
});

type Headers = Record<string, string>;
const deposit = (h: Headers, amount: number) => t.app.inject({ method: 'POST', url: '/api/v1/payments/deposits', headers: h, payload: { method: 'GATEWAY', amount, requestId: randomUUID() } });
const kycOf = async (h: Headers): Promise<KycView> => {
  const res = await t.app.inject({ method: 'GET', url: '/api/v1/protection/kyc', headers: h });
  expect(res.statusCode, res.body).toBe(200);
  return KycViewSchema.parse(res.json());
};
const png = (filename = 'id.png'): Upload => ({ field: 'document', filename, contentType: 'image/png', data: PNG_1PX });
const upload = (h: Headers, files: Upload[], fields: Record<string, string> = {}) => {
  const form = multipart(fields, files);
  return t.app.inject({ method: 'POST', url: '/api/v1/protection/kyc/documents', headers: { ...h, ...form.headers }, payload: form.payload });
};
const storedDocs = async (memberId: number) => (await t.app.db.selectFrom('kyc_documents').select('id').where('member_id', '=', memberId).execute()).length;

/** A member who has deposited up to the threshold (two deposits of 300.00). */
async function pastThreshold() {
  const m = await signedInMember(t.app.db);
  expect((await deposit(m.headers, 30_000)).statusCode).toBe(200);
  expect((await kycOf(m.headers)).status).toBe('NOT_REQUIRED');
  expect((await deposit(m.headers, 30_000)).statusCode).toBe(200);
  return m;
}

describe('the threshold', () => {
  it('deposits up to the threshold pass; the next one is refused with KYC_REQUIRED and nothing is created', async () => {
    const m = await pastThreshold();
    const view = await kycOf(m.headers);
    expect(view).toMatchObject({ status: 'REQUIRED', depositsBlocked: true, deposited: 60_000, threshold: 50_000, documents: [] });
    const refused = await deposit(m.headers, 10_000);
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({ code: ProtectionErrorCode.KYC_REQUIRED, details: { status: 'REQUIRED', threshold: 50_000 } });
    const rows = await t.app.db.selectFrom('deposits').select('id').where('member_id', '=', m.id).execute();
    expect(rows).toHaveLength(2);
    expect((await kycOf(m.headers)).deposited).toBe(60_000);
  });

  it('agent transfers in count towards it and are refused past it; withdrawals stay open', async () => {
    const a = await agentWithTeam(t, { members: 1, balance: 200_000n });
    const member = a.members[0]!;
    const send = (requestId: string) => t.app.inject({ method: 'POST', url: '/api/v1/agent/transfers', headers: a.headers, payload: { requestId, memberId: member.id, amount: 50_000 } });
    expect((await send('kyc-000001')).statusCode).toBe(200);
    const refused = await send('kyc-000002');
    expect([refused.statusCode, refused.json().code]).toEqual([403, ProtectionErrorCode.KYC_REQUIRED]);
    expect((await t.app.wallet.balanceOf(member.id)).balance).toBe(50_000n);

    const payer = await payingMember(t, { balance: 500_000n });
    await t.app.db.insertInto('kyc_members').values({ member_id: payer.id, deposited: 60_000n }).execute();
    expect((await deposit(payer.headers, 10_000)).json().code).toBe(ProtectionErrorCode.KYC_REQUIRED);
    const bound = await t.app.inject({ method: 'PUT', url: '/api/v1/payments/bank-account', headers: payer.headers, payload: { bankName: 'Kasikorn Bank', accountName: 'Somchai Jaidee', accountNumber: '1234567890', paymentPassword: PAYMENT_PASSWORD } });
    expect(bound.statusCode, bound.body).toBe(200);
    const withdrawal = await t.app.inject({ method: 'POST', url: '/api/v1/payments/withdrawals', headers: payer.headers, payload: { amount: 100_000, paymentPassword: PAYMENT_PASSWORD, requestId: randomUUID() } });
    expect(withdrawal.statusCode, withdrawal.body).toBe(200);
  });

  it('needs a token', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/v1/protection/kyc' })).statusCode).toBe(401);
    expect((await upload({}, [png()])).statusCode).toBe(401);
  });
});

describe('upload', () => {
  const html = Buffer.from('<html><script>alert(1)</script></html>');
  const svg = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>');

  it.each([
    ['an HTML page sent as image/png', [{ field: 'document', filename: 'id.png', contentType: 'image/png', data: html }], 400, ProtectionErrorCode.KYC_DOCUMENT_INVALID],
    ['an SVG', [{ field: 'document', filename: 'id.svg', contentType: 'image/svg+xml', data: svg }], 400, ProtectionErrorCode.KYC_DOCUMENT_INVALID],
    ['a good image beside a bad one', [png(), { field: 'document', filename: 'b.jpg', contentType: 'image/jpeg', data: html }], 400, ProtectionErrorCode.KYC_DOCUMENT_INVALID],
    ['four images', [png('1.png'), png('2.png'), png('3.png'), png('4.png')], 400, ProtectionErrorCode.KYC_TOO_MANY_DOCUMENTS],
    ['a file under another field name', [{ ...png(), field: 'proof' }], 400, ProtectionErrorCode.KYC_DOCUMENT_INVALID],
    ['no file', [], 400, ProtectionErrorCode.KYC_DOCUMENT_REQUIRED],
    ['an image over 5 MB', [{ field: 'document', filename: 'big.png', contentType: 'image/png', data: Buffer.concat([PNG_1PX, Buffer.alloc(5 * 1024 * 1024)]) }], 413, ProtectionErrorCode.KYC_DOCUMENT_TOO_LARGE],
  ] as [string, Upload[], number, string][])('refuses %s and stores nothing', async (_name, files, status, code) => {
    const m = await pastThreshold();
    const res = await upload(m.headers, files);
    expect(res.statusCode, res.body).toBe(status);
    expect(res.json().code).toBe(code);
    expect(await storedDocs(m.id)).toBe(0);
    expect((await kycOf(m.headers)).status).toBe('REQUIRED');
  });

  it('refuses a body that is not multipart (415)', async () => {
    const m = await signedInMember(t.app.db);
    const res = await t.app.inject({ method: 'POST', url: '/api/v1/protection/kyc/documents', headers: m.headers, payload: { document: 'x' } });
    expect(res.statusCode).toBe(415);
    expect(await storedDocs(m.id)).toBe(0);
  });

  it('stores png and jpeg, puts the case in review, serves them only to their member with a safe content type', async () => {
    const m = await pastThreshold();
    const res = await upload(m.headers, [png(), { field: 'document', filename: 'back.jpg', contentType: 'image/jpeg', data: JPEG_MIN }]);
    expect(res.statusCode, res.body).toBe(200);
    const view = KycViewSchema.parse(res.json());
    expect(view).toMatchObject({ status: 'PENDING', depositsBlocked: true });
    expect(view.documents.map((d) => d.contentType)).toEqual(['image/png', 'image/jpeg']);
    // Still no deposits while the review runs.
    expect((await deposit(m.headers, 10_000)).json()).toMatchObject({ code: ProtectionErrorCode.KYC_REQUIRED, details: { status: 'PENDING' } });

    const url = `/api/v1/protection/kyc/documents/${view.documents[0]!.id}`;
    const own = await t.app.inject({ method: 'GET', url, headers: m.headers });
    expect(own.statusCode).toBe(200);
    expect(own.headers['content-type']).toBe('image/png');
    expect(own.headers['x-content-type-options']).toBe('nosniff');
    expect(own.headers['cache-control']).toContain('no-store');
    expect(own.rawPayload.equals(PNG_1PX)).toBe(true);
    const other = await signedInMember(t.app.db);
    const stranger = await t.app.inject({ method: 'GET', url, headers: other.headers });
    expect(stranger.statusCode).toBe(404);
    expect(stranger.rawPayload.includes(PNG_1PX)).toBe(false);
    expect((await t.app.inject({ method: 'GET', url })).statusCode).toBe(401);
    expect((await t.app.inject({ method: 'GET', url: '/api/v1/protection/kyc/documents/abc', headers: m.headers })).statusCode).toBe(400);
  });
});

describe('operator review (risk, admin)', () => {
  it('risk sees the case in the queue, rejects with a reason, the member uploads again, risk approves: deposits open; audited', async () => {
    const m = await pastThreshold();
    const risk = await signedInAs(t, 'risk');
    expect((await upload(m.headers, [png()])).statusCode).toBe(200);
    const queue = await t.app.inject({ method: 'GET', url: '/api/v1/operator/kyc', headers: risk.headers });
    expect(queue.statusCode, queue.body).toBe(200);
    const item = (queue.json() as { items: { memberId: number; username: string; status: string; documents: { id: string }[] }[] }).items.find((i) => i.memberId === m.id);
    expect(item).toMatchObject({ username: m.username, status: 'PENDING' });
    const image = await t.app.inject({ method: 'GET', url: `/api/v1/operator/kyc/${m.id}/documents/${item!.documents[0]!.id}`, headers: risk.headers });
    expect([image.statusCode, image.headers['content-type'], image.headers['x-content-type-options']]).toEqual([200, 'image/png', 'nosniff']);
    // A document id of another member is not served under this member's id.
    const other = await pastThreshold();
    await upload(other.headers, [png()]);
    const otherDoc = (await kycOf(other.headers)).documents[0]!.id;
    expect((await t.app.inject({ method: 'GET', url: `/api/v1/operator/kyc/${m.id}/documents/${otherDoc}`, headers: risk.headers })).statusCode).toBe(404);

    const reject = (reason?: string) => t.app.inject({ method: 'POST', url: `/api/v1/operator/kyc/${m.id}/reject`, headers: risk.headers, payload: reason === undefined ? {} : { reason } });
    expect((await reject()).statusCode).toBe(400);
    const rejected = await reject('The photo is blurred; please upload a sharp picture of the front.');
    expect(rejected.statusCode, rejected.body).toBe(200);
    expect(await kycOf(m.headers)).toMatchObject({ status: 'REJECTED', reason: 'The photo is blurred; please upload a sharp picture of the front.', depositsBlocked: true });
    expect((await deposit(m.headers, 10_000)).json().code).toBe(ProtectionErrorCode.KYC_REQUIRED);
    expect((await reject('again')).json().code).toBe(ProtectionErrorCode.KYC_NOT_PENDING);

    expect((await upload(m.headers, [png('front.png')])).json()).toMatchObject({ status: 'PENDING', reason: null });
    const approve = () => t.app.inject({ method: 'POST', url: `/api/v1/operator/kyc/${m.id}/approve`, headers: risk.headers });
    const approved = await approve();
    expect(approved.statusCode, approved.body).toBe(200);
    expect(approved.json()).toMatchObject({ memberId: m.id, status: 'APPROVED', reviewedBy: risk.id });
    expect(await kycOf(m.headers)).toMatchObject({ status: 'APPROVED', depositsBlocked: false });
    expect((await deposit(m.headers, 10_000)).statusCode).toBe(200);
    // Once only; and an approved member has nothing more to upload.
    expect([(await approve()).statusCode, (await approve()).json().code]).toEqual([409, ProtectionErrorCode.KYC_NOT_PENDING]);
    expect((await upload(m.headers, [png()])).json().code).toBe(ProtectionErrorCode.KYC_ALREADY_APPROVED);
    expect((await t.app.inject({ method: 'POST', url: '/api/v1/operator/kyc/999999/approve', headers: risk.headers })).statusCode).toBe(404);

    const audit = await t.app.db.selectFrom('operator_audit').select(['action', 'operator_id']).where('target_type', '=', 'member').where('target_id', '=', String(m.id)).orderBy('id').execute();
    expect(audit).toEqual([
      { action: 'kyc.reject', operator_id: risk.id },
      { action: 'kyc.approve', operator_id: risk.id },
    ]);
    const approvedList = await t.app.inject({ method: 'GET', url: '/api/v1/operator/kyc?status=APPROVED', headers: risk.headers });
    expect((approvedList.json() as { items: { memberId: number }[] }).items.map((i) => i.memberId)).toContain(m.id);
    expect((await t.app.inject({ method: 'GET', url: '/api/v1/operator/kyc?status=BOGUS', headers: risk.headers })).statusCode).toBe(400);
  });

  it('finance, support and content cannot read or decide; members and visitors get 401', async () => {
    const m = await pastThreshold();
    expect((await upload(m.headers, [png()])).statusCode).toBe(200);
    for (const role of ['finance', 'support', 'content'] as const) {
      const op = await signedInAs(t, role);
      expect((await t.app.inject({ method: 'GET', url: '/api/v1/operator/kyc', headers: op.headers })).statusCode).toBe(403);
      expect((await t.app.inject({ method: 'POST', url: `/api/v1/operator/kyc/${m.id}/approve`, headers: op.headers })).statusCode).toBe(403);
    }
    expect((await t.app.inject({ method: 'POST', url: `/api/v1/operator/kyc/${m.id}/approve`, headers: m.headers })).statusCode).toBe(401);
    expect((await t.app.inject({ method: 'GET', url: '/api/v1/operator/kyc' })).statusCode).toBe(401);
    expect((await kycOf(m.headers)).status).toBe('PENDING');
    const admin = await signedInAs(t, 'admin');
    expect((await t.app.inject({ method: 'POST', url: `/api/v1/operator/kyc/${m.id}/approve`, headers: admin.headers })).statusCode).toBe(200);
  });
});
