import type { Generated } from 'kysely';

/** Tables of the missions module (migrations/055_missions.sql, 058_mission_texts.sql). */
export interface MissionsTables {
  missions: {
    id: Generated<bigint>;
    code: string;
    period: 'DAILY' | 'WEEKLY';
    metric: 'BETS' | 'VALID_TURNOVER' | 'DEPOSIT_AMOUNT';
    category: string | null;
    target: bigint;
    prize: bigint;
    currency: string;
    wagering_multiplier: Generated<number>;
    valid_days: Generated<number>;
    active: Generated<boolean>;
    sort: Generated<number>;
    created_at: Generated<Date>;
  };
  mission_texts: {
    mission_id: bigint;
    language: string;
    title: string;
  };
  mission_claims: {
    mission_id: bigint;
    member_id: number;
    period_start: Date;
    bonus_id: bigint;
    progress: bigint;
    claimed_at: Generated<Date>;
  };
}
