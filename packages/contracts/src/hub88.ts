import { z } from 'zod';

/**
 * Hub88 seamless wallet protocol (operator side; docs/provider-wallet.md). Field names follow
 * Hub88's Wallet API. The provider signs the raw JSON body with RSA-SHA256 (base64 in
 * `X-Hub88-Signature`); every answer is HTTP 200 with a `status`.
 */

/** Hub88 amounts are integers scaled by 100 000 (1.00 THB = 100000). */
export const HUB88_AMOUNT_SCALE = 100_000n;
export const HUB88_SIGNATURE_HEADER = 'x-hub88-signature';

export const HUB88_STATUSES = [
  'RS_OK',
  'RS_ERROR_UNKNOWN',
  'RS_ERROR_INVALID_PARTNER',
  'RS_ERROR_INVALID_TOKEN',
  'RS_ERROR_INVALID_GAME',
  'RS_ERROR_WRONG_CURRENCY',
  'RS_ERROR_NOT_ENOUGH_MONEY',
  'RS_ERROR_USER_DISABLED',
  'RS_ERROR_INVALID_SIGNATURE',
  'RS_ERROR_TOKEN_EXPIRED',
  'RS_ERROR_WRONG_SYNTAX',
  'RS_ERROR_WRONG_TYPES',
  'RS_ERROR_DUPLICATE_TRANSACTION',
  'RS_ERROR_TRANSACTION_DOES_NOT_EXIST',
  'RS_ERROR_TRANSACTION_ROLLED_BACK',
] as const;
export type Hub88Status = (typeof HUB88_STATUSES)[number];
export const Hub88StatusSchema = z.enum(HUB88_STATUSES);

/**
 * Digits of each currency's minor unit (ISO 4217). The wallet keeps money in minor units;
 * a Hub88 amount must convert exactly or it is refused (RS_ERROR_WRONG_TYPES).
 */
const MINOR_DIGITS: Record<string, number> = {
  BHD: 3, IQD: 3, JOD: 3, KWD: 3, LYD: 3, OMR: 3, TND: 3,
  BIF: 0, CLP: 0, DJF: 0, GNF: 0, ISK: 0, JPY: 0, KMF: 0, KRW: 0, PYG: 0, RWF: 0, UGX: 0, UYI: 0, VND: 0, VUV: 0, XAF: 0, XOF: 0, XPF: 0,
};
export function currencyMinorDigits(currency: string): number {
  return MINOR_DIGITS[currency] ?? 2;
}

/** Hub88 units per wallet minor unit (THB: 1000). */
export function hub88UnitsPerMinor(currency: string): bigint {
  return 10n ** BigInt(5 - currencyMinorDigits(currency));
}

/** Wallet minor units of a Hub88 amount, or undefined when it does not convert exactly. */
export function hub88ToMinor(amount: bigint, currency: string): bigint | undefined {
  const per = hub88UnitsPerMinor(currency);
  return amount % per === 0n ? amount / per : undefined;
}

export function minorToHub88(minor: bigint, currency: string): bigint {
  return minor * hub88UnitsPerMinor(currency);
}

// ---------------------------------------------------------------- requests

/** transaction_uuid / request_uuid: printable ASCII without spaces (they become ledger idempotency keys). */
const uuidLike = z.string().regex(/^[\x21-\x7e]{1,100}$/, 'expected 1 to 100 printable ASCII characters');
const text = (max: number) => z.string().max(max);
/** Hub88 sends amounts as JSON integers. */
const hub88Amount = z.number().int().min(0).max(Number.MAX_SAFE_INTEGER);
const meta = z.record(z.string(), z.unknown()).nullish();

export const Hub88UserInfoRequestSchema = z.object({
  user: text(64).min(1),
  request_uuid: uuidLike,
});
export type Hub88UserInfoRequest = z.infer<typeof Hub88UserInfoRequestSchema>;

export const Hub88BalanceRequestSchema = z.object({
  user: text(64).min(1),
  token: text(200).min(1),
  request_uuid: uuidLike,
  game_code: text(100).min(1).nullish(),
});
export type Hub88BalanceRequest = z.infer<typeof Hub88BalanceRequestSchema>;

const transactionBase = {
  user: text(64).min(1),
  transaction_uuid: uuidLike,
  supplier_transaction_id: text(200).nullish(),
  token: text(200).min(1),
  supplier_user: text(200).nullish(),
  round_closed: z.boolean().nullish(),
  round: text(200).nullish(),
  reward_uuid: text(100).nullish(),
  request_uuid: uuidLike,
  is_free: z.boolean().nullish(),
  is_aggregated: z.boolean().nullish(),
  game_code: text(100).min(1),
  currency: z.string().regex(/^[A-Z]{3}$/),
  bet: text(200).nullish(),
  amount: hub88Amount,
  meta,
};

export const Hub88BetRequestSchema = z.object(transactionBase);
export type Hub88BetRequest = z.infer<typeof Hub88BetRequestSchema>;

export const Hub88WinRequestSchema = z.object({ ...transactionBase, reference_transaction_uuid: uuidLike });
export type Hub88WinRequest = z.infer<typeof Hub88WinRequestSchema>;

export const Hub88RollbackRequestSchema = z.object({
  user: text(64).min(1),
  transaction_uuid: uuidLike,
  supplier_transaction_id: text(200).nullish(),
  token: text(200).min(1),
  round_closed: z.boolean().nullish(),
  round: text(200).nullish(),
  request_uuid: uuidLike,
  reference_transaction_uuid: uuidLike,
  game_code: text(100).min(1).nullish(),
  meta,
});
export type Hub88RollbackRequest = z.infer<typeof Hub88RollbackRequestSchema>;

// --------------------------------------------------------------- responses

/** Error answers carry only the status and the echoed request_uuid (plus the balance when money was short). */
export const Hub88ErrorResponseSchema = z.object({
  status: Hub88StatusSchema,
  request_uuid: z.string().optional(),
  user: z.string().optional(),
  currency: z.string().optional(),
  balance: z.number().int().optional(),
});

export const Hub88BalanceResponseSchema = z.object({
  user: z.string(),
  status: Hub88StatusSchema,
  request_uuid: z.string(),
  currency: z.string(),
  balance: z.number().int(),
});
export type Hub88BalanceResponse = z.infer<typeof Hub88BalanceResponseSchema>;

/** bet / win / rollback answer: the balance after the transaction. */
export const Hub88TransactionResponseSchema = Hub88BalanceResponseSchema;
export type Hub88TransactionResponse = Hub88BalanceResponse;

export const Hub88UserInfoResponseSchema = z.object({
  user: z.string(),
  status: Hub88StatusSchema,
  request_uuid: z.string(),
  country: z.string().nullable(),
  jurisdiction: z.string().nullable(),
  sub_partner_id: z.string().nullable(),
  birth_date: z.string().nullable(),
  registration_date: z.string().nullable(),
  tags: z.array(z.string()),
  sex: z.string().nullable(),
  affiliate_id: z.string().nullable(),
});
export type Hub88UserInfoResponse = z.infer<typeof Hub88UserInfoResponseSchema>;

/** Any answer of the wallet API (success shapes or an error status). */
export type Hub88Response = { status: Hub88Status; request_uuid?: string; user?: string; currency?: string; balance?: number } & Record<string, unknown>;

// ------------------------------------------------------ sandbox provider play

/** `POST /api/v1/sandbox/provider/play`: one round of the SANDBOX provider against the Hub88 API of this server. */
export const SandboxPlayRequestSchema = z.object({
  /** The Hub88 player token the launch put into the sandbox page URL. */
  session: z.string().min(16).max(200),
  /** Stake in the wallet's minor units. */
  stake: z.number().int().min(1).max(Number.MAX_SAFE_INTEGER),
});
export type SandboxPlayRequest = z.infer<typeof SandboxPlayRequestSchema>;

export const SandboxPlayResponseSchema = z.object({
  sandbox: z.literal(true),
  /** RS_OK, or the status that stopped the round (e.g. RS_ERROR_NOT_ENOUGH_MONEY). */
  status: Hub88StatusSchema,
  round: z.string(),
  /** Minor units staked and won in this round. */
  stake: z.number().int(),
  win: z.number().int(),
  /** Balance in minor units after the round (what the wallet answered last). */
  balance: z.number().int().nullable(),
  currency: z.string(),
  /** True when the bet's answer never arrived and the sandbox rolled it back. */
  rolledBack: z.boolean(),
});
export type SandboxPlayResponse = z.infer<typeof SandboxPlayResponseSchema>;
