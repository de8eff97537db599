import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema.ts';

export class SessionRepository {
  constructor(private readonly db: Kysely<DB>) {}

  insert(row: { member_id: number; token_hash: Buffer; created_at: Date; last_seen_at: Date; expires_at: Date; ip: string | null; user_agent: string | null }, db: Kysely<DB> = this.db) {
    return db.insertInto('sessions').values(row).returning(['id', 'expires_at']).executeTakeFirstOrThrow();
  }

  /** A live session (not revoked, not expired) of an active account. */
  findLive(tokenHash: Buffer, now: Date) {
    return this.db
      .selectFrom('sessions as s')
      .innerJoin('members as m', 'm.id', 's.member_id')
      .select(['s.id as sessionId', 's.member_id as memberId', 's.last_seen_at as lastSeenAt', 's.expires_at as expiresAt', 'm.type as type', 'm.status as status'])
      .where('s.token_hash', '=', tokenHash)
      .where('s.revoked_at', 'is', null)
      .where('s.expires_at', '>', now)
      .executeTakeFirst();
  }

  touch(sessionId: string, now: Date) {
    return this.db.updateTable('sessions').set({ last_seen_at: now }).where('id', '=', sessionId).execute();
  }

  revoke(sessionId: string, now: Date) {
    return this.db.updateTable('sessions').set({ revoked_at: now }).where('id', '=', sessionId).where('revoked_at', 'is', null).executeTakeFirst();
  }

  revokeAllOf(memberId: number, now: Date, exceptSessionId?: string) {
    let q = this.db.updateTable('sessions').set({ revoked_at: now }).where('member_id', '=', memberId).where('revoked_at', 'is', null);
    if (exceptSessionId) q = q.where('id', '!=', exceptSessionId);
    return q.executeTakeFirst();
  }

  /** A member's latest sessions (logins), newest first: the console's member page. */
  recentOf(memberId: number, limit: number) {
    return this.db
      .selectFrom('sessions')
      .select(['created_at', 'ip', 'user_agent', 'expires_at', 'revoked_at'])
      .where('member_id', '=', memberId)
      .orderBy('created_at', 'desc')
      .limit(limit)
      .execute();
  }
}
