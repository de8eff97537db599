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
}

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

  /** A full build is a job, not a request: no per-statement timeout, more memory for its aggregates (this transaction only). */
  async fullBuildSettings(trx: Kysely<DB>) {
    await sql`SET LOCAL statement_timeout = 0`.execute(trx);
    await sql`SET LOCAL work_mem = '64MB'`.execute(trx);
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

  /** The member rollup of a slice of members, built set-based from the records and wallet subqueries. */
  async insertSlice(trx: Kysely<DB>, bets: RawBuilder<unknown>, money: RawBuilder<unknown>) {
    await sql`INSERT INTO report_hourly (${COLUMNS})
              SELECT member_id, hour, category, bets, stake, valid, payout, payout - valid, 0, 0, 0 FROM (${bets}) b`.execute(trx);
    await sql`INSERT INTO report_hourly (${COLUMNS})
              SELECT member_id, hour, '', 0, 0, 0, 0, 0, deposits, withdrawals, bonuses FROM (${money}) m
               WHERE deposits <> 0 OR withdrawals <> 0 OR bonuses <> 0
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
               GROUP BY 1, 2, 3, 4
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
               GROUP BY 1, 2, 3, 4
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

  /** Team figures per ancestor (and depth, and day): team rows outside the stale hours, member rows inside them. */
  async teamFigures(q: TeamFiguresSql): Promise<TeamFiguresSqlRow[]> {
    const day = q.dayZone ? sql`to_char(r.hour AT TIME ZONE ${q.dayZone}, 'YYYY-MM-DD')` : sql`NULL::text`;
    const depth = q.byDepth ? sql`r.depth` : sql`NULL::int`;
    const hours = sql`${q.dirtyHours.map((h) => h.toISOString())}::timestamptz[]`;
    const r = await sql<TeamFiguresSqlRow>`
      WITH dirty AS (SELECT * FROM ${keyArrays(q.dirty)} AS d(member_id, hour)),
           raw AS (SELECT * FROM ${rowArrays(q.raw)} AS x(${COLUMNS})),
           src AS (
             SELECT t.ancestor_id, t.depth, t.hour, t.bets, t.stake, t.valid_turnover, t.payout, t.win_loss, t.deposits, t.withdrawals, t.bonuses
               FROM report_team_hourly t
              WHERE t.ancestor_id = ANY(${q.ancestors}::int[]) AND t.hour >= ${q.from} AND t.hour < ${q.to} AND NOT (t.hour = ANY(${hours}))
             UNION ALL
             SELECT l.ancestor_id, l.depth, m.hour, m.bets, m.stake, m.valid_turnover, m.payout, m.win_loss, m.deposits, m.withdrawals, m.bonuses
               FROM (SELECT h.member_id, h.hour, h.bets, h.stake, h.valid_turnover, h.payout, h.win_loss, h.deposits, h.withdrawals, h.bonuses
                       FROM report_hourly h
                      WHERE h.hour = ANY(${hours}) AND NOT EXISTS (SELECT 1 FROM dirty d WHERE d.member_id = h.member_id AND d.hour = h.hour)
                     UNION ALL
                     SELECT x.member_id, x.hour, x.bets, x.stake, x.valid_turnover, x.payout, x.win_loss, x.deposits, x.withdrawals, x.bonuses
                       FROM raw x WHERE x.hour = ANY(${hours})) m
               JOIN report_team_links l ON l.member_id = m.member_id AND l.ancestor_id = ANY(${q.ancestors}::int[])
              WHERE m.hour >= ${q.from} AND m.hour < ${q.to}
           )
      SELECT r.ancestor_id, ${depth} AS depth, ${day} AS day,
             coalesce(sum(r.bets), 0)::text AS bets, coalesce(sum(r.stake), 0)::text AS stake,
             coalesce(sum(r.valid_turnover), 0)::text AS valid_turnover, coalesce(sum(r.payout), 0)::text AS payout,
             coalesce(sum(r.win_loss), 0)::text AS win_loss, coalesce(sum(r.deposits), 0)::text AS deposits,
             coalesce(sum(r.withdrawals), 0)::text AS withdrawals, coalesce(sum(r.bonuses), 0)::text AS bonuses
        FROM src r GROUP BY 1, 2, 3`.execute(this.db);
    return r.rows;
  }

  /**
   * Active members per ancestor (and depth, and day), exactly: a member counts once in a range, in its
   * first active hour there (gap > hours since the range start). Stale hours are recomputed from member rows.
   */
  async teamActive(q: TeamFiguresSql): Promise<TeamActiveSqlRow[]> {
    const start = q.dayZone ? sql`GREATEST(date_trunc('day', r.hour AT TIME ZONE ${q.dayZone}) AT TIME ZONE ${q.dayZone}, ${q.from}::timestamptz)` : sql`${q.from}::timestamptz`;
    const day = q.dayZone ? sql`to_char(r.hour AT TIME ZONE ${q.dayZone}, 'YYYY-MM-DD')` : sql`NULL::text`;
    const depth = q.byDepth ? sql`r.depth` : sql`NULL::int`;
    const hours = sql`${q.dirtyHours.map((h) => h.toISOString())}::timestamptz[]`;
    const r = await sql<TeamActiveSqlRow>`
      WITH dirty AS (SELECT * FROM ${keyArrays(q.dirty)} AS d(member_id, hour)),
           raw AS (SELECT * FROM ${rowArrays(q.raw)} AS x(${COLUMNS})),
           live AS NOT MATERIALIZED (
             SELECT h.member_id, h.hour, h.bets FROM report_hourly h
              WHERE NOT EXISTS (SELECT 1 FROM dirty d WHERE d.member_id = h.member_id AND d.hour = h.hour)
           ),
           act AS (
             SELECT m.member_id, m.hour FROM (
               SELECT member_id, hour, bets FROM live WHERE hour = ANY(${hours})
               UNION ALL SELECT member_id, hour, bets FROM raw WHERE hour = ANY(${hours})) m
              WHERE m.hour >= ${q.from} AND m.hour < ${q.to}
              GROUP BY 1, 2 HAVING sum(m.bets) > 0
           ),
           src AS (
             SELECT t.ancestor_id, t.depth, t.hour, t.gap, t.members FROM report_team_active t
              WHERE t.ancestor_id = ANY(${q.ancestors}::int[]) AND t.hour >= ${q.from} AND t.hour < ${q.to} AND NOT (t.hour = ANY(${hours}))
             UNION ALL
             SELECT l.ancestor_id, l.depth, a.hour,
                    LEAST(coalesce((extract(epoch FROM a.hour - GREATEST(
                      (SELECT max(p.hour) FROM live p WHERE p.member_id = a.member_id AND p.hour < a.hour AND p.bets > 0),
                      (SELECT max(x.hour) FROM raw x WHERE x.member_id = a.member_id AND x.hour < a.hour AND x.bets > 0))) / 3600)::int, ${NO_PREVIOUS}), ${NO_PREVIOUS}),
                    1
               FROM act a JOIN report_team_links l ON l.member_id = a.member_id AND l.ancestor_id = ANY(${q.ancestors}::int[])
           )
      SELECT r.ancestor_id, ${depth} AS depth, ${day} AS day,
             coalesce(sum(r.members) FILTER (WHERE r.gap > extract(epoch FROM r.hour - ${start}) / 3600), 0)::text AS active
        FROM src r GROUP BY 1, 2, 3`.execute(this.db);
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
    const day = q.dayZone ? sql`to_char(r.hour AT TIME ZONE ${q.dayZone}, 'YYYY-MM-DD')` : sql`NULL::text`;
    // Up to a few thousand members: one index range per member (LATERAL, OFFSET 0 so it is not flattened
    // back into a join). The planner, misjudging the
    // unnest() join, otherwise scanned a month of every member's rows (2.1-3.4 s for 845 members of 100,000;
    // 0.37 s this way, bench/README.md). Larger sets keep the hash join, where one scan is the cheaper plan.
    const rows =
      q.members.length <= LATERAL_MAX_MEMBERS
        ? sql`team t CROSS JOIN LATERAL (SELECT * FROM report_hourly x WHERE x.member_id = t.member_id AND x.hour >= ${q.from} AND x.hour < ${q.to} OFFSET 0) h`
        : sql`report_hourly h JOIN team t ON t.member_id = h.member_id`;
    const r = await sql<FiguresSqlRow>`
      WITH team AS (SELECT * FROM unnest(${q.members}::int[], ${q.groups}::int[]) AS t(member_id, grp)),
           dirty AS (SELECT * FROM ${keyArrays(q.dirty)} AS d(member_id, hour)),
           raw AS (SELECT * FROM ${rowArrays(q.raw)} AS x(${COLUMNS})),
           src AS (
             SELECT h.member_id, h.hour, h.category, h.bets, h.stake, h.valid_turnover, h.payout, h.win_loss, h.deposits, h.withdrawals, h.bonuses
               FROM ${rows}
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

  /** Site-wide figures (every member) per day: `figures` without the team, for the operator console. */
  async siteFigures(q: Omit<FiguresSql, 'members' | 'groups'>): Promise<FiguresSqlRow[]> {
    const day = q.dayZone ? sql`to_char(r.hour AT TIME ZONE ${q.dayZone}, 'YYYY-MM-DD')` : sql`NULL::text`;
    const r = await sql<FiguresSqlRow>`
      WITH dirty AS (SELECT * FROM ${keyArrays(q.dirty)} AS d(member_id, hour)),
           raw AS (SELECT * FROM ${rowArrays(q.raw)} AS x(${COLUMNS})),
           src AS (
             SELECT h.member_id, h.hour, h.bets, h.stake, h.valid_turnover, h.payout, h.win_loss, h.deposits, h.withdrawals, h.bonuses
               FROM report_hourly h
              WHERE h.hour >= ${q.from} AND h.hour < ${q.to}
                AND NOT EXISTS (SELECT 1 FROM dirty d WHERE d.member_id = h.member_id AND d.hour = h.hour)
             UNION ALL
             SELECT member_id, hour, bets, stake, valid_turnover, payout, win_loss, deposits, withdrawals, bonuses FROM raw WHERE raw.hour >= ${q.from} AND raw.hour < ${q.to}
           )
      SELECT 0 AS grp, ${day} AS day,
             count(DISTINCT r.member_id) FILTER (WHERE r.bets > 0)::text AS active,
             coalesce(sum(r.bets), 0)::text AS bets, coalesce(sum(r.stake), 0)::text AS stake,
             coalesce(sum(r.valid_turnover), 0)::text AS valid_turnover, coalesce(sum(r.payout), 0)::text AS payout,
             coalesce(sum(r.win_loss), 0)::text AS win_loss, coalesce(sum(r.deposits), 0)::text AS deposits,
             coalesce(sum(r.withdrawals), 0)::text AS withdrawals, coalesce(sum(r.bonuses), 0)::text AS bonuses
        FROM src r
       GROUP BY 2`.execute(this.db);
    return r.rows;
  }
}
