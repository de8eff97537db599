import { z } from 'zod';
import { BonusTermsSchema } from './rewards.ts';
import { MinorUnitsSchema } from './wallet.ts';

/**
 * VIP levels (issue 17, docs/rewards.md): requirements on cumulative valid turnover and deposits,
 * progress to the next level, and a level-up bonus granted once per level.
 */

export const VIP_LEVEL_STATUSES = ['REACHED', 'NEXT', 'LOCKED'] as const;

export const VipLevelSchema = z.object({
  level: z.number().int().min(1),
  /** Stable code the web translates (BRONZE, SILVER ...); `name` is the fallback. */
  code: z.string(),
  name: z.string(),
  minTurnover: MinorUnitsSchema,
  minDeposit: MinorUnitsSchema,
  /** 0 = no level-up bonus. */
  levelUpBonus: MinorUnitsSchema,
  /** Terms of the level-up bonus. */
  terms: BonusTermsSchema,
  status: z.enum(VIP_LEVEL_STATUSES),
  /** The level-up bonus granted for this level (null before it is reached or when there is none). */
  bonusId: z.string().nullable(),
});
export type VipLevel = z.infer<typeof VipLevelSchema>;

const ProgressSchema = z.object({
  current: MinorUnitsSchema,
  required: MinorUnitsSchema,
  /** Whole percent 0-100 (floor; 100 only when met). */
  percent: z.number().int().min(0).max(100),
});

/** `GET /api/v1/rewards/vip`. */
export const VipOverviewSchema = z.object({
  currency: z.string(),
  /** 0 = no level yet. */
  level: z.number().int().min(0),
  /** Cumulative valid turnover and deposits (minor units). */
  turnover: MinorUnitsSchema,
  deposits: MinorUnitsSchema,
  /** Progress to the next level; null at the top level. */
  next: z.object({ level: z.number().int().min(1), turnover: ProgressSchema, deposit: ProgressSchema }).nullable(),
  levels: z.array(VipLevelSchema),
  /** Level-up bonus granted by this read (the member reached new levels since the last look). */
  newlyGranted: MinorUnitsSchema,
  /** True when bonuses are paused for the member (protection): levels count, bonuses are not granted. */
  bonusesPaused: z.boolean(),
});
export type VipOverview = z.infer<typeof VipOverviewSchema>;
