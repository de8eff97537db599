import { sql, type Kysely, type Selectable } from 'kysely';
import type { DB } from '../../db/schema.ts';
import type { WalletTables } from './tables.ts';

/** Kind of every member-owned wallet account (member-owned kinds start with MEMBER_). */
export const MEMBER_WALLET = 'MEMBER_WALLET';

export interface AccountRow {
  id: bigint;
  kind: string;
  member_id: number | null;
  currency: string;
  balance: bigint;
}

type TransferColumns = WalletTables['ledger_transfers'];

/** A transfer row as read back; `request_hash` is typed as the Uint8Array PGlite returns (node-postgres gives a Buffer), so compare through `Buffer.from`. */
export type TransferRow = Omit<Selectable<TransferColumns>, 'request_hash'> & { request_hash: Uint8Array };

/** What `ledger_transfer()` takes; the function fills in the id, both balances after and the time. */
export type NewTransfer = Pick<TransferColumns, 'idempotency_key' | 'debit_account_id' | 'credit_account_id' | 'amount' | 'currency' | 'kind' | 'request_hash'> & {
  /** JSON text. */
  metadata: string;
};

export interface HistoryFilter {
  accountIds: bigint[];
  from: Date;
  to: Date;
  kind?: string;
  limit: number;
  offset: number;
}

/** A (member, UTC hour) bucket of the reporting rollups. */
export interface HourKey {
  memberId: number;
  hour: Date;
}

/** Ledger kinds the reporting rollups count (deposits, withdrawals net of released holds, bonuses). */
export const REPORTED_KINDS = ['DEPOSIT', 'WITHDRAWAL_HOLD', 'WITHDRAWAL_RELEASE', 'BONUS'] as const;

export interface HourlyWalletFigures {
  member_id: number;
  hour: Date;
  deposits: string;
  withdrawals: string;
  bonuses: string;
}

export interface TeamMovementFilter {
  memberIds: number[];
  from: Date;
  to: Date;
  kinds: string[];
  limit: number;
  offset: number;
}

/** All SQL of the ledger. Every method takes the executor to run on, so callers can compose transactions. */
export class WalletRepository {
  constructor(readonly db: Kysely<DB>) {}

  memberWallets(db: Kysely<DB>, memberId: number) {
    return db
      .selectFrom('ledger_accounts')
      .select(['id', 'kind', 'member_id', 'currency', 'balance'])
      .where('kind', '=', MEMBER_WALLET)
      .where('member_id', '=', memberId)
      .orderBy('id')
      .execute();
  }

  /** Creates the account when missing (concurrent callers are fine) and returns it. */
  /** The account row; `created` says whether this call inserted it (an insert may still roll back with the caller's transaction). */
  async ensureAccount(db: Kysely<DB>, kind: string, memberId: number | null, currency: string, shard = 0): Promise<AccountRow & { created: boolean }> {
    // ON CONFLICT without a target covers both partial unique indexes (member and system accounts).
    const inserted = await sql<{ id: bigint }>`INSERT INTO ledger_accounts (kind, member_id, currency, shard) VALUES (${kind}, ${memberId}, ${currency}, ${shard}) ON CONFLICT DO NOTHING RETURNING id`.execute(db);
    let q = db
      .selectFrom('ledger_accounts')
      .select(['id', 'kind', 'member_id', 'currency', 'balance'])
      .where('kind', '=', kind)
      .where('currency', '=', currency)
      .where('shard', '=', shard);
    q = memberId === null ? q.where('member_id', 'is', null) : q.where('member_id', '=', memberId);
    return { ...(await q.executeTakeFirstOrThrow()), created: inserted.rows.length > 0 };
  }

  /**
   * One transfer in one statement (migrations/007 `ledger_transfer`): both balances and the row,
   * locks taken in id order. Throws 23514 (a CHECK: not enough money) or 23505 (key taken).
   */
  async transfer(db: Kysely<DB>, t: NewTransfer) {
    const result = await sql<{ transfer_id: bigint; created_at: Date; debit_balance_after: bigint; credit_balance_after: bigint }>`
      SELECT * FROM ledger_transfer(${t.idempotency_key}, ${t.debit_account_id}, ${t.credit_account_id}, ${t.amount},
                                    ${t.currency}, ${t.kind}, ${t.request_hash}, ${t.metadata}::jsonb)`.execute(db);
    const row = result.rows[0];
    if (!row) throw new Error('ledger_transfer returned no row');
    return row;
  }

  /** Sum of a system account's shards. */
  async systemBalance(db: Kysely<DB>, kind: string, currency: string): Promise<bigint> {
    const result = await sql<{ total: string }>`
      SELECT coalesce(sum(balance), 0)::text AS total FROM ledger_accounts WHERE kind = ${kind} AND currency = ${currency} AND member_id IS NULL`.execute(db);
    return BigInt(result.rows[0]?.total ?? '0');
  }

  findTransferByKey(db: Kysely<DB>, key: string): Promise<TransferRow | undefined> {
    return db.selectFrom('ledger_transfers').selectAll().where('idempotency_key', '=', key).executeTakeFirst() as Promise<TransferRow | undefined>;
  }

  accountsByIds(db: Kysely<DB>, ids: bigint[]) {
    return db.selectFrom('ledger_accounts').select(['id', 'kind', 'member_id', 'currency', 'balance']).where('id', 'in', ids).execute();
  }

  async history(db: Kysely<DB>, f: HistoryFilter) {
    const base = db
      .selectFrom('ledger_transfers')
      .where((eb) => eb.or([eb('debit_account_id', 'in', f.accountIds), eb('credit_account_id', 'in', f.accountIds)]))
      .where('created_at', '>=', f.from)
      .where('created_at', '<', f.to)
      .$if(f.kind !== undefined, (q) => q.where('kind', '=', f.kind as string));
    const rows = await base
      .select(['id', 'kind', 'amount', 'currency', 'debit_account_id', 'credit_account_id', 'debit_balance_after', 'credit_balance_after', 'metadata', 'created_at'])
      .orderBy('created_at', 'desc')
      .orderBy('id', 'desc')
      .limit(f.limit)
      .offset(f.offset)
      .execute();
    const ids = f.accountIds;
    const totals = await base
      .select([
        sql<string>`count(*)::text`.as('total'),
        sql<string>`coalesce(sum(amount) FILTER (WHERE credit_account_id IN (${sql.join(ids)})), 0)::text`.as('in_sum'),
        sql<string>`coalesce(sum(amount) FILTER (WHERE debit_account_id IN (${sql.join(ids)})), 0)::text`.as('out_sum'),
      ])
      .executeTakeFirstOrThrow();
    return { rows, total: Number(totals.total), in: BigInt(totals.in_sum), out: BigInt(totals.out_sum) };
  }

  /** Accounts whose balance differs from credits minus debits of their transfers. */
  async balanceMismatches(db: Kysely<DB>) {
    const result = await sql<{ id: bigint; kind: string; member_id: number | null; currency: string; balance: string; computed: string }>`
      SELECT a.id, a.kind, a.member_id, a.currency, a.balance::text AS balance,
             (coalesce(c.total, 0) - coalesce(d.total, 0))::text AS computed
        FROM ledger_accounts a
        LEFT JOIN (SELECT credit_account_id AS id, sum(amount) AS total FROM ledger_transfers GROUP BY credit_account_id) c ON c.id = a.id
        LEFT JOIN (SELECT debit_account_id AS id, sum(amount) AS total FROM ledger_transfers GROUP BY debit_account_id) d ON d.id = a.id
       WHERE a.balance::numeric <> coalesce(c.total, 0) - coalesce(d.total, 0)
       ORDER BY a.id`.execute(db);
    return result.rows;
  }

  /** Currencies whose account balances do not add up to zero. */
  async unbalancedCurrencies(db: Kysely<DB>) {
    const result = await sql<{ currency: string; total: string }>`
      SELECT currency, sum(balance)::text AS total FROM ledger_accounts GROUP BY currency HAVING sum(balance) <> 0 ORDER BY currency`.execute(db);
    return result.rows;
  }

  /** Transfers whose currency differs from one of their accounts'. */
  async currencyMismatches(db: Kysely<DB>) {
    const result = await sql<{ id: bigint }>`
      SELECT t.id FROM ledger_transfers t
        JOIN ledger_accounts d ON d.id = t.debit_account_id
        JOIN ledger_accounts c ON c.id = t.credit_account_id
       WHERE t.currency <> d.currency OR t.currency <> c.currency
       ORDER BY t.id LIMIT 100`.execute(db);
    return result.rows;
  }

  async negativeMemberBalances(db: Kysely<DB>) {
    const result = await sql<{ id: bigint; member_id: number; balance: string }>`
      SELECT id, member_id, balance::text AS balance FROM ledger_accounts
       WHERE (member_id IS NOT NULL OR kind = 'PENDING_WITHDRAWAL') AND balance < 0 ORDER BY id`.execute(db);
    return result.rows;
  }

  async counts(db: Kysely<DB>) {
    const result = await sql<{ accounts: string; transfers: string }>`
      SELECT (SELECT count(*) FROM ledger_accounts)::text AS accounts, (SELECT count(*) FROM ledger_transfers)::text AS transfers`.execute(db);
    const row = result.rows[0] as { accounts: string; transfers: string };
    return { accounts: Number(row.accounts), transfers: Number(row.transfers) };
  }

  // ---------------------------------------------------------------- reporting feed (migrations/020)

  /** (member, hour) buckets of reported member-wallet movements written by transactions from `sinceXid` on. */
  async changedBuckets(db: Kysely<DB>, sinceXid: string): Promise<HourKey[]> {
    const r = await sql<{ member_id: number; hour: Date }>`
      SELECT DISTINCT a.member_id, date_trunc('hour', t.created_at, 'UTC') AS hour
        FROM ledger_transfers t
        JOIN ledger_accounts a ON a.id IN (t.debit_account_id, t.credit_account_id) AND a.kind = ${MEMBER_WALLET}
       WHERE t.changed_xid >= ${sinceXid}::xid8 AND t.kind IN (${sql.join([...REPORTED_KINDS])})`.execute(db);
    return r.rows.map((x) => ({ memberId: x.member_id, hour: x.hour }));
  }

  /** Deposits, withdrawals (holds minus releases) and bonuses per member and UTC hour: of the buckets, or of everything. */
  async memberBounds(db: Kysely<DB>): Promise<{ min: number; max: number } | null> {
    const r = await sql<{ lo: number | null; hi: number | null }>`
      SELECT min(member_id) AS lo, max(member_id) AS hi FROM ledger_accounts WHERE kind = ${MEMBER_WALLET}`.execute(db);
    const row = r.rows[0];
    return row?.lo == null || row.hi == null ? null : { min: Number(row.lo), max: Number(row.hi) };
  }

  /**
   * `hourlyFigures` of a slice of members as a subquery (member_id, hour, deposits, withdrawals, bonuses
   * as bigint): the reporting module's set-based full build. Debit and credit sides are two index joins.
   */
  hourlyFiguresQuery(keys: { fromMember: number; toMember: number }) {
    const kinds = sql.join([...REPORTED_KINDS]);
    return sql<HourlyWalletFigures>`
      SELECT s.member_id, date_trunc('hour', s.created_at, 'UTC') AS hour,
             coalesce(sum(s.amount) FILTER (WHERE s.kind = 'DEPOSIT' AND s.credit), 0)::bigint AS deposits,
             (coalesce(sum(s.amount) FILTER (WHERE s.kind = 'WITHDRAWAL_HOLD' AND NOT s.credit), 0)
              - coalesce(sum(s.amount) FILTER (WHERE s.kind = 'WITHDRAWAL_RELEASE' AND s.credit), 0))::bigint AS withdrawals,
             coalesce(sum(s.amount) FILTER (WHERE s.kind = 'BONUS' AND s.credit), 0)::bigint AS bonuses
        FROM (SELECT a.member_id, t.created_at, t.kind, t.amount, true AS credit FROM ledger_accounts a JOIN ledger_transfers t ON t.credit_account_id = a.id
               WHERE a.kind = ${MEMBER_WALLET} AND a.member_id BETWEEN ${keys.fromMember} AND ${keys.toMember} AND t.kind IN (${kinds})
              UNION ALL
              SELECT a.member_id, t.created_at, t.kind, t.amount, false AS credit FROM ledger_accounts a JOIN ledger_transfers t ON t.debit_account_id = a.id
               WHERE a.kind = ${MEMBER_WALLET} AND a.member_id BETWEEN ${keys.fromMember} AND ${keys.toMember} AND t.kind IN (${kinds})) s
       GROUP BY 1, 2`;
  }

  async hourlyFigures(db: Kysely<DB>, keys: HourKey[] | 'all' | { fromMember: number; toMember: number }): Promise<HourlyWalletFigures[]> {
    if (Array.isArray(keys) && keys.length === 0) return [];
    const kinds = sql.join([...REPORTED_KINDS]);
    // One row per (transfer, member side); the CASEs pick the side that counts for each kind.
    const sides =
      keys === 'all'
        ? sql`SELECT a.id AS account_id, a.member_id, t.* FROM ledger_transfers t
                JOIN ledger_accounts a ON a.id IN (t.debit_account_id, t.credit_account_id) AND a.kind = ${MEMBER_WALLET}
               WHERE t.kind IN (${kinds})`
        : !Array.isArray(keys)
          ? sql`SELECT a.id AS account_id, a.member_id, t.* FROM ledger_accounts a
                  JOIN ledger_transfers t ON a.id IN (t.debit_account_id, t.credit_account_id)
                 WHERE a.kind = ${MEMBER_WALLET} AND a.member_id BETWEEN ${keys.fromMember} AND ${keys.toMember} AND t.kind IN (${kinds})`
          : sql`SELECT a.id AS account_id, a.member_id, t.*
                FROM unnest(${keys.map((k) => k.memberId)}::int[], ${keys.map((k) => k.hour.toISOString())}::timestamptz[]) AS k(member_id, hour)
                JOIN ledger_accounts a ON a.member_id = k.member_id AND a.kind = ${MEMBER_WALLET}
                JOIN ledger_transfers t ON a.id IN (t.debit_account_id, t.credit_account_id)
                 AND t.created_at >= k.hour AND t.created_at < k.hour + interval '1 hour'
               WHERE t.kind IN (${kinds})`;
    const r = await sql<HourlyWalletFigures>`
      SELECT s.member_id, date_trunc('hour', s.created_at, 'UTC') AS hour,
             coalesce(sum(s.amount) FILTER (WHERE s.kind = 'DEPOSIT' AND s.credit_account_id = s.account_id), 0)::text AS deposits,
             (coalesce(sum(s.amount) FILTER (WHERE s.kind = 'WITHDRAWAL_HOLD' AND s.debit_account_id = s.account_id), 0)
              - coalesce(sum(s.amount) FILTER (WHERE s.kind = 'WITHDRAWAL_RELEASE' AND s.credit_account_id = s.account_id), 0))::text AS withdrawals,
             coalesce(sum(s.amount) FILTER (WHERE s.kind = 'BONUS' AND s.credit_account_id = s.account_id), 0)::text AS bonuses
        FROM (${sides}) s
       GROUP BY 1, 2`.execute(db);
    return r.rows;
  }

  /** Member-wallet balances of a set of members (their wallets summed per member). */
  async balancesOf(db: Kysely<DB>, memberIds: number[]) {
    if (memberIds.length === 0) return [];
    const r = await sql<{ member_id: number; balance: string }>`
      SELECT member_id, sum(balance)::text AS balance FROM ledger_accounts
       WHERE kind = ${MEMBER_WALLET} AND member_id = ANY(${memberIds}::int[]) GROUP BY member_id`.execute(db);
    return r.rows;
  }

  /** Movements of a set of members' wallets, newest first: one row per (transfer, member side), with the other side's owner. */
  async teamMovements(db: Kysely<DB>, f: TeamMovementFilter) {
    const base = sql`
      FROM ledger_accounts a
      JOIN ledger_transfers t ON a.id IN (t.debit_account_id, t.credit_account_id)
      JOIN ledger_accounts o ON o.id = CASE WHEN t.credit_account_id = a.id THEN t.debit_account_id ELSE t.credit_account_id END
     WHERE a.kind = ${MEMBER_WALLET} AND a.member_id = ANY(${f.memberIds}::int[])
       AND t.created_at >= ${f.from} AND t.created_at < ${f.to} AND t.kind IN (${sql.join(f.kinds)})`;
    const [rows, totals] = await Promise.all([
      sql<{ id: bigint; kind: string; member_id: number; amount: string; balance_after: string; currency: string; counterparty: number | null; created_at: Date }>`
        SELECT t.id, t.kind, a.member_id, t.currency, t.created_at, o.member_id AS counterparty,
               (CASE WHEN t.credit_account_id = a.id THEN t.amount ELSE -t.amount END)::text AS amount,
               (CASE WHEN t.credit_account_id = a.id THEN t.credit_balance_after ELSE t.debit_balance_after END)::text AS balance_after
        ${base} ORDER BY t.created_at DESC, t.id DESC, a.member_id LIMIT ${f.limit} OFFSET ${f.offset}`.execute(db),
      sql<{ n: string; in_sum: string; out_sum: string }>`
        SELECT count(*)::text AS n,
               coalesce(sum(t.amount) FILTER (WHERE t.credit_account_id = a.id), 0)::text AS in_sum,
               coalesce(sum(t.amount) FILTER (WHERE t.debit_account_id = a.id), 0)::text AS out_sum
        ${base}`.execute(db),
    ]);
    const t = totals.rows[0] ?? { n: '0', in_sum: '0', out_sum: '0' };
    return { rows: rows.rows, total: Number(t.n), in: BigInt(t.in_sum), out: BigInt(t.out_sum) };
  }
}
