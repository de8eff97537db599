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
      .select(['s.id as sessionId', 'o.id as operatorId', 'o.username', 'o.role', 'o.status'])
      .where('s.token_hash', '=', tokenHash)
      .where('s.revoked_at', 'is', null)
      .where('s.expires_at', '>', now)
      .executeTakeFirst();
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

  async listAudit(filter: { action?: string; operatorId?: number; targetType?: string; targetId?: string; limit: number; offset: number }) {
    let q = this.db.selectFrom('operator_audit as a').leftJoin('operators as o', 'o.id', 'a.operator_id');
    if (filter.action) q = q.where('a.action', '=', filter.action);
    if (filter.operatorId) q = q.where('a.operator_id', '=', filter.operatorId);
    if (filter.targetType) q = q.where('a.target_type', '=', filter.targetType);
    if (filter.targetId) q = q.where('a.target_id', '=', filter.targetId);
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
}
