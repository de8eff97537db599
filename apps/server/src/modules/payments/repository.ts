import { sql, type Kysely, type Selectable } from 'kysely';
import type { DB } from '../../db/schema.ts';
import type { PaymentsTables } from './tables.ts';

export type DepositRow = Selectable<PaymentsTables['deposits']>;
export type WithdrawalRow = Selectable<PaymentsTables['withdrawals']>;
export type UplineRow = Selectable<PaymentsTables['upline_transfers']>;

type DepositStatus = DepositRow['status'];
type WithdrawalStatus = WithdrawalRow['status'];

/** Operator queue filters (amounts in minor units; `member` = username, case-insensitive, or member id). */
export interface QueueFilter {
  minAmount?: bigint;
  maxAmount?: bigint;
  member?: string;
  from?: Date;
  to?: Date;
}

function memberMatch(member: string) {
  return /^[0-9]{1,9}$/.test(member) ? sql<boolean>`(m.id = ${Number(member)} OR lower(m.username) = lower(${member}))` : sql<boolean>`lower(m.username) = lower(${member})`;
}

/** All SQL of the payments module (migrations/014_payments.sql). Every method takes the db or transaction to run on. */
export class PaymentsRepository {
  constructor(readonly db: Kysely<DB>) {}

  // ------------------------------------------------------------ bank accounts
  bankAccount(db: Kysely<DB>, memberId: number) {
    return db.selectFrom('member_bank_accounts').selectAll().where('member_id', '=', memberId).executeTakeFirst();
  }

  upsertBankAccount(db: Kysely<DB>, memberId: number, v: { bankName: string; accountName: string; accountNumber: string }, now: Date) {
    return db
      .insertInto('member_bank_accounts')
      .values({ member_id: memberId, bank_name: v.bankName, account_name: v.accountName, account_number: v.accountNumber, updated_at: now })
      .onConflict((oc) =>
        oc.column('member_id').doUpdateSet({ bank_name: v.bankName, account_name: v.accountName, account_number: v.accountNumber, updated_at: now }),
      )
      .returningAll()
      .executeTakeFirstOrThrow();
  }

  // ------------------------------------------------------------ deposits
  insertDeposit(
    db: Kysely<DB>,
    row: { member_id: number; request_id: string; method: 'GATEWAY' | 'BANK_TRANSFER'; amount: bigint; currency: string; gateway: string | null; reference: string | null; now: Date },
  ) {
    const { now, ...values } = row;
    return db
      .insertInto('deposits')
      .values({ ...values, created_at: now, updated_at: now })
      .returningAll()
      .executeTakeFirstOrThrow();
  }

  depositByRequest(db: Kysely<DB>, memberId: number, requestId: string) {
    return db.selectFrom('deposits').selectAll().where('member_id', '=', memberId).where('request_id', '=', requestId).executeTakeFirst();
  }

  depositById(db: Kysely<DB>, id: bigint, forUpdate = false) {
    let q = db.selectFrom('deposits').selectAll().where('id', '=', id);
    if (forUpdate) q = q.forUpdate();
    return q.executeTakeFirst();
  }

  depositByGatewayOrder(db: Kysely<DB>, gatewayOrderId: string, forUpdate = false) {
    let q = db.selectFrom('deposits').selectAll().where('gateway_order_id', '=', gatewayOrderId);
    if (forUpdate) q = q.forUpdate();
    return q.executeTakeFirst();
  }

  setGatewayOrder(db: Kysely<DB>, id: bigint, gatewayOrderId: string, now: Date) {
    return db
      .updateTable('deposits')
      .set({ gateway_order_id: gatewayOrderId, updated_at: now })
      .where('id', '=', id)
      .where('gateway_order_id', 'is', null)
      .execute();
  }

  finishDeposit(db: Kysely<DB>, id: bigint, v: { status: DepositStatus; transferId?: bigint | null; operatorId?: number | null; note?: string | null; now: Date }) {
    return db
      .updateTable('deposits')
      .set({
        status: v.status,
        transfer_id: v.transferId ?? null,
        operator_id: v.operatorId ?? null,
        note: v.note ?? null,
        updated_at: v.now,
        completed_at: v.now,
      })
      .where('id', '=', id)
      .where('status', '=', 'PENDING')
      .returningAll()
      .executeTakeFirst();
  }

  async listDeposits(filter: { memberId?: number; status?: DepositStatus; method?: 'GATEWAY' | 'BANK_TRANSFER'; limit: number; offset: number } & QueueFilter) {
    let q = this.db.selectFrom('deposits as d').innerJoin('members as m', 'm.id', 'd.member_id');
    if (filter.memberId !== undefined) q = q.where('d.member_id', '=', filter.memberId);
    if (filter.status) q = q.where('d.status', '=', filter.status);
    if (filter.method) q = q.where('d.method', '=', filter.method);
    if (filter.minAmount !== undefined) q = q.where('d.amount', '>=', filter.minAmount);
    if (filter.maxAmount !== undefined) q = q.where('d.amount', '<=', filter.maxAmount);
    if (filter.member !== undefined) q = q.where(memberMatch(filter.member));
    if (filter.from) q = q.where('d.created_at', '>=', filter.from);
    if (filter.to) q = q.where('d.created_at', '<', filter.to);
    const [rows, count] = await Promise.all([
      q
        .selectAll('d')
        .select('m.username')
        // No credited deposit of the member before this one: the first deposit (a risk flag of the queue).
        .select(sql<boolean>`NOT EXISTS (SELECT 1 FROM deposits p WHERE p.member_id = d.member_id AND p.status = 'CREDITED' AND p.id < d.id)`.as('is_first'))
        .orderBy('d.created_at', 'desc')
        .orderBy('d.id', 'desc')
        .limit(filter.limit)
        .offset(filter.offset)
        .execute(),
      q.select((eb) => eb.fn.countAll<string>().as('n')).executeTakeFirstOrThrow(),
    ]);
    return { rows, total: Number(count.n) };
  }

  // ------------------------------------------------------------ withdrawals
  insertWithdrawal(
    db: Kysely<DB>,
    row: {
      member_id: number;
      request_id: string;
      amount: bigint;
      currency: string;
      bank_name: string;
      account_name: string;
      account_number: string;
      hold_transfer_id: bigint;
      now: Date;
    },
  ) {
    const { now, ...values } = row;
    return db
      .insertInto('withdrawals')
      .values({ ...values, created_at: now, updated_at: now })
      .returningAll()
      .executeTakeFirstOrThrow();
  }

  withdrawalByRequest(db: Kysely<DB>, memberId: number, requestId: string) {
    return db.selectFrom('withdrawals').selectAll().where('member_id', '=', memberId).where('request_id', '=', requestId).executeTakeFirst();
  }

  withdrawalById(db: Kysely<DB>, id: bigint, opts: { memberId?: number; forUpdate?: boolean } = {}) {
    let q = db.selectFrom('withdrawals').selectAll().where('id', '=', id);
    if (opts.memberId !== undefined) q = q.where('member_id', '=', opts.memberId);
    if (opts.forUpdate) q = q.forUpdate();
    return q.executeTakeFirst();
  }

  updateWithdrawal(db: Kysely<DB>, id: bigint, from: WithdrawalStatus, set: Partial<Omit<WithdrawalRow, 'id' | 'created_at'>>) {
    return db.updateTable('withdrawals').set(set).where('id', '=', id).where('status', '=', from).returningAll().executeTakeFirst();
  }

  insertProof(db: Kysely<DB>, row: { withdrawal_id: bigint; content_type: 'image/png' | 'image/jpeg'; size: number; sha256: Buffer; bytes: Buffer }) {
    return db.insertInto('withdrawal_proofs').values(row).returning('id').executeTakeFirstOrThrow();
  }

  async proofIds(withdrawalIds: bigint[]): Promise<Map<string, string[]>> {
    const out = new Map<string, string[]>();
    if (withdrawalIds.length === 0) return out;
    const rows = await this.db.selectFrom('withdrawal_proofs').select(['id', 'withdrawal_id']).where('withdrawal_id', 'in', withdrawalIds).orderBy('id').execute();
    for (const r of rows) {
      const key = r.withdrawal_id.toString();
      out.set(key, [...(out.get(key) ?? []), r.id.toString()]);
    }
    return out;
  }

  proof(withdrawalId: bigint, proofId: bigint) {
    return this.db.selectFrom('withdrawal_proofs').select(['content_type', 'bytes', 'size']).where('id', '=', proofId).where('withdrawal_id', '=', withdrawalId).executeTakeFirst();
  }

  async listWithdrawals(filter: { memberId?: number; status?: WithdrawalStatus; statuses?: WithdrawalStatus[]; limit: number; offset: number } & QueueFilter) {
    let q = this.db.selectFrom('withdrawals as w').innerJoin('members as m', 'm.id', 'w.member_id');
    if (filter.memberId !== undefined) q = q.where('w.member_id', '=', filter.memberId);
    if (filter.status) q = q.where('w.status', '=', filter.status);
    if (filter.statuses) q = q.where('w.status', 'in', filter.statuses);
    if (filter.minAmount !== undefined) q = q.where('w.amount', '>=', filter.minAmount);
    if (filter.maxAmount !== undefined) q = q.where('w.amount', '<=', filter.maxAmount);
    if (filter.member !== undefined) q = q.where(memberMatch(filter.member));
    if (filter.from) q = q.where('w.created_at', '>=', filter.from);
    if (filter.to) q = q.where('w.created_at', '<', filter.to);
    const [rows, count] = await Promise.all([
      q
        .selectAll('w')
        .select('m.username')
        .select(sql<boolean>`NOT EXISTS (SELECT 1 FROM withdrawals p WHERE p.member_id = w.member_id AND p.status NOT IN ('REJECTED', 'PENDING') AND p.id < w.id)`.as('is_first'))
        .orderBy('w.created_at', 'desc')
        .orderBy('w.id', 'desc')
        .limit(filter.limit)
        .offset(filter.offset)
        .execute(),
      q.select((eb) => eb.fn.countAll<string>().as('n')).executeTakeFirstOrThrow(),
    ]);
    return { rows, total: Number(count.n) };
  }

  /** DISBURSED withdrawals older than the cutoff become RECEIVED_FORCED (the first writer wins against a member's answer). */
  forceReceived(cutoff: Date, now: Date) {
    return this.db
      .updateTable('withdrawals')
      .set({ status: 'RECEIVED_FORCED', confirmed_at: now, updated_at: now })
      .where('status', '=', 'DISBURSED')
      .where('disbursed_at', '<=', cutoff)
      .returning(['id', 'member_id'])
      .execute();
  }

  // ------------------------------------------------------------ upline transfers
  uplineByRequest(db: Kysely<DB>, memberId: number, requestId: string) {
    return db.selectFrom('upline_transfers').selectAll().where('member_id', '=', memberId).where('request_id', '=', requestId).executeTakeFirst();
  }

  insertUpline(db: Kysely<DB>, row: { member_id: number; upline_id: number; request_id: string; amount: bigint; currency: string; transfer_id: bigint }) {
    return db.insertInto('upline_transfers').values(row).returningAll().executeTakeFirstOrThrow();
  }

  async listUpline(memberId: number, limit: number, offset: number) {
    const q = this.db.selectFrom('upline_transfers as u').innerJoin('members as m', 'm.id', 'u.upline_id').where('u.member_id', '=', memberId);
    const [rows, count] = await Promise.all([
      q.selectAll('u').select('m.username as upline').orderBy('u.id', 'desc').limit(limit).offset(offset).execute(),
      q.select((eb) => eb.fn.countAll<string>().as('n')).executeTakeFirstOrThrow(),
    ]);
    return { rows, total: Number(count.n) };
  }

  /** Display name of a member (upline) — read-only; names are not money data. */
  async username(memberId: number): Promise<string | null> {
    const row = await this.db.selectFrom('members').select('username').where('id', '=', memberId).executeTakeFirst();
    return row?.username ?? null;
  }
}
