import {
  hub88ToMinor,
  hub88UnitsPerMinor,
  minorToHub88,
  type Hub88BalanceRequest,
  type Hub88BetRequest,
  type Hub88Response,
  type Hub88RollbackRequest,
  type Hub88Status,
  type Hub88UserInfoRequest,
  type Hub88WinRequest,
} from '@app/contracts';
import { createHash, createHmac, randomBytes } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema.ts';
import { AppError } from '../../lib/errors.ts';
import { InsufficientFundsError, type BalanceChange, type PreparedTransfer, type TransferInput, type WalletService } from '../wallet/service.ts';
import type { ProtectionService } from '../protection/service.ts';
import type { BetRecordInput } from '../records/service.ts';
import { MoveBatcher, withTransfer, type MoveRequest } from './batcher.ts';
import type { CallContext, FastMoveResult, NewProviderTransaction, ProviderTransactionRow, VendorApiRepository } from './repository.ts';
import type { ProviderKeyStore } from './signature.ts';

/** The provider code in provider_transactions / provider_tokens / provider_keys. */
export const HUB88 = 'HUB88';
/** Ledger idempotency keys of provider transactions: `hub88:<transaction_uuid>`. */
export const LEDGER_KEY_PREFIX = 'hub88:';
/**
 * Counterparty of every provider bet, win and rollback: PROVIDER_CLEARING holds the platform's
 * running position with the game provider (stakes in, wins out); it is settled to HOUSE outside
 * this module. docs/provider-wallet.md.
 */
export const COUNTERPARTY = { system: 'PROVIDER_CLEARING' } as const;

/** Hub88 `user` of a member: `m` + the member id, at least 4 characters (m0001). */
export function hub88User(memberId: number): string {
  return `m${String(memberId).padStart(4, '0')}`;
}
export function memberOfUser(user: string): number | undefined {
  const m = /^m0*([1-9]\d{0,9})$/.exec(user);
  if (!m) return undefined;
  const id = Number(m[1]);
  return Number.isSafeInteger(id) && id <= 2_147_483_647 ? id : undefined;
}

export function hashToken(token: string): Buffer {
  return createHash('sha256').update(token).digest();
}

/** The uuid was committed by a concurrent twin while this call ran: its transaction rolls back and replays. */
class UuidTaken extends Error {}

/** Stops a wallet call with a Hub88 status; inside a database transaction it also rolls it back. */
class Refusal extends Error {
  constructor(
    readonly status: Hub88Status,
    readonly extra: Partial<Hub88Response> = {},
  ) {
    super(status);
  }
}

export interface IssuedToken {
  token: string;
  user: string;
  currency: string;
  gameCode: string;
  expiresAt: Date;
}

/** What the wallet needs to know of a game (the games module's catalogue). */
export interface GameInfo {
  vendor: string;
  category: string;
  name: string;
}

export interface VendorApiOptions {
  tokenTtlMs: number;
  /** The game behind a game_code, or undefined when unknown or disabled (RS_ERROR_INVALID_GAME). */
  gameInfo: (code: string) => Promise<GameInfo | undefined>;
  /** The betting record (records module), written in the same transaction as the money. */
  records?: { record(input: BetRecordInput, db: Kysely<DB>): Promise<void> };
  log?: Pick<FastifyBaseLogger, 'error' | 'warn'>;
  /**
   * Player protection (modules/protection): exclusion, wager and loss limits, checked in the bet's
   * transaction on the full path (the fast path answers GUARDED for members with rules).
   */
  protection?: Pick<ProtectionService, 'assertCanWager' | 'recordWin'>;
  /**
   * Group commit of the fast path's bets and wins (batcher.ts, decision 0090): at most `maxItems` moves per
   * transaction, `inFlight` transactions at once. Undefined: every move commits on its own.
   */
  batch?: { maxItems: number; inFlight: number };
}

function txHash(parts: (string | number | bigint | null | undefined)[]): Buffer {
  return createHash('sha256')
    .update(parts.map((p) => (p === null || p === undefined ? '' : String(p))).join('\u0001'))
    .digest();
}

/** The fields that define a bet or win: a retry hashes the same, a reuse of its uuid does not. */
function moveHash(kind: 'BET' | 'WIN', req: Hub88BetRequest | Hub88WinRequest): Buffer {
  const reference = kind === 'WIN' ? (req as Hub88WinRequest).reference_transaction_uuid : null;
  return txHash([kind, req.user, req.amount, req.currency, req.round, reference, req.game_code]);
}

/** The ledger transfer of a bet (member -> clearing) or a win (clearing -> member). */
function moveTransfer(kind: 'BET' | 'WIN', req: Hub88BetRequest | Hub88WinRequest, memberId: number, minor: bigint): TransferInput {
  const metadata: Record<string, unknown> = { provider: HUB88, round: req.round ?? null, game: req.game_code, transaction: req.transaction_uuid };
  if (kind === 'WIN') metadata.bet = (req as Hub88WinRequest).reference_transaction_uuid;
  const member = { member: memberId };
  return {
    idempotencyKey: LEDGER_KEY_PREFIX + req.transaction_uuid,
    from: kind === 'BET' ? member : COUNTERPARTY,
    to: kind === 'BET' ? COUNTERPARTY : member,
    amount: minor,
    currency: req.currency,
    kind,
    metadata,
  };
}

/** The provider_transactions row of a bet or win (its transfer key is set when money moves). */
function moveRow(kind: 'BET' | 'WIN', req: Hub88BetRequest | Hub88WinRequest, memberId: number, minor: bigint, hash: Buffer): NewProviderTransaction {
  return {
    provider: HUB88,
    uuid: req.transaction_uuid,
    kind,
    member_id: memberId,
    round: req.round ?? null,
    game_code: req.game_code,
    currency: req.currency,
    amount: BigInt(req.amount),
    amount_minor: minor,
    reference: kind === 'WIN' ? (req as Hub88WinRequest).reference_transaction_uuid : null,
    status: 'OK',
    request_hash: hash,
    transfer_key: null,
    response: null,
  };
}

function safeNumber(value: bigint): number {
  if (value > BigInt(Number.MAX_SAFE_INTEGER) || value < -BigInt(Number.MAX_SAFE_INTEGER)) throw new Error('amount outside the safe integer range');
  return Number(value);
}

/**
 * Operator side of the Hub88 seamless wallet (docs/provider-wallet.md). Every method answers with
 * a Hub88 body (never throws for protocol errors); money moves only through `wallet.transfer`,
 * in the same database transaction as the provider_transactions row.
 */
export class VendorApiService {
  private readonly db: Kysely<DB>;
  /** Member wallets opened outside a transaction once per process, so the ledger caches their account ids. */
  private readonly warmed = new Set<string>();
  /** Bets and wins done by the one-statement path, and those that took the full path (tests, benchmarks). */
  readonly stats = { fast: 0, full: 0 };
  /** Off: every bet and win takes the full path (tests compare the two; a switch if the fast path ever misbehaves). */
  fastPath = true;
  /** Group commit of fast-path moves (undefined when HUB88_BATCH=off). */
  readonly batcher: MoveBatcher | undefined;

  constructor(
    private readonly repo: VendorApiRepository,
    private readonly wallet: WalletService,
    readonly keys: ProviderKeyStore,
    private readonly options: VendorApiOptions,
  ) {
    this.db = repo.db;
    this.batcher = options.batch ? new MoveBatcher(this.db, repo, wallet, { ...options.batch, log: options.log }) : undefined;
  }

  // ------------------------------------------------------------ player tokens

  /**
   * Issues the Hub88 player token for a game launch (the games module calls this when it launches
   * a HUB88/sandbox game). The token is handed to the provider; only its hash is stored.
   */
  async issuePlayerToken(input: { memberId: number; gameCode: string; currency?: string; ttlMs?: number }): Promise<IssuedToken> {
    const currency = input.currency ?? (await this.wallet.balanceOf(input.memberId)).currency;
    const token = randomBytes(32).toString('base64url');
    // Both times from one clock, so even a very short lifetime passes the expiry CHECK.
    const createdAt = new Date();
    const expiresAt = new Date(createdAt.getTime() + Math.max(1, input.ttlMs ?? this.options.tokenTtlMs));
    await this.repo.insertToken(this.db, {
      token_hash: hashToken(token),
      provider: HUB88,
      member_id: input.memberId,
      game_code: input.gameCode,
      currency,
      created_at: createdAt,
      expires_at: expiresAt,
    });
    await this.warm(input.memberId, currency);
    return { token, user: hub88User(input.memberId), currency, gameCode: input.gameCode, expiresAt };
  }

  /**
   * The Hub88 token of one sandbox launch: derived from the signed launch token with a key only the
   * sandbox provider holds, so every play of that launch uses the same player token (idempotent).
   */
  async playerTokenForLaunch(launchToken: string, input: { memberId: number; gameCode: string; currency?: string }): Promise<IssuedToken> {
    const { privateKeyPem } = await this.keys.get();
    if (!privateKeyPem) throw new Error('The sandbox provider has no key: a real provider key is configured');
    const secret = createHash('sha256').update(privateKeyPem).digest();
    const token = createHmac('sha256', secret).update(`hub88-launch:${launchToken}`).digest('base64url');
    const currency = input.currency ?? (await this.wallet.balanceOf(input.memberId)).currency;
    const createdAt = new Date();
    const expiresAt = new Date(createdAt.getTime() + this.options.tokenTtlMs);
    await this.repo.insertToken(
      this.db,
      { token_hash: hashToken(token), provider: HUB88, member_id: input.memberId, game_code: input.gameCode, currency, created_at: createdAt, expires_at: expiresAt },
      true,
    );
    await this.warm(input.memberId, currency);
    const stored = await this.describeToken(token);
    return { token, user: hub88User(input.memberId), currency: stored?.currency ?? currency, gameCode: input.gameCode, expiresAt: stored?.expiresAt ?? expiresAt };
  }

  /** The member and game behind a player token (the sandbox provider's memory of its launches). */
  async describeToken(token: string) {
    const row = await this.repo.findToken(this.db, hashToken(token));
    if (!row || row.provider !== HUB88) return undefined;
    return { memberId: row.member_id, user: hub88User(row.member_id), gameCode: row.game_code, currency: row.currency, expiresAt: new Date(row.expires_at) };
  }

  private async warm(memberId: number, currency: string) {
    const key = `${memberId}:${currency}`;
    if (this.warmed.has(key)) return;
    try {
      await this.wallet.openMemberWallet(memberId, currency);
      if (this.warmed.size > 100_000) this.warmed.clear();
      this.warmed.add(key);
    } catch {
      // A wallet in another currency: the transfer answers RS_ERROR_WRONG_CURRENCY.
    }
  }

  // ------------------------------------------------------------------- calls

  async userInfo(req: Hub88UserInfoRequest): Promise<Hub88Response> {
    const memberId = memberOfUser(req.user);
    const member = memberId === undefined ? undefined : await this.repo.member(this.db, memberId);
    if (!member) return { status: 'RS_ERROR_UNKNOWN', request_uuid: req.request_uuid };
    return {
      user: req.user,
      status: 'RS_OK',
      request_uuid: req.request_uuid,
      country: null,
      jurisdiction: null,
      sub_partner_id: null,
      birth_date: null,
      registration_date: new Date(member.created_at).toISOString().slice(0, 10),
      tags: member.status === 'ACTIVE' ? [] : [member.status.toLowerCase()],
      sex: null,
      affiliate_id: null,
    };
  }

  async balance(req: Hub88BalanceRequest): Promise<Hub88Response> {
    return this.guard(req.request_uuid, async () => {
      const memberId = memberOfUser(req.user);
      const ctx = await this.repo.context(this.db, { provider: HUB88, tokenHash: hashToken(req.token), memberId: memberId ?? null, uuid: null });
      const token = this.checkToken(ctx, memberId, true);
      const { balance } = await this.wallet.balanceOf(token.member_id, token.currency);
      return { user: req.user, status: 'RS_OK', request_uuid: req.request_uuid, currency: token.currency, balance: safeNumber(minorToHub88(balance, token.currency)) };
    });
  }

  async bet(req: Hub88BetRequest): Promise<Hub88Response> {
    return this.guard(req.request_uuid, async () => (await this.fastMove('BET', req)) ?? this.fullBet(req));
  }

  private async fullBet(req: Hub88BetRequest): Promise<Hub88Response> {
    const memberId = memberOfUser(req.user);
    const hash = moveHash('BET', req);
    const ctx = await this.repo.context(this.db, { provider: HUB88, tokenHash: hashToken(req.token), memberId: memberId ?? null, uuid: req.transaction_uuid });
    if (ctx.existing) return this.replay(ctx.existing, hash, req.request_uuid);
    const token = this.checkToken(ctx, memberId, true);
    if (ctx.member?.status !== 'ACTIVE') throw new Refusal('RS_ERROR_USER_DISABLED');
    const game = await this.options.gameInfo(req.game_code);
    if (!game) throw new Refusal('RS_ERROR_INVALID_GAME');
    if (req.currency !== token.currency) throw new Refusal('RS_ERROR_WRONG_CURRENCY');
    const minor = this.toMinor(req.amount, req.currency);
    await this.warm(token.member_id, req.currency);
    const row = moveRow('BET', req, token.member_id, minor, hash);
    return this.record(row, req.request_uuid, req.user, async (trx) => {
      const placedAt = new Date();
      await this.guardWager(token.member_id, minor, trx);
      await this.recordBet(trx, { ...row, created_at: placedAt }, game, { status: 'PENDING', payout: 0n });
      return this.moveMoney('BET', req, row, trx);
    });
  }

  async win(req: Hub88WinRequest): Promise<Hub88Response> {
    return this.guard(req.request_uuid, async () => (await this.fastMove('WIN', req)) ?? this.fullWin(req));
  }

  private async fullWin(req: Hub88WinRequest): Promise<Hub88Response> {
    const memberId = memberOfUser(req.user);
    const hash = moveHash('WIN', req);
    const ctx = await this.repo.context(this.db, { provider: HUB88, tokenHash: hashToken(req.token), memberId: memberId ?? null, uuid: req.transaction_uuid });
    if (ctx.existing) return this.replay(ctx.existing, hash, req.request_uuid);
    // Wins arrive after the bet, maybe after the session ended: the token's expiry is not checked.
    const token = this.checkToken(ctx, memberId, false);
    if (req.currency !== token.currency) throw new Refusal('RS_ERROR_WRONG_CURRENCY');
    const minor = this.toMinor(req.amount, req.currency);
    const game = await this.options.gameInfo(req.game_code);
    const row = moveRow('WIN', req, token.member_id, minor, hash);
    return this.record(row, req.request_uuid, req.user, async (trx) => {
      const bet = await this.repo.findTransaction(trx, HUB88, req.reference_transaction_uuid, true);
      if (!bet || bet.kind !== 'BET' || bet.member_id !== token.member_id) throw new Refusal('RS_ERROR_TRANSACTION_DOES_NOT_EXIST');
      if (bet.status !== 'OK') throw new Refusal('RS_ERROR_TRANSACTION_ROLLED_BACK');
      if (bet.currency !== req.currency) throw new Refusal('RS_ERROR_WRONG_CURRENCY');
      // The bet's record: settled, paid what its wins add up to with this one.
      await this.recordBet(trx, bet, game, { status: 'SETTLED', payout: (await this.repo.wonOn(trx, HUB88, bet.uuid)) + minor });
      await this.options.protection?.recordWin(token.member_id, minor, trx);
      return this.moveMoney('WIN', req, row, trx);
    });
  }

  /** A bet refused by player protection (time-out, self-exclusion, a limit) answers as a disabled user: Hub88 stops the round. */
  private async guardWager(memberId: number, minor: bigint, trx: Kysely<DB>) {
    try {
      await this.options.protection?.assertCanWager(memberId, minor, trx);
    } catch (error) {
      if (error instanceof AppError && error.statusCode === 403) throw new Refusal('RS_ERROR_USER_DISABLED');
      throw error;
    }
  }

  /** The money of a bet or win inside its transaction (none for a zero amount); `row` learns its transfer key. */
  private async moveMoney(kind: 'BET' | 'WIN', req: Hub88BetRequest | Hub88WinRequest, row: NewProviderTransaction, trx: Kysely<DB>) {
    if (row.amount_minor === 0n) return { balance: (await this.wallet.balanceOf(row.member_id, req.currency, trx)).balance, changes: [] };
    const move = moveTransfer(kind, req, row.member_id, row.amount_minor);
    row.transfer_key = move.idempotencyKey;
    const result = await this.wallet.transfer(move, trx);
    return { balance: kind === 'BET' ? result.balances.from : result.balances.to, changes: result.changes };
  }

  /**
   * Reverses a bet (stake back) or a win (win taken back). A rollback of a bet never seen leaves a
   * TOMBSTONE under the bet's uuid, so the late bet is refused with RS_ERROR_TRANSACTION_ROLLED_BACK.
   */
  async rollback(req: Hub88RollbackRequest): Promise<Hub88Response> {
    return this.guard(req.request_uuid, async () => {
      const memberId = memberOfUser(req.user);
      const hash = txHash(['ROLLBACK', req.user, null, null, req.round, req.reference_transaction_uuid, req.game_code]);
      const ctx = await this.repo.context(this.db, { provider: HUB88, tokenHash: hashToken(req.token), memberId: memberId ?? null, uuid: req.transaction_uuid });
      if (ctx.existing) return this.replay(ctx.existing, hash, req.request_uuid);
      const token = this.checkToken(ctx, memberId, false);
      const game = req.game_code ? await this.options.gameInfo(req.game_code) : undefined;
      const row: NewProviderTransaction = {
        provider: HUB88,
        uuid: req.transaction_uuid,
        kind: 'ROLLBACK',
        member_id: token.member_id,
        round: req.round ?? null,
        game_code: req.game_code ?? null,
        currency: token.currency,
        amount: 0n,
        amount_minor: 0n,
        reference: req.reference_transaction_uuid,
        status: 'OK',
        request_hash: hash,
        transfer_key: null,
        response: null,
      };
      return this.record(row, req.request_uuid, req.user, async (trx) => {
        let target = await this.repo.findTransaction(trx, HUB88, req.reference_transaction_uuid, true);
        if (!target) {
          const tombstone = await this.repo.insertTransaction(trx, {
            ...row,
            uuid: req.reference_transaction_uuid,
            kind: 'BET',
            reference: null,
            status: 'TOMBSTONE',
            request_hash: txHash(['TOMBSTONE', req.user, req.reference_transaction_uuid]),
          });
          if (tombstone) return { balance: (await this.wallet.balanceOf(token.member_id, token.currency, trx)).balance, changes: [] };
          // The bet arrived while we were writing the tombstone: roll it back normally.
          target = await this.repo.findTransaction(trx, HUB88, req.reference_transaction_uuid, true);
          if (!target) throw new Error('provider transaction vanished');
        }
        if (target.member_id !== token.member_id || target.kind === 'ROLLBACK') throw new Refusal('RS_ERROR_TRANSACTION_DOES_NOT_EXIST');
        row.currency = target.currency;
        row.amount = target.amount;
        row.amount_minor = target.amount_minor;
        // Already reversed (or a tombstone): nothing moves again.
        if (target.status !== 'OK' || target.amount_minor === 0n) {
          if (target.status === 'OK') {
            await this.repo.setStatus(trx, target.id, 'ROLLED_BACK');
            await this.recordReversal(trx, target, game);
          }
          return { balance: (await this.wallet.balanceOf(token.member_id, target.currency, trx)).balance, changes: [] };
        }
        const key = LEDGER_KEY_PREFIX + req.transaction_uuid;
        row.transfer_key = key;
        const refund = target.kind === 'BET';
        const result = await this.wallet.transfer(
          {
            idempotencyKey: key,
            from: refund ? COUNTERPARTY : { member: token.member_id },
            to: refund ? { member: token.member_id } : COUNTERPARTY,
            amount: target.amount_minor,
            currency: target.currency,
            kind: 'ROLLBACK',
            metadata: { provider: HUB88, round: req.round ?? target.round, game: target.game_code, transaction: req.transaction_uuid, reverses: target.uuid },
          },
          trx,
        );
        await this.repo.setStatus(trx, target.id, 'ROLLED_BACK');
        await this.recordReversal(trx, target, game);
        return { balance: refund ? result.balances.to : result.balances.from, changes: result.changes };
      });
    });
  }

  // --------------------------------------------------------------- fast path

  /**
   * An ordinary bet or win in ONE statement (migrations/019 `provider_wallet_move`): preconditions,
   * betting record, ledger transfer and the provider row with its answer, atomically. Returns
   * undefined, having written nothing, whenever the call is not ordinary — the uuid exists, the
   * token, member or bet does not match, a zero amount, a wallet this process has not opened, not
   * enough money, a twin racing it — and the full path then answers exactly as the protocol says.
   */
  private async fastMove(kind: 'BET' | 'WIN', req: Hub88BetRequest | Hub88WinRequest): Promise<Hub88Response | undefined> {
    const memberId = memberOfUser(req.user);
    const minor = hub88ToMinor(BigInt(req.amount), req.currency);
    if (!this.fastPath || memberId === undefined || minor === undefined || minor <= 0n || !this.warmed.has(`${memberId}:${req.currency}`)) return this.notFast();
    const game = await this.options.gameInfo(req.game_code);
    if (kind === 'BET' && !game) return this.notFast();
    try {
      const move: MoveRequest = {
        provider: HUB88,
        uuid: req.transaction_uuid,
        kind,
        memberId,
        tokenHash: hashToken(req.token),
        now: new Date(),
        round: req.round ?? null,
        gameCode: req.game_code,
        currency: req.currency,
        amount: BigInt(req.amount),
        amountMinor: minor,
        reference: kind === 'WIN' ? (req as Hub88WinRequest).reference_transaction_uuid : null,
        requestHash: moveHash(kind, req),
        record: this.options.records ? { vendor: game?.vendor ?? HUB88, gameName: game?.name, category: game?.category ?? 'RNG' } : undefined,
        user: req.user,
        requestUuid: req.request_uuid,
        unitsPerMinor: hub88UnitsPerMinor(req.currency),
      };
      const { out, prepared } = await this.runFast(move, moveTransfer(kind, req, memberId, minor));
      if (out.outcome !== 'OK' || out.transfer_id === null) return this.notFast();
      const result = this.wallet.completed(prepared, {
        transfer_id: out.transfer_id,
        created_at: out.transfer_created_at as Date,
        debit_balance_after: out.debit_balance_after as bigint,
        credit_balance_after: out.credit_balance_after as bigint,
      });
      this.stats.fast += 1;
      this.wallet.publish(result.changes);
      const balance = kind === 'BET' ? result.balances.from : result.balances.to;
      return { user: req.user, status: 'RS_OK', request_uuid: req.request_uuid, currency: req.currency, balance: safeNumber(minorToHub88(balance, req.currency)) };
    } catch (error) {
      // Refused by the ledger (23514), raced by a twin (23505), another currency: the full path answers.
      const code = (error as { code?: string }).code;
      if (code !== '23514' && code !== '23505' && !(error instanceof AppError)) this.options.log?.warn({ err: error }, 'hub88 fast path failed; taking the full path');
      return this.notFast();
    }
  }

  /** The move in this process's next batch (when batching is on), else, or when the batch sends it back, on its own. */
  private async runFast(move: MoveRequest, input: TransferInput): Promise<{ out: FastMoveResult; prepared: PreparedTransfer }> {
    if (this.batcher) {
      const outcome = await this.batcher.submit(move, input);
      if (outcome.kind === 'done') return outcome;
      if (outcome.kind === 'failed') throw outcome.error;
    }
    const prepared = await this.wallet.prepare(input);
    return { out: await this.repo.fastMove(this.db, withTransfer(move, prepared)), prepared };
  }

  private notFast(): undefined {
    this.stats.full += 1;
    return undefined;
  }

  // ---------------------------------------------------------- betting record

  /** One betting-record row per provider bet (source PROVIDER, ref `HUB88:<bet uuid>`), in the money's transaction. */
  private async recordBet(
    trx: Kysely<DB>,
    bet: Pick<ProviderTransactionRow, 'uuid' | 'member_id' | 'game_code' | 'currency' | 'amount_minor' | 'created_at'>,
    game: GameInfo | undefined,
    outcome: { status: 'PENDING' | 'SETTLED' | 'CANCELLED'; payout: bigint },
  ) {
    if (!this.options.records) return;
    // Looked up before the transaction (PGlite has one session: no other query may run inside it).
    // An existing record keeps its vendor and game; these only matter when the row is new.
    const code = bet.game_code ?? '';
    const info = game;
    await this.options.records.record(
      {
        memberId: bet.member_id,
        source: 'PROVIDER',
        sourceRef: `${HUB88}:${bet.uuid}`,
        vendor: info?.vendor ?? HUB88,
        gameCode: code || 'UNKNOWN',
        gameName: info?.name,
        category: info?.category ?? 'RNG',
        stake: bet.amount_minor,
        payout: outcome.payout,
        currency: bet.currency,
        status: outcome.status,
        placedAt: new Date(bet.created_at),
        settledAt: outcome.status === 'PENDING' ? null : new Date(),
      },
      trx,
    );
  }

  /** After a rollback: a reversed bet is CANCELLED; a reversed win lowers its bet's payout. */
  private async recordReversal(trx: Kysely<DB>, target: ProviderTransactionRow, game: GameInfo | undefined) {
    if (target.kind === 'BET') {
      await this.recordBet(trx, target, game, { status: 'CANCELLED', payout: await this.repo.wonOn(trx, HUB88, target.uuid) });
    } else if (target.kind === 'WIN' && target.reference) {
      const bet = await this.repo.findTransaction(trx, HUB88, target.reference);
      if (bet?.kind === 'BET' && bet.status === 'OK') await this.recordBet(trx, bet, game, { status: 'SETTLED', payout: await this.repo.wonOn(trx, HUB88, bet.uuid) });
    }
  }

  // ---------------------------------------------------------------- helpers

  /** Turns refusals and unexpected failures into Hub88 answers; a failure never leaves a partial write. */
  private async guard(requestUuid: string, fn: () => Promise<Hub88Response>): Promise<Hub88Response> {
    try {
      return await fn();
    } catch (error) {
      if (error instanceof Refusal) return { status: error.status, request_uuid: requestUuid, ...error.extra };
      if (error instanceof AppError && error.code === 'CURRENCY_MISMATCH') return { status: 'RS_ERROR_WRONG_CURRENCY', request_uuid: requestUuid };
      this.options.log?.error({ err: error }, 'hub88 wallet call failed');
      return { status: 'RS_ERROR_UNKNOWN', request_uuid: requestUuid };
    }
  }

  private checkToken(ctx: CallContext, memberId: number | undefined, checkExpiry: boolean) {
    const token = ctx.token;
    if (!token || memberId === undefined || token.member_id !== memberId) throw new Refusal('RS_ERROR_INVALID_TOKEN');
    if (checkExpiry && token.expires_at.getTime() <= Date.now()) throw new Refusal('RS_ERROR_TOKEN_EXPIRED');
    return token;
  }

  private toMinor(amount: number, currency: string): bigint {
    const minor = hub88ToMinor(BigInt(amount), currency);
    // e.g. 0.001 THB: the wallet cannot hold it, so the whole transaction is refused.
    if (minor === undefined) throw new Refusal('RS_ERROR_WRONG_TYPES');
    return minor;
  }

  /** The first answer for a retry of the same transaction; a reuse of the uuid for something else is a duplicate. */
  private replay(existing: ProviderTransactionRow, hash: Buffer, requestUuid: string): Hub88Response {
    if (existing.status === 'TOMBSTONE') return { status: 'RS_ERROR_TRANSACTION_ROLLED_BACK', request_uuid: requestUuid };
    if (!Buffer.from(existing.request_hash).equals(hash) || !existing.response) return { status: 'RS_ERROR_DUPLICATE_TRANSACTION', request_uuid: requestUuid };
    return { ...(existing.response as Hub88Response), request_uuid: requestUuid };
  }

  /**
   * One database transaction: claim the uuid (a concurrent twin waits, then replays), move the
   * money, store the answer. Balance events go out after the commit.
   */
  private async record(
    row: NewProviderTransaction,
    requestUuid: string,
    user: string,
    move: (trx: Kysely<DB>) => Promise<{ balance: bigint; changes: BalanceChange[] }>,
  ): Promise<Hub88Response> {
    let changes: BalanceChange[] = [];
    let response: Hub88Response;
    try {
      response = await this.db.transaction().execute(async (trx) => {
        // Money first, then the row with its answer: one INSERT, and its unique key is the claim.
        const moved = await move(trx);
        const answer: Hub88Response = {
          user,
          status: 'RS_OK',
          request_uuid: requestUuid,
          currency: row.currency,
          balance: safeNumber(minorToHub88(moved.balance, row.currency)),
        };
        const inserted = await this.repo.insertTransaction(trx, { ...row, response: answer });
        if (!inserted) throw new UuidTaken();
        changes = moved.changes;
        return answer;
      });
    } catch (error) {
      if (error instanceof InsufficientFundsError) {
        throw new Refusal('RS_ERROR_NOT_ENOUGH_MONEY', { user, currency: row.currency, balance: safeNumber(minorToHub88(error.balance, row.currency)) });
      }
      if (error instanceof UuidTaken) {
        // A twin with the same uuid committed first: answer as it did (or as a duplicate).
        const existing = await this.repo.findTransaction(this.db, HUB88, row.uuid);
        if (existing) return this.replay(existing, row.request_hash, requestUuid);
        throw new Refusal('RS_ERROR_UNKNOWN');
      }
      if (error instanceof AppError && error.code === 'DUPLICATE_TRANSACTION') throw new Refusal('RS_ERROR_DUPLICATE_TRANSACTION');
      throw error;
    }
    if (changes.length) this.wallet.publish(changes);
    return response;
  }
}
