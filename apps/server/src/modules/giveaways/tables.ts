import type { Generated } from 'kysely';

type Texts = Record<string, { title: string; description: string }>;

/** Tables of red envelopes and raffles (migrations/057_red_envelope_raffle.sql). */
export interface GiveawaysTables {
  red_envelope_events: {
    id: Generated<bigint>;
    texts: Texts;
    starts_at: Date;
    ends_at: Date;
    currency: string;
    pool: bigint;
    envelopes: number;
    min_amount: bigint;
    max_amount: bigint;
    remaining_pool: bigint;
    remaining_count: number;
    requirement: Generated<'NONE' | 'DEPOSIT' | 'VALID_TURNOVER'>;
    requirement_amount: Generated<bigint>;
    wagering_multiplier: number;
    valid_days: number;
    max_cashout: bigint | null;
    categories: Generated<string[]>;
    active: Generated<boolean>;
    created_at: Generated<Date>;
    updated_at: Generated<Date>;
  };
  red_envelope_openings: {
    event_id: bigint;
    member_id: number;
    amount: bigint;
    bonus_id: bigint;
    opened_at: Generated<Date>;
  };
  raffles: {
    id: Generated<bigint>;
    texts: Texts;
    starts_at: Date;
    ends_at: Date;
    currency: string;
    ticket_turnover: bigint;
    max_tickets_per_member: number | null;
    /** Minor units per rank (JSON array). */
    prizes: number[];
    wagering_multiplier: number;
    valid_days: number;
    max_cashout: bigint | null;
    categories: Generated<string[]>;
    claim_days: Generated<number>;
    server_seed: string;
    server_seed_hash: string;
    status: Generated<'OPEN' | 'DRAWN'>;
    drawn_at: Date | null;
    entries_hash: string | null;
    total_tickets: bigint | null;
    active: Generated<boolean>;
    created_at: Generated<Date>;
    updated_at: Generated<Date>;
  };
  raffle_entries: {
    raffle_id: bigint;
    member_id: number;
    first_ticket: bigint;
    tickets: bigint;
  };
  raffle_winners: {
    raffle_id: bigint;
    rank: number;
    member_id: number;
    ticket: bigint;
    prize: bigint;
    claimed_at: Date | null;
    bonus_id: bigint | null;
  };
}
