import { z } from 'zod';
import { CurrencyCodeSchema, MinorUnitsSchema } from './wallet.ts';

/**
 * In-house Lotus slot (INH_SLOT_LOTUS) and its provably fair verifier
 * (docs/inhouse-slot.md). Money is integer minor units; multipliers are plain numbers.
 */
export const SLOT_GAME_CODE = 'INH_SLOT_LOTUS';
/** The page an INHOUSE slot launch opens (inside the game popup iframe or on its own). */
export const SLOT_PAGE_PATH = '/inhouse/slot';
export const FAIRNESS_PAGE_PATH = '/fairness';

export const SLOT_SYMBOLS = ['WILD', 'SCATTER', 'CROWN', 'GEM', 'BELL', 'STAR', 'MOON', 'DROP', 'LEAF'] as const;
export const SlotSymbolSchema = z.enum(SLOT_SYMBOLS);
export type SlotSymbolCode = z.infer<typeof SlotSymbolSchema>;

/** Total bet per spin in minor units; multiples of 20 so each of the 20 lines gets a whole amount. */
export const SLOT_BET_LEVELS = [100, 200, 500, 1000, 2000, 5000, 10000] as const;

const printable = (max: number) => z.string().regex(new RegExp(`^[\\x21-\\x7e]{1,${max}}$`), `expected 1 to ${max} printable characters without spaces`);
export const ClientSeedSchema = printable(64);
const HashSchema = z.string().regex(/^[0-9a-f]{64}$/);
const NonceSchema = z.number().int().min(0);
/** reels[reel][row]: 5 reels, 3 rows each, top to bottom. */
const ReelsSchema = z.array(z.array(SlotSymbolSchema).length(3)).length(5);

export const SlotPaytableSchema = z.object({
  /** Pays in line bets (total bet / 20) for 3, 4 and 5 of a kind, left to right. */
  lines: z.array(z.object({ symbol: SlotSymbolSchema, pays: z.array(z.number().int()).length(3) })),
  /** Scatter pays in total bets for 3, 4 and 5 anywhere. */
  scatter: z.array(z.number().int()).length(3),
  wild: SlotSymbolSchema,
  scatterSymbol: SlotSymbolSchema,
  /** Exact return to player of the published reels, e.g. 0.9599. */
  rtp: z.number(),
});
export type SlotPaytable = z.infer<typeof SlotPaytableSchema>;

export const SlotStateSchema = z.object({
  gameCode: z.string(),
  serverSeedHash: HashSchema,
  clientSeed: z.string(),
  /** The nonce the next spin uses. */
  nonce: NonceSchema,
  balance: MinorUnitsSchema,
  currency: CurrencyCodeSchema,
  betLevels: z.array(MinorUnitsSchema),
  paytable: SlotPaytableSchema,
  /** Row (0 top .. 2 bottom) of each reel, per payline; line n is lines[n - 1]. */
  lines: z.array(z.array(z.number().int().min(0).max(2)).length(5)),
});
export type SlotState = z.infer<typeof SlotStateSchema>;

export const SlotClientSeedBodySchema = z.object({ clientSeed: ClientSeedSchema });

export const SlotSpinBodySchema = z.object({
  bet: MinorUnitsSchema,
  /** Idempotency key: a retry with the same id returns the first result and moves no money. */
  requestId: z.uuid(),
});
export type SlotSpinBody = z.infer<typeof SlotSpinBodySchema>;

export const SlotLineWinSchema = z.object({
  line: z.number().int().min(1).max(20),
  symbol: SlotSymbolSchema,
  count: z.number().int().min(3).max(5),
  /** Win in line bets. */
  multiplier: z.number().int(),
  /** Minor units (absent when verifying without a bet). */
  payout: MinorUnitsSchema.optional(),
  rows: z.array(z.number().int()).length(5),
});
export type SlotLineWin = z.infer<typeof SlotLineWinSchema>;

export const SlotSpinResultSchema = z.object({
  roundId: z.string(),
  bet: MinorUnitsSchema,
  reels: ReelsSchema,
  lineWins: z.array(SlotLineWinSchema),
  scatterCount: z.number().int(),
  /** Scatter win in minor units. */
  scatterWin: MinorUnitsSchema,
  payout: MinorUnitsSchema,
  /** payout / bet. */
  multiplier: z.number(),
  balance: MinorUnitsSchema,
  currency: CurrencyCodeSchema,
  /** The nonce this spin used. */
  nonce: NonceSchema,
  serverSeedHash: HashSchema,
  clientSeed: z.string(),
  createdAt: z.string(),
});
export type SlotSpinResult = z.infer<typeof SlotSpinResultSchema>;

export const SlotRotateResultSchema = z.object({
  previous: z.object({
    serverSeed: z.string(),
    serverSeedHash: HashSchema,
    clientSeed: z.string(),
    /** Nonce of the last spin played with the pair (-1 when none was played). */
    lastNonce: z.number().int().min(-1),
  }),
  next: z.object({ serverSeedHash: HashSchema, clientSeed: z.string(), nonce: z.literal(0) }),
});
export type SlotRotateResult = z.infer<typeof SlotRotateResultSchema>;

export const SlotRotateBodySchema = z
  .object({ clientSeed: ClientSeedSchema.optional() })
  .nullish()
  .transform((v) => v ?? {});

export const SlotRoundsQuerySchema = z.object({
  pageNo: z.coerce.number().int().min(1).max(100_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(20),
});

export const SlotRoundSchema = SlotSpinResultSchema.omit({ balance: true }).extend({
  /** Revealed only once the seed pair was rotated; null while it is in play. */
  serverSeed: z.string().nullable(),
});
export type SlotRound = z.infer<typeof SlotRoundSchema>;

export const SlotRoundPageSchema = z.object({
  list: z.array(SlotRoundSchema),
  pageNum: z.number().int(),
  pageSize: z.number().int(),
  total: z.number().int(),
  totalPages: z.number().int(),
});
export type SlotRoundPage = z.infer<typeof SlotRoundPageSchema>;

export const FairnessVerifyQuerySchema = z.object({
  serverSeed: printable(128),
  clientSeed: ClientSeedSchema,
  nonce: z.coerce.number().int().min(0).max(2_147_483_647),
  game: z.enum(['slot']).default('slot'),
  /** Optional total bet (minor units, a multiple of 20) to show payouts in money as well. */
  bet: z.coerce.number().int().min(20).max(Number.MAX_SAFE_INTEGER).multipleOf(20).optional(),
});
export type FairnessVerifyQuery = z.infer<typeof FairnessVerifyQuerySchema>;

export const FairnessVerifyResultSchema = z.object({
  game: z.literal('slot'),
  serverSeedHash: HashSchema,
  clientSeed: z.string(),
  nonce: NonceSchema,
  /** The floats the spin used, one per reel. */
  floats: z.array(z.number()),
  /** Reel stop positions (floor(float x strip length)). */
  stops: z.array(z.number().int()),
  reels: ReelsSchema,
  lineWins: z.array(SlotLineWinSchema),
  scatter: z.object({ count: z.number().int(), multiplier: z.number() }),
  /** Total win / total bet. */
  multiplier: z.number(),
  payout: MinorUnitsSchema.optional(),
});
export type FairnessVerifyResult = z.infer<typeof FairnessVerifyResultSchema>;
