import type { OperatorRole } from '@app/contracts';
import { sql, type Kysely } from 'kysely';
import type { DB } from '../../db/schema.ts';

export interface AuditInsert {
  operatorId: number | null;
  action: string;
  targetType?: string | null;
  targetId?: string | null;
  before?: unknown;
  after?: unknown;
  ip?: string | null;
}

const json = (value: unknown) =>
  value === undefined || value === null ? null : JSON.stringify(value, (_k, v: unknown) => (typeof v === 'bigint' ? v.toString() : v));

/** All SQL of the operator module (migrations/015_operator.sql). */
export class OperatorRepository {
  constructor(readonly db: Kysely<DB>) {}

  insertOperator(db: Kysely<DB>, row: { username: string; password_hash: string; role: OperatorRole }) {
    return db.insertInto('operators').values(row).returning(['id', 'username', 'role', 'created_at']).executeTakeFirstOrThrow();
  }

  findByUsername(username: string) {
    return this.db
      .selectFrom('operators')
      .selectAll()
      .where(sql<string>`lower(username)`, '=', username.toLowerCase())
      .executeTakeFirst();
  }

  recordFailure(id: number, now: Date, lockAfter: number, lockMs: number) {
    return this.db
      .updateTable('operators')
      .set((eb) => ({
        failed_login_count: eb('failed_login_count', '+', 1),
        locked_until: sql<Date | null>`CASE WHEN failed_login_count + 1 >= ${lockAfter} THEN ${new Date(now.getTime() + lockMs)}::timestamptz ELSE locked_until END`,
      }))
      .where('id', '=', id)
      .returning(['failed_login_count', 'locked_until'])
      .executeTakeFirst();
  }

  recordSuccess(id: number, now: Date) {
    return this.db.updateTable('operators').set({ failed_login_count: 0, locked_until: null, last_login_at: now }).where('id', '=', id).execute();
  }

  insertSession(row: { operator_id: number; token_hash: Buffer; created_at: Date; expires_at: Date; ip: string | null }) {
    return this.db.insertInto('operator_sessions').values(row).returning(['id', 'expires_at']).executeTakeFirstOrThrow();
  }

  findLiveSession(tokenHash: Buffer, now: Date) {
    return this.db
      .selectFrom('operator_sessions as s')
      .innerJoin('operators as o', 'o.id', 's.operator_id')
      .select(['s.id as sessionId', 's.last_seen_at as lastSeenAt', 'o.id as operatorId', 'o.username', 'o.role', 'o.status'])
      .where('s.token_hash', '=', tokenHash)
      .where('s.revoked_at', 'is', null)
      .where('s.expires_at', '>', now)
      .executeTakeFirst();
  }

  touchSession(sessionId: string, now: Date) {
    return this.db.updateTable('operator_sessions').set({ last_seen_at: now }).where('id', '=', sessionId).execute();
  }

  revokeAllSessions(db: Kysely<DB>, operatorId: number, now: Date) {
    return db.updateTable('operator_sessions').set({ revoked_at: now }).where('operator_id', '=', operatorId).where('revoked_at', 'is', null).execute();
  }

  findById(id: number, db: Kysely<DB> = this.db) {
    return db.selectFrom('operators').selectAll().where('id', '=', id).executeTakeFirst();
  }

  /** The operator row locked for this transaction (role and status changes). */
  lockById(db: Kysely<DB>, id: number) {
    return db.selectFrom('operators').selectAll().where('id', '=', id).forUpdate().executeTakeFirst();
  }

  updateOperator(
    db: Kysely<DB>,
    id: number,
    set: Partial<{ role: OperatorRole; status: 'ACTIVE' | 'DISABLED'; totp_secret_enc: string | null; totp_pending_enc: string | null; totp_last_step: number | null }>,
  ) {
    return db.updateTable('operators').set(set).where('id', '=', id).execute();
  }

  /** Sets the last accepted TOTP step only when it moves forward: a code works once even under concurrent logins. */
  async advanceTotpStep(id: number, step: number): Promise<boolean> {
    const r = await this.db
      .updateTable('operators')
      .set({ totp_last_step: step })
      .where('id', '=', id)
      .where((eb) => eb.or([eb('totp_last_step', 'is', null), eb('totp_last_step', '<', step)]))
      .executeTakeFirst();
    return Number(r.numUpdatedRows) === 1;
  }

  listOperators() {
    return this.db
      .selectFrom('operators')
      .select(['id', 'username', 'role', 'status', 'last_login_at', 'created_at'])
      .select(sql<boolean>`totp_secret_enc IS NOT NULL`.as('totp_enabled'))
      .orderBy('id')
      .execute();
  }

  revokeSession(sessionId: string, now: Date) {
    return this.db.updateTable('operator_sessions').set({ revoked_at: now }).where('id', '=', sessionId).where('revoked_at', 'is', null).execute();
  }

  insertAudit(db: Kysely<DB>, entry: AuditInsert) {
    return db
      .insertInto('operator_audit')
      .values({
        operator_id: entry.operatorId,
        action: entry.action,
        target_type: entry.targetType ?? null,
        target_id: entry.targetId ?? null,
        before: json(entry.before),
        after: json(entry.after),
        ip: entry.ip?.slice(0, 64) ?? null,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
  }

  async listAudit(filter: AuditFilter & { limit: number; offset: number }) {
    const q = this.auditQuery(filter);
    const [rows, count] = await Promise.all([
      q
        .select(['a.id', 'a.operator_id', 'o.username', 'a.action', 'a.target_type', 'a.target_id', 'a.before', 'a.after', 'a.ip', 'a.created_at'])
        .orderBy('a.id', 'desc')
        .limit(filter.limit)
        .offset(filter.offset)
        .execute(),
      q.select((eb) => eb.fn.countAll<string>().as('n')).executeTakeFirstOrThrow(),
    ]);
    return { rows, total: Number(count.n) };
  }

  private auditQuery(filter: AuditFilter) {
    let q = this.db.selectFrom('operator_audit as a').leftJoin('operators as o', 'o.id', 'a.operator_id');
    if (filter.action) q = q.where('a.action', '=', filter.action);
    if (filter.operatorId) q = q.where('a.operator_id', '=', filter.operatorId);
    if (filter.targetType) q = q.where('a.target_type', '=', filter.targetType);
    if (filter.targetId) q = q.where('a.target_id', '=', filter.targetId);
    if (filter.from) q = q.where('a.created_at', '>=', filter.from);
    if (filter.to) q = q.where('a.created_at', '<', filter.to);
    return q;
  }

  /** Audit rows for an export, newest first, at most `limit`. */
  exportAudit(filter: AuditFilter, limit: number) {
    return this.auditQuery(filter)
      .select(['a.id', 'a.operator_id', 'o.username', 'a.action', 'a.target_type', 'a.target_id', 'a.before', 'a.after', 'a.ip', 'a.created_at'])
      .orderBy('a.id', 'desc')
      .limit(limit)
      .execute();
  }
}

export interface AuditFilter {
  action?: string;
  operatorId?: number;
  targetType?: string;
  targetId?: string;
  from?: Date;
  to?: Date;
}
