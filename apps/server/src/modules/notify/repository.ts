import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema.ts';
import type { NotifyTables } from './tables.ts';

type OutboxRow = Omit<NotifyTables['notify_outbox'], 'id' | 'created_at' | 'subject'> & { subject: string };

/** All SQL of the notify module. */
export class NotifyRepository {
  constructor(private readonly db: Kysely<DB>) {}

  insert(row: OutboxRow) {
    return this.db.insertInto('notify_outbox').values(row).returning(['id', 'created_at']).executeTakeFirstOrThrow();
  }

  /** Newest first; `recipient` narrows to one phone number or address. */
  list(filter: { recipient?: string; limit: number }) {
    let q = this.db
      .selectFrom('notify_outbox')
      .select(['id', 'channel', 'recipient', 'subject', 'body', 'purpose', 'provider', 'status', 'created_at'])
      .orderBy('id', 'desc')
      .limit(filter.limit);
    if (filter.recipient) q = q.where('recipient', '=', filter.recipient);
    return q.execute();
  }
}
