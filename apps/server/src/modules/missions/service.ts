import {
  MissionErrorCode,
  maskUsername,
  type Leaderboard,
  type Mission,
  type MissionClaimResult,
  type MissionList,
  type MissionPeriod,
  type MissionTitle,
  type OperatorMission,
  type OperatorMissionInputParsed,
  type OperatorMissionList,
} from '@app/contracts';
import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema.ts';
import { conflict, notFound } from '../../lib/errors.ts';
import type { ReportingService } from '../reporting/service.ts';
import type { RewardsService } from '../rewards/service.ts';
import { toSafeNumber } from '../wallet/service.ts';
import { periodAt } from './period.ts';
import type { ClaimRow, MissionRow, MissionValues, MissionsRepository, TitleRow } from './repository.ts';

/** Members shown on the leaderboard (the caller's own row comes in addition when lower). */
export const LEADERBOARD_SIZE = 20;

type Figures = Map<string, { bets: number; validTurnover: bigint; deposits: bigint }>;

export interface MissionsDeps {
  db: Kysely<DB>;
  reporting: Pick<ReportingService, 'memberCategoryFigures' | 'turnoverRanking'>;
  rewards: Pick<RewardsService, 'grant'>;
  /** The member's wallet currency (missions in other currencies are not theirs). */
  currencyOf: (memberId: number) => Promise<string>;
  /** Usernames of members (leaderboard). */
  usernames: (memberIds: number[]) => Promise<Map<number, string>>;
  /** IANA zone of the brand: days and weeks start at its midnight. */
  timeZone: string;
  now?: () => Date;
}

/** Progress of one mission from a member's figures of its period (reporting rollups, per category). */
export function progressOf(m: Pick<MissionRow, 'metric' | 'category'>, figures: Figures): bigint {
  let sum = 0n;
  for (const [category, f] of figures) {
    if (m.metric === 'DEPOSIT_AMOUNT') sum += f.deposits;
    else if (m.category === null || m.category === category) sum += m.metric === 'BETS' ? BigInt(f.bets) : f.validTurnover;
  }
  return sum;
}

/**
 * Daily and weekly missions (docs/rewards.md "Missions and leaderboard"). Progress is read from the
 * reporting rollups for the current period in the brand's zone; a completed mission's prize is a bonus
 * granted through `app.rewards.grant` with the key `mission:<missionId>:<memberId>:<periodStart>`, so a
 * retried or concurrent claim pays once. A new period starts from zero.
 */
export class MissionsService {
  private readonly now: () => Date;

  constructor(
    private readonly repo: MissionsRepository,
    private readonly deps: MissionsDeps,
  ) {
    this.now = deps.now ?? (() => new Date());
  }

  private periods(at: Date): Record<MissionPeriod, { start: Date; end: Date }> {
    return { DAILY: periodAt('DAILY', at, this.deps.timeZone), WEEKLY: periodAt('WEEKLY', at, this.deps.timeZone) };
  }

  private present(m: MissionRow, period: { start: Date; end: Date }, progress: bigint, claim: ClaimRow | undefined, titles: MissionTitle[] = []): Mission {
    const completed = progress >= m.target;
    const percent = completed ? 100 : Number((progress * 100n) / m.target);
    return {
      id: m.id.toString(),
      code: m.code,
      period: m.period,
      metric: m.metric,
      category: m.category as Mission['category'],
      target: toSafeNumber(m.target),
      progress: toSafeNumber(progress),
      percent,
      completed,
      claimed: claim !== undefined,
      claimable: completed && claim === undefined,
      prize: toSafeNumber(m.prize),
      currency: m.currency.trim(),
      wageringMultiplier: m.wagering_multiplier,
      periodStart: period.start.toISOString(),
      periodEnd: period.end.toISOString(),
      bonusId: claim ? claim.bonus_id.toString() : null,
      titles,
    };
  }

  /** `GET /rewards/missions`: this period's missions with progress, and how many can be claimed (the badge). */
  async list(memberId: number): Promise<MissionList> {
    const periods = this.periods(this.now());
    const currency = await this.deps.currencyOf(memberId);
    const missions = await this.repo.active(currency);
    const claims = await this.repo.claims(memberId, [periods.DAILY.start, periods.WEEKLY.start]);
    const figures = await this.figuresFor(memberId, periods, missions);
    const titles = titlesById(await this.repo.titles(missions.map((m) => m.id)));
    const out: MissionList = { daily: [], weekly: [], claimableCount: 0, timeZone: this.deps.timeZone };
    for (const m of missions) {
      const period = periods[m.period];
      const claim = claims.find((c) => c.mission_id === m.id && c.period_start.getTime() === period.start.getTime());
      const mission = this.present(m, period, progressOf(m, figures[m.period]!), claim, titles.get(m.id));
      (m.period === 'DAILY' ? out.daily : out.weekly).push(mission);
      if (mission.claimable) out.claimableCount += 1;
    }
    return out;
  }

  /** Badge count (member info): missions completed and not claimed in this period. */
  async claimableCount(memberId: number): Promise<number> {
    return (await this.list(memberId)).claimableCount;
  }

  private async figuresFor(memberId: number, periods: Record<MissionPeriod, { start: Date; end: Date }>, missions: MissionRow[]): Promise<Partial<Record<MissionPeriod, Figures>>> {
    const out: Partial<Record<MissionPeriod, Figures>> = {};
    for (const p of ['DAILY', 'WEEKLY'] as const) {
      if (missions.some((m) => m.period === p)) out[p] = await this.deps.reporting.memberCategoryFigures(memberId, periods[p].start, periods[p].end);
    }
    return out;
  }

  /**
   * `POST /rewards/missions/{id}/claim`: the prize of this period, once. A repeat (or a request that lost
   * a race) returns the first claim with `replayed: true`; not complete → 409 MISSION_INCOMPLETE with the
   * progress; the grant and the claim row commit together.
   */
  async claim(memberId: number, missionId: bigint): Promise<MissionClaimResult> {
    const m = await this.repo.byId(missionId);
    const currency = await this.deps.currencyOf(memberId);
    if (!m || m.currency.trim() !== currency) throw notFound('No such mission', MissionErrorCode.MISSION_NOT_FOUND);
    const period = periodAt(m.period, this.now(), this.deps.timeZone);
    const titles = titlesById(await this.repo.titles([m.id])).get(m.id);
    const prior = await this.repo.claim(m.id, memberId, period.start);
    if (prior) return { mission: this.present(m, period, prior.progress, prior, titles), bonusId: prior.bonus_id.toString(), replayed: true };
    // Measured before the transaction: on the embedded database a read on another connection inside it would wait forever.
    const progress = progressOf(m, await this.deps.reporting.memberCategoryFigures(memberId, period.start, period.end));
    if (progress < m.target) {
      throw conflict('This mission is not complete yet', MissionErrorCode.MISSION_INCOMPLETE, { progress: toSafeNumber(progress), target: toSafeNumber(m.target) });
    }
    const grantKey = `mission:${m.id}:${memberId}:${period.start.toISOString()}`;
    const claim = await this.deps.db.transaction().execute(async (trx) => {
      // The grant key serialises concurrent claims: the second waits on the first's row, then gets the same bonus back.
      const { bonus } = await this.deps.rewards.grant(
        {
          memberId,
          source: 'MISSION',
          sourceRef: m.id.toString(),
          grantKey,
          title: `Mission: ${m.code}`,
          titleParts: { key: 'MISSION', names: Object.fromEntries((titles ?? []).map((x) => [x.language, x.title])) },
          amount: m.prize,
          currency,
          terms: { wageringMultiplier: m.wagering_multiplier, validDays: m.valid_days, maxCashout: null, categories: [] },
        },
        trx,
      );
      const row = { mission_id: m.id, member_id: memberId, period_start: period.start, bonus_id: bonus.id, progress, claimed_at: this.now() };
      const inserted = await this.repo.insertClaim(trx, row);
      return { row: inserted ? row : (await this.repo.claim(m.id, memberId, period.start, trx))!, replayed: !inserted };
    });
    return { mission: this.present(m, period, claim.row.progress, claim.row, titles), bonusId: claim.row.bonus_id.toString(), replayed: claim.replayed };
  }

  // ---------------------------------------------------------------- operator (console)

  /** `GET /operator/missions`: every mission, active or not, with its titles and the prizes paid. */
  async operatorList(): Promise<OperatorMissionList> {
    const rows = await this.repo.all();
    const titles = titlesById(await this.repo.titles(rows.map((m) => m.id)));
    const claims = await this.repo.claimCounts();
    return { list: rows.map((m) => toOperator(m, titles.get(m.id) ?? [], claims.get(m.id) ?? 0)) };
  }

  /**
   * Creates a mission (`id` null) or edits one. A changed target or prize applies to the current period
   * too: prizes claimed keep what was paid (their bonus), progress is re-measured against the new target.
   * A code another mission has is 409 MISSION_CODE_TAKEN; nothing is written then.
   */
  async save(id: bigint | null, input: OperatorMissionInputParsed): Promise<{ mission: OperatorMission; before: OperatorMission | null }> {
    const before = id === null ? undefined : await this.repo.anyById(id);
    if (id !== null && !before) throw notFound('No such mission', MissionErrorCode.MISSION_NOT_FOUND);
    const taken = await this.repo.byCode(input.code);
    if (taken && taken.id !== id) throw conflict('Another mission has this code', MissionErrorCode.MISSION_CODE_TAKEN, { code: input.code });
    const values: MissionValues = {
      code: input.code,
      period: input.period,
      metric: input.metric,
      category: input.metric === 'DEPOSIT_AMOUNT' ? null : input.category,
      target: BigInt(input.target),
      prize: BigInt(input.prize),
      currency: input.currency,
      wagering_multiplier: input.wageringMultiplier,
      valid_days: input.validDays,
      active: input.active,
      sort: input.sort,
    };
    const beforeTitles = before ? (titlesById(await this.repo.titles([before.id])).get(before.id) ?? []) : [];
    const row = await this.deps.db
      .transaction()
      .execute(async (trx) => {
        const saved = id === null ? await this.repo.insert(trx, values) : await this.repo.update(trx, id, values);
        if (!saved) throw notFound('No such mission', MissionErrorCode.MISSION_NOT_FOUND);
        await this.repo.setTitles(trx, saved.id, input.titles);
        return saved;
      })
      .catch((error: unknown) => {
        if ((error as { code?: string }).code === '23505') throw conflict('Another mission has this code', MissionErrorCode.MISSION_CODE_TAKEN, { code: input.code });
        throw error;
      });
    const claims = (await this.repo.claimCounts()).get(row.id) ?? 0;
    const titles = input.titles.map((t) => ({ language: t.language, title: t.title })).sort((a, b) => a.language.localeCompare(b.language));
    return { mission: toOperator(row, titles, claims), before: before ? toOperator(before, beforeTitles, claims) : null };
  }

  /** Shows (`active`) or hides a mission from members; claims made stay. */
  async setActive(id: bigint, active: boolean): Promise<OperatorMission> {
    const row = await this.repo.update(this.deps.db, id, { active });
    if (!row) throw notFound('No such mission', MissionErrorCode.MISSION_NOT_FOUND);
    const titles = titlesById(await this.repo.titles([row.id])).get(row.id) ?? [];
    return toOperator(row, titles, (await this.repo.claimCounts()).get(row.id) ?? 0);
  }

  /** `GET /rewards/leaderboard`: this week's top members by valid turnover (masked names) and the caller's own rank. */
  async leaderboard(memberId: number): Promise<Leaderboard> {
    const week = periodAt('WEEKLY', this.now(), this.deps.timeZone);
    const rows = await this.deps.reporting.turnoverRanking({ from: week.start, to: week.end, limit: LEADERBOARD_SIZE, memberId });
    const names = await this.deps.usernames(rows.map((r) => r.memberId));
    const mine = rows.find((r) => r.memberId === memberId);
    return {
      periodStart: week.start.toISOString(),
      periodEnd: week.end.toISOString(),
      timeZone: this.deps.timeZone,
      entries: rows
        .filter((r) => r.rank <= LEADERBOARD_SIZE)
        .map((r) => {
          const isMe = r.memberId === memberId;
          const name = names.get(r.memberId) ?? '';
          return { rank: r.rank, username: isMe ? name : maskUsername(name), validTurnover: toSafeNumber(r.validTurnover), isMe };
        }),
      me: { rank: mine?.rank ?? null, validTurnover: toSafeNumber(mine?.validTurnover ?? 0n) },
    };
  }
}

function titlesById(rows: TitleRow[]): Map<bigint, MissionTitle[]> {
  const out = new Map<bigint, MissionTitle[]>();
  for (const r of rows) {
    const id = BigInt(r.mission_id);
    out.set(id, [...(out.get(id) ?? []), { language: r.language, title: r.title }]);
  }
  return out;
}

function toOperator(m: MissionRow, titles: MissionTitle[], claims: number): OperatorMission {
  return {
    id: m.id.toString(),
    code: m.code,
    period: m.period,
    metric: m.metric,
    category: m.category as OperatorMission['category'],
    target: toSafeNumber(m.target),
    prize: toSafeNumber(m.prize),
    currency: m.currency.trim(),
    wageringMultiplier: m.wagering_multiplier,
    validDays: m.valid_days,
    active: m.active,
    sort: m.sort,
    titles,
    claims,
  };
}
