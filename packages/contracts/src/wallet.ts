import { z } from 'zod';

/**
 * Wallet contracts. Money is always an integer in the currency's minor unit
 * (ARCHITECTURE "Money rules"); JSON carries it as a safe integer, never a float.
 */
export const MinorUnitsSchema = z
  .number()
  .int()
  .refine((n) => Number.isSafeInteger(n), 'amount is outside the safe integer range');

export const CurrencyCodeSchema = z.string().regex(/^[A-Z]{3}$/, 'expected an ISO 4217 code such as THB');

/** System accounts of the ledger (one per currency). Member wallets are addressed by member id. */
export const SYSTEM_ACCOUNTS = ['HOUSE', 'BONUS', 'PAYMENT_CLEARING', 'PENDING_WITHDRAWAL', 'DEMO_FUNDING', 'PROVIDER_CLEARING'] as const;
export type SystemAccount = (typeof SYSTEM_ACCOUNTS)[number];

/** Transfer kinds in use; the ledger accepts any UPPER_SNAKE kind, these are the ones the platform writes. */
export const TRANSFER_KINDS = [
  'DEPOSIT',
  'WITHDRAWAL_HOLD',
  'WITHDRAWAL_RELEASE',
  'WITHDRAWAL_PAYOUT',
  'BET',
  'WIN',
  'ROLLBACK',
  'DEMO_GRANT',
  'TRANSFER_UPLINE',
  'TRANSFER_DOWNLINE',
  'BONUS',
  'ADJUSTMENT',
] as const;
export type TransferKind = (typeof TRANSFER_KINDS)[number];

/** `GET /api/v1/wallet/balance` (SPEC §7 "wallet balance" / "balance V2"): the caller's own wallet. */
export const WalletBalanceSchema = z.object({
  balance: MinorUnitsSchema,
  currency: CurrencyCodeSchema,
  currencySymbol: z.string().optional(),
});
export type WalletBalance = z.infer<typeof WalletBalanceSchema>;

/** `GET /api/v1/wallet/merchant` (SPEC §3 "Merchant wallet: isSingle"): one seamless wallet for all games. */
export const MerchantWalletSchema = z.object({ isSingle: z.boolean() });
export type MerchantWallet = z.infer<typeof MerchantWalletSchema>;

/** Query of `GET /api/v1/wallet/transactions` (transaction record). Dates are ISO date-times. */
export const WalletHistoryQuerySchema = z.object({
  from: z.iso.datetime({ offset: true }),
  to: z.iso.datetime({ offset: true }),
  kind: z
    .string()
    .regex(/^[A-Z][A-Z0-9_]{1,39}$/)
    .optional(),
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(20),
});
export type WalletHistoryQuery = z.infer<typeof WalletHistoryQuerySchema>;

export const WalletHistoryItemSchema = z.object({
  transferId: z.string(),
  kind: z.string(),
  /** Signed change of the member's balance: positive in, negative out. */
  amount: MinorUnitsSchema,
  balanceAfter: MinorUnitsSchema,
  currency: CurrencyCodeSchema,
  createdAt: z.string(),
});
export type WalletHistoryItem = z.infer<typeof WalletHistoryItemSchema>;

export const WalletHistorySchema = z.object({
  items: z.array(WalletHistoryItemSchema),
  page: z.number().int(),
  pageSize: z.number().int(),
  total: z.number().int(),
  /** Over the whole filtered range, not just the page. */
  totals: z.object({ in: MinorUnitsSchema, out: MinorUnitsSchema, net: MinorUnitsSchema }),
});
export type WalletHistory = z.infer<typeof WalletHistorySchema>;

/** One Server-Sent Event `balance` on `GET /api/v1/wallet/events`. */
export const BalanceEventSchema = z.object({ balance: MinorUnitsSchema, currency: CurrencyCodeSchema });
export type BalanceEvent = z.infer<typeof BalanceEventSchema>;
