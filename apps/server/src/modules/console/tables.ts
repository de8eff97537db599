import type { Generated } from 'kysely';

/** Kysely view of migrations/071_operator_adjustments.sql. */
export interface ConsoleTables {
  operator_adjustments: {
    id: Generated<string>;
    idempotency_key: string;
    member_id: number;
    amount: bigint | string;
    currency: string;
    reason: string;
    status: 'PENDING' | 'APPLIED' | 'REJECTED';
    needs_approval: boolean;
    requested_by: number;
    decided_by: number | null;
    decision_reason: string | null;
    transfer_id: string | null;
    created_at: Generated<Date>;
    decided_at: Date | null;
  };
}
