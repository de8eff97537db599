import type { Generated } from 'kysely';

export interface NotifyTables {
  notify_outbox: {
    id: Generated<bigint>;
    channel: 'sms' | 'mail';
    recipient: string;
    subject: Generated<string>;
    body: string;
    purpose: string;
    provider: string;
    status: 'STORED' | 'SENT' | 'FAILED';
    provider_ref: string | null;
    error: string | null;
    created_at: Generated<Date>;
  };
}
