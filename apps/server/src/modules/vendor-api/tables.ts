import type { ColumnType, Generated, JSONColumnType } from 'kysely';

/** Tables of migrations/016_provider_wallet.sql. */
export interface VendorApiTables {
  provider_keys: {
    provider: string;
    public_key: string;
    private_key: string | null;
    created_at: Generated<Date>;
  };
  provider_tokens: {
    token_hash: Buffer;
    provider: string;
    member_id: number;
    game_code: string;
    currency: string;
    created_at: Generated<Date>;
    expires_at: Date;
  };
  provider_transactions: {
    id: Generated<bigint>;
    provider: string;
    uuid: string;
    kind: 'BET' | 'WIN' | 'ROLLBACK';
    member_id: number;
    round: string | null;
    game_code: string | null;
    currency: string;
    amount: bigint;
    amount_minor: bigint;
    reference: string | null;
    status: 'OK' | 'ROLLED_BACK' | 'TOMBSTONE';
    request_hash: Buffer;
    transfer_key: string | null;
    response: JSONColumnType<Record<string, unknown> | null, string | null, string | null>;
    created_at: Generated<Date>;
    updated_at: ColumnType<Date, Date | undefined, Date>;
  };
}
