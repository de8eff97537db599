import type { Generated } from 'kysely';

/** Invite friends (migrations/056_referrals.sql). */
export interface ReferralTables {
  referral_codes: {
    member_id: number;
    code: string;
    created_at: Generated<Date>;
  };
  referrals: {
    invitee_id: number;
    referrer_id: number;
    code: string;
    joined_at: Date;
    first_deposit_at: Date | null;
    first_deposit_id: string | null;
    reward_status: Generated<'WAITING_DEPOSIT' | 'PENDING' | 'GRANTED' | 'NOT_ELIGIBLE'>;
    reward_amount: bigint | null;
    reward_currency: string | null;
    bonus_id: bigint | null;
    rewarded_at: Date | null;
    note: string | null;
  };
}
