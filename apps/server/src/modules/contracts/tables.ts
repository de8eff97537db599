import type { Generated } from 'kysely';

/** A tier as stored: thresholds and the rate in basis points (1.25 % = 125). */
export interface StoredTier {
  activeMembers: number;
  /** Minor units, as a decimal string (jsonb has no bigint). */
  turnover: string;
  rateBp: number;
}

export interface ContractsTables {
  agent_contracts: {
    id: Generated<bigint>;
    kind: 'DIVIDEND' | 'DAILY_SALARY' | 'HOURLY_SALARY' | 'REALTIME_SALARY';
    period_type: 'D' | 'W' | 'H' | 'M' | 'HOUR' | 'MIN5';
    agent_id: number;
    agent_username: string;
    upline_id: number | null;
    upline_username: string | null;
    operator_id: number | null;
    status: Generated<'PENDING' | 'ACTIVE' | 'REJECTED' | 'TERMINATED'>;
    tiers: StoredTier[] | string;
    max_rate_bp: number;
    time_zone: string;
    terminate_existing: Generated<boolean>;
    note: string | null;
    held: Generated<boolean>;
    held_note: string | null;
    created_at: Generated<Date>;
    responded_at: Date | null;
    accepted_at: Date | null;
    ended_at: Date | null;
    end_reason: string | null;
    end_note: string | null;
  };
  agent_contract_settlements: {
    id: Generated<bigint>;
    contract_id: bigint;
    kind: string;
    agent_id: number;
    upline_id: number | null;
    period_start: Date;
    period_end: Date;
    period_label: string;
    active_members: number;
    turnover: bigint;
    net_loss: bigint;
    carry_in: bigint;
    base: bigint;
    tier: number | null;
    rate_bp: number;
    gross: bigint;
    downline: bigint;
    amount: bigint;
    carry_out: bigint;
    currency: string;
    status: 'PENDING' | 'HELD' | 'PAID' | 'NIL';
    idempotency_key: string;
    transfer_id: string | null;
    created_at: Generated<Date>;
    paid_at: Date | null;
    held_note: string | null;
  };
}
