import { sql, type Kysely } from 'kysely';
import type { DB } from '../../db/schema.ts';
import type { VendorApiTables } from './tables.ts';

export type ProviderTransactionRow = Omit<VendorApiTables['provider_transactions'], 'id' | 'created_at' | 'updated_at' | 'response' | 'request_hash'> & {
  id: bigint;
  created_at: Date;
  request_hash: Uint8Array;
  response: Record<string, unknown> | null;
};

/** A provider_transactions row to insert: the table's columns, with `response` as the object (stored as JSON). */
export type NewProviderTransaction = Omit<VendorApiTables['provider_transactions'], 'id' | 'created_at' | 'updated_at' | 'response'> & {
  response: Record<string, unknown> | null;
};

/** What one wallet call needs to know before it moves money, read in one round trip. */
export interface CallContext {
  token?: { member_id: number; game_code: string; currency: string; expires_at: Date };
  member?: { id: number; status: string; currency: string };
  existing?: ProviderTransactionRow;
}

const TX_COLUMNS = [
  'id',
  'provider',
  'uuid',
  'kind',
  'member_id',
  'round',
  'game_code',
  'currency',
  'amount',
  'amount_minor',
  'reference',
  'status',
  'request_hash',
  'transfer_key',
  'response',
  'created_at',
] as const;

/** Arguments of `provider_wallet_move()` (migrations/019): one ordinary bet or win in one statement. */
export interface FastMove {
  provider: string;
  uuid: string;
  kind: 'BET' | 'WIN';
  memberId: number;
  tokenHash: Buffer;
  now: Date;
  round: string | null;
  gameCode: string;
  currency: string;
  amount: bigint;
  amountMinor: bigint;
  reference: string | null;
  requestHash: Buffer;
  /** The betting record's game (undefined: no record is written). */
  record?: { vendor: string; gameName: string | undefined; category: string };
  transfer: { key: string; memberAccount: bigint; counterAccount: bigint; hash: Buffer; metadata: string };
  user: string;
  requestUuid: string;
  unitsPerMinor: bigint;
}

/** `OK` with the ledger transfer's result, or why the call is not ordinary (nothing was written). */
export interface FastMoveResult {
  outcome: 'OK' | 'EXISTS' | 'TOKEN' | 'MEMBER' | 'BET';
  transfer_id: bigint | null;
  transfer_created_at: Date | null;
  debit_balance_after: bigint | null;
  credit_balance_after: bigint | null;
}

/** All SQL of the provider wallet. Methods take the executor so the service composes transactions. */
export class VendorApiRepository {
  constructor(readonly db: Kysely<DB>) {}

  async context(
    db: Kysely<DB>,
    q: { provider: string; tokenHash: Buffer | null; memberId: number | null; uuid: string | null },
  ): Promise<CallContext> {
    const result = await sql<{
      t_member: number | null;
      t_game: string | null;
      t_currency: string | null;
      t_expires: Date | null;
      m_id: number | null;
      m_status: string | null;
      m_currency: string | null;
      x_id: bigint | null;
    }>`
      SELECT t.member_id AS t_member, t.game_code AS t_game, t.currency AS t_currency, t.expires_at AS t_expires,
             m.id AS m_id, m.status AS m_status, m.currency AS m_currency,
             (SELECT x.id FROM provider_transactions x WHERE x.provider = ${q.provider} AND x.uuid = ${q.uuid}) AS x_id
        FROM (SELECT 1) one
        LEFT JOIN provider_tokens t ON t.token_hash = ${q.tokenHash}
        LEFT JOIN members m ON m.id = ${q.memberId}`.execute(db);
    const r = result.rows[0];
    if (!r) return {};
    const context: CallContext = {};
    if (r.t_member !== null) {
      context.token = { member_id: r.t_member, game_code: r.t_game as string, currency: r.t_currency as string, expires_at: new Date(r.t_expires as Date) };
    }
    if (r.m_id !== null) context.member = { id: r.m_id, status: r.m_status as string, currency: r.m_currency as string };
    if (r.x_id !== null && q.uuid !== null) context.existing = await this.findTransaction(db, q.provider, q.uuid);
    return context;
  }

  /** One ordinary bet or win in one statement; throws (having written nothing) when the ledger refuses or a twin raced it. */
  async fastMove(db: Kysely<DB>, m: FastMove): Promise<FastMoveResult> {
    const t = m.transfer;
    const result = await sql<FastMoveResult>`
      SELECT * FROM provider_wallet_move(${m.provider}, ${m.uuid}, ${m.kind}, ${m.memberId}::integer, ${m.tokenHash}, ${m.now}::timestamptz,
        ${m.round}, ${m.gameCode}, ${m.currency}, ${m.amount}::bigint, ${m.amountMinor}::bigint, ${m.reference}, ${m.requestHash},
        ${m.record?.vendor ?? null}, ${m.record?.gameName ?? null}, ${m.record?.category ?? null},
        ${t.key}, ${t.memberAccount}::bigint, ${t.counterAccount}::bigint, ${t.hash}, ${t.metadata}::jsonb,
        ${m.user}, ${m.requestUuid}, ${m.unitsPerMinor}::bigint)`.execute(db);
    const row = result.rows[0];
    if (!row) throw new Error('provider_wallet_move returned no row');
    return row;
  }

  /** Balances of ledger accounts, read without a lock (the batcher's guess of which bets a balance covers). */
  async balances(db: Kysely<DB>, ids: bigint[]): Promise<Map<bigint, bigint>> {
    const result = await sql<{ id: bigint; balance: bigint }>`SELECT id, balance FROM ledger_accounts WHERE id = ANY(${`{${ids.join(',')}}`}::bigint[])`.execute(db);
    return new Map(result.rows.map((r) => [BigInt(r.id), BigInt(r.balance)]));
  }

  /**
   * Several ordinary bets and wins in ONE statement (one round trip, one commit),
   * `provider_wallet_move_batch()` (migrations/097, decision 0090): it first locks every ledger account of
   * the batch in ascending id order — the order `ledger_transfer()` locks its two in, so no batch or
   * transfer waits for another in a cycle — then checks every move as `provider_wallet_move()` would and
   * writes them set-based, in the given order. One row per move, same order. Any failure aborts the
   * statement: nothing is written. Byte strings travel as bytea's hex text (`\x…`) inside the JSON.
   */
  async fastMoveBatch(db: Kysely<DB>, accounts: bigint[], moves: FastMove[]): Promise<FastMoveResult[]> {
    const hex = (b: Buffer) => `\\x${b.toString('hex')}`;
    const items = moves.map((m) => ({
      provider: m.provider,
      uuid: m.uuid,
      kind: m.kind,
      member: m.memberId,
      token_hash: hex(m.tokenHash),
      now: m.now.toISOString(),
      round: m.round,
      game_code: m.gameCode,
      currency: m.currency,
      amount: m.amount.toString(),
      amount_minor: m.amountMinor.toString(),
      reference: m.reference,
      request_hash: hex(m.requestHash),
      vendor: m.record?.vendor ?? null,
      game_name: m.record?.gameName ?? null,
      category: m.record?.category ?? null,
      key: m.transfer.key,
      member_account: m.transfer.memberAccount.toString(),
      counter_account: m.transfer.counterAccount.toString(),
      transfer_hash: hex(m.transfer.hash),
      metadata: m.transfer.metadata,
      usr: m.user,
      request_uuid: m.requestUuid,
      units: m.unitsPerMinor.toString(),
    }));
    const result = await sql<FastMoveResult & { i: number }>`
      SELECT b.i, b.outcome, b.transfer_id, b.transfer_created_at, b.debit_balance_after, b.credit_balance_after
        FROM provider_wallet_move_batch(${`{${accounts.join(',')}}`}::bigint[], ${JSON.stringify(items)}::jsonb) b`.execute(db);
    return result.rows.map(({ i: _i, ...row }) => row);
  }

  member(db: Kysely<DB>, memberId: number) {
    return db.selectFrom('members').select(['id', 'status', 'currency', 'created_at']).where('id', '=', memberId).executeTakeFirst();
  }

  findTransaction(db: Kysely<DB>, provider: string, uuid: string, lock = false): Promise<ProviderTransactionRow | undefined> {
    let query = db.selectFrom('provider_transactions').select(TX_COLUMNS).where('provider', '=', provider).where('uuid', '=', uuid);
    if (lock) query = query.forUpdate();
    return query.executeTakeFirst() as Promise<ProviderTransactionRow | undefined>;
  }

  /** Inserts unless the uuid exists (a concurrent writer waits for the first to commit); false when taken. */
  async insertTransaction(db: Kysely<DB>, row: NewProviderTransaction): Promise<boolean> {
    const inserted = await db
      .insertInto('provider_transactions')
      .values({ ...row, response: row.response === null ? null : JSON.stringify(row.response) })
      .onConflict((oc) => oc.columns(['provider', 'uuid']).doNothing())
      .returning('id')
      .executeTakeFirst();
    return inserted !== undefined;
  }

  /** Minor units won on a bet so far (its wins that stand). */
  async wonOn(db: Kysely<DB>, provider: string, betUuid: string): Promise<bigint> {
    const row = await db
      .selectFrom('provider_transactions')
      .select(sql<string>`coalesce(sum(amount_minor), 0)::text`.as('won'))
      .where('provider', '=', provider)
      .where('reference', '=', betUuid)
      .where('kind', '=', 'WIN')
      .where('status', '=', 'OK')
      .executeTakeFirst();
    return BigInt(row?.won ?? '0');
  }

  async setStatus(db: Kysely<DB>, id: bigint, status: 'OK' | 'ROLLED_BACK') {
    await db.updateTable('provider_transactions').set({ status, updated_at: new Date() }).where('id', '=', id).execute();
  }

  /** `keepExisting`: a token that exists already stays as it is (derived tokens are issued again on every play). */
  async insertToken(
    db: Kysely<DB>,
    row: { token_hash: Buffer; provider: string; member_id: number; game_code: string; currency: string; created_at: Date; expires_at: Date },
    keepExisting = false,
  ) {
    let q = db.insertInto('provider_tokens').values(row);
    if (keepExisting) q = q.onConflict((oc) => oc.column('token_hash').doNothing());
    await q.execute();
  }

  findToken(db: Kysely<DB>, tokenHash: Buffer) {
    return db.selectFrom('provider_tokens').select(['member_id', 'game_code', 'currency', 'expires_at', 'provider']).where('token_hash', '=', tokenHash).executeTakeFirst();
  }
}
