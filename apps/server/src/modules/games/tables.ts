import type { Generated } from 'kysely';

export type GameCategoryColumn = 'RNG' | 'LIVE' | 'FISH' | 'PVP' | 'SPORTS' | 'ESPORTS' | 'COCKFIGHT' | 'LOTT' | 'ELOTT' | 'INHOUSE' | 'BGS';

/** Tables of migration 005_games.sql. */
export interface GamesTables {
  game_vendors: {
    code: string;
    name: string;
    maintenance: Generated<boolean>;
    enabled: Generated<boolean>;
    icon_url: string | null;
    updated_at: Generated<Date>;
  };
  game_vendor_lanes: {
    category: GameCategoryColumn;
    vendor_code: string;
    sort: Generated<number>;
  };
  games: {
    id: Generated<number>;
    code: string;
    vendor_code: string;
    game_type: GameCategoryColumn;
    classify: string | null;
    name: string;
    is_hot: Generated<boolean>;
    is_new: Generated<boolean>;
    maintenance: Generated<boolean>;
    enabled: Generated<boolean>;
    sort: Generated<number>;
    icon_url: string | null;
    created_at: Generated<Date>;
    updated_at: Generated<Date>;
  };
  game_names: {
    game_id: number;
    lang: string;
    name: string;
    name_norm: string;
  };
  game_catalog_state: {
    id: Generated<boolean>;
    version: Generated<bigint>;
    updated_at: Generated<Date>;
  };
  game_favourites: {
    member_id: number;
    game_id: number;
    created_at: Generated<Date>;
  };
  game_recent: {
    member_id: number;
    game_id: number;
    launched_at: Generated<Date>;
    launches: Generated<number>;
  };
  game_winners: {
    id: Generated<number>;
    kind: 'JACKPOT' | 'BIG_WIN';
    customer_name: string;
    win_amount: bigint;
    game_id: number;
    prize: string;
    won_at: Generated<Date>;
  };
  notices: {
    id: Generated<number>;
    kind: 'PLAYER' | 'GAME';
    title: string;
    content: string;
    published_at: Generated<Date>;
    enabled: Generated<boolean>;
    /** 033_notice_sort.sql: lower first. */
    sort: Generated<number>;
  };
  game_launch_keys: {
    id: number;
    secret: Buffer;
    created_at: Generated<Date>;
  };
}
