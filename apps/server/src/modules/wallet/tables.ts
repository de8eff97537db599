import type { ColumnType, Generated, JSONColumnType } from 'kysely';

/** Kysely view of the ledger tables (migrations/004_ledger.sql). int8 columns come back as bigint on both engines. */
export interface WalletTables {
  ledger_accounts: {
    id: Generated<bigint>;
    kind: string;
    member_id: number | null;
    currency: string;
    /** System accounts are spread over shards (migration 007); member wallets are shard 0. */
    shard: Generated<number>;
    balance: ColumnType<bigint, bigint | undefined, bigint>;
    created_at: Generated<Date>;
    updated_at: Generated<Date>;
  };
  ledger_transfers: {
    id: Generated<bigint>;
    idempotency_key: string;
    debit_account_id: bigint;
    credit_account_id: bigint;
    amount: bigint;
    currency: string;
    kind: string;
    request_hash: Buffer;
    debit_balance_after: bigint;
    credit_balance_after: bigint;
    metadata: JSONColumnType<Record<string, unknown>, string | undefined, never>;
    created_at: Generated<Date>;
  };
}
