import type { Generated } from 'kysely';

export interface SessionTables {
  members: {
    id: Generated<number>;
    username: string;
    type: Generated<number>;
    nickname: Generated<string>;
    status: Generated<'ACTIVE' | 'LOCKED' | 'DISABLED'>;
    currency: Generated<string>;
    parent_id: number | null;
    created_at: Generated<Date>;
  };
  sessions: {
    id: Generated<string>;
    member_id: number;
    token_hash: Buffer;
    created_at: Generated<Date>;
    last_seen_at: Generated<Date>;
    expires_at: Date;
    revoked_at: Date | null;
    ip: string | null;
    user_agent: string | null;
  };
}
