import { randomBytes, randomUUID } from 'node:crypto';
import { hash, type Algorithm } from '@node-rs/argon2';
import type { Kysely } from 'kysely';
import { expect } from 'vitest';
import type { DB } from '../src/db/schema.ts';
import { buildTestApp, type TestApp } from './helpers.ts';
import { signedInMember } from './factories.ts';

export const PAYMENT_PASSWORD = '246810';

/** Test env: jobs driven by hand, callbacks due at once and always sent twice, cheap argon2. */
export const PAYMENTS_ENV = {
  JOBS: 'off',
  SANDBOX_CALLBACK_DELAY_MS: '0',
  SANDBOX_CALLBACK_REPEAT_RATE: '1',
  ARGON2_MEMORY_KIB: '1024',
  ARGON2_TIME_COST: '1',
  WITHDRAWAL_AUTO_RECEIPT_MINUTES: '60',
};

/**
 * The whole app for payments tests. `app.accounts.parentOf` is the accounts module's to provide;
 * until it lands, tests supply the same behaviour (members.parent_id) on the instance.
 */
export async function buildPaymentsApp(): Promise<TestApp> {
  return buildTestApp({
    env: PAYMENTS_ENV,
    extend: (app) => {
      const accounts = (app as unknown as { accounts?: Record<string, unknown> }).accounts;
      if (accounts && typeof accounts.parentOf !== 'function') {
        accounts.parentOf = async (memberId: number) =>
          (await app.db.selectFrom('members').select('parent_id').where('id', '=', memberId).executeTakeFirst())?.parent_id ?? null;
      }
    },
  });
}

/** A signed-in member with a payment password (argon2id) and optionally an upline and money. */
export async function payingMember(t: TestApp, opts: { parentId?: number | null; type?: number; balance?: bigint; paymentPassword?: string | null } = {}) {
  const m = await signedInMember(t.app.db, { parentId: opts.parentId ?? null, type: opts.type ?? 0 });
  if (opts.paymentPassword !== null) {
    const h = await hash(opts.paymentPassword ?? PAYMENT_PASSWORD, { algorithm: 2 as Algorithm, memoryCost: 1024, timeCost: 1, parallelism: 1 });
    await t.app.db.updateTable('members').set({ payment_password_hash: h }).where('id', '=', m.id).execute();
  }
  if (opts.balance && opts.balance > 0n) await fund(t, m.id, opts.balance);
  return m;
}

/** A member made by payingMember. */
export type PayingMember = Awaited<ReturnType<typeof payingMember>>;

/** Closes the app after checking that every flow of the file left a balanced ledger. */
export async function closeBalanced(t: TestApp) {
  const check = await t.app.wallet.check();
  expect(check.problems).toEqual([]);
  expect(check.ok).toBe(true);
  await t.close();
}

export async function fund(t: TestApp, memberId: number, amount: bigint) {
  await t.app.wallet.transfer({
    idempotencyKey: `test-fund:${memberId}:${randomUUID()}`,
    from: { system: 'HOUSE' },
    to: { member: memberId },
    amount,
    currency: 'THB',
    kind: 'ADJUSTMENT',
  });
}

export async function balance(t: TestApp, memberId: number): Promise<number> {
  return Number((await t.app.wallet.balanceOf(memberId, 'THB')).balance);
}

export const requestId = () => randomUUID();

/** An operator with a live token. */
export async function signedInOperator(t: TestApp, role: 'admin' | 'finance' = 'finance') {
  const username = `op${randomBytes(4).toString('hex')}`;
  const created = await t.app.operator.create(username, role);
  const res = await t.app.inject({ method: 'POST', url: '/api/v1/operator/auth/login', payload: { username, password: created.password } });
  if (res.statusCode !== 200) throw new Error(`operator login failed: ${res.body}`);
  const token = (res.json() as { token: string }).token;
  return { ...created, token, headers: { authorization: `Bearer ${token}` } };
}

export interface Upload {
  field?: string;
  filename: string;
  contentType: string;
  data: Buffer;
}

/** A multipart/form-data body for app.inject. */
export function multipart(fields: Record<string, string>, files: Upload[] = []) {
  const boundary = `----payments${randomBytes(8).toString('hex')}`;
  const chunks: Buffer[] = [];
  for (const [name, value] of Object.entries(fields)) {
    chunks.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`));
  }
  for (const f of files) {
    chunks.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${f.field ?? 'proof'}"; filename="${f.filename}"\r\nContent-Type: ${f.contentType}\r\n\r\n`));
    chunks.push(f.data, Buffer.from('\r\n'));
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return { payload: Buffer.concat(chunks), headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

/** A tiny valid PNG (1x1) and JPEG header for proof uploads. */
export const PNG_1PX = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);
export const JPEG_MIN = Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10, 0x4a, 0x46, 0x49, 0x46, 0x00, 0x01, 0xff, 0xd9]);

export type Db = Kysely<DB>;
