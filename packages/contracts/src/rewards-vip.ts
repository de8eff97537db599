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

/** Operator: one level's definition (`PUT /api/v1/operator/vip/levels/{level}` creates or edits it). */
export const OperatorVipLevelSchema = z.object({
  code: z.string().regex(/^[A-Z_]{2,20}$/),
  name: z.string().trim().min(1).max(40),
  minTurnover: MinorUnitsSchema,
  minDeposit: MinorUnitsSchema,
  levelUpBonus: MinorUnitsSchema,
  wageringMultiplier: z.number().int().min(0).max(100).default(1),
  validDays: z.number().int().min(1).max(365).default(30),
});
export type OperatorVipLevel = z.infer<typeof OperatorVipLevelSchema>;
export const VipLevelParamsSchema = z.object({ level: z.coerce.number().int().min(1).max(50) });
export const OperatorVipLevelListSchema = z.object({ levels: z.array(OperatorVipLevelSchema.extend({ level: z.number().int() })) });
