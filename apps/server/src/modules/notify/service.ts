import type { FastifyBaseLogger } from 'fastify';
import { AppError } from '../../lib/errors.ts';
import { ErrorCode } from '@app/contracts';
import type { DeliveryProvider, OutgoingMessage } from './providers.ts';
import { ProviderError } from './providers.ts';
import type { NotifyRepository } from './repository.ts';

export interface SmsInput {
  /** E.164, e.g. +66812345678. */
  to: string;
  text: string;
  /** What the message is for (login_code, register_code, password_reset, ...): audit and outbox filter. */
  purpose: string;
}

export interface MailInput {
  to: string;
  subject: string;
  text: string;
  purpose: string;
}

export interface OutboxMessage {
  id: number;
  channel: 'sms' | 'mail';
  to: string;
  subject: string;
  body: string;
  purpose: string;
  createdAt: string;
}

/**
 * Sends SMS and mail through the configured providers and records every message.
 * A failed delivery is recorded and surfaces as 503 SMS_FAILED / MAIL_FAILED with the
 * gateway's message (SPEC §8 "failed SMS request: warning dialog with server message").
 */
export class NotifyService {
  constructor(
    private readonly repo: NotifyRepository,
    private readonly providers: { sms: DeliveryProvider; mail: DeliveryProvider },
    private readonly log: Pick<FastifyBaseLogger, 'info' | 'warn'>,
    private readonly options: { logBodies: boolean },
  ) {}

  sendSms(input: SmsInput): Promise<void> {
    return this.deliver(this.providers.sms, { channel: 'sms', to: input.to, subject: '', body: input.text }, input.purpose);
  }

  sendMail(input: MailInput): Promise<void> {
    return this.deliver(this.providers.mail, { channel: 'mail', to: input.to, subject: input.subject, body: input.text }, input.purpose);
  }

  private async deliver(provider: DeliveryProvider, message: OutgoingMessage, purpose: string): Promise<void> {
    const base = { channel: message.channel, recipient: message.to, subject: message.subject, body: message.body, purpose, provider: provider.name };
    try {
      const { ref } = await provider.send(message);
      const status = provider.name === 'outbox' ? 'STORED' : 'SENT';
      await this.repo.insert({ ...base, status, provider_ref: ref, error: null });
      // Codes and reset links are secrets: bodies reach the log only where configured (development, tests).
      this.log.info({ channel: message.channel, to: message.to, purpose, provider: provider.name, ...(this.options.logBodies ? { body: message.body } : {}) }, 'message sent');
    } catch (error) {
      if (!(error instanceof ProviderError)) throw error;
      await this.repo.insert({ ...base, status: 'FAILED', provider_ref: null, error: error.message });
      this.log.warn({ channel: message.channel, to: message.to, purpose, err: error.message }, 'message delivery failed');
      const code = message.channel === 'sms' ? ErrorCode.SMS_FAILED : ErrorCode.MAIL_FAILED;
      throw new AppError(503, code, error.message);
    }
  }

  async outbox(filter: { to?: string; limit: number }): Promise<OutboxMessage[]> {
    const rows = await this.repo.list({ recipient: filter.to, limit: filter.limit });
    return rows.map((r) => ({
      id: Number(r.id),
      channel: r.channel,
      to: r.recipient,
      subject: r.subject,
      body: r.body,
      purpose: r.purpose,
      createdAt: r.created_at.toISOString(),
    }));
  }
}
