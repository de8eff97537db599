import { sql, type Expression, type ExpressionBuilder, type Kysely, type SqlBool } from 'kysely';
import type { DB } from '../../db/schema.ts';

/** Who reads, as far as message audiences care (from the accounts service). */
export interface Reader {
  memberId: number;
  role: 'member' | 'agent' | 'trial';
  vipLevel: number;
  /**
   * The member's latest time-out or self-exclusion (protection): broadcasts (segment or everyone)
   * created inside it are marketing the member must not get, hidden now and after it ends.
   */
  paused?: { since: Date; until: Date | null } | null;
}

type MessageEb = ExpressionBuilder<DB & { s: DB['message_states'] }, 'messages' | 's'>;

/**
 * The messages a reader may see: their own (account service, always delivered), and the broadcasts of
 * their segment (trial accounts: everyone's only) except those sent during their exclusion.
 */
function visibleTo(eb: MessageEb, r: Reader): Expression<SqlBool> {
  const broadcast = [eb('messages.audience', '=', 'ALL')];
  if (r.role === 'member') broadcast.push(eb('messages.audience', '=', 'MEMBERS'));
  if (r.role === 'agent') broadcast.push(eb('messages.audience', '=', 'AGENTS'));
  if (r.role !== 'trial') broadcast.push(eb.and([eb('messages.audience', '=', 'VIP'), eb('messages.vip_min_level', '<=', r.vipLevel)]));
  const segment = [eb('messages.member_id', 'is', null), eb.or(broadcast)];
  if (r.paused) {
    const inside = [eb('messages.created_at', '>=', r.paused.since)];
    if (r.paused.until) inside.push(eb('messages.created_at', '<', r.paused.until));
    segment.push(eb.not(eb.and(inside)));
  }
  return eb.and([eb.or([eb('messages.member_id', '=', r.memberId), eb.and(segment)]), eb('s.deleted_at', 'is', null)]);
}

/** Messages, per-member state and feedback (031_messages.sql). */
export class MessagesRepository {
  constructor(readonly db: Kysely<DB>) {}

  private visible(r: Reader) {
    return this.db
      .selectFrom('messages')
      .leftJoin('message_states as s', (join) => join.onRef('s.message_id', '=', 'messages.id').on('s.member_id', '=', r.memberId))
      .where((eb) => visibleTo(eb, r));
  }

  /** language: the text to read (canonical code, message_texts); null or missing → the default text. */
  async page(r: Reader, status: 'all' | 'read' | 'unread', limit: number, offset: number, language: string | null = null) {
    let q = this.visible(r);
    if (status === 'read') q = q.where('s.read_at', 'is not', null);
    if (status === 'unread') q = q.where('s.read_at', 'is', null);
    const [rows, count] = await Promise.all([
      q
        .leftJoin('message_texts as t', (join) => join.onRef('t.message_id', '=', 'messages.id').on('t.language', '=', language ?? ''))
        .select((eb) => [
          'messages.id',
          eb.fn.coalesce('t.title', 'messages.title').as('title'),
          eb.fn.coalesce('t.content', 'messages.content').as('content'),
          'messages.created_at',
          's.read_at',
        ])
        .orderBy('messages.id', 'desc')
        .limit(limit)
        .offset(offset)
        .execute(),
      q.select((eb) => eb.fn.countAll<string>().as('n')).executeTakeFirstOrThrow(),
    ]);
    return { rows, total: Number(count.n) };
  }

  async unreadCount(r: Reader): Promise<number> {
    const row = await this.visible(r)
      .where('s.read_at', 'is', null)
      .select((eb) => eb.fn.countAll<string>().as('n'))
      .executeTakeFirstOrThrow();
    return Number(row.n);
  }

  async isVisible(r: Reader, id: number): Promise<boolean> {
    return Boolean(await this.visible(r).where('messages.id', '=', id).select('messages.id').executeTakeFirst());
  }

  /** Marks read (idempotent; the first read time is kept). */
  async markRead(memberId: number, id: number) {
    await this.db
      .insertInto('message_states')
      .values({ member_id: memberId, message_id: id, read_at: sql<Date>`now()`, deleted_at: null })
      .onConflict((oc) => oc.columns(['member_id', 'message_id']).doUpdateSet({ read_at: sql<Date>`coalesce(message_states.read_at, now())` }))
      .execute();
  }

  /** Marks every visible unread message read; returns how many. */
  async markAllRead(r: Reader): Promise<number> {
    const ids = await this.visible(r).where('s.read_at', 'is', null).select('messages.id').execute();
    if (ids.length === 0) return 0;
    await this.db
      .insertInto('message_states')
      .values(ids.map(({ id }) => ({ member_id: r.memberId, message_id: id, read_at: sql<Date>`now()`, deleted_at: null })))
      .onConflict((oc) => oc.columns(['member_id', 'message_id']).doUpdateSet({ read_at: sql<Date>`coalesce(message_states.read_at, now())` }))
      .execute();
    return ids.length;
  }

  async markDeleted(memberId: number, id: number) {
    await this.db
      .insertInto('message_states')
      .values({ member_id: memberId, message_id: id, read_at: sql<Date>`now()`, deleted_at: sql<Date>`now()` })
      .onConflict((oc) => oc.columns(['member_id', 'message_id']).doUpdateSet({ deleted_at: sql<Date>`now()`, read_at: sql<Date>`coalesce(message_states.read_at, now())` }))
      .execute();
  }

  /** The message and its per-language texts in one transaction: all or nothing. */
  insert(
    m: { audience: DB['messages']['audience']; member_id: number | null; vip_min_level: number | null; title: string; content: string; created_by: number | null },
    texts: { language: string; title: string; content: string }[] = [],
  ) {
    return this.db.transaction().execute(async (trx) => {
      const row = await trx.insertInto('messages').values(m).returning(['id', 'audience', 'member_id']).executeTakeFirstOrThrow();
      if (texts.length > 0) await trx.insertInto('message_texts').values(texts.map((t) => ({ message_id: row.id, ...t }))).execute();
      return row;
    });
  }

  // ---------------------------------------------------------------- feedback

  insertFeedback(f: { type: number; content: string; sender: string; member_id: number | null; ip: string | null }) {
    return this.db.insertInto('feedback').values(f).returning('id').executeTakeFirstOrThrow();
  }

  async feedbackPage(status: 'NEW' | 'REVIEWED' | undefined, limit: number, offset: number) {
    let q = this.db.selectFrom('feedback');
    if (status) q = q.where('status', '=', status);
    const [rows, count] = await Promise.all([
      q.selectAll().orderBy('id', 'desc').limit(limit).offset(offset).execute(),
      q.select((eb) => eb.fn.countAll<string>().as('n')).executeTakeFirstOrThrow(),
    ]);
    return { rows, total: Number(count.n) };
  }

  reviewFeedback(id: number, operatorId: number, note: string | null) {
    return this.db
      .updateTable('feedback')
      .set({ status: 'REVIEWED', reviewed_by: operatorId, reviewed_at: sql<Date>`now()`, note })
      .where('id', '=', id)
      .returningAll()
      .executeTakeFirst();
  }
}
