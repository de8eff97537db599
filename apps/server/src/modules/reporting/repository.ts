import { sql, type Kysely } from 'kysely';
import type { DB } from '../../db/schema.ts';

/** One rollup row: a member's figures in one UTC hour and game category ('' = wallet movements). */
export interface RollupRow {
  memberId: number;
  hour: Date;
  category: string;
  bets: number;
  stake: bigint;
  validTurnover: bigint;
  payout: bigint;
  winLoss: bigint;
  deposits: bigint;
  withdrawals: bigint;
  bonuses: bigint;
}

export interface BucketKey {
  memberId: number;
  hour: Date;
}

export interface FiguresSql {
  members: number[];
  groups: number[];
  from: Date;
  to: Date;
  /** Group by calendar day in this IANA zone as well. */
  dayZone?: string;
  /** Buckets whose rollup rows are stale: left out and replaced by `raw`. */
  dirty: BucketKey[];
  raw: RollupRow[];
}

export interface FiguresSqlRow {
  grp: number;
  day: string | null;
  active: string;
  bets: string;
  stake: string;
  valid_turnover: string;
  payout: string;
  win_loss: string;
  deposits: string;
  withdrawals: string;
  bonuses: string;
}

const keyArrays = (keys: BucketKey[]) => sql`unnest(${keys.map((k) => k.memberId)}::int[], ${keys.map((k) => k.hour.toISOString())}::timestamptz[])`;

/** The rows as one `unnest(...)` of column arrays (bulk insert, raw rows of a report). */
function rowArrays(rows: RollupRow[]) {
  const col = <T>(f: (r: RollupRow) => T) => rows.map(f);
  const big = (f: (r: RollupRow) => bigint) => rows.map((r) => f(r).toString());
  return sql`unnest(${col((r) => r.memberId)}::int[], ${col((r) => r.hour.toISOString())}::timestamptz[], ${col((r) => r.category)}::text[],
    ${col((r) => r.bets)}::int[], ${big((r) => r.stake)}::bigint[], ${big((r) => r.validTurnover)}::bigint[], ${big((r) => r.payout)}::bigint[],
    ${big((r) => r.winLoss)}::bigint[], ${big((r) => r.deposits)}::bigint[], ${big((r) => r.withdrawals)}::bigint[], ${big((r) => r.bonuses)}::bigint[])`;
}

const COLUMNS = sql`member_id, hour, category, bets, stake, valid_turnover, payout, win_loss, deposits, withdrawals, bonuses`;

/** All SQL of the reporting module. */
export class ReportingRepository {
  constructor(readonly db: Kysely<DB>) {}

  /** The watermark row, locked for this transaction (created empty when missing); null = never built. */
  async lockWatermark(trx: Kysely<DB>, name: string): Promise<string | null> {
    const r = await sql<{ xid: string }>`SELECT xid::text AS xid FROM report_watermarks WHERE name = ${name} FOR UPDATE`.execute(trx);
    return r.rows[0]?.xid ?? null;
  }

  async watermark(name: string): Promise<string | null> {
    const r = await sql<{ xid: string }>`SELECT xid::text AS xid FROM report_watermarks WHERE name = ${name}`.execute(this.db);
    return r.rows[0]?.xid ?? null;
  }

  async setWatermark(trx: Kysely<DB>, name: string, xid: string) {
    await sql`INSERT INTO report_watermarks (name, xid) VALUES (${name}, ${xid}::xid8)
              ON CONFLICT (name) DO UPDATE SET xid = excluded.xid, updated_at = now()`.execute(trx);
  }

  /** Oldest transaction still running: every transaction before it has finished (committed or not). */
  async horizon(trx: Kysely<DB>): Promise<string> {
    const r = await sql<{ xid: string }>`SELECT pg_snapshot_xmin(pg_current_snapshot())::text AS xid`.execute(trx);
    return r.rows[0]!.xid;
  }

  async deleteAll(trx: Kysely<DB>) {
    await sql`DELETE FROM report_hourly`.execute(trx);
  }

  async deleteBuckets(trx: Kysely<DB>, keys: BucketKey[]) {
    if (keys.length === 0) return;
    await sql`DELETE FROM report_hourly h USING ${keyArrays(keys)} AS k(member_id, hour)
               WHERE h.member_id = k.member_id AND h.hour = k.hour`.execute(trx);
  }

  async insert(trx: Kysely<DB>, rows: RollupRow[]) {
    for (let i = 0; i < rows.length; i += 5000) {
      const chunk = rows.slice(i, i + 5000);
      await sql`INSERT INTO report_hourly (${COLUMNS}) SELECT * FROM ${rowArrays(chunk)}`.execute(trx);
    }
  }

  /** Every rollup row of some members over a range (tests compare it with a recomputation). */
  async rows(memberIds: number[]) {
    return this.db.selectFrom('report_hourly').selectAll().where(sql<boolean>`member_id = ANY(${memberIds}::int[])`).orderBy('member_id').orderBy('hour').orderBy('category').execute();
  }

  /**
   * Figures per group (and day): rollup rows of the team in [from, to), minus the stale buckets,
   * plus the raw rows that replace them. Active members are counted once per group (and day).
   */
  async figures(q: FiguresSql): Promise<FiguresSqlRow[]> {
    const day = q.dayZone ? sql`to_char(r.hour AT TIME ZONE ${q.dayZone}, 'YYYY-MM-DD')` : sql`NULL::text`;
    const r = await sql<FiguresSqlRow>`
      WITH team AS (SELECT * FROM unnest(${q.members}::int[], ${q.groups}::int[]) AS t(member_id, grp)),
           dirty AS (SELECT * FROM ${keyArrays(q.dirty)} AS d(member_id, hour)),
           raw AS (SELECT * FROM ${rowArrays(q.raw)} AS x(${COLUMNS})),
           src AS (
             SELECT h.member_id, h.hour, h.category, h.bets, h.stake, h.valid_turnover, h.payout, h.win_loss, h.deposits, h.withdrawals, h.bonuses
               FROM report_hourly h JOIN team t ON t.member_id = h.member_id
              WHERE h.hour >= ${q.from} AND h.hour < ${q.to}
                AND NOT EXISTS (SELECT 1 FROM dirty d WHERE d.member_id = h.member_id AND d.hour = h.hour)
             UNION ALL
             SELECT * FROM raw WHERE raw.hour >= ${q.from} AND raw.hour < ${q.to}
           )
      SELECT t.grp, ${day} AS day,
             count(DISTINCT r.member_id) FILTER (WHERE r.bets > 0)::text AS active,
             coalesce(sum(r.bets), 0)::text AS bets, coalesce(sum(r.stake), 0)::text AS stake,
             coalesce(sum(r.valid_turnover), 0)::text AS valid_turnover, coalesce(sum(r.payout), 0)::text AS payout,
             coalesce(sum(r.win_loss), 0)::text AS win_loss, coalesce(sum(r.deposits), 0)::text AS deposits,
             coalesce(sum(r.withdrawals), 0)::text AS withdrawals, coalesce(sum(r.bonuses), 0)::text AS bonuses
        FROM src r JOIN team t ON t.member_id = r.member_id
       GROUP BY 1, 2`.execute(this.db);
    return r.rows;
  }
}
