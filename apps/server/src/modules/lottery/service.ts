import { createHash, randomInt } from 'node:crypto';
import {
  ErrorCode,
  isValidSelection,
  isWinningBet,
  LOTTERY_BET_TYPES,
  LOTTERY_ODDS_X100,
  lotteryPayout,
  type LotteryBet,
  type LotteryDraw,
  type LotteryGame,
  type LotteryLauncherQuery,
  type LotteryPlaceBets,
  type Role,
} from '@app/contracts';
import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema.ts';
import { badRequest, conflict, forbidden, notFound } from '../../lib/errors.ts';
import type { ProtectionService } from '../protection/service.ts';
import type { RecordsService } from '../records/service.ts';
import type { BalanceChange, WalletService } from '../wallet/service.ts';
import { toSafeNumber } from '../wallet/service.ts';
import { drawResult, drawWindowAt, newServerSeed, seedHash, windowOf, type DrawWindow } from './engine.ts';
import type { DrawRow, GameRow, LotteryRepository } from './repository.ts';

export interface Caller {
  memberId: number;
  role: Role;
}

/** Raised inside the bet transaction when another request with this id got there first. */
class RequestTaken extends Error {}

const SETTLE_BATCH = 200;

function toGame(g: GameRow): LotteryGame {
  return {
    gameCode: g.code,
    name: g.name,
    prizeMode: g.prize_mode,
    drawMinutes: g.draw_minutes,
    minStake: toSafeNumber(g.min_stake),
    maxStake: toSafeNumber(g.max_stake),
    betTypes: LOTTERY_BET_TYPES.map((betType) => ({ betType, oddsX100: LOTTERY_ODDS_X100[betType] })),
  };
}

function toDraw(d: DrawRow): LotteryDraw {
  const drawn = d.status !== 'OPEN';
  return {
    gameCode: d.game_code,
    drawNo: d.draw_no.toString(),
    opensAt: d.opens_at.toISOString(),
    closesAt: d.closes_at.toISOString(),
    drawsAt: d.draws_at.toISOString(),
    seedHash: d.seed_hash,
    status: d.status,
    result: drawn ? d.result : null,
    // The seed stays secret while bets are taken; it is the proof once drawn.
    serverSeed: drawn ? d.server_seed : null,
  };
}

type BetRow = Awaited<ReturnType<LotteryRepository['betsOfRequest']>>[number];
function toBet(b: BetRow): LotteryBet {
  return {
    id: b.id.toString(),
    gameCode: b.game_code,
    drawNo: b.draw_no.toString(),
    betType: b.bet_type,
    selection: b.selection,
    stake: toSafeNumber(b.stake),
    oddsX100: b.odds_x100,
    payout: toSafeNumber(b.payout),
    status: b.status,
    currency: b.currency,
    createdAt: b.created_at.toISOString(),
    settledAt: b.settled_at ? b.settled_at.toISOString() : null,
    result: b.status === 'PENDING' ? null : b.result,
  };
}

/** The lobby category a lottery's bets count under (ELOTT games are e-lotteries; the rest LOTT). */
function categoryOf(game: { prize_mode: string }): string {
  return game.prize_mode === 'ELOTT' ? 'ELOTT' : 'LOTT';
}

/** Which page plays a prize mode (SPEC §2.1: /lottery, /seaLottery, /vnLottery). */
const PAGE_OF_MODE: Record<string, string> = { VN: '/vnLottery', SEA: '/seaLottery' };

/**
 * In-house fast lotteries (docs/lottery.md): a schedule computed from the clock, provably fair
 * draws, bets paid from and settled into the wallet exactly once.
 */
export class LotteryService {
  constructor(
    private readonly repo: LotteryRepository,
    private readonly wallet: WalletService,
    private readonly records: Pick<RecordsService, 'record'>,
    private readonly now: () => Date = () => new Date(),
    /** Player protection (modules/protection): exclusion, wager and loss limits inside the bet's transaction. */
    private readonly protection?: Pick<ProtectionService, 'assertCanWager' | 'recordWin'>,
  ) {}

  private assertRealAccount(caller: Caller) {
    if (caller.role === 'trial') throw forbidden('A real account is needed to play', ErrorCode.TRIAL_NOT_ALLOWED);
  }

  private async gameOrThrow(code: string): Promise<GameRow> {
    const game = await this.repo.game(code);
    if (!game || !game.enabled) throw notFound(`No lottery ${code}`, ErrorCode.LOTTERY_GAME_NOT_FOUND);
    return game;
  }

  async games(prizeMode?: string): Promise<LotteryGame[]> {
    return (await this.repo.games({ prizeMode })).map(toGame);
  }

  /** The draw of a window, created with a fresh secret seed when no instance has made it yet. */
  private async drawOf(game: GameRow, w: DrawWindow): Promise<DrawRow> {
    const existing = await this.repo.draw(game.code, w.drawNo);
    if (existing) return existing;
    const { seed, hash } = newServerSeed();
    await this.repo.ensureDraw({ game_code: game.code, draw_no: w.drawNo, opens_at: w.opensAt, closes_at: w.closesAt, draws_at: w.drawsAt, server_seed: seed, seed_hash: hash });
    const draw = await this.repo.draw(game.code, w.drawNo);
    if (!draw) throw new Error(`draw ${game.code} #${w.drawNo} vanished`);
    return draw;
  }

  /** The draw taking bets now (created on demand: the schedule is the clock); past closing, the next one. */
  private async openDraw(game: GameRow): Promise<DrawRow> {
    const w = drawWindowAt(this.now().getTime(), game.draw_minutes, game.close_seconds);
    const draw = await this.drawOf(game, w);
    if (this.now() < draw.closes_at) return draw;
    return this.drawOf(game, windowOf(w.drawNo + 1n, game.draw_minutes, game.close_seconds));
  }

  async currentDraw(gameCode: string): Promise<LotteryDraw> {
    return toDraw(await this.openDraw(await this.gameOrThrow(gameCode)));
  }

  async lobby(prizeMode?: string) {
    const games = await this.repo.games({ prizeMode });
    const list = await Promise.all(
      games.map(async (g) => {
        const [current, [last]] = await Promise.all([this.openDraw(g), this.repo.recentDraws(g.code, 1, ['DRAWN', 'SETTLED'])]);
        return { game: toGame(g), currentDraw: toDraw(current), lastDraw: last ? toDraw(last) : null };
      }),
    );
    return { list, serverTime: this.now().toISOString() };
  }

  async recentDraws(gameCode: string, limit: number): Promise<LotteryDraw[]> {
    await this.gameOrThrow(gameCode);
    return (await this.repo.recentDraws(gameCode, limit, ['DRAWN', 'SETTLED'])).map(toDraw);
  }

  /** Quick picks: uniformly random numbers (crypto), no "hot number" pretence. */
  async virtualNumbers(gameCode: string, betType: 'NUMBER3' | 'NUMBER2', count: number): Promise<string[]> {
    await this.gameOrThrow(gameCode);
    const digits = betType === 'NUMBER3' ? 3 : 2;
    return Array.from({ length: count }, () => String(randomInt(0, 10 ** digits)).padStart(digits, '0'));
  }

  /** SPEC §7 lottery launcher: the in-house page for the game (or the lobby of its prize mode). */
  async launcher(caller: Caller, q: LotteryLauncherQuery): Promise<{ url: string }> {
    this.assertRealAccount(caller);
    if (q.backUrl !== undefined && !(q.backUrl.startsWith('/') && !q.backUrl.startsWith('//') && !q.backUrl.includes('\\'))) {
      // Only paths on this site: an absolute URL here would be an open redirect.
      throw badRequest('backUrl must be a path on this site', undefined, ErrorCode.BACK_URL_INVALID);
    }
    let mode = q.prizeMode ?? (q.lottoArea === 'VN' ? 'VN' : q.lottoArea === 'SEA' ? 'SEA' : q.launchMode);
    let gameCode = q.gameCode;
    if (gameCode) mode = (await this.gameOrThrow(gameCode)).prize_mode;
    else if (q.lottoView === 'betting') gameCode = (await this.repo.games({ prizeMode: mode }))[0]?.code;
    const params = new URLSearchParams();
    if (gameCode) params.set('gameCode', gameCode);
    params.set('lottoView', gameCode ? q.lottoView : 'lobby');
    params.set('prizeMode', mode);
    if (q.backUrl) params.set('backUrl', q.backUrl);
    if (q.language) params.set('language', q.language);
    return { url: `${PAGE_OF_MODE[mode] ?? '/lottery'}?${params.toString()}` };
  }

  // ------------------------------------------------------------------ bets

  async placeBets(caller: Caller, input: LotteryPlaceBets) {
    this.assertRealAccount(caller);
    const game = await this.gameOrThrow(input.gameCode);
    const items = input.items.map((i) => ({ ...i, selection: i.selection ?? '' }));
    for (const [index, item] of items.entries()) {
      if (!isValidSelection(item.betType, item.selection)) {
        throw badRequest(`Item ${index + 1}: not a valid selection for ${item.betType}`, { index }, ErrorCode.LOTTERY_SELECTION_INVALID);
      }
      const stake = BigInt(item.stake);
      if (stake < game.min_stake || stake > game.max_stake) {
        throw badRequest(`Item ${index + 1}: stake must be between ${game.min_stake} and ${game.max_stake}`, { index, min: toSafeNumber(game.min_stake), max: toSafeNumber(game.max_stake) }, ErrorCode.LOTTERY_STAKE_OUT_OF_RANGE);
      }
    }
    const drawNo = BigInt(input.drawNo);
    const hash = createHash('sha256').update(JSON.stringify([input.gameCode, input.drawNo, items.map((i) => [i.betType, i.selection, i.stake])])).digest('hex');

    const replay = await this.replayOf(caller.memberId, input.requestId, hash);
    if (replay) return replay;

    const { currency } = await this.wallet.balanceOf(caller.memberId);
    const total = items.reduce((sum, i) => sum + BigInt(i.stake), 0n);
    let changes: BalanceChange[] = [];
    let balance: bigint;
    try {
      balance = await this.repo.db.transaction().execute(async (trx) => {
        const marker = await this.repo.insertRequest(trx, { member_id: caller.memberId, request_id: input.requestId, request_hash: hash });
        if (!marker) throw new RequestTaken();
        const draw = await this.repo.drawForBetting(trx, game.code, drawNo);
        if (!draw || draw.status !== 'OPEN' || this.now() >= draw.closes_at) {
          throw conflict(`Draw ${input.drawNo} is not taking bets`, ErrorCode.LOTTERY_DRAW_CLOSED, { drawNo: input.drawNo });
        }
        await this.protection?.assertCanWager(caller.memberId, total, trx);
        const moved = await this.wallet.transfer(
          {
            idempotencyKey: `lottery:bet:${caller.memberId}:${input.requestId}`,
            from: { member: caller.memberId },
            to: { system: 'HOUSE' },
            amount: total,
            currency,
            kind: 'BET',
            metadata: { game: game.code, drawNo: input.drawNo, items: items.length },
          },
          trx,
        );
        changes = moved.changes;
        const inserted = await this.repo.insertBets(
          trx,
          items.map((i) => ({
            member_id: caller.memberId,
            request_id: input.requestId,
            draw_id: draw.id,
            game_code: game.code,
            draw_no: draw.draw_no,
            bet_type: i.betType,
            selection: i.selection,
            stake: BigInt(i.stake),
            currency,
            odds_x100: LOTTERY_ODDS_X100[i.betType],
          })),
        );
        for (const b of inserted) {
          await this.records.record(
            { memberId: caller.memberId, source: 'LOTTERY', sourceRef: b.id.toString(), vendor: 'INHOUSE', gameCode: game.code, gameName: game.name, category: categoryOf(game), stake: b.stake, currency, status: 'PENDING', placedAt: this.now() },
            trx,
          );
        }
        return moved.balances.from;
      });
    } catch (error) {
      if (error instanceof RequestTaken) {
        const again = await this.replayOf(caller.memberId, input.requestId, hash);
        if (again) return again;
      }
      throw error;
    }
    this.wallet.publish(changes);
    const bets = await this.repo.betsOfRequest(caller.memberId, input.requestId);
    return { bets: bets.map(toBet), balance: toSafeNumber(balance), currency };
  }

  /** The first answer to a request id, or a refusal when the id was used for another slip. */
  private async replayOf(memberId: number, requestId: string, hash: string) {
    const existing = await this.repo.request(memberId, requestId);
    if (!existing) return undefined;
    if (existing.request_hash !== hash) {
      throw conflict('This requestId was already used for a different bet slip', ErrorCode.DUPLICATE_TRANSACTION, { requestId });
    }
    const [bets, { balance, currency }] = await Promise.all([this.repo.betsOfRequest(memberId, requestId), this.wallet.balanceOf(memberId)]);
    return { bets: bets.map(toBet), balance: toSafeNumber(balance), currency };
  }

  async memberBets(caller: Caller, q: { gameCode?: string; status?: 'PENDING' | 'WON' | 'LOST'; pageNo: number; pageSize: number }) {
    const { rows, total } = await this.repo.memberBets(caller.memberId, { gameCode: q.gameCode, status: q.status, limit: q.pageSize, offset: (q.pageNo - 1) * q.pageSize });
    return { list: rows.map(toBet), pageNum: q.pageNo, totalPages: Math.max(1, Math.ceil(total / q.pageSize)), total };
  }

  async verify(q: { gameCode: string; drawNo: string; serverSeed: string }) {
    const result = drawResult(q.serverSeed, q.gameCode, BigInt(q.drawNo));
    const hash = seedHash(q.serverSeed);
    const draw = await this.repo.draw(q.gameCode, BigInt(q.drawNo));
    const matchesDraw = draw && draw.status !== 'OPEN' ? draw.seed_hash === hash && draw.result === result : null;
    return { seedHash: hash, result, matchesDraw };
  }

  // ------------------------------------------------------------------- job

  /**
   * One tick of the draw job: make sure the open and next draws exist, draw the due ones
   * (each claimed by one UPDATE, so a draw happens once whichever instance gets there),
   * then settle drawn draws bet by bet (each win keyed by the bet id: paid once).
   */
  async tick(): Promise<{ drawn: number; settledBets: number }> {
    const now = this.now();
    for (const game of await this.repo.games()) await this.openDraw(game);
    let drawn = 0;
    for (const due of await this.repo.dueDraws(now)) {
      if (await this.repo.claimDraw(due.id, drawResult(due.server_seed, due.game_code, due.draw_no), now)) drawn += 1;
    }
    let settledBets = 0;
    for (const draw of await this.repo.drawnDraws()) settledBets += await this.settle(draw);
    return { drawn, settledBets };
  }

  private async settle(draw: DrawRow): Promise<number> {
    const result = draw.result;
    if (!result) return 0;
    let settled = 0;
    for (;;) {
      const bets = await this.repo.pendingBets(draw.id, SETTLE_BATCH);
      if (bets.length === 0) break;
      for (const bet of bets) {
        const won = isWinningBet(bet.bet_type, bet.selection, result);
        const payout = won ? lotteryPayout(bet.stake, bet.odds_x100) : 0n;
        const changes = await this.repo.db.transaction().execute(async (trx) => {
          const paid =
            won && payout > 0n
              ? await this.wallet.transfer(
                  {
                    idempotencyKey: `lottery:win:${bet.id}`,
                    from: { system: 'HOUSE' },
                    to: { member: bet.member_id },
                    amount: payout,
                    currency: bet.currency,
                    kind: 'WIN',
                    metadata: { game: bet.game_code, drawNo: bet.draw_no.toString(), betId: bet.id.toString(), result },
                  },
                  trx as Kysely<DB>,
                )
              : undefined;
          if (paid) await this.protection?.recordWin(bet.member_id, payout, trx as Kysely<DB>);
          const settledAt = this.now();
          const updated = await this.repo.settleBet(trx, bet.id, won ? 'WON' : 'LOST', payout, settledAt);
          if (updated.numUpdatedRows > 0n) {
            await this.records.record(
              { memberId: bet.member_id, source: 'LOTTERY', sourceRef: bet.id.toString(), vendor: 'INHOUSE', gameCode: bet.game_code, category: bet.category, stake: bet.stake, payout, currency: bet.currency, status: 'SETTLED', placedAt: bet.created_at, settledAt },
              trx as Kysely<DB>,
            );
          }
          return paid?.changes ?? [];
        });
        this.wallet.publish(changes);
        settled += 1;
      }
    }
    await this.repo.markSettled(draw.id, this.now());
    return settled;
  }
}

