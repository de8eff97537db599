import { HUB88_SIGNATURE_HEADER, type Hub88Response, type Hub88Status } from '@app/contracts';
import { randomUUID, type KeyObject } from 'node:crypto';
import { signBody } from './signature.ts';

/**
 * The SANDBOX game provider as a real client of the Hub88 wallet API: it signs every request
 * with the provider's private key, retries a call whose answer did not arrive (same
 * transaction_uuid, fresh request_uuid and signature) and rolls back a bet it never got an
 * answer for, as Hub88's retry policy asks of suppliers.
 */

export class TransportTimeout extends Error {
  constructor(path: string, ms: number) {
    super(`${path}: no answer within ${ms} ms`);
  }
}

/** How the client reaches the wallet: HTTP in production, `app.inject` when the server does not listen (tests). */
export interface Hub88Transport {
  post(path: string, body: string, headers: Record<string, string>, timeoutMs: number): Promise<Hub88Response>;
}

export function httpTransport(baseUrl: string): Hub88Transport {
  const root = baseUrl.replace(/\/+$/, '');
  return {
    async post(path, body, headers, timeoutMs) {
      let res: Response;
      try {
        res = await fetch(`${root}${path}`, { method: 'POST', body, headers, signal: AbortSignal.timeout(timeoutMs) });
      } catch (error) {
        if (error instanceof Error && (error.name === 'TimeoutError' || error.name === 'AbortError')) throw new TransportTimeout(path, timeoutMs);
        throw error;
      }
      if (res.status !== 200) throw new Error(`${path}: HTTP ${res.status}`);
      return (await res.json()) as Hub88Response;
    },
  };
}

interface Injectable {
  inject(opts: { method: 'POST'; url: string; payload: string; headers: Record<string, string> }): PromiseLike<{ statusCode: number; body: string }>;
}

export function injectTransport(app: Injectable): Hub88Transport {
  return {
    async post(path, body, headers, timeoutMs) {
      let timer: NodeJS.Timeout | undefined;
      const timeout = new Promise<never>((_, reject) => {
        timer = setTimeout(() => reject(new TransportTimeout(path, timeoutMs)), timeoutMs);
      });
      try {
        const res = await Promise.race([app.inject({ method: 'POST', url: path, payload: body, headers }), timeout]);
        if (res.statusCode !== 200) throw new Error(`${path}: HTTP ${res.statusCode}`);
        return JSON.parse(res.body) as Hub88Response;
      } finally {
        clearTimeout(timer);
      }
    },
  };
}

export interface SandboxClientOptions {
  transport: Hub88Transport;
  privateKey: KeyObject | string;
  /** Path prefix of the wallet API. */
  basePath?: string;
  timeoutMs?: number;
  /** Attempts per call (first try included). */
  attempts?: number;
  log?: { warn(obj: object, msg: string): void };
}

export interface Session {
  user: string;
  token: string;
  gameCode: string;
  currency: string;
}

export type CallOutcome = { answered: true; response: Hub88Response } | { answered: false; error: string };

export interface RoundResult {
  status: Hub88Status;
  round: string;
  /** Balance (Hub88 units) from the last answer that carried one. */
  balance: number | null;
  rolledBack: boolean;
  betUuid: string;
  winUuid?: string;
}

export class Hub88SandboxClient {
  private readonly basePath: string;
  private readonly timeoutMs: number;
  private readonly attempts: number;

  constructor(private readonly options: SandboxClientOptions) {
    this.basePath = options.basePath ?? '/api/v1/providers/hub88';
    this.timeoutMs = options.timeoutMs ?? 5000;
    this.attempts = Math.max(1, options.attempts ?? 3);
  }

  /** One signed call, retried while no answer arrives. Each attempt has its own request_uuid and signature. */
  async call(path: string, fields: Record<string, unknown>): Promise<CallOutcome> {
    let lastError = 'no attempt';
    for (let attempt = 1; attempt <= this.attempts; attempt += 1) {
      const body = JSON.stringify({ ...fields, request_uuid: randomUUID() });
      const headers = { 'content-type': 'application/json', [HUB88_SIGNATURE_HEADER]: signBody(body, this.options.privateKey) };
      try {
        return { answered: true, response: await this.options.transport.post(`${this.basePath}${path}`, body, headers, this.timeoutMs) };
      } catch (error) {
        lastError = error instanceof Error ? error.message : String(error);
        this.options.log?.warn({ path, attempt, transaction: fields.transaction_uuid, err: lastError }, 'sandbox provider: no answer, retrying');
      }
    }
    return { answered: false, error: lastError };
  }

  balance(s: Session) {
    return this.call('/user/balance', { user: s.user, token: s.token, game_code: s.gameCode });
  }

  bet(s: Session, t: { transactionUuid: string; round: string; amount: bigint; roundClosed?: boolean }) {
    return this.call('/transaction/bet', { ...transactionHead(s, t.transactionUuid, t.round, t.roundClosed ?? false), ...moneyTail(s, t.amount) });
  }

  win(s: Session, t: { transactionUuid: string; betUuid: string; round: string; amount: bigint }) {
    return this.call('/transaction/win', {
      ...transactionHead(s, t.transactionUuid, t.round, true),
      reference_transaction_uuid: t.betUuid,
      ...moneyTail(s, t.amount),
    });
  }

  rollback(s: Session, t: { transactionUuid: string; referenceUuid: string; round: string }) {
    return this.call('/transaction/rollback', {
      ...transactionHead(s, t.transactionUuid, t.round, true),
      reference_transaction_uuid: t.referenceUuid,
      game_code: s.gameCode,
      meta: { sandbox: true },
    });
  }

  /**
   * A whole round: bet, then the win (0 closes a losing round). A bet without an answer, or with an
   * error other than RS_ERROR_NOT_ENOUGH_MONEY, is rolled back so the player's stake never hangs.
   */
  async playRound(s: Session, stake: bigint, winFor: () => bigint): Promise<RoundResult> {
    const round = randomUUID();
    const betUuid = randomUUID();
    const bet = await this.bet(s, { transactionUuid: betUuid, round, amount: stake });
    if (!bet.answered || (bet.response.status !== 'RS_OK' && bet.response.status !== 'RS_ERROR_NOT_ENOUGH_MONEY')) {
      const rb = await this.rollback(s, { transactionUuid: randomUUID(), referenceUuid: betUuid, round });
      const balance = rb.answered && typeof rb.response.balance === 'number' ? rb.response.balance : null;
      return { status: bet.answered ? bet.response.status : 'RS_ERROR_UNKNOWN', round, balance, rolledBack: rb.answered && rb.response.status === 'RS_OK', betUuid };
    }
    if (bet.response.status !== 'RS_OK') {
      return { status: bet.response.status, round, balance: typeof bet.response.balance === 'number' ? bet.response.balance : null, rolledBack: false, betUuid };
    }
    const winUuid = randomUUID();
    const win = await this.win(s, { transactionUuid: winUuid, betUuid, round, amount: winFor() });
    if (!win.answered) return { status: 'RS_ERROR_UNKNOWN', round, balance: bet.response.balance ?? null, rolledBack: false, betUuid, winUuid };
    return { status: win.response.status, round, balance: win.response.balance ?? bet.response.balance ?? null, rolledBack: false, betUuid, winUuid };
  }
}

/** The fields a transaction call opens with (bet, win and rollback alike). */
function transactionHead(s: Session, transactionUuid: string, round: string, roundClosed: boolean) {
  return { user: s.user, transaction_uuid: transactionUuid, supplier_transaction_id: `sbx-${transactionUuid}`, token: s.token, round, round_closed: roundClosed };
}

/** The money fields a bet or a win ends with: never free or aggregated, in the session's currency. */
function moneyTail(s: Session, amount: bigint) {
  return { is_free: false, is_aggregated: false, game_code: s.gameCode, currency: s.currency, bet: null, amount: Number(amount), meta: { sandbox: true } };
}
