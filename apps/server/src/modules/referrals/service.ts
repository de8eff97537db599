import { randomBytes } from 'node:crypto';
import { REFERRAL_CODE_PATTERN, RewardErrorCode, type ReferralInviteList, type ReferralInviteQuery, type ReferralSummary } from '@app/contracts';
import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema.ts';
import { AppError } from '../../lib/errors.ts';
import type { ReferralRepository } from './repository.ts';

/** What referrals needs from other modules, narrow on purpose (each is that module's service). */
export interface ReferralDeps {
  db: Kysely<DB>;
  repo: ReferralRepository;
  rewards: {
    grant(
      input: {
        memberId: number;
        source: 'REFERRAL';
        sourceRef: string;
        grantKey: string;
        title: string;
        titleParts?: { key: 'REFERRAL' };
        amount: bigint;
        currency: string;
        terms: { wageringMultiplier: number; validDays: number; maxCashout: bigint | null; categories: readonly string[] };
      },
      trx?: Kysely<DB>,
    ): Promise<{ bonus: { id: bigint } }>;
    assertEligible(memberId: number, db?: Kysely<DB>): Promise<void>;
  };
  /** The member's wallet currency (accounts' member info). */
  currencyOf: (memberId: number) => Promise<string>;
  /** Usernames of several accounts (accounts' summaries). */
  usernames: (ids: number[]) => Promise<Map<number, string>>;
  config: { bonusAmount: bigint; wageringMultiplier: number; validDays: number };
  log?: Pick<FastifyBaseLogger, 'error'>;
  now?: () => Date;
}

// 32 letters and digits without look-alikes (0/O, 1/I): a byte & 31 picks one without bias.
const ALPHABET = '23456789ABCDEFGHJKLMNPQRSTUVWXYZ';
const newCode = () => `R${[...randomBytes(8)].map((b) => ALPHABET[b & 31]).join('')}`;

/** `fr***d7`: enough for the inviter to recognise a friend, not enough to find the account. */
export function maskUsername(name: string): string {
  if (name.length <= 4) return `${name.slice(0, 1)}***`;
  return `${name.slice(0, 2)}***${name.slice(-2)}`;
}

export const REFERRAL_GRANT_KEY = (inviteeId: number) => `referral:${inviteeId}`;

/**
 * Invite friends (docs/rewards.md "Referral"). A member's code is given once and never changes; a friend
 * registering with it is recorded in the registration's transaction; the friend's first credited deposit
 * marks the invite PENDING in the deposit's transaction; `settlePending` (job `referrals.reward`) then
 * grants the inviter's bonus through `rewards.grant` with grant key `referral:<inviteeId>`, so the bonus
 * is paid once however often or concurrently it runs.
 */
export class ReferralService {
  private readonly now: () => Date;

  constructor(private readonly d: ReferralDeps) {
    this.now = d.now ?? (() => new Date());
  }

  /** The member's code, created on first need (registration, or the first visit of an older account). */
  async codeOf(memberId: number, db: Kysely<DB> = this.d.db): Promise<string> {
    for (let attempt = 0; attempt < 8; attempt++) {
      const existing = await this.d.repo.codeOf(db, memberId);
      if (existing) return existing.code;
      const inserted = await this.d.repo.insertCode(db, memberId, newCode());
      if (inserted) return inserted.code;
    }
    throw new Error('Could not allocate a referral code');
  }

  /** The account that owns `code` (any letter case), or null: registration's resolver. */
  async ownerOf(code: string): Promise<number | null> {
    const c = code.trim().toUpperCase();
    if (!REFERRAL_CODE_PATTERN.test(c)) return null;
    return (await this.d.repo.ownerOf(this.d.db, c))?.member_id ?? null;
  }

  /** Registration hook (inside its transaction): the new member's own code, and who invited them. */
  async onRegistered(m: { id: number; createdAt: Date; referrerId?: number | null; referralCode?: string | null }, trx: Kysely<DB>): Promise<void> {
    await this.codeOf(m.id, trx);
    if (m.referrerId && m.referrerId !== m.id && m.referralCode) {
      await this.d.repo.insertReferral(trx, { inviteeId: m.id, referrerId: m.referrerId, code: m.referralCode.trim().toUpperCase(), joinedAt: m.createdAt });
    }
  }

  /** Payments hook (inside the crediting transaction): only the first credited deposit of an invited friend counts. */
  async onDepositCredited(dep: { depositId: string; memberId: number; creditedAt: Date }, trx: Kysely<DB>): Promise<void> {
    await this.d.repo.markFirstDeposit(trx, dep.memberId, dep.depositId, dep.creditedAt);
  }

  /**
   * Grants the bonus of every PENDING invite (job `referrals.reward`). Returns how many were granted.
   * An inviter excluded from bonuses (protection: time-out, self-exclusion) keeps the invite PENDING and
   * is paid on the first run after the exclusion ends, as VIP level-up bonuses are.
   */
  async settlePending(pageSize = 200): Promise<number> {
    let settled = 0;
    let after = 0;
    for (;;) {
      const rows = await this.d.repo.pending(this.d.db, after, pageSize);
      for (const row of rows) {
        try {
          if (await this.settleOne(row.invitee_id, row.referrer_id)) settled++;
        } catch (error) {
          this.d.log?.error({ err: error, inviteeId: row.invitee_id }, 'referral reward failed; retried on the next run');
        }
      }
      if (rows.length < pageSize) return settled;
      after = rows[rows.length - 1]?.invitee_id ?? after;
    }
  }

  private async settleOne(inviteeId: number, referrerId: number): Promise<boolean> {
    // Read outside the transaction: on the embedded database a second connection waits for an open one.
    const currency = await this.d.currencyOf(referrerId);
    const { bonusAmount: amount, wageringMultiplier, validDays } = this.d.config;
    return this.d.db.transaction().execute(async (trx) => {
      const row = await this.d.repo.lockPending(trx, inviteeId);
      if (!row) return false; // settled meanwhile by another run
      const at = this.now();
      try {
        await this.d.rewards.assertEligible(referrerId, trx);
      } catch (error) {
        if (!(error instanceof AppError) || error.code !== RewardErrorCode.BONUS_EXCLUDED) throw error;
        return false; // paused while the inviter is excluded; a later run pays it
      }
      const { bonus } = await this.d.rewards.grant(
        {
          memberId: referrerId,
          source: 'REFERRAL',
          sourceRef: String(inviteeId),
          grantKey: REFERRAL_GRANT_KEY(inviteeId),
          title: 'Referral reward',
          titleParts: { key: 'REFERRAL' },
          amount,
          currency,
          terms: { wageringMultiplier, validDays, maxCashout: null, categories: [] },
        },
        trx,
      );
      await this.d.repo.settle(trx, inviteeId, { status: 'GRANTED', amount, currency, bonusId: bonus.id, at, note: null });
      return true;
    });
  }

  /** `GET /rewards/referral`. */
  async summary(memberId: number, origin: string): Promise<ReferralSummary> {
    const code = await this.codeOf(memberId);
    const [totals, currency] = await Promise.all([this.d.repo.totals(this.d.db, memberId), this.d.currencyOf(memberId)]);
    return {
      code,
      link: `${origin}/register?referralCode=${encodeURIComponent(code)}`,
      currency,
      invitedCount: totals.invited,
      depositedCount: totals.deposited,
      earnedTotal: Number(totals.earned),
      reward: { amount: Number(this.d.config.bonusAmount), wageringMultiplier: this.d.config.wageringMultiplier, validDays: this.d.config.validDays },
    };
  }

  /** `GET /rewards/referral/invites`: only the caller's own invites. */
  async invites(memberId: number, q: ReferralInviteQuery): Promise<ReferralInviteList> {
    const [rows, totals] = await Promise.all([this.d.repo.invites(this.d.db, memberId, q.pageSize, (q.page - 1) * q.pageSize), this.d.repo.totals(this.d.db, memberId)]);
    const names = await this.d.usernames(rows.map((r) => r.invitee_id));
    return {
      items: rows.map((r) => ({
        friend: maskUsername(names.get(r.invitee_id) ?? '?'),
        joinedAt: r.joined_at.toISOString(),
        hasDeposited: r.first_deposit_at !== null,
        rewardStatus: r.reward_status,
        rewardAmount: r.reward_amount === null ? null : Number(r.reward_amount),
        rewardedAt: r.rewarded_at ? r.rewarded_at.toISOString() : null,
      })),
      page: q.page,
      pageSize: q.pageSize,
      total: totals.invited,
    };
  }
}
