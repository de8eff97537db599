import type { AdjustmentStatus } from '@app/contracts';
import type { Kysely, Selectable } from 'kysely';
import type { DB } from '../../db/schema.ts';
import type { ConsoleTables } from './tables.ts';

export type AdjustmentRow = Selectable<ConsoleTables['operator_adjustments']>;

/** All SQL of the console module: its own table of manual adjustments (migrations/071). */
export class ConsoleRepository {
  constructor(readonly db: Kysely<DB>) {}

  /** Inserts unless the key exists; undefined when it did (the caller reads the existing row). */
  insertAdjustment(
    db: Kysely<DB>,
    row: { idempotency_key: string; member_id: number; amount: bigint; currency: string; reason: string; status: AdjustmentStatus; needs_approval: boolean; requested_by: number },
  ) {
    return db
      .insertInto('operator_adjustments')
      .values({ ...row, amount: row.amount.toString() })
      .onConflict((oc) => oc.column('idempotency_key').doNothing())
      .returningAll()
      .executeTakeFirst();
  }

  byKey(db: Kysely<DB>, key: string) {
    return db.selectFrom('operator_adjustments').selectAll().where('idempotency_key', '=', key).executeTakeFirst();
  }

  byId(db: Kysely<DB>, id: string, lock = false) {
    const q = db.selectFrom('operator_adjustments').selectAll().where('id', '=', id);
    return (lock ? q.forUpdate() : q).executeTakeFirst();
  }

  decide(db: Kysely<DB>, id: string, set: { status: AdjustmentStatus; decided_by: number | null; decision_reason?: string | null; transfer_id?: string | null; decided_at: Date }) {
    return db.updateTable('operator_adjustments').set(set).where('id', '=', id).returningAll().executeTakeFirstOrThrow();
  }

  setTransfer(db: Kysely<DB>, id: string, transferId: string) {
    return db.updateTable('operator_adjustments').set({ transfer_id: transferId, status: 'APPLIED' }).where('id', '=', id).returningAll().executeTakeFirstOrThrow();
  }

  async list(filter: { status?: AdjustmentStatus; memberId?: number; limit: number; offset: number }) {
    let q = this.db.selectFrom('operator_adjustments');
    if (filter.status) q = q.where('status', '=', filter.status);
    if (filter.memberId) q = q.where('member_id', '=', filter.memberId);
    const [rows, count] = await Promise.all([
      q.selectAll().orderBy('created_at', 'desc').orderBy('id').limit(filter.limit).offset(filter.offset).execute(),
      q.select((eb) => eb.fn.countAll<string>().as('n')).executeTakeFirstOrThrow(),
    ]);
    return { rows, total: Number(count.n) };
  }

  async pendingCount() {
    const r = await this.db.selectFrom('operator_adjustments').select((eb) => eb.fn.countAll<string>().as('n')).where('status', '=', 'PENDING').executeTakeFirstOrThrow();
    return Number(r.n);
  }
}
