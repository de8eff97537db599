import { ErrorCode, type OperatorVipLevel, type VipLevel, type VipOverview } from '@app/contracts';
import type { Kysely, Selectable } from 'kysely';
import type { DB } from '../../db/schema.ts';
import { AppError, conflict } from '../../lib/errors.ts';
import type { RecordsService } from '../records/service.ts';
import { toSafeNumber, type WalletService } from '../wallet/service.ts';
import type { RewardsService } from './service.ts';
import type { RewardsTables } from './tables.ts';

type LevelRow = Selectable<RewardsTables['vip_levels']>;

const EPOCH = new Date(0);
/** Ledger kinds that bring the member's own money in: deposits and agent transfers to the member. */
const DEPOSIT_KINDS = ['DEPOSIT', 'TRANSFER_DOWNLINE'] as const;
export const vipGrantKey = (memberId: number, level: number) => `vip:${memberId}:${level}`;

/** All SQL of VIP levels. */
export class VipRepository {
  levels(db: Kysely<DB>) {
    return db.selectFrom('vip_levels').selectAll().orderBy('level').execute();
  }

  lockLevels(db: Kysely<DB>) {
    return db.selectFrom('vip_levels').selectAll().orderBy('level').forUpdate().execute();
  }

  async upsertLevel(db: Kysely<DB>, row: LevelRow) {
    await db
      .insertInto('vip_levels')
      .values(row)
      .onConflict((oc) =>
        oc.column('level').doUpdateSet({
          code: row.code,
          name: row.name,
          min_turnover: row.min_turnover,
          min_deposit: row.min_deposit,
          levelup_bonus: row.levelup_bonus,
          wagering_multiplier: row.wagering_multiplier,
          valid_days: row.valid_days,
        }),
      )
      .execute();
  }

  async reached(db: Kysely<DB>, memberId: number): Promise<number> {
    const row = await db.selectFrom('vip_members').select('level').where('member_id', '=', memberId).executeTakeFirst();
    return row?.level ?? 0;
  }

  /** Raises the kept level (never lowers it). */
  async raise(db: Kysely<DB>, memberId: number, level: number, at: Date) {
    await db
      .insertInto('vip_members')
      .values({ member_id: memberId, level, reached_at: at })
      .onConflict((oc) => oc.column('member_id').doUpdateSet({ level, reached_at: at }).where('vip_members.level', '<', level))
      .execute();
  }

  /** Level-up bonuses already granted, by grant key. */
  async granted(db: Kysely<DB>, keys: string[]): Promise<Map<string, bigint>> {
    if (keys.length === 0) return new Map();
    const rows = await db.selectFrom('reward_bonuses').select(['grant_key', 'id']).where('grant_key', 'in', keys).execute();
    return new Map(rows.map((r) => [r.grant_key, r.id]));
  }
}

export interface VipDeps {
  db: Kysely<DB>;
  wallet: WalletService;
  records: RecordsService;
  rewards: RewardsService;
  now?: () => Date;
}

const pct = (current: bigint, required: bigint) => (required === 0n || current >= required ? 100 : Math.min(99, Number((current * 100n) / required)));

/**
 * VIP levels (docs/rewards.md): a level is reached when the member's cumulative valid turnover and
 * deposits meet its requirements and those of every level below; it is kept once reached. Each
 * reached level's bonus is granted once through the bonus model (grant key `vip:<member>:<level>`).
 */
export class VipService {
  private readonly now: () => Date;

  constructor(
    private readonly repo: VipRepository,
    private readonly deps: VipDeps,
  ) {
    this.now = deps.now ?? (() => new Date());
  }

  private async measure(memberId: number, currency: string) {
    const now = this.now();
    const [turnover, ...deposits] = await Promise.all([
      this.deps.records.validTurnover(memberId, { from: EPOCH, to: now, currency }, this.deps.db),
      ...DEPOSIT_KINDS.map((kind) => this.deps.wallet.history(memberId, { from: EPOCH, to: now, kind, currency, page: 1, pageSize: 1 })),
    ]);
    return { turnover: [...turnover.values()].reduce((s, v) => s + v, 0n), deposits: deposits.reduce((s, d) => s + d.totals.in, 0n) };
  }

  /** `GET /rewards/vip`: the member's level, progress to the next, every level, and level-up bonuses granted now. */
  async overview(memberId: number): Promise<VipOverview> {
    const db = this.deps.db;
    const { currency } = await this.deps.wallet.balanceOf(memberId);
    const [levels, kept, figures] = await Promise.all([this.repo.levels(db), this.repo.reached(db, memberId), this.measure(memberId, currency)]);
    let measured = 0;
    for (const l of levels) {
      if (figures.turnover < l.min_turnover || figures.deposits < l.min_deposit) break;
      measured = l.level;
    }
    const level = Math.max(kept, measured);
    if (level > kept) await this.repo.raise(db, memberId, level, this.now());

    const paused = await this.deps.rewards.assertEligible(memberId).then(
      () => false,
      () => true,
    );
    const reached = levels.filter((l) => l.level <= level);
    const keys = reached.map((l) => vipGrantKey(memberId, l.level));
    const granted = await this.repo.granted(db, keys);
    let newlyGranted = 0n;
    if (!paused) {
      for (const l of reached) {
        const key = vipGrantKey(memberId, l.level);
        if (l.levelup_bonus === 0n || granted.has(key)) continue;
        const { bonus, replayed } = await this.deps.rewards.grant({
          memberId,
          source: 'VIP',
          sourceRef: `vip-level:${l.level}`,
          grantKey: key,
          title: `VIP ${l.name} level-up bonus`,
          titleParts: { key: 'VIP_LEVEL_UP', level: l.code },
          amount: l.levelup_bonus,
          currency,
          terms: termsOf(l),
        });
        granted.set(key, bonus.id);
        if (!replayed) newlyGranted += l.levelup_bonus;
      }
    }

    const next = levels.find((l) => l.level > level);
    return {
      currency,
      level,
      turnover: toSafeNumber(figures.turnover),
      deposits: toSafeNumber(figures.deposits),
      next: next
        ? {
            level: next.level,
            turnover: { current: toSafeNumber(figures.turnover), required: toSafeNumber(next.min_turnover), percent: pct(figures.turnover, next.min_turnover) },
            deposit: { current: toSafeNumber(figures.deposits), required: toSafeNumber(next.min_deposit), percent: pct(figures.deposits, next.min_deposit) },
          }
        : null,
      levels: levels.map((l) => this.toLevel(l, level, next?.level, granted.get(vipGrantKey(memberId, l.level)))),
      newlyGranted: toSafeNumber(newlyGranted),
      bonusesPaused: paused,
    };
  }

  /** Operator: every level's definition. */
  async operatorLevels() {
    return { levels: (await this.repo.levels(this.deps.db)).map(toOperatorLevel) };
  }

  /**
   * Operator: creates level N (the next after the last) or edits an existing one. Requirements must not
   * fall from a level to the next, so reaching a level always means reaching those below.
   */
  async setLevel(level: number, input: OperatorVipLevel) {
    const row: LevelRow = {
      level,
      code: input.code,
      name: input.name,
      min_turnover: BigInt(input.minTurnover),
      min_deposit: BigInt(input.minDeposit),
      levelup_bonus: BigInt(input.levelUpBonus),
      wagering_multiplier: input.wageringMultiplier,
      valid_days: input.validDays,
    };
    try {
      await this.deps.db.transaction().execute(async (trx) => {
        const levels = await this.repo.lockLevels(trx);
        if (level > levels.length + 1) throw new AppError(400, ErrorCode.VALIDATION_ERROR, `Levels are numbered without gaps: the next new level is ${levels.length + 1}`);
        const below = levels.find((l) => l.level === level - 1);
        const above = levels.find((l) => l.level === level + 1);
        const falls = (a: LevelRow | undefined, b: LevelRow | undefined) => a && b && (a.min_turnover > b.min_turnover || a.min_deposit > b.min_deposit);
        if (falls(below, row) || falls(row, above)) throw new AppError(400, ErrorCode.VALIDATION_ERROR, 'Requirements must not be lower than those of the level below or higher than those of the level above');
        await this.repo.upsertLevel(trx, row);
      });
    } catch (error) {
      if ((error as { code?: string }).code === '23505') throw conflict('Another level has this code', ErrorCode.CONFLICT, { code: input.code });
      throw error;
    }
    return this.operatorLevels();
  }

  private toLevel(l: LevelRow, level: number, next: number | undefined, bonusId: bigint | undefined): VipLevel {
    return {
      level: l.level,
      code: l.code,
      name: l.name,
      minTurnover: toSafeNumber(l.min_turnover),
      minDeposit: toSafeNumber(l.min_deposit),
      levelUpBonus: toSafeNumber(l.levelup_bonus),
      terms: termsOf(l),
      status: l.level <= level ? 'REACHED' : l.level === next ? 'NEXT' : 'LOCKED',
      bonusId: bonusId === undefined ? null : bonusId.toString(),
    };
  }
}

function toOperatorLevel(l: LevelRow) {
  return {
    level: l.level,
    code: l.code,
    name: l.name,
    minTurnover: toSafeNumber(l.min_turnover),
    minDeposit: toSafeNumber(l.min_deposit),
    levelUpBonus: toSafeNumber(l.levelup_bonus),
    wageringMultiplier: l.wagering_multiplier,
    validDays: l.valid_days,
  };
}

function termsOf(l: LevelRow) {
  return { wageringMultiplier: l.wagering_multiplier, validDays: l.valid_days, maxCashout: null, categories: [] as never[] };
}
