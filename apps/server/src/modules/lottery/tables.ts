import type { Generated } from 'kysely';

export interface LotteryTables {
  lottery_games: {
    code: string;
    name: string;
    prize_mode: 'LOTT' | 'ELOTT' | 'SEA' | 'VN' | 'ZY';
    draw_minutes: number;
    close_seconds: Generated<number>;
    min_stake: bigint;
    max_stake: bigint;
    enabled: Generated<boolean>;
    sort: Generated<number>;
  };
  lottery_draws: {
    id: Generated<bigint>;
    game_code: string;
    draw_no: bigint;
    opens_at: Date;
    closes_at: Date;
    draws_at: Date;
    server_seed: string;
    seed_hash: string;
    result: string | null;
    status: Generated<'OPEN' | 'DRAWN' | 'SETTLED'>;
    drawn_at: Date | null;
    settled_at: Date | null;
  };
  lottery_bet_requests: {
    member_id: number;
    request_id: string;
    request_hash: string;
    created_at: Generated<Date>;
  };
  lottery_bets: {
    id: Generated<bigint>;
    member_id: number;
    request_id: string;
    draw_id: bigint;
    game_code: string;
    draw_no: bigint;
    bet_type: 'NUMBER3' | 'NUMBER2' | 'BIG' | 'SMALL' | 'ODD' | 'EVEN';
    selection: string;
    stake: bigint;
    currency: string;
    odds_x100: number;
    payout: Generated<bigint>;
    status: Generated<'PENDING' | 'WON' | 'LOST'>;
    created_at: Generated<Date>;
    settled_at: Date | null;
  };
}
