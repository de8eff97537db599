import {
  ErrorCode,
  SLOT_BET_LEVELS,
  SLOT_GAME_CODE,
  type FairnessVerifyQuery,
  type FairnessVerifyResult,
  type SlotLineWin,
  type SlotPaytable,
  type SlotRotateResult,
  type SlotRound,
  type SlotRoundPage,
  type SlotSpinResult,
  type SlotState,
  type SlotSymbolCode,
} from '@app/contracts';
import type { Kysely } from 'kysely';
import type { DB } from '../../../db/schema.ts';
import { badRequest, conflict, notFound } from '../../../lib/errors.ts';
import type { ProtectionService } from '../../protection/service.ts';
import type { RecordsService } from '../../records/service.ts';
import { toSafeNumber, type BalanceChange, type WalletService } from '../../wallet/service.ts';
import type { StoredLineWin } from '../tables.ts';
import { exactRtp, LINE_COUNT, LINE_PAYS, PAYLINES, payoutOf, SCATTER_PAYS, totalMultiplier, type LineSymbol } from './engine.ts';
import { hashServerSeed, newClientSeed, newServerSeed, spinFor } from './fairness.ts';
import type { RoundRow, SeedRow, SlotRepository } from './repository.ts';

/** Where a settled round goes for the betting record (the records module's `record(input, trx)`). */
export type BetRecorder = Pick<RecordsService, 'record'>;

export const SLOT_GAME_NAME = 'Lotus Provably Fair Slot';

export interface SlotRandomness {
  serverSeed(): string;
  clientSeed(): string;
}

const defaultRandomness: SlotRandomness = { serverSeed: newServerSeed, clientSeed: newClientSeed };

/** Computed once: the reels are constants. */
const PAYTABLE: SlotPaytable = {
  lines: (Object.entries(LINE_PAYS) as [LineSymbol, readonly number[]][]).map(([symbol, pays]) => ({ symbol, pays: [...pays] })),
  scatter: [...SCATTER_PAYS],
  wild: 'WILD',
  scatterSymbol: 'SCATTER',
  rtp: Math.round(exactRtp().rtp * 1e6) / 1e6,
};
const LINES = PAYLINES.map((l) => [...l]);

function num(value: bigint): number {
  return toSafeNumber(value);
}

/**
 * The Lotus slot: seed pairs, spins paid through the ledger, rotation and verification
 * (docs/inhouse-slot.md). Access: the caller's own member id only; routes refuse trial accounts.
 */
export class SlotService {
  private readonly db: Kysely<DB>;

  constructor(
    private readonly repo: SlotRepository,
    private readonly wallet: WalletService,
    private readonly random: SlotRandomness = defaultRandomness,
    private readonly recorder?: BetRecorder,
    /** Player protection (modules/protection): exclusion, wager and loss limits inside the spin's transaction. */
    private readonly protection?: Pick<ProtectionService, 'assertCanWager' | 'recordWin'>,
  ) {
    this.db = repo.db;
  }

  private newPair(memberId: number, clientSeed?: string) {
    const serverSeed = this.random.serverSeed();
    return { memberId, serverSeed, serverSeedHash: hashServerSeed(serverSeed), clientSeed: clientSeed ?? this.random.clientSeed() };
  }

  /** The member's active pair, created on first use (the hash is shown before any spin). */
  private async activeSeed(memberId: number): Promise<SeedRow> {
    const found = await this.repo.activeSeed(this.db, memberId);
    if (found) return found;
    await this.repo.ensureActiveSeed(this.db, this.newPair(memberId));
    const created = await this.repo.activeSeed(this.db, memberId);
    if (!created) throw new Error('Slot seed pair was not created');
    return created;
  }

  private async lockSeed(trx: Kysely<DB>, memberId: number): Promise<SeedRow> {
    const seed = await this.repo.lockActiveSeed(trx, memberId);
    if (!seed) throw new Error('Slot seed pair vanished');
    return seed;
  }

  async state(memberId: number): Promise<SlotState> {
    const seed = await this.activeSeed(memberId);
    const { balance, currency } = await this.wallet.balanceOf(memberId);
    return {
      gameCode: SLOT_GAME_CODE,
      serverSeedHash: seed.server_seed_hash,
      clientSeed: seed.client_seed,
      nonce: seed.next_nonce,
      balance: num(balance),
      currency,
      betLevels: [...SLOT_BET_LEVELS],
      paytable: PAYTABLE,
      lines: LINES,
    };
  }

  /**
   * Changes the client seed of the active pair. The nonce keeps counting: going back to an
   * earlier client seed must never replay outcomes the player has already seen.
   */
  async setClientSeed(memberId: number, clientSeed: string): Promise<SlotState> {
    await this.activeSeed(memberId);
    await this.db.transaction().execute(async (trx) => {
      const seed = await this.lockSeed(trx, memberId);
      await this.repo.setClientSeed(trx, seed.id, clientSeed);
    });
    return this.state(memberId);
  }

  /** Reveals the active server seed and starts a new pair at nonce 0 (same client seed unless given). */
  async rotate(memberId: number, input: { clientSeed?: string } = {}): Promise<SlotRotateResult> {
    await this.activeSeed(memberId);
    return this.db.transaction().execute(async (trx) => {
      const old = await this.lockSeed(trx, memberId);
      await this.repo.markRotated(trx, old.id);
      const next = await this.repo.insertSeed(trx, this.newPair(memberId, input.clientSeed ?? old.client_seed));
      return {
        previous: { serverSeed: old.server_seed, serverSeedHash: old.server_seed_hash, clientSeed: old.client_seed, lastNonce: old.next_nonce - 1 },
        next: { serverSeedHash: next.server_seed_hash, clientSeed: next.client_seed, nonce: 0 as const },
      };
    });
  }

  /**
   * One spin in one database transaction: lock the pair (no two spins share a nonce), take the
   * stake, pay the win, write the round, advance the nonce. A retried requestId returns the
   * first round and moves nothing; not enough money rolls everything back.
   */
  async spin(memberId: number, input: { bet: number; requestId: string }): Promise<SlotSpinResult> {
    if (!(SLOT_BET_LEVELS as readonly number[]).includes(input.bet)) {
      throw badRequest(`The bet must be one of ${SLOT_BET_LEVELS.join(', ')}`, { betLevels: SLOT_BET_LEVELS }, ErrorCode.SLOT_BET_INVALID);
    }
    const requestId = input.requestId.toLowerCase();
    await this.activeSeed(memberId);
    const { currency } = await this.wallet.balanceOf(memberId);
    const stake = BigInt(input.bet);
    const changes: BalanceChange[] = [];

    const round = await this.db.transaction().execute(async (trx) => {
      const seed = await this.lockSeed(trx, memberId);
      // Checked under the lock: a concurrent twin of this request has committed by now.
      const existing = await this.repo.roundByRequest(trx, requestId);
      if (existing) return this.sameRequest(existing, memberId, stake);

      const nonce = seed.next_nonce;
      const { outcome } = spinFor({ serverSeed: seed.server_seed, clientSeed: seed.client_seed, nonce });
      const payout = payoutOf(stake, outcome.lineBets);
      const lineBet = stake / BigInt(LINE_COUNT);
      const metadata = { gameCode: SLOT_GAME_CODE, vendor: 'INHOUSE', gameType: 'RNG', requestId, nonce, serverSeedHash: seed.server_seed_hash };

      await this.protection?.assertCanWager(memberId, stake, trx);
      const bet = await this.wallet.transfer(
        // Bet and win on one HOUSE shard (the member's): see TransferInput.shardKey.
        { idempotencyKey: `slot:bet:${requestId}`, shardKey: `member:${memberId}`, from: { member: memberId }, to: { system: 'HOUSE' }, amount: stake, currency, kind: 'BET', metadata },
        trx,
      );
      if (bet.replayed) throw this.duplicate(requestId);
      changes.push(...bet.changes);
      let balanceAfter = bet.balances.from;
      let winTransferId: bigint | null = null;
      if (payout > 0n) {
        const win = await this.wallet.transfer(
          { idempotencyKey: `slot:win:${requestId}`, shardKey: `member:${memberId}`, from: { system: 'HOUSE' }, to: { member: memberId }, amount: payout, currency, kind: 'WIN', metadata: { ...metadata, stake: stake.toString() } },
          trx,
        );
        if (win.replayed) throw this.duplicate(requestId);
        await this.protection?.recordWin(memberId, payout, trx);
        changes.push(...win.changes);
        balanceAfter = win.balances.to;
        winTransferId = BigInt(win.transferId);
      }
      const lineWins: StoredLineWin[] = outcome.lineWins.map((w) => ({
        line: w.line,
        symbol: w.symbol,
        count: w.count,
        multiplier: w.lineBets,
        payout: (lineBet * BigInt(w.lineBets)).toString(),
        rows: [...w.rows],
      }));
      const row = await this.repo.insertRound(trx, {
        member_id: memberId,
        seed_id: seed.id,
        request_id: requestId,
        game_code: SLOT_GAME_CODE,
        nonce,
        server_seed_hash: seed.server_seed_hash,
        client_seed: seed.client_seed,
        currency,
        stake,
        payout,
        balance_after: balanceAfter,
        reels: JSON.stringify(outcome.reels),
        line_wins: JSON.stringify(lineWins),
        scatter_count: outcome.scatter.count,
        scatter_payout: stake * BigInt(outcome.scatter.totalBets),
        bet_transfer_id: BigInt(bet.transferId),
        win_transfer_id: winTransferId,
      });
      await this.repo.advanceNonce(trx, seed.id, nonce);
      // Same transaction as the money: the betting record never disagrees with the ledger.
      await this.recorder?.record(
        {
          memberId,
          source: 'INHOUSE_SLOT',
          sourceRef: row.id.toString(),
          vendor: 'INHOUSE',
          gameCode: SLOT_GAME_CODE,
          gameName: SLOT_GAME_NAME,
          // The lobby lane of this game (INHOUSE = the in-house vendor's slots).
          category: 'INHOUSE',
          stake,
          payout,
          currency,
          status: 'SETTLED',
          placedAt: row.created_at,
          settledAt: row.created_at,
        },
        trx,
      );
      return row;
    });
    // Real-time balance push only after commit.
    this.wallet.publish(changes);
    return toSpinResult(round);
  }

  private duplicate(requestId: string) {
    return conflict('This requestId was already used for a different spin', ErrorCode.DUPLICATE_TRANSACTION, { requestId });
  }

  private sameRequest(existing: RoundRow, memberId: number, stake: bigint): RoundRow {
    if (existing.member_id !== memberId || existing.stake !== stake) throw this.duplicate(existing.request_id);
    return existing;
  }

  async rounds(memberId: number, page: { pageNo: number; pageSize: number }): Promise<SlotRoundPage> {
    const { rows, total } = await this.repo.memberRounds(this.db, memberId, page.pageSize, (page.pageNo - 1) * page.pageSize);
    return {
      list: rows.map((r) => toRound(r, r.revealed_seed)),
      pageNum: page.pageNo,
      pageSize: page.pageSize,
      total,
      totalPages: Math.ceil(total / page.pageSize),
    };
  }

  /** One of the member's own rounds; someone else's round is "not found", not "forbidden". */
  async round(memberId: number, roundId: string): Promise<SlotRound> {
    if (!/^\d{1,18}$/.test(roundId)) throw notFound('No such round');
    const row = await this.repo.memberRound(this.db, memberId, BigInt(roundId));
    if (!row) throw notFound('No such round');
    return toRound(row, row.revealed_seed);
  }

  /** Recomputes a spin from its seeds (public: anyone can check any round). */
  verify(query: FairnessVerifyQuery): FairnessVerifyResult {
    const { floats, outcome } = spinFor({ serverSeed: query.serverSeed, clientSeed: query.clientSeed, nonce: query.nonce });
    const lineBet = query.bet === undefined ? undefined : BigInt(query.bet) / BigInt(LINE_COUNT);
    return {
      game: 'slot',
      serverSeedHash: hashServerSeed(query.serverSeed),
      clientSeed: query.clientSeed,
      nonce: query.nonce,
      floats,
      stops: outcome.stops,
      reels: outcome.reels,
      lineWins: outcome.lineWins.map((w) => ({
        line: w.line,
        symbol: w.symbol,
        count: w.count,
        multiplier: w.lineBets,
        rows: [...w.rows],
        ...(lineBet === undefined ? {} : { payout: num(lineBet * BigInt(w.lineBets)) }),
      })),
      scatter: { count: outcome.scatter.count, multiplier: outcome.scatter.totalBets },
      multiplier: totalMultiplier(outcome.lineBets),
      ...(query.bet === undefined ? {} : { payout: num(payoutOf(BigInt(query.bet), outcome.lineBets)) }),
    };
  }
}

function toLineWins(stored: StoredLineWin[]): SlotLineWin[] {
  return stored.map((w) => ({ line: w.line, symbol: w.symbol as SlotSymbolCode, count: w.count, multiplier: w.multiplier, payout: Number(w.payout), rows: w.rows }));
}

function toSpinResult(row: RoundRow): SlotSpinResult {
  return {
    roundId: row.id.toString(),
    bet: num(row.stake),
    reels: row.reels as SlotSymbolCode[][],
    lineWins: toLineWins(row.line_wins),
    scatterCount: row.scatter_count,
    scatterWin: num(row.scatter_payout),
    payout: num(row.payout),
    multiplier: Number(row.payout) / Number(row.stake),
    balance: num(row.balance_after),
    currency: row.currency.trim(),
    nonce: row.nonce,
    serverSeedHash: row.server_seed_hash,
    clientSeed: row.client_seed,
    createdAt: row.created_at.toISOString(),
  };
}

function toRound(row: RoundRow, revealedSeed: string | null): SlotRound {
  const { balance: _balance, ...rest } = toSpinResult(row);
  return { ...rest, serverSeed: revealedSeed };
}
