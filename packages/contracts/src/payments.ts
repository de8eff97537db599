import { z } from 'zod';
import { CurrencyCodeSchema, MinorUnitsSchema } from './wallet.ts';

/**
 * Payments contracts (docs/payments.md): deposits, withdrawals with receipt confirmation,
 * transfer to upline, and the operator's approval calls. Amounts are integer minor units.
 */

/** Proof images of a withdrawal answer (SPEC §5/§9: png or jpg, at most 5 MB each, at most 3). */
export const PROOF_MAX_FILES = 3;
export const PROOF_MAX_BYTES = 5 * 1024 * 1024;
export const PROOF_CONTENT_TYPES = ['image/png', 'image/jpeg'] as const;

/** A client-made id of one request (uuid or similar): a retry carries the same one and is served once. */
export const RequestIdSchema = z.string().regex(/^[A-Za-z0-9_-]{8,64}$/, 'expected 8-64 letters, digits, _ or -');

export const PositiveAmountSchema = MinorUnitsSchema.refine((n) => n > 0, 'amount must be greater than zero');

export const PaymentPasswordSchema = z.string().min(1).max(128);

export const DEPOSIT_METHODS = ['GATEWAY', 'BANK_TRANSFER'] as const;
export const DepositMethodSchema = z.enum(DEPOSIT_METHODS);
export type DepositMethod = z.infer<typeof DepositMethodSchema>;

export const DEPOSIT_STATUSES = ['PENDING', 'CREDITED', 'FAILED', 'CANCELLED', 'REJECTED'] as const;
export const DepositStatusSchema = z.enum(DEPOSIT_STATUSES);
export type DepositStatus = z.infer<typeof DepositStatusSchema>;

export const WITHDRAWAL_STATUSES = ['PENDING', 'DISBURSED', 'REJECTED', 'RECEIVED', 'PARTIALLY_RECEIVED', 'NOT_RECEIVED', 'RECEIVED_FORCED'] as const;
export const WithdrawalStatusSchema = z.enum(WITHDRAWAL_STATUSES);
export type WithdrawalStatus = z.infer<typeof WithdrawalStatusSchema>;

/** `GET /api/v1/payments/deposit-methods` */
export const DepositMethodsSchema = z.object({
  currency: CurrencyCodeSchema,
  limits: z.object({ min: MinorUnitsSchema, max: MinorUnitsSchema }),
  methods: z.array(
    z.object({
      method: DepositMethodSchema,
      /** Gateway name; `sandbox` is a test gateway that moves no real money. */
      gateway: z.string().optional(),
      sandbox: z.boolean(),
    }),
  ),
  /** Where a manual bank transfer goes. */
  receivingBank: z.object({ bankName: z.string(), accountName: z.string(), accountNumber: z.string() }),
});
export type DepositMethods = z.infer<typeof DepositMethodsSchema>;

/** `POST /api/v1/payments/deposits` */
export const CreateDepositSchema = z.discriminatedUnion('method', [
  z.object({ method: z.literal('GATEWAY'), amount: PositiveAmountSchema, requestId: RequestIdSchema }),
  z.object({
    method: z.literal('BANK_TRANSFER'),
    amount: PositiveAmountSchema,
    requestId: RequestIdSchema,
    /** The reference written on the bank transfer. */
    reference: z.string().trim().min(2).max(64),
  }),
]);
export type CreateDeposit = z.infer<typeof CreateDepositSchema>;

export const DepositSchema = z.object({
  id: z.string(),
  method: DepositMethodSchema,
  amount: MinorUnitsSchema,
  currency: CurrencyCodeSchema,
  status: DepositStatusSchema,
  reference: z.string().nullable(),
  gatewayOrderId: z.string().nullable(),
  note: z.string().nullable(),
  createdAt: z.string(),
  completedAt: z.string().nullable(),
});
export type Deposit = z.infer<typeof DepositSchema>;

export const CreateDepositResultSchema = z.object({
  deposit: DepositSchema,
  /** Gateway deposits: the hosted payment page to send the member to. */
  payUrl: z.string().nullable(),
});
export type CreateDepositResult = z.infer<typeof CreateDepositResultSchema>;

export const PageQuerySchema = z.object({
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(20),
});

export const DepositListQuerySchema = PageQuerySchema.extend({ status: DepositStatusSchema.optional() });
export const DepositListSchema = z.object({ items: z.array(DepositSchema), page: z.number().int(), pageSize: z.number().int(), total: z.number().int() });
export type DepositList = z.infer<typeof DepositListSchema>;

export const IdParamSchema = z.object({ id: z.string().regex(/^[1-9][0-9]{0,17}$/, 'expected a numeric id') });

// ------------------------------------------------------------------ bank account

export const BankAccountSchema = z.object({
  bankName: z.string().trim().min(2).max(64),
  accountName: z.string().trim().min(2).max(64),
  accountNumber: z
    .string()
    .trim()
    .regex(/^[0-9]{6,20}$/, 'expected 6-20 digits'),
});
export type BankAccount = z.infer<typeof BankAccountSchema>;

/** `GET /api/v1/payments/bank-account` */
export const BankAccountStateSchema = z.object({
  bankAccount: BankAccountSchema.extend({ accountNumberMasked: z.string() }).omit({ accountNumber: true }).nullable(),
  /** Per-request withdrawal limits, minor units. */
  withdrawalLimits: z.object({ min: MinorUnitsSchema, max: MinorUnitsSchema }),
});
export type BankAccountState = z.infer<typeof BankAccountStateSchema>;

/** `PUT /api/v1/payments/bank-account` */
export const BindBankAccountSchema = BankAccountSchema.extend({ paymentPassword: PaymentPasswordSchema });
export type BindBankAccount = z.infer<typeof BindBankAccountSchema>;

// ------------------------------------------------------------------ withdrawals

/** `POST /api/v1/payments/withdrawals` */
export const CreateWithdrawalSchema = z.object({ amount: PositiveAmountSchema, paymentPassword: PaymentPasswordSchema, requestId: RequestIdSchema });
export type CreateWithdrawal = z.infer<typeof CreateWithdrawalSchema>;

export const WithdrawalSchema = z.object({
  id: z.string(),
  amount: MinorUnitsSchema,
  currency: CurrencyCodeSchema,
  status: WithdrawalStatusSchema,
  bankName: z.string(),
  accountNumberMasked: z.string(),
  rejectReason: z.string().nullable(),
  receivedAmount: MinorUnitsSchema.nullable(),
  proofIds: z.array(z.string()),
  createdAt: z.string(),
  disbursedAt: z.string().nullable(),
  confirmedAt: z.string().nullable(),
  /** When a DISBURSED withdrawal counts as received (forced) without an answer. */
  autoReceiptAt: z.string().nullable(),
});
export type Withdrawal = z.infer<typeof WithdrawalSchema>;

export const WithdrawalListQuerySchema = PageQuerySchema.extend({ status: WithdrawalStatusSchema.optional() });
export const WithdrawalListSchema = z.object({ items: z.array(WithdrawalSchema), page: z.number().int(), pageSize: z.number().int(), total: z.number().int() });
export type WithdrawalList = z.infer<typeof WithdrawalListSchema>;

export const WITHDRAWAL_ANSWERS = ['RECEIVED', 'PARTIAL', 'NOT_RECEIVED'] as const;
export const WithdrawalAnswerSchema = z.enum(WITHDRAWAL_ANSWERS);
export type WithdrawalAnswer = z.infer<typeof WithdrawalAnswerSchema>;

/**
 * `POST /api/v1/payments/withdrawals/:id/confirm` (multipart/form-data): fields `answer`,
 * `receivedAmount` (PARTIAL), `note`, and up to 3 files `proof` (png/jpeg, <= 5 MB).
 * NOT_RECEIVED needs at least one proof image.
 */
export const ConfirmWithdrawalFieldsSchema = z.object({
  answer: WithdrawalAnswerSchema,
  receivedAmount: z.coerce.number().int().min(0).optional(),
  note: z.string().trim().max(500).optional(),
});
export type ConfirmWithdrawalFields = z.infer<typeof ConfirmWithdrawalFieldsSchema>;

// ------------------------------------------------------------------ transfer to upline

/** `POST /api/v1/payments/upline-transfers` */
export const CreateUplineTransferSchema = z.object({ amount: PositiveAmountSchema, paymentPassword: PaymentPasswordSchema, requestId: RequestIdSchema });
export type CreateUplineTransfer = z.infer<typeof CreateUplineTransferSchema>;

export const UplineTransferSchema = z.object({
  id: z.string(),
  amount: MinorUnitsSchema,
  currency: CurrencyCodeSchema,
  upline: z.string(),
  createdAt: z.string(),
});
export type UplineTransfer = z.infer<typeof UplineTransferSchema>;

export const UplineInfoSchema = z.object({ upline: z.string().nullable() });
export type UplineInfo = z.infer<typeof UplineInfoSchema>;

export const UplineTransferListSchema = z.object({ items: z.array(UplineTransferSchema), page: z.number().int(), pageSize: z.number().int(), total: z.number().int() });
export type UplineTransferList = z.infer<typeof UplineTransferListSchema>;

// ------------------------------------------------------------------ operator side

/**
 * Why a payment deserves a second look (issue 18): the member's first deposit / withdrawal, an amount at or
 * over the operator's large-amount threshold, the member excluded (time-out, self-exclusion) or their KYC
 * pending, required or rejected (player protection).
 */
export const PAYMENT_RISK_FLAGS = ['FIRST_DEPOSIT', 'FIRST_WITHDRAWAL', 'LARGE_AMOUNT', 'EXCLUDED', 'KYC_PENDING', 'KYC_REQUIRED', 'KYC_REJECTED'] as const;
export const PaymentRiskFlagSchema = z.enum(PAYMENT_RISK_FLAGS);
export type PaymentRiskFlag = z.infer<typeof PaymentRiskFlagSchema>;

/** Operator queue filters shared by deposits and withdrawals: amount range (minor units), member (username or id), time range [from, to). */
const OperatorPaymentFilterSchema = z.object({
  minAmount: z.coerce.number().int().min(0).max(Number.MAX_SAFE_INTEGER).optional(),
  maxAmount: z.coerce.number().int().min(0).max(Number.MAX_SAFE_INTEGER).optional(),
  member: z.string().trim().min(1).max(64).optional(),
  from: z.string().datetime({ offset: true }).optional(),
  to: z.string().datetime({ offset: true }).optional(),
});

export const OperatorDepositSchema = DepositSchema.extend({ memberId: z.number().int(), username: z.string(), riskFlags: z.array(PaymentRiskFlagSchema) });
export const OperatorDepositListSchema = z.object({ items: z.array(OperatorDepositSchema), page: z.number().int(), pageSize: z.number().int(), total: z.number().int() });
export const OperatorDepositListQuerySchema = DepositListQuerySchema.extend({ method: DepositMethodSchema.optional() }).merge(OperatorPaymentFilterSchema);
export type OperatorDepositListQuery = z.infer<typeof OperatorDepositListQuerySchema>;

export const OperatorWithdrawalSchema = WithdrawalSchema.extend({
  memberId: z.number().int(),
  username: z.string(),
  accountName: z.string(),
  accountNumber: z.string(),
  payoutReference: z.string().nullable(),
  memberNote: z.string().nullable(),
  riskFlags: z.array(PaymentRiskFlagSchema),
});
/** `dispute=true`: the member answered NOT_RECEIVED or PARTIALLY_RECEIVED (deposits have no such state). */
export const OperatorWithdrawalListQuerySchema = WithdrawalListQuerySchema.merge(OperatorPaymentFilterSchema).extend({
  dispute: z.enum(['true', 'false']).optional(),
});
export type OperatorWithdrawalListQuery = z.infer<typeof OperatorWithdrawalListQuerySchema>;
export const OperatorWithdrawalListSchema = z.object({ items: z.array(OperatorWithdrawalSchema), page: z.number().int(), pageSize: z.number().int(), total: z.number().int() });

export const OperatorDecisionSchema = z.object({ reason: z.string().trim().min(1).max(500).optional() });
export const OperatorRejectSchema = z.object({ reason: z.string().trim().min(1).max(500) });

/**
 * `POST /operator/payments/{deposits|withdrawals}/bulk`: up to 100 ids, each decided through the single-item
 * path (own transaction, own audit entry). `requestId` makes a retry safe: the same operator sending the
 * same key and content gets the first answer again; the same key with other content is a 409.
 */
export const BULK_MAX_ITEMS = 100;
export const OperatorBulkDecisionSchema = z
  .object({
    ids: z.array(z.string().regex(/^[1-9][0-9]{0,17}$/, 'expected a payment id')).min(1).max(BULK_MAX_ITEMS),
    action: z.enum(['approve', 'reject']),
    reason: z.string().trim().min(1).max(500).optional(),
    requestId: RequestIdSchema,
  })
  .refine((b) => b.action !== 'reject' || b.reason !== undefined, { message: 'a rejection needs a reason', path: ['reason'] })
  .refine((b) => new Set(b.ids).size === b.ids.length, { message: 'ids must not repeat', path: ['ids'] });
export type OperatorBulkDecision = z.infer<typeof OperatorBulkDecisionSchema>;

export const BulkItemResultSchema = z.object({
  id: z.string(),
  ok: z.boolean(),
  /** The payment's status after this item (when it exists). */
  status: z.string().nullable(),
  /** Error code when not ok (e.g. DEPOSIT_NOT_PENDING, NOT_FOUND). */
  code: z.string().nullable(),
  message: z.string().nullable(),
});
export const OperatorBulkResultSchema = z.object({
  action: z.enum(['approve', 'reject']),
  requestId: z.string(),
  /** True when this answer is the stored one of an earlier identical request. */
  replayed: z.boolean(),
  succeeded: z.number().int(),
  failed: z.number().int(),
  results: z.array(BulkItemResultSchema),
});
export type OperatorBulkResult = z.infer<typeof OperatorBulkResultSchema>;

/** Ack of the gateway callback (the gateway retries anything but a 2xx). */
export const GatewayCallbackAckSchema = z.object({ ok: z.literal(true), status: z.string() });
