import type { Generated } from 'kysely';

export type BetSource = 'INHOUSE_SLOT' | 'LOTTERY' | 'PROVIDER';
export type BetRecordStatus = 'PENDING' | 'SETTLED' | 'CANCELLED';

export interface RecordsTables {
  bet_records: {
    id: Generated<bigint>;
    member_id: number;
    source: BetSource;
    source_ref: string;
    vendor: string;
    game_code: string;
    game_name: Generated<string>;
    category: string;
    stake: bigint;
    payout: Generated<bigint>;
    currency: string;
    status: BetRecordStatus;
    placed_at: Date;
    settled_at: Date | null;
  };
}
