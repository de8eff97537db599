import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema.ts';

/**
 * The narrow views accounts has of other modules' services (app.notify, app.limits, app.wallet),
 * so this module compiles and runs against any implementation of them.
 */
export interface NotifyPort {
  sendSms(input: { to: string; text: string; purpose: string }): Promise<void>;
  sendMail(input: { to: string; subject: string; text: string; purpose: string }): Promise<void>;
}

export interface LimitRule {
  limit: number;
  windowMs: number;
}

/** Counters only: no reset; a rule that starts over puts a generation in its key (decision 0080). */
export interface LimitsPort {
  consume(key: string, rule: LimitRule): Promise<{ allowed: boolean; remaining: number; retryAfterMs: number }>;
}

export interface WalletPort {
  openMemberWallet(memberId: number, currency: string, db?: Kysely<DB>): Promise<unknown>;
  balanceOf(memberId: number): Promise<{ balance: bigint; currency: string }>;
  grantDemoBalance(memberId: number, amount: bigint, idempotencyKey: string): Promise<unknown>;
}

/** Counters other modules contribute to member info (messages, promotions). */
export interface MemberCounters {
  /** `who`: the reader as member info knows it (role, VIP level), so the messages module needs no second read. */
  unreadMessageCount?: (memberId: number, who?: { role: "member" | "agent" | "trial"; vipLevel: number }) => Promise<number>;
  availablePromoCount?: (memberId: number) => Promise<number>;
}

/** Rate limits (docs/accounts.md "Rate limits and lockout"). */
export const RATE_LIMITS = {
  loginPerIp: { limit: 30, windowMs: 5 * 60_000 },
  loginPerAccount: { limit: 10, windowMs: 5 * 60_000 },
  captchaPerIp: { limit: 30, windowMs: 60_000 },
  smsPerIp: { limit: 10, windowMs: 10 * 60_000 },
  smsPerNumber: { limit: 5, windowMs: 60 * 60_000 },
  registerPerIp: { limit: 20, windowMs: 10 * 60_000 },
  freePlayPerIp: { limit: 10, windowMs: 60 * 60_000 },
  forgotPerIp: { limit: 10, windowMs: 15 * 60_000 },
  forgotPerAccount: { limit: 3, windowMs: 15 * 60_000 },
  twoFactorPerIp: { limit: 20, windowMs: 5 * 60_000 },
  passwordPerAccount: { limit: 10, windowMs: 15 * 60_000 },
  /** Payment-password attempts in a row without a correct one (withdrawals, transfers, point redeem). */
  paymentPasswordInARow: { limit: 10, windowMs: 15 * 60_000 },
} as const satisfies Record<string, LimitRule>;

/** Wrong passwords before the account locks, the window they are counted in, and the lock time. */
export const LOCKOUT = { maxFailures: 5, windowMs: 15 * 60_000, lockMs: 15 * 60_000 } as const;
/** A failed login from an IP makes the captcha required for that IP for this long. */
export const CAPTCHA_AFTER_FAILURE_MS = 15 * 60_000;
export const CAPTCHA_TTL_MS = 5 * 60_000;
export const SESSION_TTL_MS = 12 * 3600_000;
export const REMEMBER_ME_TTL_MS = 24 * 3600_000;
export const TWO_FACTOR_TTL_MS = 10 * 60_000;
export const TWO_FACTOR_MAX_ATTEMPTS = 5;
export const SMS_CODE_MAX_ATTEMPTS = 5;
export const RESET_TOKEN_TTL_MS = 30 * 60_000;
/** Change password skips the old password this long after an SMS / phone login. */
export const OLD_PASSWORD_GRACE_MS = 10 * 60_000;
