import type { Generated } from 'kysely';

/** Kysely view of migrations/031_messages.sql and 096_message_texts.sql. */
export interface MessagesTables {
  messages: {
    id: Generated<number>;
    audience: 'MEMBER' | 'MEMBERS' | 'AGENTS' | 'VIP' | 'ALL';
    member_id: number | null;
    vip_min_level: number | null;
    title: string;
    content: string;
    created_by: number | null;
    created_at: Generated<Date>;
  };
  message_texts: {
    message_id: number;
    language: string;
    title: string;
    content: string;
  };
  message_states: {
    member_id: number;
    message_id: number;
    read_at: Date | null;
    deleted_at: Date | null;
  };
  feedback: {
    id: Generated<number>;
    type: number;
    content: string;
    sender: string;
    member_id: number | null;
    ip: string | null;
    status: Generated<'NEW' | 'REVIEWED'>;
    reviewed_by: number | null;
    reviewed_at: Date | null;
    note: string | null;
    created_at: Generated<Date>;
  };
}
