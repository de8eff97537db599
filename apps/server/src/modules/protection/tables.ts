import type { Generated, JSONColumnType } from 'kysely';

/** Tables of migrations/040 and 042 (player protection, KYC). Merged into the app's DB type below. */
export interface ProtectionTables {
  protection_members: {
    member_id: number;
    guarded: Generated<boolean>;
    reality_check_minutes: Generated<number>;
    exclusion_kind: 'TIME_OUT' | 'SELF_EXCLUSION' | null;
    exclusion_since: Date | null;
    exclusion_until: Date | null;
    created_at: Generated<Date>;
    updated_at: Generated<Date>;
  };
  protection_limits: {
    member_id: number;
    kind: 'DEPOSIT' | 'LOSS' | 'WAGER';
    period: 'DAY' | 'WEEK' | 'MONTH';
    amount: bigint | null;
    has_pending: Generated<boolean>;
    pending_amount: bigint | null;
    pending_applies_at: Date | null;
    updated_at: Date;
  };
  protection_usage: {
    id: Generated<bigint>;
    member_id: number;
    kind: 'DEPOSIT' | 'WAGER' | 'WIN';
    amount: bigint;
    at: Date;
  };
  protection_events: {
    id: Generated<bigint>;
    member_id: number;
    action: string;
    detail: JSONColumnType<Record<string, unknown>, string | undefined, string>;
    at: Date;
  };
  kyc_members: {
    member_id: number;
    deposited: Generated<bigint>;
    status: Generated<'NONE' | 'PENDING' | 'APPROVED' | 'REJECTED'>;
    reason: string | null;
    submitted_at: Date | null;
    reviewed_at: Date | null;
    reviewed_by: number | null;
    updated_at: Generated<Date>;
  };
  kyc_documents: {
    id: Generated<bigint>;
    member_id: number;
    content_type: 'image/png' | 'image/jpeg';
    size: number;
    sha256: Buffer;
    bytes: Buffer;
    created_at: Generated<Date>;
  };
  protection_notes: {
    id: Generated<bigint>;
    member_id: number;
    operator_id: number;
    note: string;
    created_at: Generated<Date>;
  };
}

declare module '../../db/schema.ts' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  interface DB extends ProtectionTables {}
}
