import { z } from 'zod';
import { PageQuerySchema } from './payments.ts';
import { MinorUnitsSchema } from './wallet.ts';

/**
 * Invite friends (issue 17, docs/rewards.md "Referral"): member-to-member referral. Every real account
 * has a stable referral code; a friend who registers with `?referralCode=<code>` is recorded as invited,
 * and the inviter receives a referral bonus (grant key `referral:<inviteeId>`) once the friend's first
 * deposit is credited. An agent's affiliate code (agent downline) is a different thing.
 */

/** Stable error codes of referrals (HTTP status beside each). */
export const ReferralErrorCode = {
  /** 400: the referral code belongs to the registering person (same e-mail or same real name as the code's owner). */
  REFERRAL_SELF: 'REFERRAL_SELF',
} as const;
export type ReferralErrorCode = (typeof ReferralErrorCode)[keyof typeof ReferralErrorCode];

/** Member referral codes: `R` and 8 letters/digits without look-alikes (0/O, 1/I). */
export const REFERRAL_CODE_PATTERN = /^R[2-9A-HJ-NP-Z]{8}$/;

/**
 * Where a referral reward stands for one invited friend:
 * `WAITING_DEPOSIT` no credited deposit yet; `PENDING` first deposit credited, bonus being granted;
 * `GRANTED` the bonus is in the inviter's bonus balance; `NOT_ELIGIBLE` no reward (kept for an operator's
 * refusal; nothing sets it yet: an inviter excluded from bonuses stays `PENDING` until the exclusion ends).
 */
export const REFERRAL_REWARD_STATUSES = ['WAITING_DEPOSIT', 'PENDING', 'GRANTED', 'NOT_ELIGIBLE'] as const;
export type ReferralRewardStatus = (typeof REFERRAL_REWARD_STATUSES)[number];

/** `GET /api/v1/rewards/referral`: the caller's code, link and totals. */
export const ReferralSummarySchema = z.object({
  code: z.string(),
  /** `<origin>/register?referralCode=<code>`: opens the registration with the code filled in. */
  link: z.string(),
  currency: z.string(),
  /** Friends who registered with the code. */
  invitedCount: z.number().int(),
  /** Of them, friends whose first deposit was credited. */
  depositedCount: z.number().int(),
  /** Referral bonuses granted to the caller, in minor units. */
  earnedTotal: MinorUnitsSchema,
  /** What one friend's first deposit brings: bonus amount and its terms (docs/rewards.md). */
  reward: z.object({ amount: MinorUnitsSchema, wageringMultiplier: z.number().int(), validDays: z.number().int() }),
});
export type ReferralSummary = z.infer<typeof ReferralSummarySchema>;

export const ReferralInviteQuerySchema = PageQuerySchema;
export type ReferralInviteQuery = z.infer<typeof ReferralInviteQuerySchema>;

/** One invited friend as the inviter sees them (name masked). */
export const ReferralInviteSchema = z.object({
  /** Masked username, e.g. `fr***d7`. */
  friend: z.string(),
  joinedAt: z.string(),
  hasDeposited: z.boolean(),
  rewardStatus: z.enum(REFERRAL_REWARD_STATUSES),
  /** The granted bonus amount (minor units), or null before it was granted. */
  rewardAmount: MinorUnitsSchema.nullable(),
  rewardedAt: z.string().nullable(),
});
export type ReferralInvite = z.infer<typeof ReferralInviteSchema>;

/** `GET /api/v1/rewards/referral/invites`: newest first. */
export const ReferralInviteListSchema = z.object({
  items: z.array(ReferralInviteSchema),
  page: z.number().int(),
  pageSize: z.number().int(),
  total: z.number().int(),
});
export type ReferralInviteList = z.infer<typeof ReferralInviteListSchema>;
