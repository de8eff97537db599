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

export const OperatorDepositSchema = DepositSchema.extend({ memberId: z.number().int(), username: z.string() });
export const OperatorDepositListSchema = z.object({ items: z.array(OperatorDepositSchema), page: z.number().int(), pageSize: z.number().int(), total: z.number().int() });
export const OperatorDepositListQuerySchema = DepositListQuerySchema.extend({ method: DepositMethodSchema.optional() });

export const OperatorWithdrawalSchema = WithdrawalSchema.extend({
  memberId: z.number().int(),
  username: z.string(),
  accountName: z.string(),
  accountNumber: z.string(),
  payoutReference: z.string().nullable(),
  memberNote: z.string().nullable(),
});
export const OperatorWithdrawalListSchema = z.object({ items: z.array(OperatorWithdrawalSchema), page: z.number().int(), pageSize: z.number().int(), total: z.number().int() });

export const OperatorDecisionSchema = z.object({ reason: z.string().trim().min(1).max(500).optional() });
export const OperatorRejectSchema = z.object({ reason: z.string().trim().min(1).max(500) });

/** Ack of the gateway callback (the gateway retries anything but a 2xx). */
export const GatewayCallbackAckSchema = z.object({ ok: z.literal(true), status: z.string() });
