import type { ColumnType, Generated, JSONColumnType } from 'kysely';

type Timestamp = ColumnType<Date, Date | string | undefined, Date | string>;

/** Kysely view of migrations/014_payments.sql. int8 columns come back as bigint on both engines. */
export interface PaymentsTables {
  member_bank_accounts: {
    member_id: number;
    bank_name: string;
    account_name: string;
    account_number: string;
    created_at: Generated<Date>;
    updated_at: Timestamp;
  };
  deposits: {
    id: Generated<bigint>;
    member_id: number;
    request_id: string;
    method: 'GATEWAY' | 'BANK_TRANSFER';
    amount: bigint;
    currency: string;
    status: Generated<'PENDING' | 'CREDITED' | 'FAILED' | 'CANCELLED' | 'REJECTED'>;
    gateway: string | null;
    gateway_order_id: string | null;
    reference: string | null;
    transfer_id: bigint | null;
    operator_id: number | null;
    note: string | null;
    created_at: Generated<Date>;
    updated_at: Timestamp;
    completed_at: Date | null;
  };
  withdrawals: {
    id: Generated<bigint>;
    member_id: number;
    request_id: string;
    amount: bigint;
    currency: string;
    status: Generated<'PENDING' | 'DISBURSED' | 'REJECTED' | 'RECEIVED' | 'PARTIALLY_RECEIVED' | 'NOT_RECEIVED' | 'RECEIVED_FORCED'>;
    bank_name: string;
    account_name: string;
    account_number: string;
    hold_transfer_id: bigint;
    settle_transfer_id: bigint | null;
    payout_reference: string | null;
    operator_id: number | null;
    reject_reason: string | null;
    received_amount: bigint | null;
    member_note: string | null;
    created_at: Generated<Date>;
    updated_at: Timestamp;
    decided_at: Date | null;
    disbursed_at: Date | null;
    confirmed_at: Date | null;
  };
  withdrawal_proofs: {
    id: Generated<bigint>;
    withdrawal_id: bigint;
    content_type: 'image/png' | 'image/jpeg';
    size: number;
    sha256: Buffer;
    bytes: Buffer;
    created_at: Generated<Date>;
  };
  upline_transfers: {
    id: Generated<bigint>;
    member_id: number;
    upline_id: number;
    request_id: string;
    amount: bigint;
    currency: string;
    transfer_id: bigint;
    created_at: Generated<Date>;
  };
  sandbox_gateway_orders: {
    id: string;
    merchant_order_id: string;
    amount: bigint;
    currency: string;
    status: Generated<'PENDING' | 'PAID' | 'FAILED' | 'CANCELLED'>;
    return_url: string;
    notify_url: string;
    created_at: Generated<Date>;
    decided_at: Date | null;
  };
  sandbox_gateway_callbacks: {
    id: Generated<bigint>;
    order_id: string;
    payload: JSONColumnType<Record<string, unknown>, string, string>;
    attempts: Generated<number>;
    next_attempt_at: Date;
    locked_until: Date | null;
    delivered_at: Date | null;
    gave_up_at: Date | null;
    last_status: number | null;
    last_error: string | null;
    created_at: Generated<Date>;
  };
}
