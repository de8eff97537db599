import type { Generated } from 'kysely';

/** Points and the points mall (migrations/053_points.sql). */
export interface PointsTables {
  point_rates: {
    category: string;
    turnover_per_point: bigint;
    sort: Generated<number>;
  };
  point_accounts: {
    member_id: number;
    balance: Generated<bigint>;
    earned: Generated<bigint>;
    spent: Generated<bigint>;
  };
  point_mall_items: {
    id: Generated<bigint>;
    code: string;
    kind: 'BONUS' | 'PHYSICAL';
    name_en: string;
    name_th: string;
    /** Names in the other content languages (migrations/099). */
    names: Generated<Record<string, string>>;
    image_url: string | null;
    points_cost: bigint;
    bonus_amount: bigint | null;
    currency: string | null;
    stock: number | null;
    active: Generated<boolean>;
    sort: Generated<number>;
  };
  point_redeems: {
    id: Generated<bigint>;
    member_id: number;
    request_id: string;
    item_id: bigint;
    quantity: number;
    points: bigint;
    bonus_amount: bigint | null;
    currency: string | null;
    bonus_id: bigint | null;
    status: 'IN_PROCESS' | 'APPROVED' | 'REJECTED';
    remark: string | null;
    created_at: Generated<Date>;
    decided_at: Date | null;
  };
  point_entries: {
    id: Generated<bigint>;
    member_id: number;
    kind: 'EARN' | 'REDEEM' | 'REFUND';
    points: bigint;
    category: string | null;
    turnover: bigint | null;
    currency: string | null;
    redeem_id: bigint | null;
    created_at: Generated<Date>;
  };
}
