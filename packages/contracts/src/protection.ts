import { z } from 'zod';
import { MinorUnitsSchema } from './wallet.ts';

/**
 * Player protection (issue 20, docs/protection.md): deposit, loss and wager limits over rolling
 * windows, time-out, self-exclusion, reality check and the monthly statement.
 */

export const LIMIT_KINDS = ['DEPOSIT', 'LOSS', 'WAGER'] as const;
export const LIMIT_PERIODS = ['DAY', 'WEEK', 'MONTH'] as const;
/** Rolling window of each period, in hours (24 h, 7 days, 30 days). */
export const LIMIT_PERIOD_HOURS: Record<LimitPeriod, number> = { DAY: 24, WEEK: 24 * 7, MONTH: 24 * 30 };
/** An increase or a removal waits this long before it applies; a decrease applies at once. */
export const LIMIT_INCREASE_DELAY_HOURS = 24;

export const TIME_OUT_PERIODS = ['24H', '7D', '30D', '6W'] as const;
export const TIME_OUT_HOURS: Record<TimeOutPeriod, number> = { '24H': 24, '7D': 24 * 7, '30D': 24 * 30, '6W': 24 * 42 };
export const SELF_EXCLUSION_PERIODS = ['6M', '1Y', '5Y', 'PERMANENT'] as const;
/** Months of each self-exclusion; PERMANENT has none. */
export const SELF_EXCLUSION_MONTHS: Record<Exclude<SelfExclusionPeriod, 'PERMANENT'>, number> = { '6M': 6, '1Y': 12, '5Y': 60 };

export const REALITY_CHECK_MIN_MINUTES = 15;
export const REALITY_CHECK_MAX_MINUTES = 120;
export const REALITY_CHECK_DEFAULT_MINUTES = 60;

export const LimitKindSchema = z.enum(LIMIT_KINDS);
export const LimitPeriodSchema = z.enum(LIMIT_PERIODS);
export const TimeOutPeriodSchema = z.enum(TIME_OUT_PERIODS);
export const SelfExclusionPeriodSchema = z.enum(SELF_EXCLUSION_PERIODS);
export type LimitKind = z.infer<typeof LimitKindSchema>;
export type LimitPeriod = z.infer<typeof LimitPeriodSchema>;
export type TimeOutPeriod = z.infer<typeof TimeOutPeriodSchema>;
export type SelfExclusionPeriod = z.infer<typeof SelfExclusionPeriodSchema>;

/** Stable codes of this area's refusals (the web maps each to a translated message). */
export const ProtectionErrorCode = {
  DEPOSIT_LIMIT_REACHED: 'DEPOSIT_LIMIT_REACHED',
  LOSS_LIMIT_REACHED: 'LOSS_LIMIT_REACHED',
  WAGER_LIMIT_REACHED: 'WAGER_LIMIT_REACHED',
  TIMED_OUT: 'PROTECTION_TIMED_OUT',
  SELF_EXCLUDED: 'PROTECTION_SELF_EXCLUDED',
  EXCLUSION_CANNOT_SHORTEN: 'PROTECTION_EXCLUSION_CANNOT_SHORTEN',
  NO_PENDING_CHANGE: 'PROTECTION_NO_PENDING_CHANGE',
  UNDER_AGE: 'UNDER_AGE',
  INVALID_MONTH: 'PROTECTION_INVALID_MONTH',
  /** Deposits (and agent transfers in) after the KYC threshold need approved identity documents. */
  KYC_REQUIRED: 'KYC_REQUIRED',
  KYC_DOCUMENT_REQUIRED: 'KYC_DOCUMENT_REQUIRED',
  KYC_DOCUMENT_INVALID: 'KYC_DOCUMENT_INVALID',
  KYC_DOCUMENT_TOO_LARGE: 'KYC_DOCUMENT_TOO_LARGE',
  KYC_TOO_MANY_DOCUMENTS: 'KYC_TOO_MANY_DOCUMENTS',
  KYC_ALREADY_APPROVED: 'KYC_ALREADY_APPROVED',
  KYC_NOT_PENDING: 'KYC_NOT_PENDING',
} as const;

/** A limit amount in minor units: a positive safe integer. */
const LimitAmountSchema = MinorUnitsSchema.refine((n) => n > 0, 'a limit must be greater than zero');

/** One rule the member sets: `amount: null` removes the limit (a removal waits like an increase). */
export const LimitChangeSchema = z.strictObject({ kind: LimitKindSchema, period: LimitPeriodSchema, amount: LimitAmountSchema.nullable() });
export const PutLimitsSchema = z.strictObject({ limits: z.array(LimitChangeSchema).min(1).max(9) });
export type LimitChange = z.infer<typeof LimitChangeSchema>;
export type PutLimits = z.infer<typeof PutLimitsSchema>;

export const LimitViewSchema = z.object({
  kind: LimitKindSchema,
  period: LimitPeriodSchema,
  /** In force now; null = no limit. */
  amount: MinorUnitsSchema.nullable(),
  /** Used in the current rolling window (deposits, stakes, or stakes minus wins). */
  used: MinorUnitsSchema,
  /** A waiting increase or removal (amount null = removal), applying at `appliesAt`. */
  pending: z.object({ amount: MinorUnitsSchema.nullable(), appliesAt: z.string() }).nullable(),
});
export const LimitsSchema = z.object({ currency: z.string(), limits: z.array(LimitViewSchema) });
export type LimitView = z.infer<typeof LimitViewSchema>;
export type Limits = z.infer<typeof LimitsSchema>;

export const CancelPendingSchema = z.strictObject({ kind: LimitKindSchema, period: LimitPeriodSchema });

export const TimeOutRequestSchema = z.strictObject({ period: TimeOutPeriodSchema });
export const SelfExclusionRequestSchema = z.strictObject({
  period: SelfExclusionPeriodSchema,
  /** The member typed the confirmation; the UI asks twice. */
  confirm: z.literal(true),
});

export const ExclusionSchema = z.object({
  kind: z.enum(['TIME_OUT', 'SELF_EXCLUSION']),
  /** null = permanent. */
  until: z.string().nullable(),
  since: z.string(),
});
export type Exclusion = z.infer<typeof ExclusionSchema>;

export const RealityCheckSchema = z.strictObject({ minutes: z.number().int().min(REALITY_CHECK_MIN_MINUTES).max(REALITY_CHECK_MAX_MINUTES) });

export const ProtectionStatusSchema = z.object({
  exclusion: ExclusionSchema.nullable(),
  realityCheckMinutes: z.number().int(),
  /** What the member may do now. */
  canDeposit: z.boolean(),
  canPlay: z.boolean(),
  /** Server time, for the reality-check clock. */
  serverTime: z.string(),
});
export type ProtectionStatus = z.infer<typeof ProtectionStatusSchema>;

/** Net result of the member's play since `since` (reality check popup). */
export const PlaySummaryQuerySchema = z.object({ since: z.iso.datetime({ offset: true }) });
export const PlaySummarySchema = z.object({ currency: z.string(), staked: MinorUnitsSchema, won: MinorUnitsSchema, net: MinorUnitsSchema });
export type PlaySummary = z.infer<typeof PlaySummarySchema>;

export const StatementQuerySchema = z.object({
  month: z.string().regex(/^\d{4}-(0[1-9]|1[0-2])$/, 'expected a month as YYYY-MM'),
  format: z.enum(['csv', 'pdf']).default('csv'),
});

/** Whole years between a YYYY-MM-DD birthday and `today` (UTC); null when not a real date. SPEC §9: refused under the brand's minimum age. */
export function ageOn(birthday: string, today: Date): number | null {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(birthday);
  if (!m) return null;
  const [y, mo, d] = [Number(m[1]), Number(m[2]), Number(m[3])];
  const born = new Date(Date.UTC(y, mo - 1, d));
  if (born.getUTCFullYear() !== y || born.getUTCMonth() !== mo - 1 || born.getUTCDate() !== d || born > today) return null;
  let age = today.getUTCFullYear() - y;
  if (today.getUTCMonth() < mo - 1 || (today.getUTCMonth() === mo - 1 && today.getUTCDate() < d)) age -= 1;
  return age;
}

// ------------------------------------------------------------------- operator (risk role)

export const OperatorProtectionQuerySchema = z.object({ memberId: z.coerce.number().int().positive() });
export const ProtectionNoteSchema = z.object({ id: z.string(), operatorId: z.number().int(), note: z.string(), createdAt: z.string() });
export const OperatorProtectionViewSchema = z.object({
  memberId: z.number().int(),
  exclusion: ExclusionSchema.nullable(),
  limits: z.array(LimitViewSchema),
  realityCheckMinutes: z.number().int(),
  notes: z.array(ProtectionNoteSchema),
  /** The member's own changes (limits, time-out, self-exclusion), newest first. */
  events: z.array(z.object({ action: z.string(), detail: z.record(z.string(), z.unknown()), at: z.string() })),
});
export const CreateProtectionNoteSchema = z.strictObject({ note: z.string().trim().min(1).max(2000) });

// ------------------------------------------------------------------- KYC (identity documents)

/**
 * Lifetime money in (deposits asked for + agent transfers in), minor units, after which further money
 * in needs approved identity documents: 50,000.00 in the wallet currency (docs/protection.md "KYC").
 * `KYC_DEPOSIT_THRESHOLD` in the environment overrides it.
 */
export const KYC_DEPOSIT_THRESHOLD = 5_000_000;
/** Per upload: 1-3 images, png or jpeg by content, at most 5 MB each (the payment proofs' rules). */
export const KYC_MAX_FILES = 3;
export const KYC_MAX_BYTES = 5 * 1024 * 1024;
export const KYC_STATUSES = ['NOT_REQUIRED', 'REQUIRED', 'PENDING', 'APPROVED', 'REJECTED'] as const;
export const KycStatusSchema = z.enum(KYC_STATUSES);
export type KycStatus = z.infer<typeof KycStatusSchema>;

export const KycDocumentSchema = z.object({ id: z.string(), contentType: z.enum(['image/png', 'image/jpeg']), size: z.number().int(), createdAt: z.string() });
export type KycDocument = z.infer<typeof KycDocumentSchema>;

export const KycViewSchema = z.object({
  status: KycStatusSchema,
  /** The operator's reason, when REJECTED. */
  reason: z.string().nullable(),
  currency: z.string(),
  /** Money in counted so far and the threshold, minor units. */
  deposited: MinorUnitsSchema,
  threshold: MinorUnitsSchema,
  /** Deposits and agent transfers in are refused until APPROVED (status REQUIRED, PENDING or REJECTED past the threshold). */
  depositsBlocked: z.boolean(),
  submittedAt: z.string().nullable(),
  reviewedAt: z.string().nullable(),
  documents: z.array(KycDocumentSchema),
});
export type KycView = z.infer<typeof KycViewSchema>;

export const KycDocumentParamsSchema = z.object({ id: z.string().regex(/^\d{1,18}$/) });

export const OperatorKycQuerySchema = z.object({ status: z.enum(['PENDING', 'APPROVED', 'REJECTED']).default('PENDING') });
export const OperatorKycCaseSchema = z.object({
  memberId: z.number().int(),
  username: z.string(),
  status: KycStatusSchema,
  reason: z.string().nullable(),
  deposited: MinorUnitsSchema,
  submittedAt: z.string().nullable(),
  reviewedAt: z.string().nullable(),
  reviewedBy: z.number().int().nullable(),
  documents: z.array(KycDocumentSchema),
});
export type OperatorKycCase = z.infer<typeof OperatorKycCaseSchema>;
export const OperatorKycListSchema = z.object({ items: z.array(OperatorKycCaseSchema) });
export const OperatorKycParamsSchema = z.object({ id: z.coerce.number().int().positive() });
export const OperatorKycDocumentParamsSchema = z.object({ id: z.coerce.number().int().positive(), documentId: z.string().regex(/^\d{1,18}$/) });
export const OperatorKycRejectSchema = z.strictObject({ reason: z.string().trim().min(3).max(500) });
