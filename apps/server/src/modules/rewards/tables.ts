import type { RewardTitleParts } from '@app/contracts';
import type { Generated } from 'kysely';

type Source = 'PROMOTION' | 'REWARD' | 'MISSION' | 'VIP' | 'REBATE' | 'REFERRAL' | 'RED_ENVELOPE' | 'RAFFLE' | 'POINTS';

/** Tables of the rewards module (migrations/050_rewards.sql). */
export interface RewardsTables {
  reward_bonuses: {
    id: Generated<bigint>;
    member_id: number;
    source: Source;
    source_ref: string;
    grant_key: string;
    title: string;
    /** migrations/098: what the title names, per language (null: older rows, `title` only). */
    title_parts: Generated<RewardTitleParts | null>;
    currency: string;
    amount: bigint;
    wagering_required: bigint;
    categories: Generated<string[]>;
    max_cashout: bigint | null;
    status: Generated<'ACTIVE' | 'CONVERTED' | 'FORFEITED'>;
    granted_at: Generated<Date>;
    expires_at: Date;
    settled_at: Date | null;
    converted_amount: Generated<bigint>;
    forfeited_amount: Generated<bigint>;
    forfeit_reason: 'EXPIRED' | 'MAX_CASHOUT' | 'OPERATOR' | null;
  };
  reward_offers: {
    id: Generated<bigint>;
    member_id: number;
    source: Source;
    offer_key: string;
    title: string;
    title_parts: Generated<RewardTitleParts | null>;
    currency: string;
    amount: bigint;
    wagering_multiplier: number;
    valid_days: number;
    max_cashout: bigint | null;
    categories: Generated<string[]>;
    claim_until: Date;
    created_at: Generated<Date>;
    claimed_at: Date | null;
    bonus_id: bigint | null;
  };
  promotions: {
    id: Generated<bigint>;
    texts: Record<string, { title: string; summary: string; body: string }>;
    image_url: string;
    category: string;
    kind: Generated<'APPLY' | 'AUTO'>;
    starts_at: Date;
    ends_at: Date;
    currency: string;
    bonus_amount: bigint;
    wagering_multiplier: number;
    valid_days: number;
    max_cashout: bigint | null;
    categories: Generated<string[]>;
    sort: Generated<number>;
    created_at: Generated<Date>;
    updated_at: Generated<Date>;
  };
  promotion_applications: {
    id: Generated<bigint>;
    promotion_id: bigint;
    member_id: number;
    comment: Generated<string>;
    status: Generated<'PENDING' | 'APPROVED' | 'REJECTED'>;
    reason: string | null;
    created_at: Generated<Date>;
    decided_at: Date | null;
    decided_by: number | null;
    bonus_id: bigint | null;
  };
  promotion_application_images: {
    application_id: bigint;
    position: number;
    content_type: 'image/png' | 'image/jpeg';
    bytes: Buffer;
  };
  /** Manual rebate (migrations/051_rebate.sql). */
  rebate_rates: {
    category: string;
    rate_bp: number;
    sort: Generated<number>;
    updated_at: Generated<Date>;
  };
  rebate_members: {
    member_id: number;
  };
  rebate_claims: {
    id: Generated<bigint>;
    member_id: number;
    request_id: string;
    currency: string;
    amount: bigint;
    bonus_id: bigint;
    claimed_at: Generated<Date>;
  };
  rebate_claim_lines: {
    claim_id: bigint;
    category: string;
    turnover: bigint;
    rate_bp: number;
    amount: bigint;
  };
  /** VIP levels (migrations/052_vip.sql). */
  vip_levels: {
    level: number;
    code: string;
    name: string;
    min_turnover: bigint;
    min_deposit: bigint;
    levelup_bonus: Generated<bigint>;
    wagering_multiplier: Generated<number>;
    valid_days: Generated<number>;
  };
  vip_members: {
    member_id: number;
    level: number;
    reached_at: Generated<Date>;
  };
}
