import { z } from 'zod';
import { MinorUnitsSchema } from './wallet.ts';

export const BET_RECORD_CATEGORIES = ['RNG', 'LIVE', 'FISH', 'PVP', 'SPORTS', 'ESPORTS', 'COCKFIGHT', 'LOTT', 'ELOTT', 'INHOUSE', 'BGS'] as const;

const RangeSchema = z.object({
  from: z.iso.datetime({ offset: true }),
  to: z.iso.datetime({ offset: true }),
});

/** `GET /records/bets` (SPEC §2.7 betting record, personalHistoryCopy). */
export const BetRecordQuerySchema = RangeSchema.extend({
  category: z.enum(BET_RECORD_CATEGORIES).optional(),
  status: z.enum(['PENDING', 'SETTLED', 'CANCELLED']).optional(),
  pageNo: z.coerce.number().int().min(1).max(100_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(20),
});
export type BetRecordQuery = z.infer<typeof BetRecordQuerySchema>;

export const BetRecordSchema = z.object({
  id: z.string(),
  vendor: z.string(),
  gameCode: z.string(),
  gameName: z.string(),
  category: z.string(),
  stake: MinorUnitsSchema,
  payout: MinorUnitsSchema,
  /** payout - stake once settled; 0 while pending. */
  profit: MinorUnitsSchema,
  currency: z.string(),
  status: z.enum(['PENDING', 'SETTLED', 'CANCELLED']),
  placedAt: z.string(),
  settledAt: z.string().nullable(),
});
export type BetRecord = z.infer<typeof BetRecordSchema>;

export const BetRecordTotalsSchema = z.object({ stake: MinorUnitsSchema, validStake: MinorUnitsSchema, payout: MinorUnitsSchema, profit: MinorUnitsSchema });

export const BetRecordPageSchema = z.object({
  list: z.array(BetRecordSchema),
  pageNum: z.number().int(),
  totalPages: z.number().int(),
  total: z.number().int(),
  /** Over the whole filtered range. */
  totals: BetRecordTotalsSchema,
});
export type BetRecordPage = z.infer<typeof BetRecordPageSchema>;

/** `GET /records/profit-loss` (SPEC §2.7 profit and loss, personalProfit). */
export const ProfitLossQuerySchema = RangeSchema;
export const ProfitLossSchema = z.object({
  categories: z.array(z.object({ category: z.string(), bets: z.number().int(), stake: MinorUnitsSchema, validStake: MinorUnitsSchema, payout: MinorUnitsSchema, profit: MinorUnitsSchema })),
  totals: BetRecordTotalsSchema.extend({ bets: z.number().int() }),
  wallet: z.object({ deposits: MinorUnitsSchema, withdrawals: MinorUnitsSchema, bonus: MinorUnitsSchema, transfers: MinorUnitsSchema }),
  currency: z.string(),
});
export type ProfitLoss = z.infer<typeof ProfitLossSchema>;
