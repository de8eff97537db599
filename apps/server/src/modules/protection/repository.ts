import { sql, type Kysely, type Selectable } from 'kysely';
import type { DB } from '../../db/schema.ts';
import type { ProtectionTables } from './tables.ts';

export type MemberRow = Selectable<ProtectionTables['protection_members']>;
export type LimitRow = Selectable<ProtectionTables['protection_limits']>;
export type KycRow = Selectable<ProtectionTables['kyc_members']>;
export type KycDocumentRow = Omit<Selectable<ProtectionTables['kyc_documents']>, 'bytes' | 'sha256'>;
export type UsageKind = ProtectionTables['protection_usage']['kind'];

/** Sums of usage per kind over the three rolling windows ending at `now`. */
export interface WindowSums {
  DAY: Record<UsageKind, bigint>;
  WEEK: Record<UsageKind, bigint>;
  MONTH: Record<UsageKind, bigint>;
}

const HOUR = 3_600_000;

/** All SQL of the protection module (migrations/040). */
export class ProtectionRepository {
  constructor(readonly db: Kysely<DB>) {}

  member(db: Kysely<DB>, memberId: number, forUpdate = false): Promise<MemberRow | undefined> {
    let q = db.selectFrom('protection_members').selectAll().where('member_id', '=', memberId);
    if (forUpdate) q = q.forUpdate();
    return q.executeTakeFirst();
  }

  /** The member's row, created when missing, locked for the rest of the transaction. */
  async lockMember(db: Kysely<DB>, memberId: number): Promise<MemberRow> {
    await db.insertInto('protection_members').values({ member_id: memberId }).onConflict((oc) => oc.column('member_id').doNothing()).execute();
    const row = await this.member(db, memberId, true);
    if (!row) throw new Error(`protection row of member ${memberId} vanished`);
    return row;
  }

  async updateMember(db: Kysely<DB>, memberId: number, values: Partial<Omit<MemberRow, 'member_id' | 'created_at'>>, now: Date) {
    await db.updateTable('protection_members').set({ ...values, updated_at: now }).where('member_id', '=', memberId).execute();
  }

  limits(db: Kysely<DB>, memberId: number): Promise<LimitRow[]> {
    return db.selectFrom('protection_limits').selectAll().where('member_id', '=', memberId).orderBy('kind').orderBy('period').execute();
  }

  /** Due increases and removals take effect; rows left with nothing are deleted. */
  async applyDue(db: Kysely<DB>, memberId: number, now: Date) {
    await db
      .updateTable('protection_limits')
      .set((eb) => ({ amount: eb.ref('pending_amount'), has_pending: false, pending_amount: null, pending_applies_at: null, updated_at: now }))
      .where('member_id', '=', memberId)
      .where('has_pending', '=', true)
      .where('pending_applies_at', '<=', now)
      .execute();
    await db.deleteFrom('protection_limits').where('member_id', '=', memberId).where('amount', 'is', null).where('has_pending', '=', false).execute();
  }

  async upsertLimit(db: Kysely<DB>, row: Omit<LimitRow, 'has_pending'> & { has_pending: boolean }) {
    await db
      .insertInto('protection_limits')
      .values(row)
      .onConflict((oc) =>
        oc.columns(['member_id', 'kind', 'period']).doUpdateSet({
          amount: row.amount,
          has_pending: row.has_pending,
          pending_amount: row.pending_amount,
          pending_applies_at: row.pending_applies_at,
          updated_at: row.updated_at,
        }),
      )
      .execute();
  }

  async hasLimits(db: Kysely<DB>, memberId: number): Promise<boolean> {
    const r = await db.selectFrom('protection_limits').select('member_id').where('member_id', '=', memberId).limit(1).executeTakeFirst();
    return r !== undefined;
  }

  async addUsage(db: Kysely<DB>, memberId: number, kind: UsageKind, amount: bigint, at: Date) {
    await db.insertInto('protection_usage').values({ member_id: memberId, kind, amount, at }).execute();
  }

  /** Usage per kind in the last 24 hours, 7 days and 30 days before `now`, in one query. */
  async windowSums(db: Kysely<DB>, memberId: number, now: Date): Promise<WindowSums> {
    const day = new Date(now.getTime() - 24 * HOUR);
    const week = new Date(now.getTime() - 24 * 7 * HOUR);
    const month = new Date(now.getTime() - 24 * 30 * HOUR);
    const rows = await db
      .selectFrom('protection_usage')
      .select([
        'kind',
        sql<string>`coalesce(sum(amount) FILTER (WHERE at > ${day}), 0)`.as('day'),
        sql<string>`coalesce(sum(amount) FILTER (WHERE at > ${week}), 0)`.as('week'),
        sql<string>`coalesce(sum(amount), 0)`.as('month'),
      ])
      .where('member_id', '=', memberId)
      .where('at', '>', month)
      .where('at', '<=', now)
      .groupBy('kind')
      .execute();
    const zero = (): Record<UsageKind, bigint> => ({ DEPOSIT: 0n, WAGER: 0n, WIN: 0n });
    const sums: WindowSums = { DAY: zero(), WEEK: zero(), MONTH: zero() };
    for (const r of rows) {
      sums.DAY[r.kind] = BigInt(r.day);
      sums.WEEK[r.kind] = BigInt(r.week);
      sums.MONTH[r.kind] = BigInt(r.month);
    }
    return sums;
  }

  async addEvent(db: Kysely<DB>, memberId: number, action: string, detail: Record<string, unknown>, at: Date) {
    await db.insertInto('protection_events').values({ member_id: memberId, action, detail: JSON.stringify(detail), at }).execute();
  }

  events(memberId: number, limit = 50) {
    return this.db.selectFrom('protection_events').selectAll().where('member_id', '=', memberId).orderBy('id', 'desc').limit(limit).execute();
  }

  async addNote(memberId: number, operatorId: number, note: string) {
    return this.db.insertInto('protection_notes').values({ member_id: memberId, operator_id: operatorId, note }).returningAll().executeTakeFirstOrThrow();
  }

  notes(memberId: number) {
    return this.db.selectFrom('protection_notes').selectAll().where('member_id', '=', memberId).orderBy('id', 'desc').limit(100).execute();
  }

  // ------------------------------------------------------------------ KYC (migrations/042)

  kyc(db: Kysely<DB>, memberId: number, forUpdate = false): Promise<KycRow | undefined> {
    let q = db.selectFrom('kyc_members').selectAll().where('member_id', '=', memberId);
    if (forUpdate) q = q.forUpdate();
    return q.executeTakeFirst();
  }

  /** The member's KYC row, created when missing, locked for the rest of the transaction. */
  async lockKyc(db: Kysely<DB>, memberId: number): Promise<KycRow> {
    await db.insertInto('kyc_members').values({ member_id: memberId }).onConflict((oc) => oc.column('member_id').doNothing()).execute();
    const row = await this.kyc(db, memberId, true);
    if (!row) throw new Error(`kyc row of member ${memberId} vanished`);
    return row;
  }

  async addDeposited(db: Kysely<DB>, memberId: number, amount: bigint) {
    await db
      .updateTable('kyc_members')
      .set((eb) => ({ deposited: eb('deposited', '+', amount), updated_at: new Date() }))
      .where('member_id', '=', memberId)
      .execute();
  }

  async updateKyc(db: Kysely<DB>, memberId: number, values: Partial<Omit<KycRow, 'member_id' | 'deposited'>>) {
    await db.updateTable('kyc_members').set(values).where('member_id', '=', memberId).execute();
  }

  async addDocument(db: Kysely<DB>, doc: { member_id: number; content_type: 'image/png' | 'image/jpeg'; size: number; sha256: Buffer; bytes: Buffer }) {
    await db.insertInto('kyc_documents').values(doc).execute();
  }

  async documentCount(db: Kysely<DB>, memberId: number): Promise<number> {
    const r = await db.selectFrom('kyc_documents').select((eb) => eb.fn.countAll<string>().as('n')).where('member_id', '=', memberId).executeTakeFirstOrThrow();
    return Number(r.n);
  }

  /** Documents without their bytes, oldest first, of one or more members. */
  documentsOf(memberIds: number[]): Promise<KycDocumentRow[]> {
    if (memberIds.length === 0) return Promise.resolve([]);
    return this.db.selectFrom('kyc_documents').select(['id', 'member_id', 'content_type', 'size', 'created_at']).where('member_id', 'in', memberIds).orderBy('id').execute();
  }

  /** One document's bytes, only when it belongs to `memberId`. */
  document(memberId: number, id: bigint) {
    return this.db.selectFrom('kyc_documents').select(['content_type', 'bytes']).where('id', '=', id).where('member_id', '=', memberId).executeTakeFirst();
  }

  queue(status: 'PENDING' | 'APPROVED' | 'REJECTED', limit = 200): Promise<KycRow[]> {
    return this.db.selectFrom('kyc_members').selectAll().where('status', '=', status).orderBy('submitted_at').orderBy('member_id').limit(limit).execute();
  }
}
