import { sql, type Kysely, type RawBuilder } from 'kysely';
import type { DB } from '../../db/schema.ts';

/** Member sets up to this size read their rollup rows by one index range each (see `figures`). */
const LATERAL_MAX_MEMBERS = 5_000;

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
  /** Whole clean days (report zone) read from the daily rollups, and the hour windows read from the hourly ones (default: [from, to)). */
  days?: string[];
  windows?: Window[];
  /** The report-zone day `from` starts (with `days` and no `dayZone`: `from` is that day's start). */
  fromDay?: string;
  /** The report zone (the daily rows' days). */
  zone?: string;
}

/** [start, end) of hours read from the hourly rollups. */
export type Window = [Date, Date];

/** One closure row of the downline tree: `memberId` is `depth` levels under `ancestorId`. */
export interface TeamLink {
  ancestorId: number;
  memberId: number;
  depth: number;
}

export interface TeamFiguresSql {
  ancestors: number[];
  from: Date;
  to: Date;
  dayZone?: string;
  byDepth?: boolean;
  /** Member buckets changed since the last run, and the raw rows replacing them. */
  dirty: BucketKey[];
  raw: RollupRow[];
  /** Hours whose team rows are stale (dirty buckets' hours, and the next active hour of their members). */
  dirtyHours: Date[];
  /** Whole clean days of the report zone read from the daily rows, the rest from the hourly rows (default: no days, [from, to)). */
  days?: string[];
  windows?: Window[];
  /** The report-zone day `from` starts (with `days`: `from` is that day's start). */
  fromDay?: string;
}

export interface TeamFiguresSqlRow extends Omit<FiguresSqlRow, 'grp' | 'active'> {
  ancestor_id: number;
  depth: number | null;
}

export interface TeamActiveSqlRow {
  ancestor_id: number;
  depth: number | null;
  day: string | null;
  active: string;
}

/** Longest gap stored in report_team_active (hours): "no active hour before", beyond any report range. */
const NO_PREVIOUS = 10000;

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

/**
 * The branches of a read that can have rows, as one UNION ALL (null: none can). Reads leave out the
 * branches of empty inputs (no stale hours, no raw rows, no hour windows, no whole days): planning the
 * full statement with every branch cost 7-13 ms a call on the bench machine, more than running it.
 */
function unionAll(parts: (RawBuilder<unknown> | false)[]): RawBuilder<unknown> | null {
  const live = parts.filter((p): p is RawBuilder<unknown> => p !== false);
  return live.length === 0 ? null : sql.join(live, sql` UNION ALL `);
}

/** The hour windows as a relation w(s, e). */
const windowRows = (windows: Window[]) => sql`unnest(${windows.map((w) => w[0].toISOString())}::timestamptz[], ${windows.map((w) => w[1].toISOString())}::timestamptz[]) AS w(s, e)`;
const dayList = (days: string[]) => sql`${days}::date[]`;

/**
 * `column` is one of `days` (yyyy-MM-dd), written as an index range [first, last] less the days missing
 * inside it (normally none): a range is one index descent per key, where `= ANY(days)` on a key's second
 * column is one descent per day (PostgreSQL 15; 845 members × 26 days cost 80,000 buffer reads in profit and loss).
 */
function inDays(column: RawBuilder<unknown>, days: string[]) {
  if (days.length === 0) return sql`false`;
  const sorted = [...days].sort();
  const first = sorted[0]!;
  const last = sorted[sorted.length - 1]!;
  const have = new Set(sorted);
  const missing: string[] = [];
  for (let d = new Date(`${first}T00:00:00Z`); ; d = new Date(d.getTime() + 86_400_000)) {
    const day = d.toISOString().slice(0, 10);
    if (day >= last) break;
    if (!have.has(day)) missing.push(day);
  }
  return sql`(${column} >= ${first}::date AND ${column} <= ${last}::date AND NOT (${column} = ANY(${missing}::date[])))`;
}
/** Sums of the daily tables' columns (member, team and site rows). */
const DAILY_SUMS = sql`sum(bets), sum(stake), sum(valid_turnover), sum(payout), sum(win_loss), sum(deposits), sum(withdrawals), sum(bonuses)`;
const DAILY_COLUMNS = sql`bets, stake, valid_turnover, payout, win_loss, deposits, withdrawals, bonuses`;
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
    // Transaction ids are cluster-wide: a long transaction in another database of the cluster (a test
    // suite, a bench) cannot write here, so it must not hold this database's watermark back. Running
    // xids known to belong to another database's backend are skipped; unknown ones count (docs/decisions/0014).
    const r = await sql<{ xid: string }>`
      WITH s AS (SELECT pg_current_snapshot() AS snap),
           other AS (SELECT backend_xid::text::bigint AS xid FROM pg_stat_activity
                      WHERE backend_xid IS NOT NULL AND datname IS NOT NULL AND datname <> current_database())
      SELECT coalesce(
               (SELECT x FROM s, pg_snapshot_xip(s.snap) AS x
                 WHERE (x::text::bigint % 4294967296) NOT IN (SELECT xid FROM other) ORDER BY x LIMIT 1),
               (SELECT pg_snapshot_xmax(snap) FROM s))::text AS xid`.execute(trx);
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

  /** A full build is a job, not a request: no per-statement timeout, more memory for its sorts and aggregates (this transaction only). */
  async fullBuildSettings(trx: Kysely<DB>) {
    await sql`SET LOCAL statement_timeout = 0`.execute(trx);
    await sql`SET LOCAL work_mem = '256MB'`.execute(trx);
  }

  /** Serialises team rollup writers (the job, late links, moves) for this transaction. */
  async lockTeam(trx: Kysely<DB>) {
    await sql`SELECT pg_advisory_xact_lock(hashtext('reporting.team'))`.execute(trx);
  }

  /** Empties the team rollups (full build). */
  async deleteTeamAll(trx: Kysely<DB>) {
    await sql`DELETE FROM report_team_hourly`.execute(trx);
    await sql`DELETE FROM report_team_active`.execute(trx);
  }

  /**
   * The member rollup of a slice of members, built set-based from the records and wallet subqueries. Rows go
   * in in primary-key order: the key index then grows at its right edge instead of taking millions of random
   * inserts (10M rows: the random order cost most of the full build, bench/README.md).
   */
  async insertSlice(trx: Kysely<DB>, bets: RawBuilder<unknown>, money: RawBuilder<unknown>) {
    await sql`INSERT INTO report_hourly (${COLUMNS})
              SELECT member_id, hour, category, bets, stake, valid, payout, payout - valid, 0, 0, 0 FROM (${bets}) b ORDER BY 1, 2, 3`.execute(trx);
    await sql`INSERT INTO report_hourly (${COLUMNS})
              SELECT member_id, hour, '', 0, 0, 0, 0, 0, deposits, withdrawals, bonuses FROM (${money}) m
               WHERE deposits <> 0 OR withdrawals <> 0 OR bonuses <> 0 ORDER BY 1, 2
              ON CONFLICT (member_id, hour, category) DO UPDATE
                 SET deposits = report_hourly.deposits + excluded.deposits, withdrawals = report_hourly.withdrawals + excluded.withdrawals,
                     bonuses = report_hourly.bonuses + excluded.bonuses`.execute(trx);
  }

  /**
   * Adds a slice of members' rollup rows to the team rollups of all their ancestors (full build: the
   * slices are disjoint, so adding is exact). Active gaps come from each member's whole history.
   */
  async addTeamSlice(trx: Kysely<DB>, fromMember: number, toMember: number) {
    await sql`INSERT INTO report_team_hourly AS t (ancestor_id, hour, depth, category, bets, stake, valid_turnover, payout, win_loss, deposits, withdrawals, bonuses)
              SELECT l.ancestor_id, h.hour, l.depth, h.category, sum(h.bets), sum(h.stake), sum(h.valid_turnover), sum(h.payout), sum(h.win_loss),
                     sum(h.deposits), sum(h.withdrawals), sum(h.bonuses)
                FROM report_hourly h JOIN report_team_links l ON l.member_id = h.member_id
               WHERE h.member_id BETWEEN ${fromMember} AND ${toMember}
               GROUP BY 1, 2, 3, 4 ORDER BY 1, 2, 3, 4
              ON CONFLICT (ancestor_id, hour, depth, category) DO UPDATE
                 SET bets = t.bets + excluded.bets, stake = t.stake + excluded.stake, valid_turnover = t.valid_turnover + excluded.valid_turnover,
                     payout = t.payout + excluded.payout, win_loss = t.win_loss + excluded.win_loss, deposits = t.deposits + excluded.deposits,
                     withdrawals = t.withdrawals + excluded.withdrawals, bonuses = t.bonuses + excluded.bonuses`.execute(trx);
    await sql`WITH act AS (
                SELECT member_id, hour, lag(hour) OVER (PARTITION BY member_id ORDER BY hour) AS prev
                  FROM (SELECT member_id, hour FROM report_hourly WHERE member_id BETWEEN ${fromMember} AND ${toMember} GROUP BY 1, 2 HAVING sum(bets) > 0) x)
              INSERT INTO report_team_active AS t (ancestor_id, hour, depth, gap, members)
              SELECT l.ancestor_id, a.hour, l.depth, LEAST(coalesce((extract(epoch FROM a.hour - a.prev) / 3600)::int, ${NO_PREVIOUS}), ${NO_PREVIOUS}), count(*)
                FROM act a JOIN report_team_links l ON l.member_id = a.member_id
               GROUP BY 1, 2, 3, 4 ORDER BY 1, 2, 3, 4
              ON CONFLICT (ancestor_id, hour, depth, gap) DO UPDATE SET members = t.members + excluded.members`.execute(trx);
  }

  /** The next active hour (bets > 0) of each bucket's member after the bucket's hour (its gap depends on that bucket). */
  async nextActiveHours(trx: Kysely<DB>, keys: BucketKey[]): Promise<Date[]> {
    if (keys.length === 0) return [];
    const r = await sql<{ hour: Date }>`
      SELECT DISTINCT n.hour FROM ${keyArrays(keys)} AS k(member_id, hour)
        CROSS JOIN LATERAL (SELECT h.hour FROM report_hourly h WHERE h.member_id = k.member_id AND h.hour > k.hour AND h.bets > 0
                             ORDER BY h.hour LIMIT 1) n`.execute(trx);
    return r.rows.map((x) => x.hour);
  }

  /** Every hour a member has rollup rows in (a moved member's team rows are recomputed there). */
  async hoursOf(trx: Kysely<DB>, memberIds: number[]): Promise<Date[]> {
    if (memberIds.length === 0) return [];
    const r = await sql<{ hour: Date }>`SELECT DISTINCT hour FROM report_hourly WHERE member_id = ANY(${memberIds}::int[])`.execute(trx);
    return r.rows.map((x) => x.hour);
  }

  /** Recomputes the team rollups of whole hours, for every ancestor, from the member rollup and the links. */
  async recomputeTeamHours(trx: Kysely<DB>, hours: Date[]) {
    if (hours.length === 0) return;
    const list = sql`${hours.map((h) => h.toISOString())}::timestamptz[]`;
    await sql`DELETE FROM report_team_hourly WHERE hour = ANY(${list})`.execute(trx);
    await sql`INSERT INTO report_team_hourly (ancestor_id, hour, depth, category, bets, stake, valid_turnover, payout, win_loss, deposits, withdrawals, bonuses)
              SELECT l.ancestor_id, h.hour, l.depth, h.category, sum(h.bets), sum(h.stake), sum(h.valid_turnover), sum(h.payout), sum(h.win_loss),
                     sum(h.deposits), sum(h.withdrawals), sum(h.bonuses)
                FROM report_hourly h JOIN report_team_links l ON l.member_id = h.member_id
               WHERE h.hour = ANY(${list})
               GROUP BY 1, 2, 3, 4`.execute(trx);
    await sql`DELETE FROM report_team_active WHERE hour = ANY(${list})`.execute(trx);
    await sql`WITH act AS (SELECT member_id, hour FROM report_hourly WHERE hour = ANY(${list}) GROUP BY 1, 2 HAVING sum(bets) > 0),
                   g AS (SELECT a.member_id, a.hour,
                                LEAST(coalesce((extract(epoch FROM a.hour - (SELECT max(p.hour) FROM report_hourly p WHERE p.member_id = a.member_id AND p.hour < a.hour AND p.bets > 0)) / 3600)::int, ${NO_PREVIOUS}), ${NO_PREVIOUS}) AS gap
                           FROM act a)
              INSERT INTO report_team_active (ancestor_id, hour, depth, gap, members)
              SELECT l.ancestor_id, g.hour, l.depth, g.gap, count(*) FROM g JOIN report_team_links l ON l.member_id = g.member_id GROUP BY 1, 2, 3, 4`.execute(trx);
  }

  // ------------------------------------------------------------ daily rollups (docs/decisions/0016)

  /** The zone the daily rows are in (null: never built). */
  async dailyZone(db: Kysely<DB>): Promise<string | null> {
    const r = await sql<{ zone: string }>`SELECT zone FROM report_daily_zone`.execute(db);
    return r.rows[0]?.zone ?? null;
  }

  async setDailyZone(trx: Kysely<DB>, zone: string) {
    await sql`INSERT INTO report_daily_zone (id, zone) VALUES (true, ${zone}) ON CONFLICT (id) DO UPDATE SET zone = excluded.zone`.execute(trx);
  }

  async deleteDailyAll(trx: Kysely<DB>) {
    await sql`DELETE FROM report_member_daily`.execute(trx);
    await sql`DELETE FROM report_team_daily`.execute(trx);
    await sql`DELETE FROM report_team_daily_active`.execute(trx);
  }

  /** Lowest and highest member id with hourly rows (the daily rebuild walks them in slices). */
  async hourlyMemberBounds(trx: Kysely<DB>): Promise<{ min: number; max: number } | null> {
    const r = await sql<{ min: number | null; max: number | null }>`SELECT min(member_id) AS min, max(member_id) AS max FROM report_hourly`.execute(trx);
    const row = r.rows[0];
    return row && row.min !== null && row.max !== null ? { min: row.min, max: row.max } : null;
  }

  /**
   * Daily rows of a slice of members from their hourly rows, and their active-day rows added to the team
   * and site rows (full build and rebuild after a zone change: slices are disjoint, so adding is exact).
   * Gaps from each member's whole history. The team and site sums follow once, from the finished rows (`buildTeamDaily`).
   */
  async addDailySlice(trx: Kysely<DB>, zone: string, fromMember: number, toMember: number) {
    await sql`INSERT INTO report_member_daily (member_id, day, ${DAILY_COLUMNS})
              SELECT member_id, (hour AT TIME ZONE ${zone})::date, ${DAILY_SUMS} FROM report_hourly
               WHERE member_id BETWEEN ${fromMember} AND ${toMember} GROUP BY 1, 2 ORDER BY 1, 2`.execute(trx);
    await sql`WITH g AS (
                SELECT member_id, day, LEAST(coalesce(day - lag(day) OVER (PARTITION BY member_id ORDER BY day), ${NO_PREVIOUS}), ${NO_PREVIOUS}) AS gap
                  FROM report_member_daily WHERE member_id BETWEEN ${fromMember} AND ${toMember} AND bets > 0)
              INSERT INTO report_team_daily_active AS t (ancestor_id, day, depth, gap, members)
              SELECT l.ancestor_id, g.day, l.depth, g.gap, count(*) FROM g JOIN report_team_links l ON l.member_id = g.member_id GROUP BY 1, 2, 3, 4
              UNION ALL
              SELECT 0, day, 0, gap, count(*) FROM g GROUP BY 2, 4
              ORDER BY 1, 2, 3, 4
              ON CONFLICT (ancestor_id, day, depth, gap) DO UPDATE SET members = t.members + excluded.members`.execute(trx);
  }

  /**
   * The team and site daily sums of the full build (and of a rebuild after a zone change), once every
   * slice is in: a team's day is the sum of its hourly team rows of that day (all categories), the same
   * members and hours as summing member days through the links, from a few rows per agent and hour
   * instead of every member day joined with every ancestor of the member.
   */
  async buildTeamDaily(trx: Kysely<DB>, zone: string) {
    await sql`INSERT INTO report_team_daily (ancestor_id, day, depth, ${DAILY_COLUMNS})
              SELECT ancestor_id, (hour AT TIME ZONE ${zone})::date, depth, ${DAILY_SUMS} FROM report_team_hourly GROUP BY 1, 2, 3
              UNION ALL
              SELECT 0, day, 0, ${DAILY_SUMS} FROM report_member_daily GROUP BY 2
              ORDER BY 1, 2, 3`.execute(trx);
  }

  /** Recomputes the daily rows of some (member, day)s from their hourly rows. */
  async recomputeMemberDays(trx: Kysely<DB>, zone: string, keys: { memberId: number; day: string }[]) {
    if (keys.length === 0) return;
    const k = sql`unnest(${keys.map((x) => x.memberId)}::int[], ${keys.map((x) => x.day)}::date[]) AS k(member_id, day)`;
    await sql`DELETE FROM report_member_daily d USING ${k} WHERE d.member_id = k.member_id AND d.day = k.day`.execute(trx);
    await sql`INSERT INTO report_member_daily (member_id, day, ${DAILY_COLUMNS})
              SELECT h.member_id, k.day, sum(h.bets), sum(h.stake), sum(h.valid_turnover), sum(h.payout), sum(h.win_loss), sum(h.deposits), sum(h.withdrawals), sum(h.bonuses)
                FROM (SELECT DISTINCT * FROM ${k}) k
                JOIN report_hourly h ON h.member_id = k.member_id
                 AND h.hour >= (k.day::timestamp AT TIME ZONE ${zone}) AND h.hour < ((k.day + 1)::timestamp AT TIME ZONE ${zone})
               GROUP BY 1, 2`.execute(trx);
  }

  /** The next active day (bets > 0) of each member after the given day (its day gap depends on that day). */
  async nextActiveDays(db: Kysely<DB>, keys: { memberId: number; day: string }[]): Promise<string[]> {
    if (keys.length === 0) return [];
    const r = await sql<{ day: string }>`
      SELECT DISTINCT n.day::text AS day FROM unnest(${keys.map((x) => x.memberId)}::int[], ${keys.map((x) => x.day)}::date[]) AS k(member_id, day)
        CROSS JOIN LATERAL (SELECT d.day FROM report_member_daily d WHERE d.member_id = k.member_id AND d.day > k.day AND d.bets > 0
                             ORDER BY d.day LIMIT 1) n`.execute(db);
    return r.rows.map((x) => x.day);
  }

  /** Every day a member has daily rows in (a moved or late-linked member's team days are recomputed there). */
  async daysOf(trx: Kysely<DB>, memberIds: number[]): Promise<string[]> {
    if (memberIds.length === 0) return [];
    const r = await sql<{ day: string }>`SELECT DISTINCT day::text AS day FROM report_member_daily WHERE member_id = ANY(${memberIds}::int[])`.execute(trx);
    return r.rows.map((x) => x.day);
  }

  /** Recomputes the team and site daily rows of whole days, for every ancestor, from the member daily rows and the links. */
  async recomputeTeamDays(trx: Kysely<DB>, days: string[]) {
    if (days.length === 0) return;
    const list = dayList(days);
    await sql`DELETE FROM report_team_daily WHERE day = ANY(${list})`.execute(trx);
    await sql`INSERT INTO report_team_daily (ancestor_id, day, depth, ${DAILY_COLUMNS})
              SELECT l.ancestor_id, d.day, l.depth, sum(d.bets), sum(d.stake), sum(d.valid_turnover), sum(d.payout), sum(d.win_loss), sum(d.deposits), sum(d.withdrawals), sum(d.bonuses)
                FROM report_member_daily d JOIN report_team_links l ON l.member_id = d.member_id
               WHERE d.day = ANY(${list}) GROUP BY 1, 2, 3
              UNION ALL
              SELECT 0, day, 0, ${DAILY_SUMS} FROM report_member_daily WHERE day = ANY(${list}) GROUP BY 2`.execute(trx);
    await sql`DELETE FROM report_team_daily_active WHERE day = ANY(${list})`.execute(trx);
    await sql`WITH g AS (
                SELECT a.member_id, a.day,
                       LEAST(coalesce(a.day - (SELECT max(p.day) FROM report_member_daily p WHERE p.member_id = a.member_id AND p.day < a.day AND p.bets > 0), ${NO_PREVIOUS}), ${NO_PREVIOUS}) AS gap
                  FROM report_member_daily a WHERE a.day = ANY(${list}) AND a.bets > 0)
              INSERT INTO report_team_daily_active (ancestor_id, day, depth, gap, members)
              SELECT l.ancestor_id, g.day, l.depth, g.gap, count(*) FROM g JOIN report_team_links l ON l.member_id = g.member_id GROUP BY 1, 2, 3, 4
              UNION ALL
              SELECT 0, day, 0, gap, count(*) FROM g GROUP BY 2, 4`.execute(trx);
  }

  /** Daily rows of some members (tests compare them with a recomputation from the hourly rows). */
  async dailyRows(memberIds: number[]) {
    const r = await sql<{ member_id: number; day: string; bets: number; stake: string; valid_turnover: string; payout: string; win_loss: string; deposits: string; withdrawals: string; bonuses: string }>`
      SELECT member_id, day::text AS day, bets, stake::text, valid_turnover::text, payout::text, win_loss::text, deposits::text, withdrawals::text, bonuses::text
        FROM report_member_daily WHERE member_id = ANY(${memberIds}::int[]) ORDER BY 1, 2`.execute(this.db);
    return r.rows;
  }

  /** Adds closure rows to the reporting copy of the tree (idempotent). */
  async link(db: Kysely<DB>, links: TeamLink[]) {
    if (links.length === 0) return;
    await sql`INSERT INTO report_team_links (ancestor_id, member_id, depth)
              SELECT * FROM unnest(${links.map((l) => l.ancestorId)}::int[], ${links.map((l) => l.memberId)}::int[], ${links.map((l) => l.depth)}::smallint[])
              ON CONFLICT (member_id, ancestor_id) DO UPDATE SET depth = excluded.depth`.execute(db);
  }

  /** Drops every closure row of these members (before their new rows after a move). */
  async unlink(db: Kysely<DB>, memberIds: number[]) {
    if (memberIds.length === 0) return;
    await sql`DELETE FROM report_team_links WHERE member_id = ANY(${memberIds}::int[])`.execute(db);
  }

  /** Team figures per ancestor (and depth, and day): daily rows for whole clean days, hourly team rows in the windows outside the stale hours, member rows inside them. */
  async teamFigures(q: TeamFiguresSql): Promise<TeamFiguresSqlRow[]> {
    const day = q.dayZone ? sql`to_char(t.hour AT TIME ZONE ${q.dayZone}, 'YYYY-MM-DD')` : sql`NULL::text`;
    const mday = q.dayZone ? sql`to_char(m.hour AT TIME ZONE ${q.dayZone}, 'YYYY-MM-DD')` : sql`NULL::text`;
    const dday = q.dayZone ? sql`to_char(t.day, 'YYYY-MM-DD')` : sql`NULL::text`;
    const depth = q.byDepth ? sql`r.depth` : sql`NULL::int`;
    const hours = sql`${q.dirtyHours.map((h) => h.toISOString())}::timestamptz[]`;
    const windows = q.windows ?? [[q.from, q.to]];
    const src = unionAll([
      windows.length > 0 &&
        sql`SELECT t.ancestor_id, t.depth, ${day} AS day, t.bets, t.stake, t.valid_turnover, t.payout, t.win_loss, t.deposits, t.withdrawals, t.bonuses
              FROM win w JOIN report_team_hourly t ON t.hour >= w.s AND t.hour < w.e
             WHERE t.ancestor_id = ANY(${q.ancestors}::int[]) ${q.dirtyHours.length > 0 ? sql`AND NOT (t.hour = ANY(${hours}))` : sql``}`,
      windows.length > 0 &&
        q.dirtyHours.length > 0 &&
        sql`SELECT l.ancestor_id, l.depth, ${mday} AS day, m.bets, m.stake, m.valid_turnover, m.payout, m.win_loss, m.deposits, m.withdrawals, m.bonuses
              FROM (SELECT h.member_id, h.hour, h.bets, h.stake, h.valid_turnover, h.payout, h.win_loss, h.deposits, h.withdrawals, h.bonuses
                      FROM report_hourly h
                     WHERE h.hour = ANY(${hours}) AND NOT EXISTS (SELECT 1 FROM dirty d WHERE d.member_id = h.member_id AND d.hour = h.hour)
                    UNION ALL
                    SELECT x.member_id, x.hour, x.bets, x.stake, x.valid_turnover, x.payout, x.win_loss, x.deposits, x.withdrawals, x.bonuses
                      FROM raw x WHERE x.hour = ANY(${hours})) m
              JOIN report_team_links l ON l.member_id = m.member_id AND l.ancestor_id = ANY(${q.ancestors}::int[])
             WHERE EXISTS (SELECT 1 FROM win w WHERE m.hour >= w.s AND m.hour < w.e)`,
      (q.days ?? []).length > 0 &&
        sql`SELECT t.ancestor_id, t.depth, ${dday} AS day, t.bets, t.stake, t.valid_turnover, t.payout, t.win_loss, t.deposits, t.withdrawals, t.bonuses
              FROM report_team_daily t WHERE t.ancestor_id = ANY(${q.ancestors}::int[]) AND ${inDays(sql`t.day`, q.days ?? [])}`,
    ]);
    if (!src) return [];
    const r = await sql<TeamFiguresSqlRow>`
      WITH dirty AS (SELECT * FROM ${keyArrays(q.dirty)} AS d(member_id, hour)),
           raw AS (SELECT * FROM ${rowArrays(q.raw)} AS x(${COLUMNS})),
           win AS (SELECT * FROM ${windowRows(windows)}),
           src AS (${src})
      SELECT r.ancestor_id, ${depth} AS depth, r.day,
             coalesce(sum(r.bets), 0)::text AS bets, coalesce(sum(r.stake), 0)::text AS stake,
             coalesce(sum(r.valid_turnover), 0)::text AS valid_turnover, coalesce(sum(r.payout), 0)::text AS payout,
             coalesce(sum(r.win_loss), 0)::text AS win_loss, coalesce(sum(r.deposits), 0)::text AS deposits,
             coalesce(sum(r.withdrawals), 0)::text AS withdrawals, coalesce(sum(r.bonuses), 0)::text AS bonuses
        FROM src r GROUP BY 1, 2, 3`.execute(this.db);
    return r.rows;
  }

  /**
   * Active members per ancestor (and depth, and day), exactly: a member counts once in a range, in its
   * first active hour there (gap > hours since the range start), or on its first active whole day (gap in
   * days > days since the range's first day). Stale hours are recomputed from member rows.
   */
  async teamActive(q: TeamFiguresSql): Promise<TeamActiveSqlRow[]> {
    const start = q.dayZone ? sql`GREATEST(date_trunc('day', r.hour AT TIME ZONE ${q.dayZone}) AT TIME ZONE ${q.dayZone}, ${q.from}::timestamptz)` : sql`${q.from}::timestamptz`;
    const day = q.dayZone ? sql`to_char(r.hour AT TIME ZONE ${q.dayZone}, 'YYYY-MM-DD')` : sql`NULL::text`;
    const dday = q.dayZone ? sql`to_char(t.day, 'YYYY-MM-DD')` : sql`NULL::text`;
    const dcount = q.dayZone ? sql`sum(t.members)` : sql`sum(t.members) FILTER (WHERE t.gap > t.day - ${q.fromDay ?? null}::date)`;
    const depth = q.byDepth ? sql`r.depth` : sql`NULL::int`;
    const ddepth = q.byDepth ? sql`t.depth` : sql`NULL::int`;
    const hours = sql`${q.dirtyHours.map((h) => h.toISOString())}::timestamptz[]`;
    const windows = q.windows ?? [[q.from, q.to]];
    const stale = windows.length > 0 && q.dirtyHours.length > 0;
    const src = unionAll([
      windows.length > 0 &&
        sql`SELECT t.ancestor_id, t.depth, t.hour, t.gap, t.members FROM win w JOIN report_team_active t ON t.hour >= w.s AND t.hour < w.e
             WHERE t.ancestor_id = ANY(${q.ancestors}::int[]) ${q.dirtyHours.length > 0 ? sql`AND NOT (t.hour = ANY(${hours}))` : sql``}`,
      stale &&
        sql`SELECT l.ancestor_id, l.depth, a.hour,
                   LEAST(coalesce((extract(epoch FROM a.hour - GREATEST(
                     (SELECT max(p.hour) FROM live p WHERE p.member_id = a.member_id AND p.hour < a.hour AND p.bets > 0),
                     (SELECT max(x.hour) FROM raw x WHERE x.member_id = a.member_id AND x.hour < a.hour AND x.bets > 0))) / 3600)::int, ${NO_PREVIOUS}), ${NO_PREVIOUS}) AS gap,
                   1 AS members
              FROM act a JOIN report_team_links l ON l.member_id = a.member_id AND l.ancestor_id = ANY(${q.ancestors}::int[])`,
    ]);
    const parts = unionAll([
      src !== null &&
        sql`SELECT r.ancestor_id, ${depth} AS depth, ${day} AS day,
                   coalesce(sum(r.members) FILTER (WHERE r.gap > extract(epoch FROM r.hour - ${start}) / 3600), 0) AS active
              FROM src r GROUP BY 1, 2, 3`,
      (q.days ?? []).length > 0 &&
        sql`SELECT t.ancestor_id, ${ddepth} AS depth, ${dday} AS day, coalesce(${dcount}, 0) AS active
              FROM report_team_daily_active t WHERE t.ancestor_id = ANY(${q.ancestors}::int[]) AND ${inDays(sql`t.day`, q.days ?? [])}
             GROUP BY 1, 2, 3`,
    ]);
    if (!parts) return [];
    const r = await sql<TeamActiveSqlRow>`
      WITH dirty AS (SELECT * FROM ${keyArrays(q.dirty)} AS d(member_id, hour)),
           raw AS (SELECT * FROM ${rowArrays(q.raw)} AS x(${COLUMNS})),
           win AS (SELECT * FROM ${windowRows(windows)}),
           live AS NOT MATERIALIZED (
             SELECT h.member_id, h.hour, h.bets FROM report_hourly h
              WHERE NOT EXISTS (SELECT 1 FROM dirty d WHERE d.member_id = h.member_id AND d.hour = h.hour)
           ),
           act AS (
             SELECT m.member_id, m.hour FROM (
               SELECT member_id, hour, bets FROM live WHERE hour = ANY(${hours})
               UNION ALL SELECT member_id, hour, bets FROM raw WHERE hour = ANY(${hours})) m
              WHERE EXISTS (SELECT 1 FROM win w WHERE m.hour >= w.s AND m.hour < w.e)
              GROUP BY 1, 2 HAVING sum(m.bets) > 0
           ),
           src AS (${src ?? sql`SELECT NULL::int AS ancestor_id, NULL::smallint AS depth, NULL::timestamptz AS hour, NULL::int AS gap, NULL::int AS members WHERE false`}),
           parts AS (${parts})
      SELECT ancestor_id, depth, day, sum(active)::text AS active FROM parts GROUP BY 1, 2, 3`.execute(this.db);
    return r.rows;
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
    const day = q.dayZone ? sql`to_char(h.hour AT TIME ZONE ${q.dayZone}, 'YYYY-MM-DD')` : sql`NULL::text`;
    const rday = q.dayZone ? sql`to_char(x.hour AT TIME ZONE ${q.dayZone}, 'YYYY-MM-DD')` : sql`NULL::text`;
    const dday = q.dayZone ? sql`to_char(d.day, 'YYYY-MM-DD')` : sql`NULL::text`;
    // Up to a few thousand members: one index range per member (LATERAL, OFFSET 0 so it is not flattened
    // back into a join). The planner, misjudging the
    // unnest() join, otherwise scanned a month of every member's rows (2.1-3.4 s for 845 members of 100,000;
    // 0.37 s this way, bench/README.md). Larger sets keep the hash join, where one scan is the cheaper plan.
    const lateral = q.members.length <= LATERAL_MAX_MEMBERS;
    const windows = q.windows ?? [[q.from, q.to]];
    const days = q.days ?? [];
    const rows = lateral
      ? sql`team t CROSS JOIN win w CROSS JOIN LATERAL (SELECT * FROM report_hourly x WHERE x.member_id = t.member_id AND x.hour >= w.s AND x.hour < w.e OFFSET 0) h`
      : sql`win w JOIN report_hourly h ON h.hour >= w.s AND h.hour < w.e JOIN team t ON t.member_id = h.member_id`;
    const daily = lateral
      ? sql`team t CROSS JOIN LATERAL (SELECT * FROM report_member_daily x WHERE x.member_id = t.member_id AND ${inDays(sql`x.day`, days)} OFFSET 0) d`
      : sql`report_member_daily d JOIN team t ON t.member_id = d.member_id WHERE ${inDays(sql`d.day`, days)}`;
    // Each branch carries its member's group (the team row it came from): joining the team again outside
    // the branches let the planner rescan the team per member once a single branch was left (130 ms for 845).
    const src = unionAll([
      windows.length > 0 &&
        sql`SELECT t.grp, h.member_id, ${day} AS day, h.bets, h.stake, h.valid_turnover, h.payout, h.win_loss, h.deposits, h.withdrawals, h.bonuses
              FROM ${rows}
             ${q.dirty.length > 0 ? sql`WHERE NOT EXISTS (SELECT 1 FROM dirty d WHERE d.member_id = h.member_id AND d.hour = h.hour)` : sql``}`,
      windows.length > 0 &&
        q.raw.length > 0 &&
        sql`SELECT t.grp, x.member_id, ${rday} AS day, x.bets, x.stake, x.valid_turnover, x.payout, x.win_loss, x.deposits, x.withdrawals, x.bonuses
              FROM raw x JOIN team t ON t.member_id = x.member_id WHERE EXISTS (SELECT 1 FROM win w WHERE x.hour >= w.s AND x.hour < w.e)`,
      days.length > 0 &&
        sql`SELECT t.grp, d.member_id, ${dday} AS day, d.bets, d.stake, d.valid_turnover, d.payout, d.win_loss, d.deposits, d.withdrawals, d.bonuses
              FROM ${daily}`,
    ]);
    if (!src) return [];
    const r = await sql<FiguresSqlRow>`
      WITH team AS (SELECT * FROM unnest(${q.members}::int[], ${q.groups}::int[]) AS t(member_id, grp)),
           dirty AS (SELECT * FROM ${keyArrays(q.dirty)} AS d(member_id, hour)),
           raw AS (SELECT * FROM ${rowArrays(q.raw)} AS x(${COLUMNS})),
           win AS (SELECT * FROM ${windowRows(windows)}),
           src AS (${src})
      SELECT r.grp, r.day,
             count(DISTINCT r.member_id) FILTER (WHERE r.bets > 0)::text AS active,
             coalesce(sum(r.bets), 0)::text AS bets, coalesce(sum(r.stake), 0)::text AS stake,
             coalesce(sum(r.valid_turnover), 0)::text AS valid_turnover, coalesce(sum(r.payout), 0)::text AS payout,
             coalesce(sum(r.win_loss), 0)::text AS win_loss, coalesce(sum(r.deposits), 0)::text AS deposits,
             coalesce(sum(r.withdrawals), 0)::text AS withdrawals, coalesce(sum(r.bonuses), 0)::text AS bonuses
        FROM src r
       GROUP BY 1, 2`.execute(this.db);
    return r.rows;
  }

  /**
   * One member's bets, valid turnover and deposits per game category over [from, to) (wallet movements
   * under category ''): rollup rows minus the stale buckets, plus the raw rows replacing them (missions).
   */
  async memberCategories(q: { memberId: number; from: Date; to: Date; dirty: BucketKey[]; raw: RollupRow[] }): Promise<{ category: string; bets: string; valid_turnover: string; deposits: string }[]> {
    const r = await sql<{ category: string; bets: string; valid_turnover: string; deposits: string }>`
      WITH dirty AS (SELECT * FROM ${keyArrays(q.dirty)} AS d(member_id, hour)),
           raw AS (SELECT * FROM ${rowArrays(q.raw)} AS x(${COLUMNS})),
           src AS (
             SELECT h.category, h.bets, h.valid_turnover, h.deposits FROM report_hourly h
              WHERE h.member_id = ${q.memberId} AND h.hour >= ${q.from} AND h.hour < ${q.to}
                AND NOT EXISTS (SELECT 1 FROM dirty d WHERE d.member_id = h.member_id AND d.hour = h.hour)
             UNION ALL
             SELECT category, bets, valid_turnover, deposits FROM raw WHERE member_id = ${q.memberId} AND hour >= ${q.from} AND hour < ${q.to}
           )
      SELECT category, coalesce(sum(bets), 0)::text AS bets, coalesce(sum(valid_turnover), 0)::text AS valid_turnover,
             coalesce(sum(deposits), 0)::text AS deposits
        FROM src GROUP BY 1`.execute(this.db);
    return r.rows;
  }

  /**
   * Members ranked by valid turnover over [from, to) (every member with some): the first `limit` and the
   * row of `memberId`. Ties go to the lower member id (the older account), so ranks are unique and stable.
   */
  async turnoverRanking(q: { from: Date; to: Date; limit: number; memberId: number | null; dirty: BucketKey[]; raw: RollupRow[] }): Promise<{ member_id: number; rank: string; valid_turnover: string }[]> {
    const r = await sql<{ member_id: number; rank: string; valid_turnover: string }>`
      WITH dirty AS (SELECT * FROM ${keyArrays(q.dirty)} AS d(member_id, hour)),
           raw AS (SELECT * FROM ${rowArrays(q.raw)} AS x(${COLUMNS})),
           src AS (
             SELECT h.member_id, h.valid_turnover FROM report_hourly h
              WHERE h.hour >= ${q.from} AND h.hour < ${q.to} AND h.valid_turnover <> 0
                AND NOT EXISTS (SELECT 1 FROM dirty d WHERE d.member_id = h.member_id AND d.hour = h.hour)
             UNION ALL
             SELECT member_id, valid_turnover FROM raw WHERE hour >= ${q.from} AND hour < ${q.to}
           ),
           tot AS (SELECT member_id, sum(valid_turnover) AS v FROM src GROUP BY 1 HAVING sum(valid_turnover) > 0),
           ranked AS (SELECT member_id, v, row_number() OVER (ORDER BY v DESC, member_id) AS rank FROM tot)
      SELECT member_id, rank::text AS rank, v::text AS valid_turnover FROM ranked
       WHERE rank <= ${q.limit} OR member_id = ${q.memberId ?? -1}
       ORDER BY ranked.rank`.execute(this.db);
    return r.rows;
  }

  /**
   * Site-wide figures (every member), per day or over the whole range, for the operator console: the site's
   * daily rows (ancestor 0) for whole clean days, member hourly rows in the windows. Active members over the
   * range: the daily gap rows, plus the members active in the windows whose first active hour there comes
   * before any active whole day of the range (whole days are clean, so their member rows are exact).
   */
  async siteFigures(q: Omit<FiguresSql, 'members' | 'groups'>): Promise<FiguresSqlRow[]> {
    const perDay = Boolean(q.dayZone);
    const day = q.dayZone ? sql`to_char(h.hour AT TIME ZONE ${q.dayZone}, 'YYYY-MM-DD')` : sql`NULL::text`;
    const dday = q.dayZone ? sql`to_char(t.day, 'YYYY-MM-DD')` : sql`NULL::text`;
    const days = dayList(q.days ?? []);
    const zone = q.zone ?? q.dayZone ?? 'UTC';
    const r = await sql<FiguresSqlRow>`
      WITH dirty AS (SELECT * FROM ${keyArrays(q.dirty)} AS d(member_id, hour)),
           raw AS (SELECT * FROM ${rowArrays(q.raw)} AS x(${COLUMNS})),
           win AS (SELECT * FROM ${windowRows(q.windows ?? [[q.from, q.to]])}),
           hsrc AS (
             SELECT h.member_id, h.hour, h.bets, h.stake, h.valid_turnover, h.payout, h.win_loss, h.deposits, h.withdrawals, h.bonuses
               FROM win w JOIN report_hourly h ON h.hour >= w.s AND h.hour < w.e
              WHERE NOT EXISTS (SELECT 1 FROM dirty d WHERE d.member_id = h.member_id AND d.hour = h.hour)
             UNION ALL
             SELECT member_id, hour, bets, stake, valid_turnover, payout, win_loss, deposits, withdrawals, bonuses FROM raw x
              WHERE EXISTS (SELECT 1 FROM win w WHERE x.hour >= w.s AND x.hour < w.e)
           ),
           parts AS (
             SELECT ${day} AS day, ${perDay ? sql`count(DISTINCT h.member_id) FILTER (WHERE h.bets > 0)` : sql`0`}::bigint AS active,
                    sum(h.bets) AS bets, sum(h.stake) AS stake, sum(h.valid_turnover) AS valid_turnover, sum(h.payout) AS payout,
                    sum(h.win_loss) AS win_loss, sum(h.deposits) AS deposits, sum(h.withdrawals) AS withdrawals, sum(h.bonuses) AS bonuses
               FROM hsrc h GROUP BY 1
             UNION ALL
             SELECT ${dday}, 0, ${DAILY_SUMS} FROM report_team_daily t WHERE t.ancestor_id = 0 AND t.day = ANY(${days}) GROUP BY 1
             UNION ALL
             SELECT ${dday}, ${perDay ? sql`sum(t.members)` : sql`coalesce(sum(t.members) FILTER (WHERE t.gap > t.day - ${q.fromDay ?? null}::date), 0)`}, 0, 0, 0, 0, 0, 0, 0, 0
               FROM report_team_daily_active t WHERE t.ancestor_id = 0 AND t.day = ANY(${days}) GROUP BY 1
             ${
               perDay
                 ? sql``
                 : sql`UNION ALL
             SELECT NULL, count(*), 0, 0, 0, 0, 0, 0, 0, 0
               FROM (SELECT member_id, min(hour) AS f FROM hsrc WHERE bets > 0 GROUP BY 1) a
              WHERE NOT EXISTS (SELECT 1 FROM report_member_daily d WHERE d.member_id = a.member_id AND d.day = ANY(${days})
                                   AND d.day < (a.f AT TIME ZONE ${zone})::date AND d.bets > 0)`
             }
           )
      SELECT 0 AS grp, day, coalesce(sum(active), 0)::text AS active,
             coalesce(sum(bets), 0)::text AS bets, coalesce(sum(stake), 0)::text AS stake,
             coalesce(sum(valid_turnover), 0)::text AS valid_turnover, coalesce(sum(payout), 0)::text AS payout,
             coalesce(sum(win_loss), 0)::text AS win_loss, coalesce(sum(deposits), 0)::text AS deposits,
             coalesce(sum(withdrawals), 0)::text AS withdrawals, coalesce(sum(bonuses), 0)::text AS bonuses
        FROM parts GROUP BY day`.execute(this.db);
    return r.rows;
  }
}
