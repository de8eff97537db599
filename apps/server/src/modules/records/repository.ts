import { sql, type Kysely } from 'kysely';
import type { DB } from '../../db/schema.ts';
import type { BetRecordStatus, BetSource } from './tables.ts';

export interface BetRecordInput {
  memberId: number;
  source: BetSource;
  sourceRef: string;
  vendor: string;
  gameCode: string;
  gameName?: string;
  category: string;
  stake: bigint;
  payout?: bigint;
  currency: string;
  status: BetRecordStatus;
  placedAt: Date;
  settledAt?: Date | null;
}

export interface BetFilter {
  memberId: number;
  from: Date;
  to: Date;
  category?: string;
  status?: BetRecordStatus;
}

/** A (member, UTC hour) bucket of the reporting rollups. */
export interface HourKey {
  memberId: number;
  hour: Date;
}

/** Bet figures of one member, UTC hour and category (non-cancelled bets; valid = settled stake). */
/** One row of `figuresBy`: numbers as text (bigint sums). game_* null in the per-vendor grouping. */
export interface GameFiguresRow {
  vendor: string;
  game_code: string | null;
  game_name: string | null;
  category: string | null;
  bets: string;
  stake: string;
  valid: string;
  payout: string;
  active: string;
  games: string;
}

export interface HourlyBetFigures {
  member_id: number;
  hour: Date;
  category: string;
  bets: string;
  stake: string;
  valid: string;
  payout: string;
}

/** A range of member ids (inclusive): the full rollup build goes through members in slices. */
export interface MemberRange {
  fromMember: number;
  toMember: number;
}

export interface TeamBetFilter {
  memberIds: number[];
  from: Date;
  to: Date;
  category?: string;
  status?: BetRecordStatus;
}

/** All SQL of the records module. */
export class RecordsRepository {
  constructor(readonly db: Kysely<DB>) {}

  /**
   * Insert, or update the outcome of a bet already recorded (a settlement after the bet).
   * The upsert is the SQL function `bet_record_upsert` (migrations/019), which the provider
   * wallet's one-statement path calls as well.
   */
  async upsert(db: Kysely<DB>, r: BetRecordInput) {
    await sql`SELECT bet_record_upsert(${r.memberId}::integer, ${r.source}, ${r.sourceRef}, ${r.vendor}, ${r.gameCode}, ${r.gameName ?? ''},
                                       ${r.category}, ${r.stake}::bigint, ${r.payout ?? 0n}::bigint, ${r.currency}, ${r.status},
                                       ${r.placedAt}::timestamptz, ${r.settledAt ?? null}::timestamptz)`.execute(db);
  }

  private filtered(f: BetFilter) {
    let q = this.db.selectFrom('bet_records').where('member_id', '=', f.memberId).where('placed_at', '>=', f.from).where('placed_at', '<', f.to);
    if (f.category) q = q.where('category', '=', f.category);
    if (f.status) q = q.where('status', '=', f.status);
    return q;
  }

  async page(f: BetFilter, limit: number, offset: number) {
    const [rows, totals] = await Promise.all([
      this.filtered(f)
        .select(['id', 'vendor', 'game_code', 'game_name', 'category', 'stake', 'payout', 'currency', 'status', 'placed_at', 'settled_at', 'source'])
        .orderBy('placed_at', 'desc')
        .orderBy('id', 'desc')
        .limit(limit)
        .offset(offset)
        .execute(),
      this.filtered(f)
        .select([
          sql<string>`count(*)`.as('n'),
          sql<string>`coalesce(sum(stake), 0)`.as('stake'),
          sql<string>`coalesce(sum(payout), 0)`.as('payout'),
          sql<string>`coalesce(sum(stake) FILTER (WHERE status = 'SETTLED'), 0)`.as('valid'),
        ])
        .executeTakeFirstOrThrow(),
    ]);
    return { rows, total: Number(totals.n), stake: BigInt(totals.stake), payout: BigInt(totals.payout), validStake: BigInt(totals.valid) };
  }

  /** Stake, payout and bet count per category over the range (profit and loss). */
  byCategory(f: BetFilter) {
    return this.filtered(f)
      .select([
        'category',
        sql<string>`count(*)`.as('bets'),
        sql<string>`coalesce(sum(stake), 0)`.as('stake'),
        sql<string>`coalesce(sum(stake) FILTER (WHERE status = 'SETTLED'), 0)`.as('valid'),
        sql<string>`coalesce(sum(payout), 0)`.as('payout'),
      ])
      .where('status', '<>', 'CANCELLED')
      .groupBy('category')
      .orderBy('category')
      .execute();
  }

  /** Valid turnover (settled stake) per category of bets placed in [from, to) in one currency (rewards: wagering, rebate, points). */
  async validTurnoverByCategory(db: Kysely<DB>, memberId: number, from: Date, to: Date, currency: string) {
    const r = await sql<{ category: string; valid: string }>`
      SELECT category, coalesce(sum(stake), 0)::text AS valid FROM bet_records
       WHERE member_id = ${memberId} AND status = 'SETTLED' AND currency = ${currency} AND placed_at >= ${from} AND placed_at < ${to}
       GROUP BY category`.execute(db);
    return r.rows;
  }

  // ---------------------------------------------------------------- reporting feed (migrations/020)

  /** The (member, hour) buckets of bets written by transactions from `sinceXid` on. */
  async changedBuckets(db: Kysely<DB>, sinceXid: string): Promise<HourKey[]> {
    const r = await sql<{ member_id: number; hour: Date }>`
      SELECT DISTINCT member_id, date_trunc('hour', placed_at, 'UTC') AS hour FROM bet_records WHERE changed_xid >= ${sinceXid}::xid8`.execute(db);
    return r.rows.map((x) => ({ memberId: x.member_id, hour: x.hour }));
  }

  /** Figures per member, hour and category of the given buckets, or of every bet (`'all'`). */
  /** How many bets were written from `sinceXid` on, counting at most `cap` (an index range scan). */
  async changedCount(db: Kysely<DB>, sinceXid: string, cap: number): Promise<number> {
    const r = await sql<{ n: string }>`SELECT count(*)::text AS n FROM (SELECT 1 FROM bet_records WHERE changed_xid >= ${sinceXid}::xid8 LIMIT ${cap}) x`.execute(db);
    return Number(r.rows[0]?.n ?? 0);
  }

  async memberBounds(db: Kysely<DB>): Promise<{ min: number; max: number } | null> {
    const r = await sql<{ lo: number | null; hi: number | null }>`SELECT min(member_id) AS lo, max(member_id) AS hi FROM bet_records`.execute(db);
    const row = r.rows[0];
    return row?.lo == null || row.hi == null ? null : { min: Number(row.lo), max: Number(row.hi) };
  }

  /**
   * The same figures as a subquery (member_id, hour, category, bets, stake, valid, payout; numbers as
   * bigint) for a slice of members, so the reporting module can build its rollup set-based
   * (INSERT ... SELECT) without the rows passing through the application.
   */
  hourlyFiguresQuery(keys: MemberRange) {
    return sql<HourlyBetFigures>`SELECT b.member_id, date_trunc('hour', b.placed_at, 'UTC') AS hour, b.category,
      count(*)::int AS bets, coalesce(sum(b.stake), 0)::bigint AS stake,
      coalesce(sum(b.stake) FILTER (WHERE b.status = 'SETTLED'), 0)::bigint AS valid, coalesce(sum(b.payout), 0)::bigint AS payout
      FROM bet_records b WHERE b.member_id BETWEEN ${keys.fromMember} AND ${keys.toMember} AND b.status <> 'CANCELLED' GROUP BY 1, 2, 3`;
  }

  async hourlyFigures(db: Kysely<DB>, keys: HourKey[] | 'all' | MemberRange): Promise<HourlyBetFigures[]> {
    const cols = sql`b.member_id, date_trunc('hour', b.placed_at, 'UTC') AS hour, b.category,
      count(*)::text AS bets, coalesce(sum(b.stake), 0)::text AS stake,
      coalesce(sum(b.stake) FILTER (WHERE b.status = 'SETTLED'), 0)::text AS valid, coalesce(sum(b.payout), 0)::text AS payout`;
    if (keys === 'all') {
      return (await sql<HourlyBetFigures>`SELECT ${cols} FROM bet_records b WHERE b.status <> 'CANCELLED' GROUP BY 1, 2, 3`.execute(db)).rows;
    }
    if (!Array.isArray(keys)) {
      return (await sql<HourlyBetFigures>`SELECT ${cols} FROM bet_records b
        WHERE b.member_id BETWEEN ${keys.fromMember} AND ${keys.toMember} AND b.status <> 'CANCELLED' GROUP BY 1, 2, 3`.execute(db)).rows;
    }
    if (keys.length === 0) return [];
    const r = await sql<HourlyBetFigures>`
      SELECT ${cols}
        FROM unnest(${keys.map((k) => k.memberId)}::int[], ${keys.map((k) => k.hour.toISOString())}::timestamptz[]) AS k(member_id, hour)
        JOIN bet_records b ON b.member_id = k.member_id AND b.placed_at >= k.hour AND b.placed_at < k.hour + interval '1 hour'
       WHERE b.status <> 'CANCELLED'
       GROUP BY 1, 2, 3`.execute(db);
    return r.rows;
  }

  /** Bet figures over [from, to) by placed time, per game or per vendor (the operator's game and vendor reports). */
  async figuresBy(by: 'game' | 'vendor', from: Date, to: Date): Promise<GameFiguresRow[]> {
    const keys = by === 'game' ? sql`b.vendor, b.game_code, max(b.game_name) AS game_name, max(b.category) AS category` : sql`b.vendor, NULL::text AS game_code, NULL::text AS game_name, NULL::text AS category`;
    const group = by === 'game' ? sql`b.vendor, b.game_code` : sql`b.vendor`;
    const r = await sql<GameFiguresRow>`
      SELECT ${keys}, count(*)::text AS bets, coalesce(sum(b.stake), 0)::text AS stake,
             coalesce(sum(b.stake) FILTER (WHERE b.status = 'SETTLED'), 0)::text AS valid, coalesce(sum(b.payout), 0)::text AS payout,
             count(DISTINCT b.member_id)::text AS active, count(DISTINCT b.game_code)::text AS games
        FROM bet_records b
       WHERE b.placed_at >= ${from} AND b.placed_at < ${to} AND b.status <> 'CANCELLED'
       GROUP BY ${group}
       ORDER BY 1, 2`.execute(this.db);
    return r.rows;
  }

  private teamFiltered(f: TeamBetFilter) {
    let q = this.db
      .selectFrom('bet_records')
      .where(sql<boolean>`member_id = ANY(${f.memberIds}::int[])`)
      .where('placed_at', '>=', f.from)
      .where('placed_at', '<', f.to);
    if (f.category) q = q.where('category', '=', f.category);
    if (f.status) q = q.where('status', '=', f.status);
    return q;
  }

  /** Bets of a set of members (agent team betting), newest first, with totals over the filter. */
  async teamPage(f: TeamBetFilter, limit: number, offset: number) {
    if (f.memberIds.length === 0) return { rows: [], total: 0, bets: 0, stake: 0n, payout: 0n, validStake: 0n };
    const [rows, totals] = await Promise.all([
      this.teamFiltered(f)
        .select(['id', 'member_id', 'vendor', 'game_code', 'game_name', 'category', 'stake', 'payout', 'currency', 'status', 'placed_at', 'settled_at', 'source'])
        .orderBy('placed_at', 'desc')
        .orderBy('id', 'desc')
        .limit(limit)
        .offset(offset)
        .execute(),
      this.teamFiltered(f)
        .select([
          sql<string>`count(*)`.as('n'),
          sql<string>`count(*) FILTER (WHERE status <> 'CANCELLED')`.as('bets'),
          sql<string>`coalesce(sum(stake) FILTER (WHERE status <> 'CANCELLED'), 0)`.as('stake'),
          sql<string>`coalesce(sum(payout) FILTER (WHERE status <> 'CANCELLED'), 0)`.as('payout'),
          sql<string>`coalesce(sum(stake) FILTER (WHERE status = 'SETTLED'), 0)`.as('valid'),
        ])
        .executeTakeFirstOrThrow(),
    ]);
    return { rows, total: Number(totals.n), bets: Number(totals.bets), stake: BigInt(totals.stake), payout: BigInt(totals.payout), validStake: BigInt(totals.valid) };
  }
}
