import { sql, type Kysely } from 'kysely';
import type { DB } from '../../db/schema.ts';

/** All SQL of invite friends. Every method takes the connection or transaction to run on. */
export class ReferralRepository {
  codeOf(db: Kysely<DB>, memberId: number) {
    return db.selectFrom('referral_codes').select('code').where('member_id', '=', memberId).executeTakeFirst();
  }

  ownerOf(db: Kysely<DB>, code: string) {
    return db.selectFrom('referral_codes').select('member_id').where('code', '=', code).executeTakeFirst();
  }

  /** Inserts the member's code unless they have one or the code is taken; returns the row inserted, if any. */
  insertCode(db: Kysely<DB>, memberId: number, code: string) {
    return db
      .insertInto('referral_codes')
      .values({ member_id: memberId, code })
      .onConflict((oc) => oc.doNothing())
      .returning('code')
      .executeTakeFirst();
  }

  insertReferral(db: Kysely<DB>, v: { inviteeId: number; referrerId: number; code: string; joinedAt: Date }) {
    return db
      .insertInto('referrals')
      .values({ invitee_id: v.inviteeId, referrer_id: v.referrerId, code: v.code, joined_at: v.joinedAt })
      .onConflict((oc) => oc.column('invitee_id').doNothing())
      .execute();
  }

  /** Marks the invitee's first credited deposit; only the first one changes the row. */
  markFirstDeposit(db: Kysely<DB>, inviteeId: number, depositId: string, at: Date) {
    return db
      .updateTable('referrals')
      .set({ first_deposit_at: at, first_deposit_id: depositId, reward_status: 'PENDING' })
      .where('invitee_id', '=', inviteeId)
      .where('first_deposit_at', 'is', null)
      .returning(['invitee_id', 'referrer_id'])
      .executeTakeFirst();
  }

  /** PENDING invites after `afterInviteeId`, in invitee order (keyset pages, so rows left pending never hide later ones). */
  pending(db: Kysely<DB>, afterInviteeId: number, limit: number) {
    return db
      .selectFrom('referrals')
      .select(['invitee_id', 'referrer_id'])
      .where('reward_status', '=', 'PENDING')
      .where('invitee_id', '>', afterInviteeId)
      .orderBy('invitee_id')
      .limit(limit)
      .execute();
  }

  /** Locks one pending invite so two workers settle it one after the other. */
  lockPending(db: Kysely<DB>, inviteeId: number) {
    return db.selectFrom('referrals').selectAll().where('invitee_id', '=', inviteeId).where('reward_status', '=', 'PENDING').forUpdate().executeTakeFirst();
  }

  settle(db: Kysely<DB>, inviteeId: number, v: { status: 'GRANTED' | 'NOT_ELIGIBLE'; amount: bigint | null; currency: string | null; bonusId: bigint | null; at: Date; note: string | null }) {
    return db
      .updateTable('referrals')
      .set({ reward_status: v.status, reward_amount: v.amount, reward_currency: v.currency, bonus_id: v.bonusId, rewarded_at: v.at, note: v.note })
      .where('invitee_id', '=', inviteeId)
      .where('reward_status', '=', 'PENDING')
      .executeTakeFirst();
  }

  async totals(db: Kysely<DB>, referrerId: number) {
    const row = await db
      .selectFrom('referrals')
      .select([
        sql<string>`count(*)`.as('invited'),
        sql<string>`count(first_deposit_at)`.as('deposited'),
        sql<string>`coalesce(sum(reward_amount) FILTER (WHERE reward_status = 'GRANTED'), 0)`.as('earned'),
      ])
      .where('referrer_id', '=', referrerId)
      .executeTakeFirstOrThrow();
    return { invited: Number(row.invited), deposited: Number(row.deposited), earned: BigInt(row.earned) };
  }

  invites(db: Kysely<DB>, referrerId: number, limit: number, offset: number) {
    return db
      .selectFrom('referrals')
      .select(['invitee_id', 'joined_at', 'first_deposit_at', 'reward_status', 'reward_amount', 'rewarded_at'])
      .where('referrer_id', '=', referrerId)
      .orderBy('joined_at', 'desc')
      .orderBy('invitee_id', 'desc')
      .limit(limit)
      .offset(offset)
      .execute();
  }
}
