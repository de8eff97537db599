import { z } from 'zod';
import { RequestIdSchema } from './payments.ts';
import { BET_RECORD_CATEGORIES } from './records.ts';
import { BonusSchema, BonusTermsSchema } from './rewards.ts';
import { MinorUnitsSchema } from './wallet.ts';

/**
 * Manual rebate (issue 17, docs/rewards.md): a share of the member's valid turnover per game
 * category, claimed by the member as one bonus. Rates are in basis points (1/10 000 of turnover).
 */

export const RebateLineSchema = z.object({
  category: z.enum(BET_RECORD_CATEGORIES),
  /** Valid turnover not rebated yet (minor units). */
  validTurnover: MinorUnitsSchema,
  /** Basis points: 80 = 0.8 % of valid turnover. */
  rateBp: z.number().int().min(0).max(10_000),
  /** floor(validTurnover × rateBp / 10 000). */
  amount: MinorUnitsSchema,
});
export type RebateLine = z.infer<typeof RebateLineSchema>;

export const RebateClaimSchema = z.object({
  id: z.string(),
  amount: MinorUnitsSchema,
  currency: z.string(),
  claimedAt: z.string(),
  /** The bonus the claim granted (bonus details show its wagering). */
  bonusId: z.string(),
  lines: z.array(RebateLineSchema),
});
export type RebateClaim = z.infer<typeof RebateClaimSchema>;

/** `GET /api/v1/rewards/rebate`: what is claimable now, per category, and the claims made. */
export const RebateOverviewSchema = z.object({
  currency: z.string(),
  /** The last claim (null before the first): turnover since then is what the lines count. */
  since: z.string().nullable(),
  /** Every category with a rate, in rate-table order. */
  lines: z.array(RebateLineSchema),
  /** Sum of the lines: what a claim now would pay. */
  total: MinorUnitsSchema,
  /** The terms of the bonus a claim grants. */
  terms: BonusTermsSchema,
  history: z.array(RebateClaimSchema),
});
export type RebateOverview = z.infer<typeof RebateOverviewSchema>;

/** `POST /api/v1/rewards/rebate/claim`: the same requestId returns the first claim. */
export const RebateClaimRequestSchema = z.object({ requestId: RequestIdSchema });
export type RebateClaimRequest = z.infer<typeof RebateClaimRequestSchema>;

export const RebateClaimResultSchema = z.object({
  claim: RebateClaimSchema,
  bonus: BonusSchema,
  /** True when this requestId was claimed before: nothing moved now. */
  replayed: z.boolean(),
});
export type RebateClaimResult = z.infer<typeof RebateClaimResultSchema>;

/** Operator: the whole rate table (`GET`/`PUT /api/v1/operator/rebate/rates`); a category left out earns nothing. */
export const OperatorRebateRatesSchema = z.object({
  rates: z
    .array(z.object({ category: z.enum(BET_RECORD_CATEGORIES), rateBp: z.number().int().min(0).max(1000) }))
    .max(BET_RECORD_CATEGORIES.length)
    .refine((rates) => new Set(rates.map((r) => r.category)).size === rates.length, 'each category at most once'),
});
export type OperatorRebateRates = z.infer<typeof OperatorRebateRatesSchema>;
