import { sql, type Insertable, type Kysely, type Selectable } from 'kysely';
import type { DB } from '../../db/schema.ts';
import type { ContractsTables, StoredTier } from './tables.ts';

export type ContractRow = Omit<Selectable<ContractsTables['agent_contracts']>, 'tiers'> & { tiers: StoredTier[] };
export type SettlementRow = Selectable<ContractsTables['agent_contract_settlements']>;
export type NewSettlement = Insertable<ContractsTables['agent_contract_settlements']>;
export type NewContract = Omit<Insertable<ContractsTables['agent_contracts']>, 'tiers'> & { tiers: StoredTier[] };
type Kind = ContractsTables['agent_contracts']['kind'];
type ContractStatus = ContractRow['status'];

function parseContract(row: Selectable<ContractsTables['agent_contracts']>): ContractRow {
  const tiers = typeof row.tiers === 'string' ? (JSON.parse(row.tiers) as StoredTier[]) : row.tiers;
  return { ...row, tiers };
}

export interface SettlementFilter {
  agentId?: number;
  kind?: string;
  status?: string;
  from?: Date;
  to?: Date;
  /** Leave out periods that paid nothing (income lists). */
  excludeNil?: boolean;
}

/** All SQL of the contracts module. */
export class ContractsRepository {
  constructor(readonly db: Kysely<DB>) {}

  // ---------------------------------------------------------------- contracts

  async insert(values: NewContract, db: Kysely<DB> = this.db): Promise<ContractRow> {
    const row = await db
      .insertInto('agent_contracts')
      .values({ ...values, tiers: JSON.stringify(values.tiers) })
      .returningAll()
      .executeTakeFirstOrThrow();
    return parseContract(row);
  }

  async byId(id: bigint, db: Kysely<DB> = this.db, lock = false): Promise<ContractRow | undefined> {
    let q = db.selectFrom('agent_contracts').selectAll().where('id', '=', id);
    if (lock) q = q.forUpdate();
    const row = await q.executeTakeFirst();
    return row && parseContract(row);
  }

  async activeOf(agentId: number, kind: Kind, db: Kysely<DB> = this.db): Promise<ContractRow | undefined> {
    const row = await db.selectFrom('agent_contracts').selectAll().where('agent_id', '=', agentId).where('kind', '=', kind).where('status', '=', 'ACTIVE').executeTakeFirst();
    return row && parseContract(row);
  }

  async pendingOf(agentId: number, kind: Kind, db: Kysely<DB> = this.db): Promise<ContractRow | undefined> {
    const row = await db.selectFrom('agent_contracts').selectAll().where('agent_id', '=', agentId).where('kind', '=', kind).where('status', '=', 'PENDING').executeTakeFirst();
    return row && parseContract(row);
  }

  /** The caller's active and pending contracts (consolidated info). */
  async currentOf(agentId: number): Promise<ContractRow[]> {
    const rows = await this.db
      .selectFrom('agent_contracts')
      .selectAll()
      .where('agent_id', '=', agentId)
      .where('status', 'in', ['ACTIVE', 'PENDING'])
      .orderBy('created_at', 'desc')
      .execute();
    return rows.map(parseContract);
  }

  /** Contracts the agent offered of a kind that are still pending or active (the SPEC §4 cascade). */
  async offeredBy(uplineId: number, kind: Kind, db: Kysely<DB> = this.db): Promise<ContractRow[]> {
    const rows = await db
      .selectFrom('agent_contracts')
      .selectAll()
      .where('upline_id', '=', uplineId)
      .where('kind', '=', kind)
      .where('status', 'in', ['ACTIVE', 'PENDING'])
      .execute();
    return rows.map(parseContract);
  }

  async list(callerId: number, f: { direction: 'received' | 'offered' | 'all'; kind?: Kind; status?: ContractStatus }, limit: number, offset: number) {
    let q = this.db.selectFrom('agent_contracts');
    if (f.direction === 'received') q = q.where('agent_id', '=', callerId);
    else if (f.direction === 'offered') q = q.where('upline_id', '=', callerId);
    else q = q.where((eb) => eb.or([eb('agent_id', '=', callerId), eb('upline_id', '=', callerId)]));
    if (f.kind) q = q.where('kind', '=', f.kind);
    if (f.status) q = q.where('status', '=', f.status);
    const [rows, count] = await Promise.all([
      q.selectAll().orderBy('created_at', 'desc').orderBy('id', 'desc').limit(limit).offset(offset).execute(),
      q.select((eb) => eb.fn.countAll<string>().as('n')).executeTakeFirstOrThrow(),
    ]);
    return { rows: rows.map(parseContract), total: Number(count.n) };
  }

  /** The operator's list: every contract, newest first, with the filters of OperatorContractListQuery. */
  async operatorList(f: { kind?: Kind; status?: ContractStatus; held?: boolean; agentId?: number; uplineId?: number }, limit: number, offset: number) {
    let q = this.db.selectFrom('agent_contracts');
    if (f.kind) q = q.where('kind', '=', f.kind);
    if (f.status) q = q.where('status', '=', f.status);
    if (f.held !== undefined) q = q.where('held', '=', f.held);
    if (f.agentId !== undefined) q = q.where('agent_id', '=', f.agentId);
    if (f.uplineId === 0) q = q.where('upline_id', 'is', null);
    else if (f.uplineId !== undefined) q = q.where('upline_id', '=', f.uplineId);
    const [rows, count] = await Promise.all([
      q.selectAll().orderBy('created_at', 'desc').orderBy('id', 'desc').limit(limit).offset(offset).execute(),
      q.select((eb) => eb.fn.countAll<string>().as('n')).executeTakeFirstOrThrow(),
    ]);
    return { rows: rows.map(parseContract), total: Number(count.n) };
  }

  async update(id: bigint, values: Partial<Omit<NewContract, 'tiers'>>, db: Kysely<DB> = this.db): Promise<ContractRow> {
    const row = await db.updateTable('agent_contracts').set(values).where('id', '=', id).returningAll().executeTakeFirstOrThrow();
    return parseContract(row);
  }

  /** Ends contracts (status TERMINATED) that are still ACTIVE or PENDING. */
  async endMany(ids: bigint[], reason: string, note: string | null, at: Date, db: Kysely<DB>) {
    if (ids.length === 0) return;
    await db
      .updateTable('agent_contracts')
      .set({ status: 'TERMINATED', ended_at: at, end_reason: reason, end_note: note })
      .where('id', 'in', ids)
      .where('status', 'in', ['ACTIVE', 'PENDING'])
      .execute();
  }

  /** Contracts of a kind that may still have periods to settle: active, or ended within `since`. */
  async settleable(kind: Kind, endedSince: Date): Promise<ContractRow[]> {
    const rows = await this.db
      .selectFrom('agent_contracts')
      .selectAll()
      .where('kind', '=', kind)
      .where('accepted_at', 'is not', null)
      .where((eb) => eb.or([eb('status', '=', 'ACTIVE'), eb.and([eb('status', '=', 'TERMINATED'), eb('ended_at', '>', endedSince)])]))
      .orderBy('id')
      .execute();
    return rows.map(parseContract);
  }

  // -------------------------------------------------------------- settlements

  /** The end of the last settled period of each contract. */
  async lastPeriodEnds(contractIds: bigint[]): Promise<Map<string, Date>> {
    const out = new Map<string, Date>();
    if (contractIds.length === 0) return out;
    const rows = await this.db
      .selectFrom('agent_contract_settlements')
      .select(['contract_id', (eb) => eb.fn.max('period_end').as('last')])
      .where('contract_id', 'in', contractIds)
      .groupBy('contract_id')
      .execute();
    for (const r of rows) out.set(String(r.contract_id), new Date(r.last as unknown as Date));
    return out;
  }

  /** The settlement of each contract whose period ended exactly at `periodStart` (the previous one). */
  async previousRows(contractIds: bigint[], periodStart: Date): Promise<Map<string, SettlementRow>> {
    const out = new Map<string, SettlementRow>();
    if (contractIds.length === 0) return out;
    const rows = await this.db.selectFrom('agent_contract_settlements').selectAll().where('contract_id', 'in', contractIds).where('period_end', '=', periodStart).execute();
    for (const r of rows) out.set(String(r.contract_id), r);
    return out;
  }

  /** Every settlement of a kind for one period (inside the settling transaction). */
  rowsForPeriod(db: Kysely<DB>, kind: string, start: Date, end: Date): Promise<SettlementRow[]> {
    return db.selectFrom('agent_contract_settlements').selectAll().where('kind', '=', kind).where('period_start', '=', start).where('period_end', '=', end).execute();
  }

  /** Claims (contract, period) rows; rows another run inserted first are left alone. */
  async insertSettlements(db: Kysely<DB>, rows: NewSettlement[]): Promise<number> {
    let count = 0;
    // 1,000 rows a statement: a bind message holds at most 65,535 parameters.
    for (let i = 0; i < rows.length; i += 1000) {
      const inserted = await db
        .insertInto('agent_contract_settlements')
        .values(rows.slice(i, i + 1000))
        .onConflict((oc) => oc.columns(['contract_id', 'period_start']).doNothing())
        .returning('id')
        .execute();
      count += inserted.length;
    }
    return count;
  }

  /** Serialises the settling of one kind across runs and instances (transaction-scoped). */
  async lockKind(db: Kysely<DB>, kind: string) {
    await sql`SELECT pg_advisory_xact_lock(hashtext(${`agent-contracts:${kind}`}))`.execute(db);
  }

  unpaidIds(kind: string | undefined, limit: number, contractId?: bigint, afterId = 0n): Promise<{ id: bigint }[]> {
    let q = this.db.selectFrom('agent_contract_settlements').select('id').where('status', '=', 'PENDING').where('id', '>', afterId);
    if (kind) q = q.where('kind', '=', kind);
    if (contractId !== undefined) q = q.where('contract_id', '=', contractId);
    return q.orderBy('id').limit(limit).execute();
  }

  /** Who the settlements pay, in which currency (read without locks). */
  payees(ids: bigint[]): Promise<{ agent_id: number; currency: string }[]> {
    if (ids.length === 0) return Promise.resolve([]);
    return this.db.selectFrom('agent_contract_settlements').select(['agent_id', 'currency']).where('id', 'in', ids).where('status', '=', 'PENDING').execute();
  }

  /** The rows, locked in id order (two payers lock in the same order, so they never deadlock). */
  settlementsForUpdate(db: Kysely<DB>, ids: bigint[]): Promise<SettlementRow[]> {
    if (ids.length === 0) return Promise.resolve([]);
    return db.selectFrom('agent_contract_settlements').selectAll().where('id', 'in', ids).orderBy('id').forUpdate().execute();
  }

  /**
   * Pays claimed settlements in ONE statement: `ledger_transfer()` (the wallet module's SQL function,
   * fed with transfers prepared by `app.wallet.prepare`) once per row in the given order, and each row
   * marked PAID with its transfer id. Any failure (a reused key, a missing account) fails the whole
   * statement and writes nothing; the caller then pays the rows one by one.
   */
  async payMany(
    db: Kysely<DB>,
    items: { settlementId: bigint; transfer: { idempotency_key: string; debit_account_id: bigint; credit_account_id: bigint; amount: bigint; currency: string; kind: string; request_hash: Uint8Array; metadata: string } }[],
    at: Date,
  ): Promise<{ id: bigint; transfer_id: string; created_at: Date; debit_balance_after: bigint; credit_balance_after: bigint }[]> {
    if (items.length === 0) return [];
    const col = <T>(f: (i: (typeof items)[number]) => T) => items.map(f);
    const result = await sql<{ id: bigint; transfer_id: string; created_at: Date; debit_balance_after: bigint; credit_balance_after: bigint }>`
      WITH input AS MATERIALIZED (
        SELECT * FROM unnest(${col((i) => i.settlementId.toString())}::bigint[], ${col((i) => i.transfer.idempotency_key)}::text[],
                             ${col((i) => i.transfer.debit_account_id.toString())}::bigint[], ${col((i) => i.transfer.credit_account_id.toString())}::bigint[],
                             ${col((i) => i.transfer.amount.toString())}::bigint[], ${col((i) => i.transfer.currency)}::text[], ${col((i) => i.transfer.kind)}::text[],
                             ${col((i) => Buffer.from(i.transfer.request_hash).toString('hex'))}::text[], ${col((i) => i.transfer.metadata)}::jsonb[])
          WITH ORDINALITY AS i(sid, key, debit, credit, amount, currency, kind, hash, metadata, ord)
      ), moved AS MATERIALIZED (
        SELECT i.sid, t.* FROM input i
          CROSS JOIN LATERAL ledger_transfer(i.key, i.debit, i.credit, i.amount, i.currency, i.kind, decode(i.hash, 'hex'), i.metadata) t
         ORDER BY i.ord
      )
      UPDATE agent_contract_settlements s
         SET status = 'PAID', transfer_id = moved.transfer_id::text, paid_at = ${at}
        FROM moved
       WHERE s.id = moved.sid AND s.status = 'PENDING'
      RETURNING s.id, moved.transfer_id::text AS transfer_id, moved.created_at, moved.debit_balance_after, moved.credit_balance_after`.execute(db);
    return result.rows;
  }

  settlement(id: bigint): Promise<SettlementRow | undefined> {
    return this.db.selectFrom('agent_contract_settlements').selectAll().where('id', '=', id).executeTakeFirst();
  }

  async markPaid(db: Kysely<DB>, id: bigint, transferId: string, at: Date) {
    await db.updateTable('agent_contract_settlements').set({ status: 'PAID', transfer_id: transferId, paid_at: at }).where('id', '=', id).execute();
  }

  /** Moves settlements between PENDING and HELD; returns the ids that moved. */
  async setHeld(filter: { id?: bigint; contractId?: bigint }, held: boolean, note: string | null, db: Kysely<DB> = this.db): Promise<bigint[]> {
    let q = db
      .updateTable('agent_contract_settlements')
      .set({ status: held ? 'HELD' : 'PENDING', held_note: held ? note : null })
      .where('status', '=', held ? 'PENDING' : 'HELD');
    if (filter.id !== undefined) q = q.where('id', '=', filter.id);
    if (filter.contractId !== undefined) q = q.where('contract_id', '=', filter.contractId);
    const rows = await q.returning('id').execute();
    return rows.map((r) => r.id);
  }

  async settlements(f: SettlementFilter, limit: number, offset: number) {
    let q = this.db.selectFrom('agent_contract_settlements as s').innerJoin('agent_contracts as c', 'c.id', 's.contract_id');
    if (f.agentId !== undefined) q = q.where('s.agent_id', '=', f.agentId);
    if (f.kind) q = q.where('s.kind', '=', f.kind);
    if (f.status) q = q.where('s.status', '=', f.status as SettlementRow['status']);
    else if (f.excludeNil) q = q.where('s.status', '<>', 'NIL');
    if (f.from) q = q.where('s.period_start', '>=', f.from);
    if (f.to) q = q.where('s.period_start', '<', f.to);
    const [rows, agg] = await Promise.all([
      q.selectAll('s').select('c.agent_username').orderBy('s.period_start', 'desc').orderBy('s.id', 'desc').limit(limit).offset(offset).execute(),
      q.select((eb) => [eb.fn.countAll<string>().as('n'), eb.fn.coalesce(eb.fn.sum<string>('s.amount'), sql<string>`0`).as('amount')]).executeTakeFirstOrThrow(),
    ]);
    return { rows, total: Number(agg.n), amount: BigInt(agg.amount) };
  }

  /** Paid amount per period label (income chart), oldest first. */
  async amountsByPeriod(agentId: number, f: SettlementFilter) {
    let q = this.db.selectFrom('agent_contract_settlements').where('agent_id', '=', agentId).where('status', 'in', ['PAID', 'PENDING', 'HELD']);
    if (f.kind) q = q.where('kind', '=', f.kind);
    if (f.from) q = q.where('period_start', '>=', f.from);
    if (f.to) q = q.where('period_start', '<', f.to);
    return q
      .select((eb) => [sql<string>`to_char(period_start, 'YYYY-MM-DD')`.as('day'), eb.fn.sum<string>('amount').as('amount')])
      .groupBy(sql`to_char(period_start, 'YYYY-MM-DD')`)
      .orderBy(sql`to_char(period_start, 'YYYY-MM-DD')`)
      .execute();
  }
}
