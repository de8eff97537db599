import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema.ts';
import type { RecordsService } from '../records/service.ts';
import type { WalletService } from '../wallet/service.ts';
import { addDays, localDate, startOfDay } from '../agents/time.ts';
import type { BucketKey, ReportingRepository, RollupRow, TeamLink, Window } from './repository.ts';

export type { TeamLink } from './repository.ts';

/** Name of the hourly rollup's watermark. */
const HOURLY = 'hourly';
const CHUNK = 2000;
/** Members per slice of the full build (set-based INSERT ... SELECT per slice). */
const MEMBER_SLICE = 50_000;
/** Changed bets from which a run builds everything again instead of bucket by bucket. */
const FULL_BUILD_AFTER = 200_000;

/** Figures of a set of members over a range. Money in minor units. */
export interface Figures {
  bets: number;
  stake: bigint;
  validTurnover: bigint;
  payout: bigint;
  /** Members' result: payout - valid turnover. */
  winLoss: bigint;
  deposits: bigint;
  withdrawals: bigint;
  bonuses: bigint;
  /** Members with at least one bet. */
  activeMembers: number;
}

/** Bet figures of one game (or one vendor: game fields null) over a range. */
export interface GameFigures {
  vendor: string;
  gameCode: string | null;
  gameName: string | null;
  category: string | null;
  /** Distinct games with bets (1 per game row). */
  games: number;
  bets: number;
  stake: bigint;
  validTurnover: bigint;
  payout: bigint;
  /** The house's result: valid turnover - payout. */
  ggr: bigint;
  activeMembers: number;
}

export const EMPTY_FIGURES: Readonly<Figures> = Object.freeze({
  bets: 0,
  stake: 0n,
  validTurnover: 0n,
  payout: 0n,
  winLoss: 0n,
  deposits: 0n,
  withdrawals: 0n,
  bonuses: 0n,
  activeMembers: 0,
});

export interface FiguresQuery {
  members: number[];
  /** Parallel to `members`: the group each member's figures add up in (default: all in group 0). */
  groups?: number[];
  from: Date;
  to: Date;
  /** Also split by calendar day in this IANA zone. */
  dayZone?: string;
}

export interface FiguresResult {
  group: number;
  /** yyyy-MM-dd when `dayZone` was given. */
  day: string | null;
  figures: Figures;
}

const bucketId = (k: BucketKey) => `${k.memberId}|${k.hour.getTime()}`;

function dedupe(keys: BucketKey[]): BucketKey[] {
  const seen = new Map<string, BucketKey>();
  for (const k of keys) seen.set(bucketId(k), k);
  return [...seen.values()];
}

/**
 * Reporting rollups (docs/decisions/0011-reporting-rollups.md): per member, hour and game category,
 * filled from the records and wallet services' change feeds by the `reporting.rollup` job, and read by
 * every team report. A read is exact at any moment: buckets changed since the last rollup are left out
 * of the rollup and recomputed from the raw rows (normally only the current hour's).
 */
export class ReportingService {
  constructor(
    private readonly repo: ReportingRepository,
    private readonly records: RecordsService,
    private readonly wallet: WalletService,
    /** The report zone: daily rollups are kept per calendar day of this zone (the console's, docs/decisions/0016). */
    readonly zone: string = 'Asia/Bangkok',
  ) {}

  /** Raw figures of some buckets (or everything), as rollup rows. */
  private async recompute(keys: BucketKey[] | 'all' | { fromMember: number; toMember: number }, db: Kysely<DB>): Promise<RollupRow[]> {
    const bets = await this.records.hourlyFigures(keys, db);
    const money = await this.wallet.hourlyFigures(keys, db);
    const rows: RollupRow[] = bets.map((b) => {
      const payout = BigInt(b.payout);
      const valid = BigInt(b.valid);
      return {
        memberId: b.member_id,
        hour: new Date(b.hour),
        category: b.category,
        bets: Number(b.bets),
        stake: BigInt(b.stake),
        validTurnover: valid,
        payout,
        winLoss: payout - valid,
        deposits: 0n,
        withdrawals: 0n,
        bonuses: 0n,
      };
    });
    for (const m of money) {
      const deposits = BigInt(m.deposits);
      const withdrawals = BigInt(m.withdrawals);
      const bonuses = BigInt(m.bonuses);
      if (deposits === 0n && withdrawals === 0n && bonuses === 0n) continue;
      rows.push({ memberId: m.member_id, hour: new Date(m.hour), category: '', bets: 0, stake: 0n, validTurnover: 0n, payout: 0n, winLoss: 0n, deposits, withdrawals, bonuses });
    }
    return rows;
  }

  /** Buckets written since the watermark, by bets or by reported wallet movements. */
  private async changedSince(xid: string, db?: Kysely<DB>): Promise<BucketKey[]> {
    const [bets, money] = await Promise.all([this.records.changedBuckets(xid, db), this.wallet.changedBuckets(xid, db)]);
    return dedupe([...bets, ...money]);
  }

  /**
   * One incremental run: recomputes every bucket changed since the watermark (the first run builds
   * everything), then moves the watermark to the oldest transaction still running. Rows of transactions
   * still running are picked up next time, whenever they commit. One transaction: all or nothing.
   */
  async rollup(): Promise<{ full: boolean; buckets: number }> {
    return this.repo.db.transaction().execute(async (trx) => {
      await this.repo.lockTeam(trx);
      const since = await this.repo.lockWatermark(trx, HOURLY);
      const horizon = await this.repo.horizon(trx);
      let buckets: number;
      // After a bulk load (an import, a restore) recomputing bucket by bucket is slower than building again.
      const full = since === null || (await this.records.changedCount(since, FULL_BUILD_AFTER, trx)) >= FULL_BUILD_AFTER;
      if (full) {
        // The first build walks the members in slices, so a large history never sits in memory at once.
        // Set-based: each slice is one INSERT ... SELECT from the records and wallet subqueries, then added to
        // the team rollups of the slice's ancestors (slices are disjoint, so adding is exact).
        await this.repo.fullBuildSettings(trx);
        await this.repo.deleteAll(trx);
        await this.repo.deleteTeamAll(trx);
        await this.repo.deleteDailyAll(trx);
        const bounds = [await this.records.memberBounds(trx), await this.wallet.memberBounds(trx)].filter((b) => b !== null);
        buckets = 0;
        if (bounds.length > 0) {
          const min = Math.min(...bounds.map((b) => b.min));
          const max = Math.max(...bounds.map((b) => b.max));
          for (let from = min; from <= max; from += MEMBER_SLICE) {
            const slice = { fromMember: from, toMember: Math.min(max, from + MEMBER_SLICE - 1) };
            await this.repo.insertSlice(trx, this.records.hourlyFiguresQuery(slice), this.wallet.hourlyFiguresQuery(slice));
            await this.repo.addTeamSlice(trx, slice.fromMember, slice.toMember);
            await this.repo.addDailySlice(trx, this.zone, slice.fromMember, slice.toMember);
          }
        }
        await this.repo.buildTeamDaily(trx, this.zone);
        await this.repo.setDailyZone(trx, this.zone);
      } else {
        const keys = await this.changedSince(since, trx);
        for (let i = 0; i < keys.length; i += CHUNK) {
          const chunk = keys.slice(i, i + CHUNK);
          const rows = await this.recompute(chunk, trx);
          await this.repo.deleteBuckets(trx, chunk);
          await this.repo.insert(trx, rows);
        }
        // Team rollups: the changed hours again for every ancestor, and the next active hour of each changed
        // member (its gap since the previous active hour may have changed).
        const next = await this.repo.nextActiveHours(trx, keys);
        await this.recomputeTeamHours(trx, [...keys.map((k) => k.hour), ...next]);
        buckets = keys.length;
        if ((await this.repo.dailyZone(trx)) === this.zone) {
          // Daily rows: the changed (member, day)s again, then whole days for every team and the site.
          const memberDays = this.memberDays(keys);
          for (let i = 0; i < memberDays.length; i += CHUNK) await this.repo.recomputeMemberDays(trx, this.zone, memberDays.slice(i, i + CHUNK));
          const nextDays = await this.repo.nextActiveDays(trx, memberDays);
          await this.recomputeTeamDays(trx, [...memberDays.map((k) => k.day), ...nextDays]);
        } else {
          // First run after migration 091, or the report zone changed: the daily rows again from the hourly ones.
          await this.rebuildDaily(trx);
        }
      }
      await this.repo.setWatermark(trx, HOURLY, horizon);
      return { full, buckets };
    });
  }

  /** Distinct (member, report-zone day) of some buckets. */
  private memberDays(keys: BucketKey[]): { memberId: number; day: string }[] {
    const out = new Map<string, { memberId: number; day: string }>();
    for (const k of keys) {
      const day = localDate(k.hour, this.zone);
      out.set(`${k.memberId}|${day}`, { memberId: k.memberId, day });
    }
    return [...out.values()];
  }

  /**
   * Where a read over [from, to) takes its rows (docs/decisions/0016): the whole days of the report zone in
   * it from the daily rollups, except days with stale buckets (and the next active day of their members, whose
   * day gap they change); the rest (range ends that are not whole days, those days) hour by hour. Reads split
   * by day in another zone, ranges over all members that do not start at a day start, and a database whose
   * daily rows are not built in this zone yet read hours only.
   */
  private async split(from: Date, to: Date, dirty: BucketKey[], opts: { dayZone?: string; aligned?: boolean } = {}): Promise<{ days?: string[]; windows?: Window[]; fromDay?: string; zone?: string }> {
    if (opts.dayZone !== undefined && opts.dayZone !== this.zone) return {};
    const fromDay = localDate(from, this.zone);
    if (opts.aligned && opts.dayZone === undefined && startOfDay(fromDay, this.zone).getTime() !== from.getTime()) return {};
    if (to.getTime() - from.getTime() < 86_400_000 || (await this.repo.dailyZone(this.repo.db)) !== this.zone) return {};
    const memberDays = this.memberDays(dirty);
    const dirtyDays = new Set([...memberDays.map((k) => k.day), ...(await this.repo.nextActiveDays(this.repo.db, memberDays))]);
    const days: string[] = [];
    const windows: Window[] = [];
    const window = (s: Date, e: Date) => {
      if (s >= e) return;
      const last = windows[windows.length - 1];
      if (last && last[1].getTime() === s.getTime()) last[1] = e;
      else windows.push([s, e]);
    };
    for (let day = fromDay; ; day = addDays(day, 1)) {
      const start = startOfDay(day, this.zone);
      if (start >= to) break;
      const end = startOfDay(addDays(day, 1), this.zone);
      if (start >= from && end <= to && !dirtyDays.has(day)) days.push(day);
      else window(start < from ? from : start, end > to ? to : end);
    }
    if (days.length === 0) return {};
    return { days, windows, fromDay, zone: this.zone };
  }

  private async rebuildDaily(trx: Kysely<DB>) {
    await this.repo.fullBuildSettings(trx);
    await this.repo.deleteDailyAll(trx);
    const bounds = await this.repo.hourlyMemberBounds(trx);
    if (bounds) {
      for (let from = bounds.min; from <= bounds.max; from += MEMBER_SLICE) await this.repo.addDailySlice(trx, this.zone, from, Math.min(bounds.max, from + MEMBER_SLICE - 1));
    }
    await this.repo.buildTeamDaily(trx, this.zone);
    await this.repo.setDailyZone(trx, this.zone);
  }

  private async recomputeTeamDays(trx: Kysely<DB>, days: string[]) {
    const unique = [...new Set(days)];
    for (let i = 0; i < unique.length; i += 100) await this.repo.recomputeTeamDays(trx, unique.slice(i, i + 100));
  }

  private async recomputeTeamHours(trx: Kysely<DB>, hours: Date[]) {
    const unique = [...new Map(hours.map((h) => [h.getTime(), h])).values()];
    for (let i = 0; i < unique.length; i += 200) await this.repo.recomputeTeamHours(trx, unique.slice(i, i + 200));
  }

  /**
   * The agents service tells reporting about the downline tree (closure rows), in the transaction that
   * indexes it: new accounts have no rollup rows yet, so nothing else changes.
   */
  async linkTeam(trx: Kysely<DB>, links: TeamLink[], opts: { mayHaveFigures?: boolean } = {}) {
    await this.repo.link(trx, links);
    if (!opts.mayHaveFigures || links.length === 0) return;
    // Accounts indexed late (seed, imports, the catch-up) may have figures already: their hours again, in
    // turn with the rollup job (a full build running now would not see these links).
    await this.repo.lockTeam(trx);
    const members = [...new Set(links.map((l) => l.memberId))];
    await this.recomputeTeamHours(trx, await this.repo.hoursOf(trx, members));
    await this.recomputeTeamDays(trx, await this.repo.daysOf(trx, members));
  }

  /**
   * Members moved in the tree: `links` are every closure row of `memberIds` after the move (the moved
   * members and everyone under them). The team rollups of every hour they have figures in are recomputed.
   */
  async moveMembers(trx: Kysely<DB>, memberIds: number[], links: TeamLink[]) {
    await this.repo.lockTeam(trx);
    await this.repo.unlink(trx, memberIds);
    await this.repo.link(trx, links);
    await this.recomputeTeamHours(trx, await this.repo.hoursOf(trx, memberIds));
    await this.recomputeTeamDays(trx, await this.repo.daysOf(trx, memberIds));
  }

  /**
   * Bet figures per game or per vendor over [from, to) (the operator's reports, issue 18). Read from the
   * records service: the rollups are per member and category, not per game (one scan of the range's bets;
   * a placed_at index or a per-game rollup is the next step if the console's ranges get slow). Money in minor units; GGR = valid - payout.
   */
  async gameFigures(by: 'game' | 'vendor', from: Date, to: Date): Promise<GameFigures[]> {
    const rows = await this.records.figuresBy(by, from, to);
    return rows.map((r) => {
      const validTurnover = BigInt(r.valid);
      const payout = BigInt(r.payout);
      return {
        vendor: r.vendor,
        gameCode: r.game_code,
        gameName: r.game_name,
        category: r.category,
        games: Number(r.games),
        bets: Number(r.bets),
        stake: BigInt(r.stake),
        validTurnover,
        payout,
        ggr: validTurnover - payout,
        activeMembers: Number(r.active),
      };
    });
  }

  /**
   * Figures of whole teams over [from, to): per ancestor (its downline at every depth, without itself),
   * optionally per depth below it and per calendar day in `dayZone`, from the team rollups. Exact at
   * any moment like `figures`: hours with buckets changed since the last run are summed from member rows.
   */
  async teamFigures(q: { ancestors: number[]; from: Date; to: Date; dayZone?: string; byDepth?: boolean }): Promise<{ ancestor: number; depth: number | null; day: string | null; figures: Figures }[]> {
    if (q.ancestors.length === 0) return [];
    let since = await this.repo.watermark(HOURLY);
    if (since === null) {
      await this.rollup();
      since = (await this.repo.watermark(HOURLY)) as string;
    }
    const fromHour = Math.floor(q.from.getTime() / 3_600_000) * 3_600_000;
    const dirty = (await this.changedSince(since)).filter((k) => k.hour.getTime() >= fromHour && k.hour < q.to);
    const raw = dirty.length > 0 ? await this.recompute(dirty, this.repo.db) : [];
    const next = await this.repo.nextActiveHours(this.repo.db, dirty);
    const dirtyHours = [...new Map([...dirty.map((k) => k.hour), ...next].map((h) => [h.getTime(), h])).values()];
    const split = await this.split(q.from, q.to, dirty, { dayZone: q.dayZone, aligned: true });
    const sqlq = { ancestors: q.ancestors, from: q.from, to: q.to, dayZone: q.dayZone, byDepth: q.byDepth, dirty, raw, dirtyHours, ...split };
    const [sums, active] = await Promise.all([this.repo.teamFigures(sqlq), this.repo.teamActive(sqlq)]);
    const key = (a: number, d: number | null, day: string | null) => `${a}|${d}|${day}`;
    const out = new Map<string, { ancestor: number; depth: number | null; day: string | null; figures: Figures }>();
    for (const r of sums) {
      out.set(key(r.ancestor_id, r.depth, r.day), {
        ancestor: r.ancestor_id,
        depth: r.depth === null ? null : Number(r.depth),
        day: r.day,
        figures: {
          bets: Number(r.bets),
          stake: BigInt(r.stake),
          validTurnover: BigInt(r.valid_turnover),
          payout: BigInt(r.payout),
          winLoss: BigInt(r.win_loss),
          deposits: BigInt(r.deposits),
          withdrawals: BigInt(r.withdrawals),
          bonuses: BigInt(r.bonuses),
          activeMembers: 0,
        },
      });
    }
    for (const r of active) {
      const k = key(r.ancestor_id, r.depth, r.day);
      const row = out.get(k) ?? { ancestor: r.ancestor_id, depth: r.depth === null ? null : Number(r.depth), day: r.day, figures: { ...EMPTY_FIGURES } };
      row.figures.activeMembers = Number(r.active);
      out.set(k, row);
    }
    return [...out.values()];
  }

  /**
   * Figures of a set of members over [from, to), per group (and day): rollup rows for the buckets
   * rolled up, raw rows for the buckets changed since (the current partial hour, late settlements).
   * Buckets are UTC hours, counted in the range their hour starts in.
   */
  async figures(q: FiguresQuery): Promise<FiguresResult[]> {
    if (q.members.length === 0) return [];
    let since = await this.repo.watermark(HOURLY);
    if (since === null) {
      await this.rollup();
      since = (await this.repo.watermark(HOURLY)) as string;
    }
    const team = new Set(q.members);
    const fromHour = Math.floor(q.from.getTime() / 3_600_000) * 3_600_000;
    const dirty = (await this.changedSince(since)).filter((k) => team.has(k.memberId) && k.hour.getTime() >= fromHour && k.hour < q.to);
    const raw = dirty.length > 0 ? await this.recompute(dirty, this.repo.db) : [];
    const rows = await this.repo.figures({
      members: q.members,
      groups: q.groups ?? q.members.map(() => 0),
      from: q.from,
      to: q.to,
      dayZone: q.dayZone,
      dirty,
      raw,
      ...(await this.split(q.from, q.to, dirty, { dayZone: q.dayZone })),
    });
    return rows.map((r) => ({
      group: Number(r.grp),
      day: r.day,
      figures: {
        bets: Number(r.bets),
        stake: BigInt(r.stake),
        validTurnover: BigInt(r.valid_turnover),
        payout: BigInt(r.payout),
        winLoss: BigInt(r.win_loss),
        deposits: BigInt(r.deposits),
        withdrawals: BigInt(r.withdrawals),
        bonuses: BigInt(r.bonuses),
        activeMembers: Number(r.active),
      },
    }));
  }

  /** Figures of a set of members over a range, summed over everyone. */
  async total(members: number[], from: Date, to: Date): Promise<Figures> {
    const [row] = await this.figures({ members, from, to });
    return row?.figures ?? { ...EMPTY_FIGURES };
  }

  /** Rollup rows of some members (tests compare them with a recomputation from raw rows). */
  rollupRows(memberIds: number[]) {
    return this.repo.rows(memberIds);
  }

  /** What the rollup rows of those members should be, recomputed from every raw row (tests). */
  async recomputedRows(memberIds: number[]): Promise<RollupRow[]> {
    const set = new Set(memberIds);
    return (await this.recompute('all', this.repo.db)).filter((r) => set.has(r.memberId));
  }

  /** Daily rollup rows of some members, as comparable strings (tests). */
  async dailyRollupRows(memberIds: number[]): Promise<string[]> {
    const rows = await this.repo.dailyRows(memberIds);
    return rows.map((r) => [r.member_id, r.day, r.bets, r.stake, r.valid_turnover, r.payout, r.win_loss, r.deposits, r.withdrawals, r.bonuses].join('|')).sort();
  }

  /** What the daily rows of those members should be, summed from every raw row per day of the report zone (tests). */
  async recomputedDailyRows(memberIds: number[]): Promise<string[]> {
    const out = new Map<string, { m: number; day: string; v: bigint[] }>();
    for (const r of await this.recomputedRows(memberIds)) {
      const day = localDate(r.hour, this.zone);
      const k = `${r.memberId}|${day}`;
      const row = out.get(k) ?? { m: r.memberId, day, v: [0n, 0n, 0n, 0n, 0n, 0n, 0n, 0n] };
      [BigInt(r.bets), r.stake, r.validTurnover, r.payout, r.winLoss, r.deposits, r.withdrawals, r.bonuses].forEach((x, i) => (row.v[i] = row.v[i]! + x));
      out.set(k, row);
    }
    return [...out.values()].map((r) => [r.m, r.day, ...r.v].join('|')).sort();
  }

  /** Stale buckets in [from, to) (optionally one member's) and the raw rows that replace them: reads stay exact between rollups. */
  private async freshness(from: Date, to: Date, memberId?: number): Promise<{ dirty: BucketKey[]; raw: RollupRow[] }> {
    let since = await this.repo.watermark(HOURLY);
    if (since === null) {
      await this.rollup();
      since = (await this.repo.watermark(HOURLY)) as string;
    }
    const fromHour = Math.floor(from.getTime() / 3_600_000) * 3_600_000;
    const dirty = (await this.changedSince(since)).filter((k) => (memberId === undefined || k.memberId === memberId) && k.hour.getTime() >= fromHour && k.hour < to);
    const raw = dirty.length > 0 ? await this.recompute(dirty, this.repo.db) : [];
    return { dirty, raw };
  }

  /**
   * One member's figures per game category over [from, to) (missions): bets placed, valid turnover, and
   * deposits (wallet movements, category ''). Exact at any moment like `figures`.
   */
  async memberCategoryFigures(memberId: number, from: Date, to: Date): Promise<Map<string, { bets: number; validTurnover: bigint; deposits: bigint }>> {
    const fresh = await this.freshness(from, to, memberId);
    const rows = await this.repo.memberCategories({ memberId, from, to, ...fresh });
    return new Map(rows.map((r) => [r.category, { bets: Number(r.bets), validTurnover: BigInt(r.valid_turnover), deposits: BigInt(r.deposits) }]));
  }

  /**
   * Members ranked by valid turnover over [from, to) (the missions leaderboard): the top `limit` and,
   * when given, `memberId`'s own row wherever it ranks. Exact at any moment like `figures`.
   */
  async turnoverRanking(q: { from: Date; to: Date; limit: number; memberId?: number }): Promise<{ memberId: number; rank: number; validTurnover: bigint }[]> {
    const fresh = await this.freshness(q.from, q.to);
    const rows = await this.repo.turnoverRanking({ from: q.from, to: q.to, limit: q.limit, memberId: q.memberId ?? null, ...fresh });
    return rows.map((r) => ({ memberId: r.member_id, rank: Number(r.rank), validTurnover: BigInt(r.valid_turnover) }));
  }

  /**
   * Site-wide figures over [from, to) (every member), per calendar day of `dayZone` when given: the operator
   * console's dashboard and daily report (docs/console.md). Exact like `figures`: buckets changed since the
   * last rollup are recomputed from the raw rows.
   */
  async siteFigures(q: { from: Date; to: Date; dayZone?: string }): Promise<FiguresResult[]> {
    let since = await this.repo.watermark(HOURLY);
    if (since === null) {
      await this.rollup();
      since = (await this.repo.watermark(HOURLY)) as string;
    }
    const fromHour = Math.floor(q.from.getTime() / 3_600_000) * 3_600_000;
    const dirty = (await this.changedSince(since)).filter((k) => k.hour.getTime() >= fromHour && k.hour < q.to);
    const raw = dirty.length > 0 ? await this.recompute(dirty, this.repo.db) : [];
    const split = await this.split(q.from, q.to, dirty, { dayZone: q.dayZone, aligned: true });
    const rows = await this.repo.siteFigures({ from: q.from, to: q.to, dayZone: q.dayZone, dirty, raw, ...split });
    return rows.map((r) => ({
      group: 0,
      day: r.day,
      figures: {
        bets: Number(r.bets),
        stake: BigInt(r.stake),
        validTurnover: BigInt(r.valid_turnover),
        payout: BigInt(r.payout),
        winLoss: BigInt(r.win_loss),
        deposits: BigInt(r.deposits),
        withdrawals: BigInt(r.withdrawals),
        bonuses: BigInt(r.bonuses),
        activeMembers: Number(r.active),
      },
    }));
  }
}
