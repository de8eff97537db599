import { z } from 'zod';
import { LOTTERY_BET_TYPES, LOTTERY_MAX_ITEMS, LOTTERY_PRIZE_MODES } from './lottery-rules.ts';
import { MinorUnitsSchema } from './wallet.ts';

const GameCodeSchema = z.string().regex(/^[A-Z0-9_]{2,40}$/, 'expected a game code such as INH_LOTTO_FAST');
export const LotteryPrizeModeSchema = z.enum(LOTTERY_PRIZE_MODES);
export const LotteryBetTypeSchema = z.enum(LOTTERY_BET_TYPES);

export const LotteryGameSchema = z.object({
  gameCode: z.string(),
  name: z.string(),
  prizeMode: LotteryPrizeModeSchema,
  drawMinutes: z.number().int(),
  minStake: MinorUnitsSchema,
  maxStake: MinorUnitsSchema,
  betTypes: z.array(z.object({ betType: LotteryBetTypeSchema, oddsX100: z.number().int() })),
});
export type LotteryGame = z.infer<typeof LotteryGameSchema>;

export const LotteryDrawSchema = z.object({
  gameCode: z.string(),
  drawNo: z.string(),
  opensAt: z.string(),
  closesAt: z.string(),
  drawsAt: z.string(),
  /** SHA-256 of the server seed, published before the draw. */
  seedHash: z.string(),
  status: z.enum(['OPEN', 'DRAWN', 'SETTLED']),
  /** Three digits once drawn. */
  result: z.string().nullable(),
  /** Revealed once drawn. */
  serverSeed: z.string().nullable(),
});
export type LotteryDraw = z.infer<typeof LotteryDrawSchema>;

export const LotteryPrizeModeQuerySchema = z.object({
  prizeMode: LotteryPrizeModeSchema.optional(),
  device: z.enum(['WEB', 'H5', 'APP']).optional(),
});

/** `GET /lottery/games` (SPEC §7 "lottery game", prizeMode) and `/lottery/menus` (VN lottery menus). */
export const LotteryGameListSchema = z.object({ list: z.array(LotteryGameSchema) });

/** `GET /lottery/lobby`: every game of a prize mode with its open draw and the last result. */
export const LotteryLobbySchema = z.object({
  list: z.array(z.object({ game: LotteryGameSchema, currentDraw: LotteryDrawSchema.nullable(), lastDraw: LotteryDrawSchema.nullable() })),
  serverTime: z.string(),
});
export type LotteryLobby = z.infer<typeof LotteryLobbySchema>;

export const LotteryGameQuerySchema = z.object({ gameCode: GameCodeSchema });
export const LotteryRecentQuerySchema = z.object({ gameCode: GameCodeSchema, limit: z.coerce.number().int().min(1).max(100).default(10) });
export const LotteryDrawListSchema = z.object({ list: z.array(LotteryDrawSchema) });
export const LotteryCurrentDrawSchema = z.object({ draw: LotteryDrawSchema, serverTime: z.string() });

/** `GET /lottery/virtual-numbers`: quick-pick suggestions. */
export const LotteryVirtualNumbersQuerySchema = z.object({
  gameCode: GameCodeSchema,
  betType: z.enum(['NUMBER3', 'NUMBER2']).default('NUMBER3'),
  count: z.coerce.number().int().min(1).max(20).default(5),
});
export const LotteryVirtualNumbersSchema = z.object({ numbers: z.array(z.string()) });

/** SPEC §7 lottery launcher: lottoArea VN, launchMode LOTT, lottoView betting | lobby, device, backUrl, language. */
export const LotteryLauncherQuerySchema = z.object({
  gameCode: GameCodeSchema.optional(),
  prizeMode: LotteryPrizeModeSchema.optional(),
  lottoArea: z.enum(['VN', 'SEA', 'TH']).optional(),
  launchMode: z.enum(['LOTT', 'ELOTT']).default('LOTT'),
  lottoView: z.enum(['betting', 'lobby']).default('betting'),
  device: z.enum(['WEB', 'H5', 'APP']).default('WEB'),
  backUrl: z.string().max(500).optional(),
  language: z.string().max(10).optional(),
});
export type LotteryLauncherQuery = z.infer<typeof LotteryLauncherQuerySchema>;
export const LotteryLauncherSchema = z.object({ url: z.string() });

export const LotteryBetItemSchema = z.object({
  betType: LotteryBetTypeSchema,
  /** Digits for NUMBER3 / NUMBER2, empty for the others. */
  selection: z.string().max(3).default(''),
  stake: MinorUnitsSchema.refine((n) => n > 0, 'stake must be positive'),
});

export const LotteryPlaceBetsSchema = z.object({
  gameCode: GameCodeSchema,
  /** The draw the slip was made for; refused once it has closed. */
  drawNo: z.string().regex(/^\d{1,18}$/),
  items: z.array(LotteryBetItemSchema).min(1).max(LOTTERY_MAX_ITEMS),
  /** Client-made id of this slip: a retry with the same id gets the first answer and pays once. */
  requestId: z.string().regex(/^[A-Za-z0-9_-]{8,64}$/),
});
export type LotteryPlaceBets = z.infer<typeof LotteryPlaceBetsSchema>;

export const LotteryBetSchema = z.object({
  id: z.string(),
  gameCode: z.string(),
  drawNo: z.string(),
  betType: LotteryBetTypeSchema,
  selection: z.string(),
  stake: MinorUnitsSchema,
  oddsX100: z.number().int(),
  payout: MinorUnitsSchema,
  status: z.enum(['PENDING', 'WON', 'LOST']),
  currency: z.string(),
  createdAt: z.string(),
  settledAt: z.string().nullable(),
  result: z.string().nullable(),
});
export type LotteryBet = z.infer<typeof LotteryBetSchema>;

export const LotteryPlaceBetsResultSchema = z.object({ bets: z.array(LotteryBetSchema), balance: MinorUnitsSchema, currency: z.string() });

export const LotteryBetsQuerySchema = z.object({
  gameCode: GameCodeSchema.optional(),
  status: z.enum(['PENDING', 'WON', 'LOST']).optional(),
  pageNo: z.coerce.number().int().min(1).max(100_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(20),
});
export const LotteryBetPageSchema = z.object({
  list: z.array(LotteryBetSchema),
  pageNum: z.number().int(),
  totalPages: z.number().int(),
  total: z.number().int(),
});

export const LotteryVerifyQuerySchema = z.object({
  gameCode: GameCodeSchema,
  drawNo: z.string().regex(/^\d{1,18}$/),
  serverSeed: z.string().regex(/^[0-9a-f]{64}$/, 'expected 64 hex characters'),
});
export const LotteryVerifySchema = z.object({ seedHash: z.string(), result: z.string(), matchesDraw: z.boolean().nullable() });
