import { createHash } from 'node:crypto';
import { EventEmitter } from 'node:events';
import { ErrorCode, SYSTEM_ACCOUNTS, type SystemAccount } from '@app/contracts';
import { sql, type Kysely } from 'kysely';
import type { DB } from '../../db/schema.ts';
import { AppError, badRequest, conflict } from '../../lib/errors.ts';
import { MEMBER_WALLET, type AccountRow, type HourKey, type NewTransfer, type TeamMovementFilter, type TransferRow, type WalletRepository } from './repository.ts';

/**
 * One side of a transfer: a member's wallet (in the transfer's currency), a member's bonus balance
 * (locked reward money, docs/rewards.md; never counted as the wallet balance) or a system account.
 */
export type AccountRef = { member: number } | { memberBonus: number } | { system: SystemAccount };

/** Kind of a member's bonus balance account (member-owned, so it can never go below zero either). */
export const MEMBER_BONUS = 'MEMBER_BONUS';

export interface TransferInput {
  /** Unique per movement of money; a retry sends the same key and gets the first result back. */
  idempotencyKey: string;
  from: AccountRef;
  to: AccountRef;
  /** Minor units, > 0. */
  amount: bigint;
  currency: string;
  /** UPPER_SNAKE: DEPOSIT, BET, WIN, ROLLBACK, ... (TRANSFER_KINDS in contracts). */
  kind: string;
  /** Free annotation (round id, provider, operator...). Not part of the idempotency comparison. */
  metadata?: Record<string, unknown>;
  /**
   * Picks the system account's shard instead of the idempotency key. Transfers made in ONE transaction
   * (a spin's bet and its win) must name the same key: on different shards, two such transactions lock
   * the two shards in opposite orders and deadlock (seen at 16 concurrent players, bench/rewards.ts).
   * Stable per caller (e.g. the member), so a retry still lands where the original did.
   */
  shardKey?: string;
}

/** A transfer ready for `ledger_transfer()`: see `WalletService.prepare`. */
export interface PreparedTransfer {
  input: TransferInput;
  hash: Buffer;
  debit: AccountRow;
  credit: AccountRow;
  /** The arguments of `ledger_transfer()`. */
  row: NewTransfer;
}

/** What `ledger_transfer()` returns. */
export interface LedgerTransferDone {
  transfer_id: bigint;
  created_at: Date;
  debit_balance_after: bigint;
  credit_balance_after: bigint;
}

export interface BalanceChange {
  memberId: number;
  balance: bigint;
  currency: string;
}

export interface TransferResult {
  transferId: string;
  /** True when the key was seen before: nothing moved now, this is the first result. */
  replayed: boolean;
  amount: bigint;
  currency: string;
  kind: string;
  createdAt: Date;
  /** Balances of both accounts right after this transfer (for a replay: after the original one). */
  balances: { from: bigint; to: bigint };
  /** Member wallets this transfer changed (empty on a replay); published as `balanceChanged` after commit. */
  changes: BalanceChange[];
}

export interface HistoryOptions {
  from: Date;
  to: Date;
  kind?: string;
  currency?: string;
  page: number;
  pageSize: number;
}

export interface HistoryItem {
  transferId: string;
  kind: string;
  /** Signed change of the member's balance. */
  amount: bigint;
  balanceAfter: bigint;
  currency: string;
  metadata: Record<string, unknown>;
  createdAt: Date;
}

export interface CheckResult {
  ok: boolean;
  problems: string[];
  accounts: number;
  transfers: number;
}

export interface WalletEvents {
  balanceChanged: [BalanceChange];
  /** A transfer was written by `ledger_transfer()` (not a replay), with its kind: the postings metric counts these. */
  posted: [kind: string];
}

/** `INSUFFICIENT_FUNDS` with the balance as a bigint for callers (provider wallet answers with it). */
export class InsufficientFundsError extends AppError {
  constructor(
    readonly balance: bigint,
    readonly amount: bigint,
    readonly currency: string,
  ) {
    super(409, ErrorCode.INSUFFICIENT_FUNDS, 'The balance is not enough for this amount', {
      balance: toSafeNumber(balance),
      amount: toSafeNumber(amount),
      currency,
    });
  }
}

const KEY_PATTERN = /^[\x21-\x7e]{1,200}$/;
const KIND_PATTERN = /^[A-Z][A-Z0-9_]{1,39}$/;
const CURRENCY_PATTERN = /^[A-Z]{3}$/;
/** Highest balance any account may reach: JSON carries amounts as safe integers. */
const MAX_AMOUNT = BigInt(Number.MAX_SAFE_INTEGER);

export function toSafeNumber(value: bigint): number {
  if (value > MAX_AMOUNT || value < -MAX_AMOUNT) throw new Error(`Amount ${value} is outside the safe integer range`);
  return Number(value);
}

function refKey(ref: AccountRef): string {
  if ('memberBonus' in ref) return `b:${ref.memberBonus}`;
  return 'member' in ref ? `m:${ref.member}` : `s:${ref.system}`;
}

/** SHA-256 of what the transfer does (not its annotations): a retry hashes the same, a different request does not. */
export function requestHash(input: Pick<TransferInput, 'from' | 'to' | 'amount' | 'currency' | 'kind'>): Buffer {
  const canonical = [refKey(input.from), refKey(input.to), input.amount.toString(), input.currency, input.kind].join('|');
  return createHash('sha256').update(canonical).digest();
}

function pgCode(error: unknown): string | undefined {
  return typeof error === 'object' && error !== null ? (error as { code?: string }).code : undefined;
}
function constraintOf(error: unknown): string {
  const e = error as { constraint?: string; message?: string };
  return e.constraint ?? e.message ?? '';
}

/**
 * Busy system accounts are spread over shards (rows of the same kind and currency), so concurrent
 * bets do not queue on one row lock; the account's balance is the sum. PENDING_WITHDRAWAL must
 * never go negative, so a hold and its release have to meet on one row: it is not sharded.
 */
export const SYSTEM_SHARDS: Readonly<Record<SystemAccount, number>> = {
  HOUSE: 16,
  PROVIDER_CLEARING: 16,
  PAYMENT_CLEARING: 8,
  BONUS: 8,
  DEMO_FUNDING: 8,
  PENDING_WITHDRAWAL: 1,
};

/** Stable shard for a key (FNV-1a), so a retry lands where the original did. */
export function shardOf(system: SystemAccount, key: string): number {
  const shards = SYSTEM_SHARDS[system] ?? 1;
  if (shards <= 1) return 0;
  let h = 0x811c9dc5;
  for (let i = 0; i < key.length; i++) {
    h ^= key.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return (h >>> 0) % shards;
}

/**
 * The double-entry ledger (docs/money.md). Every movement of money in the platform is
 * one `transfer`: one immutable row plus both balance updates in one database transaction.
 */
export class WalletService {
  readonly events = new EventEmitter<WalletEvents>();
  /** Account ids never change once committed, so resolved ids are cached (only ones seen outside a transaction). */
  private readonly accountIds = new Map<string, AccountRow>();
  private readonly db: Kysely<DB>;

  constructor(
    private readonly repo: WalletRepository,
    private readonly defaultCurrency: () => Promise<string> | string,
  ) {
    this.db = repo.db;
    // Every open balance stream listens; dozens of open pages are normal.
    this.events.setMaxListeners(0);
  }

  // ---------------------------------------------------------------- accounts

  /** Opens the member's wallet in `currency` (idempotent). Pass a transaction to open it with the member's other rows. */
  async openMemberWallet(memberId: number, currency: string, db: Kysely<DB> = this.db): Promise<{ accountId: string; currency: string; balance: bigint }> {
    assertMemberId(memberId);
    assertCurrency(currency);
    const row = await this.repo.ensureAccount(db, MEMBER_WALLET, memberId, currency);
    if (!db.isTransaction) this.remember(`m:${memberId}:${currency}`, row);
    return { accountId: row.id.toString(), currency: row.currency, balance: row.balance };
  }

  /** The member's balance: in `currency`, or in their first wallet; 0 in the default currency when they have none. */
  async balanceOf(memberId: number, currency?: string, db: Kysely<DB> = this.db): Promise<{ balance: bigint; currency: string }> {
    const wallets = await this.repo.memberWallets(db, memberId);
    const wallet = currency ? wallets.find((w) => w.currency === currency) : wallets[0];
    if (wallet) return { balance: wallet.balance, currency: wallet.currency };
    return { balance: 0n, currency: currency ?? (await this.defaultCurrency()) };
  }

  private remember(key: string, row: AccountRow) {
    if (this.accountIds.size > 100_000) this.accountIds.clear();
    this.accountIds.set(key, row);
  }

  /**
   * The account behind a ref. A member without any wallet gets one in this currency;
   * a member whose wallets are all in other currencies is refused (CURRENCY_MISMATCH).
   */
  private async resolve(db: Kysely<DB>, ref: AccountRef, input: Pick<TransferInput, 'currency' | 'idempotencyKey' | 'shardKey'>): Promise<AccountRow> {
    const currency = input.currency;
    const shard = 'system' in ref ? shardOf(ref.system, input.shardKey ?? input.idempotencyKey) : 0;
    const cacheKey = 'member' in ref ? `m:${ref.member}:${currency}` : 'memberBonus' in ref ? `b:${ref.memberBonus}:${currency}` : `s:${ref.system}:${currency}:${shard}`;
    const cached = this.accountIds.get(cacheKey);
    if (cached) return cached;
    if ('memberBonus' in ref) {
      assertMemberId(ref.memberBonus);
      let row: AccountRow & { created: boolean };
      try {
        row = await this.repo.ensureAccount(db, MEMBER_BONUS, ref.memberBonus, currency);
      } catch (error) {
        if ((error as { code?: string }).code === '23503') throw new AppError(404, ErrorCode.WALLET_NOT_FOUND, `No member ${ref.memberBonus}`);
        throw error;
      }
      if (!db.isTransaction || !row.created) this.remember(cacheKey, row);
      return row;
    }
    if ('member' in ref) {
      assertMemberId(ref.member);
      const wallets = await this.repo.memberWallets(db, ref.member);
      const found = wallets.find((w) => w.currency === currency);
      if (found) {
        // Inside a transaction it may have been opened by that same transaction (registration), which can still roll back.
        if (!db.isTransaction) this.remember(cacheKey, found);
        return found;
      } else if (wallets.length > 0) {
        throw conflict(`The member's wallet is in ${wallets.map((w) => w.currency).join(', ')}, not ${currency}`, ErrorCode.CURRENCY_MISMATCH, {
          currency,
          walletCurrencies: wallets.map((w) => w.currency),
        });
      } else {
        let row: AccountRow;
        try {
          row = await this.repo.ensureAccount(db, MEMBER_WALLET, ref.member, currency);
        } catch (error) {
          // members FK: no such member.
          if ((error as { code?: string }).code === '23503') throw new AppError(404, ErrorCode.WALLET_NOT_FOUND, `No member ${ref.member}`);
          throw error;
        }
        // Created by us: may still roll back, so do not cache it yet.
        return row;
      }
    } else {
      if (!SYSTEM_ACCOUNTS.includes(ref.system)) throw badRequest(`Unknown system account ${String(ref.system)}`);
      const account = await this.repo.ensureAccount(db, ref.system, null, currency, shard);
      // A shard that already existed is committed data: remember it even inside a caller's transaction
      // (providers' bets resolve PROVIDER_CLEARING there on every call).
      if (!db.isTransaction || !account.created) this.remember(cacheKey, account);
      return account;
    }
  }

  // --------------------------------------------------------------- transfers

  /**
   * Moves money between two accounts, exactly once per idempotency key.
   * Without `db` it is one statement of its own (committed when it returns) and publishes
   * `balanceChanged`. With a caller's transaction it runs inside a savepoint; the caller publishes
   * `result.changes` with `publish()` after its commit.
   */
  async transfer(input: TransferInput, db?: Kysely<DB>): Promise<TransferResult> {
    const outer = db ?? this.db;
    const prepared = await this.prepare(input, outer);
    let result: TransferResult;
    try {
      result = await this.move(outer, prepared);
    } catch (error) {
      const code = pgCode(error);
      if (code !== '23505' && code !== '23514') throw error;
      // The key was taken (or the money is short, but a retry of an earlier transfer wins over that).
      const existing = await this.repo.findTransferByKey(outer, input.idempotencyKey);
      if (existing) return this.replay(existing, prepared.hash, input);
      if (code === '23514') {
        if (/safe_balance/.test(constraintOf(error))) {
          throw badRequest('The balance would exceed the largest supported amount', undefined, ErrorCode.INVALID_AMOUNT);
        }
        const [now] = await this.repo.accountsByIds(outer, [prepared.debit.id]);
        throw new InsufficientFundsError(now?.balance ?? 0n, input.amount, input.currency);
      }
      throw error;
    }
    if (!db) this.publish(result.changes);
    return result;
  }

  /**
   * A transfer validated, hashed and resolved to its two accounts, ready for `ledger_transfer()`.
   * `transfer` runs it; a module that must move money and write its own rows in ONE statement
   * (the provider wallet's fast path) passes `prepared.row` to a SQL function that calls
   * `ledger_transfer()`, then turns what it returned into a result with `completed`. Resolving
   * outside a transaction opens a missing wallet (harmless) and caches the account ids.
   */
  async prepare(input: TransferInput, db: Kysely<DB> = this.db): Promise<PreparedTransfer> {
    validateTransfer(input);
    if (refKey(input.from) === refKey(input.to)) throw badRequest('A transfer needs two different accounts');
    const hash = requestHash(input);
    // Resolved before moving money: opening a missing wallet is harmless if the transfer fails.
    const [debit, credit] = await Promise.all([this.resolve(db, input.from, input), this.resolve(db, input.to, input)]);
    if (debit.id === credit.id) throw badRequest('A transfer needs two different accounts', undefined, ErrorCode.BAD_REQUEST);
    const row: NewTransfer = {
      idempotency_key: input.idempotencyKey,
      debit_account_id: debit.id,
      credit_account_id: credit.id,
      amount: input.amount,
      currency: input.currency,
      kind: input.kind,
      request_hash: hash,
      metadata: JSON.stringify(input.metadata ?? {}, (_key, value: unknown) => (typeof value === 'bigint' ? value.toString() : value)),
    };
    return { input, hash, debit, credit, row };
  }

  /** The result of a prepared transfer once `ledger_transfer()` ran it (here or inside another module's statement). */
  completed(prepared: PreparedTransfer, done: LedgerTransferDone): TransferResult {
    const { input, debit, credit } = prepared;
    this.events.emit('posted', input.kind);
    const changes: BalanceChange[] = [];
    // Only wallets are published as the member's balance; a bonus balance is not spendable money.
    if (debit.member_id !== null && debit.kind === MEMBER_WALLET) changes.push({ memberId: debit.member_id, balance: done.debit_balance_after, currency: debit.currency });
    if (credit.member_id !== null && credit.kind === MEMBER_WALLET) changes.push({ memberId: credit.member_id, balance: done.credit_balance_after, currency: credit.currency });
    return {
      transferId: done.transfer_id.toString(),
      replayed: false,
      amount: input.amount,
      currency: input.currency,
      kind: input.kind,
      createdAt: done.created_at,
      balances: { from: done.debit_balance_after, to: done.credit_balance_after },
      changes,
    };
  }

  /** `transfer` from DEMO_FUNDING to a (trial) member, kind DEMO_GRANT. */
  grantDemoBalance(memberId: number, amount: bigint, idempotencyKey: string, currency?: string, db?: Kysely<DB>): Promise<TransferResult> {
    return this.withCurrency(memberId, currency, db, (cur) =>
      this.transfer({ idempotencyKey, from: { system: 'DEMO_FUNDING' }, to: { member: memberId }, amount, currency: cur, kind: 'DEMO_GRANT' }, db),
    );
  }

  /** Balance of a system account (the sum of its shards). */
  systemBalance(system: SystemAccount, currency: string): Promise<bigint> {
    return this.repo.systemBalance(this.db, system, currency);
  }

  /** Emits `balanceChanged` for each change; call after committing a transaction you passed to `transfer`. */
  publish(changes: readonly BalanceChange[]): void {
    for (const change of changes) this.events.emit('balanceChanged', change);
  }

  private async withCurrency<T>(memberId: number, currency: string | undefined, db: Kysely<DB> | undefined, fn: (c: string) => Promise<T>) {
    if (currency) return fn(currency);
    return fn((await this.balanceOf(memberId, undefined, db ?? this.db)).currency);
  }

  /**
   * One statement does the whole transfer (migrations/007 `ledger_transfer`). Alone it is atomic by
   * itself; inside a caller's transaction a savepoint keeps a refused transfer from aborting it.
   */
  private async move(db: Kysely<DB>, prepared: PreparedTransfer): Promise<TransferResult> {
    let done;
    if (!db.isTransaction) {
      done = await this.repo.transfer(db, prepared.row);
    } else {
      await sql`SAVEPOINT wallet_transfer`.execute(db);
      try {
        done = await this.repo.transfer(db, prepared.row);
      } catch (error) {
        await sql`ROLLBACK TO SAVEPOINT wallet_transfer`.execute(db);
        throw error;
      }
      await sql`RELEASE SAVEPOINT wallet_transfer`.execute(db);
    }
    return this.completed(prepared, done);
  }

  private replay(existing: TransferRow, hash: Buffer, input: TransferInput): TransferResult {
    if (!Buffer.from(existing.request_hash).equals(hash)) {
      throw conflict('This idempotency key was already used for a different transfer', ErrorCode.DUPLICATE_TRANSACTION, {
        idempotencyKey: input.idempotencyKey,
        transferId: existing.id.toString(),
      });
    }
    return {
      transferId: existing.id.toString(),
      replayed: true,
      amount: existing.amount,
      currency: existing.currency,
      kind: existing.kind,
      createdAt: existing.created_at,
      balances: { from: existing.debit_balance_after, to: existing.credit_balance_after },
      changes: [],
    };
  }

  /** The transfer recorded under a key, if any (e.g. to find the bet a rollback refers to). */
  async findTransfer(idempotencyKey: string, db: Kysely<DB> = this.db) {
    const row = await this.repo.findTransferByKey(db, idempotencyKey);
    if (!row) return undefined;
    return {
      transferId: row.id.toString(),
      kind: row.kind,
      amount: row.amount,
      currency: row.currency,
      metadata: row.metadata,
      createdAt: row.created_at,
    };
  }

  // ----------------------------------------------------------------- history

  /** The member's movements, newest first, paged, with totals over the whole range. */
  async history(memberId: number, options: HistoryOptions) {
    assertMemberId(memberId);
    const wallets = (await this.repo.memberWallets(this.db, memberId)).filter((w) => !options.currency || w.currency === options.currency);
    const pageSize = Math.min(Math.max(1, Math.trunc(options.pageSize)), 100);
    const page = Math.max(1, Math.trunc(options.page));
    if (wallets.length === 0) return { items: [] as HistoryItem[], page, pageSize, total: 0, totals: { in: 0n, out: 0n, net: 0n } };
    const ids = wallets.map((w) => w.id);
    const own = new Set(ids);
    const { rows, total, in: inSum, out: outSum } = await this.repo.history(this.db, {
      accountIds: ids,
      from: options.from,
      to: options.to,
      kind: options.kind,
      limit: pageSize,
      offset: (page - 1) * pageSize,
    });
    const items: HistoryItem[] = rows.map((r) => {
      const incoming = own.has(r.credit_account_id);
      return {
        transferId: r.id.toString(),
        kind: r.kind,
        amount: incoming ? r.amount : -r.amount,
        balanceAfter: incoming ? r.credit_balance_after : r.debit_balance_after,
        currency: r.currency,
        metadata: r.metadata,
        createdAt: r.created_at,
      };
    });
    return { items, page, pageSize, total, totals: { in: inSum, out: outSum, net: inSum - outSum } };
  }

  // ----------------------------------------------------------- reads for reporting and agents

  /** (member, UTC hour) buckets with a reported movement (deposit, withdrawal, bonus) written by a transaction from `sinceXid` on. */
  changedBuckets(sinceXid: string, db: Kysely<DB> = this.db): Promise<HourKey[]> {
    return this.repo.changedBuckets(db, sinceXid);
  }

  /** Deposits, net withdrawals and bonuses per member and UTC hour (reporting rollups). */
  hourlyFigures(keys: HourKey[] | 'all' | { fromMember: number; toMember: number }, db: Kysely<DB> = this.db) {
    return this.repo.hourlyFigures(db, keys);
  }

  /** `hourlyFigures` of a slice of members as a subquery (the reporting module's set-based full build). */
  hourlyFiguresQuery(keys: { fromMember: number; toMember: number }) {
    return this.repo.hourlyFiguresQuery(keys);
  }

  /** Lowest and highest member id with a wallet (the full rollup build walks this range in slices). */
  memberBounds(db: Kysely<DB> = this.db) {
    return this.repo.memberBounds(db);
  }

  /** Wallet balances of several members (members without a wallet are absent). */
  async balancesOf(memberIds: number[]): Promise<Map<number, bigint>> {
    const rows = await this.repo.balancesOf(this.db, memberIds);
    return new Map(rows.map((r) => [r.member_id, BigInt(r.balance)]));
  }

  /** Movements of several members' wallets (agent transaction details), newest first, with totals. */
  teamMovements(filter: TeamMovementFilter) {
    return this.repo.teamMovements(this.db, filter);
  }

  // ------------------------------------------------------------------- check

  /**
   * Proves the ledger: every balance equals credits minus debits of its transfers, all balances
   * of a currency sum to zero, transfers match their accounts' currency, and no member is negative.
   * Runs on one consistent snapshot, so it is safe while money moves.
   */
  async check(): Promise<CheckResult> {
    return this.db
      .transaction()
      .setIsolationLevel('repeatable read')
      .execute(async (trx) => {
        const problems: string[] = [];
        for (const a of await this.repo.balanceMismatches(trx)) {
          const owner = a.member_id === null ? a.kind : `${a.kind} of member ${a.member_id}`;
          problems.push(`account ${a.id} (${owner}, ${a.currency}): balance ${a.balance} but its transfers add up to ${a.computed}`);
        }
        for (const c of await this.repo.unbalancedCurrencies(trx)) problems.push(`${c.currency}: balances sum to ${c.total}, not 0`);
        for (const t of await this.repo.currencyMismatches(trx)) problems.push(`transfer ${t.id}: currency differs from one of its accounts`);
        for (const n of await this.repo.negativeMemberBalances(trx)) problems.push(`account ${n.id}: negative balance ${n.balance}`);
        const counts = await this.repo.counts(trx);
        return { ok: problems.length === 0, problems, ...counts };
      });
  }
}

function assertMemberId(memberId: number) {
  if (!Number.isSafeInteger(memberId) || memberId <= 0) throw badRequest(`Not a member id: ${memberId}`);
}

function assertCurrency(currency: string) {
  if (typeof currency !== 'string' || !CURRENCY_PATTERN.test(currency)) throw badRequest(`Not a currency code: ${String(currency)}`);
}

function validateTransfer(input: TransferInput) {
  if (typeof input.amount !== 'bigint') throw badRequest('The amount must be an integer number of minor units', undefined, ErrorCode.INVALID_AMOUNT);
  if (input.amount <= 0n) throw badRequest('The amount must be greater than zero', { amount: String(input.amount) }, ErrorCode.INVALID_AMOUNT);
  if (input.amount > MAX_AMOUNT) throw badRequest('The amount is too large', { amount: String(input.amount) }, ErrorCode.INVALID_AMOUNT);
  if (typeof input.idempotencyKey !== 'string' || !KEY_PATTERN.test(input.idempotencyKey)) {
    throw badRequest('The idempotency key must be 1 to 200 printable characters');
  }
  if (typeof input.kind !== 'string' || !KIND_PATTERN.test(input.kind)) throw badRequest(`Not a transfer kind: ${String(input.kind)}`);
  assertCurrency(input.currency);
  if (input.metadata !== undefined && (typeof input.metadata !== 'object' || input.metadata === null || Array.isArray(input.metadata))) {
    throw badRequest('Transfer metadata must be an object');
  }
}
