import type { ColumnType, Generated, JSONColumnType } from 'kysely';

/** Kysely view of migrations/013_inhouse_slot.sql. */
export interface InhouseTables {
  inhouse_slot_seeds: {
    id: Generated<bigint>;
    member_id: number;
    server_seed: string;
    server_seed_hash: string;
    client_seed: string;
    next_nonce: Generated<number>;
    status: ColumnType<'ACTIVE' | 'ROTATED', 'ACTIVE' | 'ROTATED' | undefined, 'ACTIVE' | 'ROTATED'>;
    created_at: Generated<Date>;
    rotated_at: Date | null;
  };
  inhouse_slot_rounds: {
    id: Generated<bigint>;
    member_id: number;
    seed_id: bigint;
    request_id: string;
    game_code: Generated<string>;
    nonce: number;
    server_seed_hash: string;
    client_seed: string;
    currency: string;
    stake: bigint;
    payout: bigint;
    balance_after: bigint;
    reels: JSONColumnType<string[][], string, never>;
    line_wins: JSONColumnType<StoredLineWin[], string, never>;
    scatter_count: number;
    scatter_payout: bigint;
    bet_transfer_id: bigint;
    win_transfer_id: bigint | null;
    created_at: Generated<Date>;
  };
}

/** A line win as stored with its round (payout as a decimal string: JSON has no bigint). */
export interface StoredLineWin {
  line: number;
  symbol: string;
  count: number;
  multiplier: number;
  payout: string;
  rows: number[];
}
