/**
 * Delivery adapters. `outbox` stores the message (the outbox row is the delivery) and is the
 * default everywhere; `http` speaks to a real gateway with a JSON POST. A provider throws
 * ProviderError when the gateway refuses or cannot be reached; the service records the failure.
 */
export interface OutgoingMessage {
  channel: 'sms' | 'mail';
  to: string;
  subject: string;
  body: string;
}

export interface DeliveryProvider {
  readonly name: string;
  send(message: OutgoingMessage): Promise<{ ref: string | null }>;
}

export class ProviderError extends Error {
  constructor(
    message: string,
    readonly retryable: boolean,
  ) {
    super(message);
    this.name = 'ProviderError';
  }
}

/** Stores only: readable in development at GET /api/v1/dev/outbox. */
export class OutboxProvider implements DeliveryProvider {
  readonly name = 'outbox';
  async send(): Promise<{ ref: string | null }> {
    return { ref: null };
  }
}

export interface HttpProviderOptions {
  url: string;
  token?: string;
  sender?: string;
  timeoutMs?: number;
  fetch?: typeof fetch;
}

/**
 * A generic HTTP gateway (most SMS and transactional-mail APIs have this shape):
 * `POST url` with `Authorization: Bearer <token>` and JSON
 * `{ channel, to, from, subject, text }`; a 2xx answer may carry `{ id }`.
 * A 4xx is the gateway refusing the message (not retryable); 5xx and timeouts are retryable.
 */
export class HttpProvider implements DeliveryProvider {
  readonly name = 'http';
  private readonly fetchImpl: typeof fetch;
  constructor(private readonly options: HttpProviderOptions) {
    this.fetchImpl = options.fetch ?? fetch;
  }

  async send(message: OutgoingMessage): Promise<{ ref: string | null }> {
    let response: Response;
    try {
      response = await this.fetchImpl(this.options.url, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          ...(this.options.token ? { authorization: `Bearer ${this.options.token}` } : {}),
        },
        body: JSON.stringify({
          channel: message.channel,
          to: message.to,
          from: this.options.sender ?? null,
          subject: message.subject || undefined,
          text: message.body,
        }),
        signal: AbortSignal.timeout(this.options.timeoutMs ?? 5000),
      });
    } catch (error) {
      const timedOut = error instanceof Error && error.name === 'TimeoutError';
      throw new ProviderError(timedOut ? 'The message gateway did not answer in time' : 'The message gateway cannot be reached', true);
    }
    const text = await response.text();
    let json: { id?: unknown; message?: unknown; error?: unknown } = {};
    try {
      json = text ? (JSON.parse(text) as typeof json) : {};
    } catch {
      // a gateway that answers plain text: keep the status only
    }
    if (!response.ok) {
      const said = typeof json.message === 'string' ? json.message : typeof json.error === 'string' ? json.error : `HTTP ${response.status}`;
      throw new ProviderError(said.slice(0, 300), response.status >= 500);
    }
    return { ref: typeof json.id === 'string' || typeof json.id === 'number' ? String(json.id) : null };
  }
}
