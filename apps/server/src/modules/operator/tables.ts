import type { OperatorRole } from '@app/contracts';
import type { ColumnType, Generated } from 'kysely';

/** Kysely view of migrations/015_operator.sql. */
export interface OperatorTables {
  operators: {
    id: Generated<number>;
    username: string;
    password_hash: string;
    role: OperatorRole;
    status: Generated<'ACTIVE' | 'DISABLED'>;
    failed_login_count: Generated<number>;
    locked_until: Date | null;
    last_login_at: Date | null;
    created_at: Generated<Date>;
    /** migrations/070: sealed TOTP secret, a pending set-up, the last accepted time step. */
    totp_secret_enc: Generated<string | null>;
    totp_pending_enc: Generated<string | null>;
    totp_last_step: Generated<string | number | null>;
  };
  operator_sessions: {
    id: Generated<string>;
    operator_id: number;
    token_hash: Buffer;
    created_at: Date;
    expires_at: Date;
    revoked_at: Date | null;
    ip: string | null;
    /** migrations/070: sliding idle expiry. */
    last_seen_at: Generated<Date>;
  };
  operator_audit: {
    id: Generated<bigint>;
    operator_id: number | null;
    action: string;
    target_type: string | null;
    target_id: string | null;
    before: ColumnType<unknown, string | null, never>;
    after: ColumnType<unknown, string | null, never>;
    ip: string | null;
    created_at: Generated<Date>;
  };
}
