import { randomInt } from 'node:crypto';
import {
  GiveawayErrorCode,
  maskUsername,
  titleNames,
  type BonusTerms,
  type OperatorRaffleCreate,
  type OperatorRafflePatch,
  type OperatorRedEnvelopeCreate,
  type OperatorRedEnvelopePatch,
  type Raffle,
  type RaffleClaimResult,
  type RaffleEntries,
  type RaffleStatus,
  type RedEnvelope,
  type RedEnvelopeOpenResult,
  type RedEnvelopeStatus,
  inLanguage,
} from '@app/contracts';
import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema.ts';
import { badRequest, conflict, notFound } from '../../lib/errors.ts';
import type { ReportingService } from '../reporting/service.ts';
import type { RewardsService } from '../rewards/service.ts';
import { toSafeNumber } from '../wallet/service.ts';
import { drawWinners, entriesHash, envelopeAmount, newServerSeed, numberEntries } from './draw.ts';
import type { EventRow, GiveawaysRepository, OpeningRow, RaffleRow, WinnerRow } from './repository.ts';

const DAY = 86_400_000;
/** Upcoming events and raffles are listed this long before they start. */
const UPCOMING_VISIBLE_MS = 14 * DAY;
/** Ended events stay listed (ENDED / SOLD_OUT) this long. */
const ENDED_EVENT_VISIBLE_MS = 3 * DAY;
/** Drawn raffles stay listed (winners, claim) this long after the draw. */
const DRAWN_RAFFLE_VISIBLE_MS = 30 * DAY;

/** The reader's language code. */
export type Lang = string;
/** Who asks: null for visitors. */
export type Caller = { memberId: number; trial: boolean } | null;

export interface GiveawaysDeps {
  db: Kysely<DB>;
  reporting: Pick<ReportingService, 'memberCategoryFigures' | 'turnoverRanking'>;
  rewards: Pick<RewardsService, 'grant' | 'assertEligible'>;
  /** The member's wallet currency. */
  currencyOf: (memberId: number) => Promise<string>;
  /** Accounts of members: username, whether it is a trial account, whether it is active. */
  accounts: (memberIds: number[]) => Promise<Map<number, { username: string; trial: boolean; active: boolean }>>;
  /** True when protection keeps the member from bonuses (self-exclusion, time-out). */
  excluded: (memberId: number) => Promise<boolean>;
  now?: () => Date;
  /** Integer in [0, n); crypto.randomInt by default. */
  random?: (n: number) => number;
}

const termsOf = (r: Pick<EventRow, 'wagering_multiplier' | 'valid_days' | 'max_cashout' | 'categories'>): BonusTerms => ({
  wageringMultiplier: r.wagering_multiplier,
  validDays: r.valid_days,
  maxCashout: r.max_cashout === null ? null : toSafeNumber(r.max_cashout),
  categories: r.categories as BonusTerms['categories'],
});
const grantTerms = (r: Pick<EventRow, 'wagering_multiplier' | 'valid_days' | 'max_cashout' | 'categories'>) => ({
  wageringMultiplier: r.wagering_multiplier,
  validDays: r.valid_days,
  maxCashout: r.max_cashout,
  categories: r.categories,
});
const textOf = (texts: EventRow['texts'], lang: Lang) => inLanguage(texts, lang) ?? Object.values(texts)[0] ?? { title: '', description: '' };
const iso = (d: Date | null) => (d ? d.toISOString() : null);

/**
 * Red envelopes and raffles (docs/rewards.md "Red envelopes", "Raffles"). Figures come from the reporting
 * service; money only through `app.rewards.grant` (bonus balance + wagering terms), once per grant key.
 */
export class GiveawaysService {
  private readonly now: () => Date;
  private readonly random: (n: number) => number;

  constructor(
    private readonly repo: GiveawaysRepository,
    private readonly deps: GiveawaysDeps,
  ) {
    this.now = deps.now ?? (() => new Date());
    this.random = deps.random ?? ((n) => randomInt(n));
  }

  // =========================================================================== red envelopes

  private eventStatus(e: EventRow, now: Date): RedEnvelopeStatus {
    if (now < e.starts_at) return 'UPCOMING';
    if (now >= e.ends_at) return 'ENDED';
    if (e.remaining_count === 0) return 'SOLD_OUT';
    return 'LIVE';
  }

  /** The caller's figure for the event's requirement, from its start until now (reporting rollups, exact). */
  private async requirementProgress(e: EventRow, memberId: number): Promise<bigint> {
    if (e.requirement === 'NONE' || this.now() < e.starts_at) return 0n;
    const figures = await this.deps.reporting.memberCategoryFigures(memberId, e.starts_at, e.ends_at);
    let sum = 0n;
    for (const f of figures.values()) sum += e.requirement === 'DEPOSIT' ? f.deposits : f.validTurnover;
    return sum;
  }

  private presentEvent(e: EventRow, lang: Lang, me: RedEnvelope['me'], progress: bigint | null): RedEnvelope {
    const text = textOf(e.texts, lang);
    return {
      id: e.id.toString(),
      title: text.title,
      description: text.description,
      startsAt: e.starts_at.toISOString(),
      endsAt: e.ends_at.toISOString(),
      currency: e.currency.trim(),
      minAmount: toSafeNumber(e.min_amount),
      maxAmount: toSafeNumber(e.max_amount),
      envelopes: e.envelopes,
      remaining: e.remaining_count,
      status: this.eventStatus(e, this.now()),
      requirement: { kind: e.requirement, amount: toSafeNumber(e.requirement_amount), progress: progress === null ? null : toSafeNumber(progress) },
      terms: termsOf(e),
      me,
    };
  }

  private async myEventState(e: EventRow, caller: Caller, opening: OpeningRow | undefined, currency: string | null): Promise<{ me: RedEnvelope['me']; progress: bigint | null }> {
    const base = { reason: null, amount: null, bonusId: null, openedAt: null };
    if (!caller) return { me: { state: 'LOGIN', ...base }, progress: null };
    if (caller.trial) return { me: { state: 'TRIAL', ...base }, progress: null };
    if (opening) return { me: { state: 'OPENED', reason: null, amount: toSafeNumber(opening.amount), bonusId: opening.bonus_id.toString(), openedAt: opening.opened_at.toISOString() }, progress: null };
    const status = this.eventStatus(e, this.now());
    const progress = e.requirement !== 'NONE' && status !== 'UPCOMING' ? await this.requirementProgress(e, caller.memberId) : null;
    if (status !== 'LIVE') return { me: { state: 'UNAVAILABLE', ...base }, progress };
    if (currency !== e.currency.trim()) return { me: { state: 'NOT_ELIGIBLE', ...base, reason: 'CURRENCY' }, progress };
    if (progress !== null && progress < e.requirement_amount) return { me: { state: 'NOT_ELIGIBLE', ...base, reason: 'REQUIREMENT' }, progress };
    return { me: { state: 'CAN_OPEN', ...base }, progress };
  }

  /** `GET /red-envelopes`: live, upcoming and recently ended events with the caller's state. */
  async redEnvelopes(caller: Caller, lang: Lang): Promise<{ list: RedEnvelope[] }> {
    const now = this.now();
    const events = await this.repo.events(new Date(now.getTime() - ENDED_EVENT_VISIBLE_MS), new Date(now.getTime() + UPCOMING_VISIBLE_MS));
    const member = caller && !caller.trial ? caller.memberId : null;
    const openings = member === null ? [] : await this.repo.openings(member, events.map((e) => e.id));
    const currency = member === null ? null : await this.deps.currencyOf(member);
    const list: RedEnvelope[] = [];
    for (const e of events) {
      const { me, progress } = await this.myEventState(e, caller, openings.find((o) => o.event_id === e.id), currency);
      list.push(this.presentEvent(e, lang, me, progress));
    }
    // Live first, then upcoming, then the rest (newest first within each).
    const order: Record<RedEnvelopeStatus, number> = { LIVE: 0, UPCOMING: 1, SOLD_OUT: 2, ENDED: 3 };
    list.sort((a, b) => order[a.status] - order[b.status] || b.startsAt.localeCompare(a.startsAt));
    return { list };
  }

  /**
   * `POST /red-envelopes/{id}/open`: one envelope per member and event. Checks (window, currency,
   * requirement, protection) come first and write nothing; then one transaction locks the event row,
   * picks the amount within what the remaining pool allows, grants it (grant key
   * `red-envelope:<eventId>:<memberId>`), records the opening and lowers the pool. Concurrent opens
   * wait on the lock: the pool is never over-spent and a member's second request sees the first.
   */
  async open(memberId: number, eventId: bigint, lang: Lang): Promise<RedEnvelopeOpenResult> {
    const e = await this.repo.event(eventId, undefined, { activeOnly: true });
    if (!e) throw notFound('No such red envelope', GiveawayErrorCode.RED_ENVELOPE_NOT_FOUND);
    const already = (o: OpeningRow) => conflict('You have opened this red envelope already', GiveawayErrorCode.RED_ENVELOPE_ALREADY_OPENED, { amount: toSafeNumber(o.amount), bonusId: o.bonus_id.toString() });
    const prior = await this.repo.opening(e.id, memberId);
    if (prior) throw already(prior);
    const status = this.eventStatus(e, this.now());
    if (status === 'UPCOMING') throw conflict('This red envelope event has not started', GiveawayErrorCode.RED_ENVELOPE_NOT_STARTED);
    if (status === 'ENDED') throw conflict('This red envelope event is over', GiveawayErrorCode.RED_ENVELOPE_ENDED);
    if (status === 'SOLD_OUT') throw conflict('Every red envelope has been opened', GiveawayErrorCode.RED_ENVELOPE_SOLD_OUT);
    const currency = e.currency.trim();
    if ((await this.deps.currencyOf(memberId)) !== currency) {
      throw conflict('This red envelope is for another currency', GiveawayErrorCode.RED_ENVELOPE_NOT_ELIGIBLE, { reason: 'CURRENCY', currency });
    }
    // Measured before the transaction (on the embedded database a read on another connection inside it would wait forever).
    const progress = await this.requirementProgress(e, memberId);
    if (e.requirement !== 'NONE' && progress < e.requirement_amount) {
      throw conflict('The requirement of this red envelope is not met', GiveawayErrorCode.RED_ENVELOPE_NOT_ELIGIBLE, {
        reason: 'REQUIREMENT',
        requirement: e.requirement,
        amount: toSafeNumber(e.requirement_amount),
        progress: toSafeNumber(progress),
        currency,
      });
    }
    await this.deps.rewards.assertEligible(memberId);
    const result = await this.deps.db.transaction().execute(async (trx) => {
      const locked = (await this.repo.event(e.id, trx, { lock: true }))!;
      const again = await this.repo.opening(e.id, memberId, trx);
      if (again) throw already(again);
      if (this.now() >= locked.ends_at) throw conflict('This red envelope event is over', GiveawayErrorCode.RED_ENVELOPE_ENDED);
      if (locked.remaining_count === 0) throw conflict('Every red envelope has been opened', GiveawayErrorCode.RED_ENVELOPE_SOLD_OUT);
      const amount = envelopeAmount(locked.remaining_pool, locked.remaining_count, locked.min_amount, locked.max_amount, this.random);
      const { bonus } = await this.deps.rewards.grant(
        {
          memberId,
          source: 'RED_ENVELOPE',
          sourceRef: e.id.toString(),
          grantKey: `red-envelope:${e.id}:${memberId}`,
          title: `Red envelope: ${textOf(locked.texts, 'EN').title}`,
          titleParts: { key: 'RED_ENVELOPE', names: titleNames(locked.texts) },
          amount,
          currency,
          terms: grantTerms(locked),
        },
        trx,
      );
      await this.repo.insertOpening({ event_id: e.id, member_id: memberId, amount, bonus_id: bonus.id, opened_at: this.now() }, trx);
      await this.repo.takeEnvelope(e.id, amount, trx);
      return { amount, bonusId: bonus.id };
    });
    const fresh = (await this.repo.event(e.id))!;
    const opening = (await this.repo.opening(e.id, memberId))!;
    const { me } = await this.myEventState(fresh, { memberId, trial: false }, opening, currency);
    return { event: this.presentEvent(fresh, lang, me, null), amount: toSafeNumber(result.amount), currency, bonusId: result.bonusId.toString() };
  }

  // ================================================================================ raffles

  private raffleStatus(r: RaffleRow, now: Date): RaffleStatus {
    if (r.status === 'DRAWN') return 'DRAWN';
    if (now < r.starts_at) return 'UPCOMING';
    if (now < r.ends_at) return 'RUNNING';
    return 'DRAWING';
  }

  private ticketsFor(r: RaffleRow, validTurnover: bigint): bigint {
    const t = validTurnover / r.ticket_turnover;
    return r.max_tickets_per_member !== null && t > BigInt(r.max_tickets_per_member) ? BigInt(r.max_tickets_per_member) : t;
  }

  private async liveTurnover(r: RaffleRow, memberId: number): Promise<bigint> {
    if (this.now() < r.starts_at) return 0n;
    const figures = await this.deps.reporting.memberCategoryFigures(memberId, r.starts_at, r.ends_at);
    let sum = 0n;
    for (const f of figures.values()) sum += f.validTurnover;
    return sum;
  }

  private claimUntil(r: RaffleRow): Date | null {
    return r.drawn_at ? new Date(r.drawn_at.getTime() + r.claim_days * DAY) : null;
  }

  private presentRaffle(r: RaffleRow, lang: Lang, winners: WinnerRow[], names: Map<number, string>, me: Raffle['me'], memberId: number | null): Raffle {
    const text = textOf(r.texts, lang);
    const drawn = r.status === 'DRAWN';
    return {
      id: r.id.toString(),
      title: text.title,
      description: text.description,
      startsAt: r.starts_at.toISOString(),
      endsAt: r.ends_at.toISOString(),
      currency: r.currency.trim(),
      ticketTurnover: toSafeNumber(r.ticket_turnover),
      maxTicketsPerMember: r.max_tickets_per_member,
      prizes: r.prizes,
      terms: termsOf(r),
      claimDays: r.claim_days,
      status: this.raffleStatus(r, this.now()),
      serverSeedHash: r.server_seed_hash,
      serverSeed: drawn ? r.server_seed : null,
      entriesHash: r.entries_hash,
      drawnAt: iso(r.drawn_at),
      totalTickets: r.total_tickets === null ? null : toSafeNumber(r.total_tickets),
      claimUntil: iso(this.claimUntil(r)),
      winners: winners.map((w) => {
        const isMe = w.member_id === memberId;
        const name = names.get(w.member_id) ?? '';
        return { rank: w.rank, username: isMe ? name : maskUsername(name), ticket: toSafeNumber(w.ticket), prize: toSafeNumber(w.prize), claimed: w.claimed_at !== null, isMe };
      }),
      me,
    };
  }

  private async myRaffle(r: RaffleRow, caller: Caller, entryTickets: bigint | undefined, win: WinnerRow | undefined): Promise<Raffle['me']> {
    const base = { tickets: 0, validTurnover: null, rank: null, prize: null, claimed: false, claimable: false, bonusId: null };
    if (!caller) return { state: 'LOGIN', ...base };
    if (caller.trial) return { state: 'TRIAL', ...base };
    const status = this.raffleStatus(r, this.now());
    let tickets = 0n;
    let turnover: bigint | null = null;
    if (status === 'DRAWN') tickets = entryTickets ?? 0n;
    else if (status !== 'UPCOMING') {
      turnover = await this.liveTurnover(r, caller.memberId);
      tickets = this.ticketsFor(r, turnover);
    }
    const until = this.claimUntil(r);
    return {
      state: 'MEMBER',
      tickets: toSafeNumber(tickets),
      validTurnover: turnover === null ? null : toSafeNumber(turnover),
      rank: win?.rank ?? null,
      prize: win ? toSafeNumber(win.prize) : null,
      claimed: win?.claimed_at != null,
      claimable: !!win && win.claimed_at === null && until !== null && this.now() < until,
      bonusId: win?.bonus_id?.toString() ?? null,
    };
  }

  private async raffleViews(rows: RaffleRow[], caller: Caller, lang: Lang): Promise<Raffle[]> {
    const member = caller && !caller.trial ? caller.memberId : null;
    const ids = rows.map((r) => r.id);
    const winners = await this.repo.winners(ids);
    const entries = member === null ? [] : await this.repo.entryOf(ids, member);
    const accounts = await this.deps.accounts([...new Set(winners.map((w) => w.member_id))]);
    const names = new Map([...accounts].map(([id, a]) => [id, a.username] as const));
    const out: Raffle[] = [];
    for (const r of rows) {
      const mine = winners.filter((w) => w.raffle_id === r.id);
      const me = await this.myRaffle(
        r,
        caller,
        entries.find((e) => e.raffle_id === r.id)?.tickets,
        member === null ? undefined : mine.find((w) => w.member_id === member),
      );
      out.push(this.presentRaffle(r, lang, mine, names, me, member));
    }
    return out;
  }

  /** `GET /raffles`: running, upcoming and recently drawn raffles with the caller's tickets and prize. */
  async raffles(caller: Caller, lang: Lang): Promise<{ list: Raffle[] }> {
    const now = this.now();
    const rows = await this.repo.raffles(new Date(now.getTime() - DRAWN_RAFFLE_VISIBLE_MS), new Date(now.getTime() + UPCOMING_VISIBLE_MS));
    const list = await this.raffleViews(rows, caller, lang);
    const order: Record<RaffleStatus, number> = { RUNNING: 0, DRAWING: 1, DRAWN: 2, UPCOMING: 3 };
    list.sort((a, b) => order[a.status] - order[b.status] || b.endsAt.localeCompare(a.endsAt));
    return { list };
  }

  /** `GET /raffles/{id}/entries`: the entry list the draw used (masked names), for checking the draw. */
  async raffleEntries(caller: Caller, raffleId: bigint): Promise<RaffleEntries> {
    const r = await this.repo.raffle(raffleId, undefined, true);
    if (!r) throw notFound('No such raffle', GiveawayErrorCode.RAFFLE_NOT_FOUND);
    const rows = r.status === 'DRAWN' ? await this.repo.entries(r.id) : [];
    const accounts = await this.deps.accounts(rows.map((e) => e.member_id));
    const member = caller && !caller.trial ? caller.memberId : null;
    return {
      raffleId: r.id.toString(),
      entriesHash: r.entries_hash,
      entries: rows.map((e) => {
        const isMe = e.member_id === member;
        const name = accounts.get(e.member_id)?.username ?? '';
        return { username: isMe ? name : maskUsername(name), firstTicket: toSafeNumber(e.first_ticket), tickets: toSafeNumber(e.tickets), isMe };
      }),
    };
  }

  /**
   * Draws every raffle whose window is over (job `giveaways.raffle-draw`). Tickets are read from the
   * reporting figures of the window; trial, inactive and protection-excluded accounts do not enter. The
   * winners, the entry list and the DRAWN status commit together, only if the raffle is still OPEN:
   * a second run (or instance) finds it drawn and writes nothing.
   */
  async drawDue(): Promise<{ drawn: number }> {
    let drawn = 0;
    for (const r of await this.repo.dueRaffles(this.now())) if (await this.draw(r)) drawn += 1;
    return { drawn };
  }

  private async draw(r: RaffleRow): Promise<boolean> {
    const ranking = await this.deps.reporting.turnoverRanking({ from: r.starts_at, to: r.ends_at, limit: 10_000_000 });
    const accounts = await this.deps.accounts(ranking.map((x) => x.memberId));
    const tickets: { memberId: number; tickets: bigint }[] = [];
    for (const x of ranking) {
      const a = accounts.get(x.memberId);
      if (!a || a.trial || !a.active) continue;
      const t = this.ticketsFor(r, x.validTurnover);
      if (t > 0n && !(await this.deps.excluded(x.memberId))) tickets.push({ memberId: x.memberId, tickets: t });
    }
    const entries = numberEntries(tickets);
    const hash = entriesHash(entries);
    const total = entries.reduce((s, e) => s + e.tickets, 0n);
    const winners = drawWinners(r.server_seed, r.id.toString(), hash, entries, r.prizes.length);
    return this.deps.db.transaction().execute(async (trx) => {
      if (!(await this.repo.markDrawn(r.id, { drawn_at: this.now(), entries_hash: hash, total_tickets: total }, trx))) return false;
      await this.repo.insertEntries(
        entries.map((e) => ({ raffle_id: r.id, member_id: e.memberId, first_ticket: e.firstTicket, tickets: e.tickets })),
        trx,
      );
      await this.repo.insertWinners(
        winners.map((w, i) => ({ raffle_id: r.id, rank: i + 1, member_id: w.memberId, ticket: w.ticket, prize: BigInt(r.prizes[i]!) })),
        trx,
      );
      return true;
    });
  }

  /**
   * `POST /raffles/{id}/claim`: a winner's prize becomes a bonus once (grant key
   * `raffle:<raffleId>:<memberId>`). The winner row is locked; a second or concurrent claim finds it
   * claimed and gets `409 RAFFLE_ALREADY_CLAIMED` with the bonus id, writing nothing.
   */
  async claim(memberId: number, raffleId: bigint, lang: Lang): Promise<RaffleClaimResult> {
    const r = await this.repo.raffle(raffleId, undefined, true);
    if (!r) throw notFound('No such raffle', GiveawayErrorCode.RAFFLE_NOT_FOUND);
    if (r.status !== 'DRAWN') throw conflict('This raffle has not been drawn yet', GiveawayErrorCode.RAFFLE_NOT_DRAWN);
    const win = await this.repo.winner(r.id, memberId);
    if (!win) throw conflict('You did not win a prize in this raffle', GiveawayErrorCode.RAFFLE_NOT_WINNER);
    const claimed = (w: WinnerRow) => conflict('You have claimed this prize already', GiveawayErrorCode.RAFFLE_ALREADY_CLAIMED, { bonusId: w.bonus_id?.toString() ?? null });
    if (win.claimed_at) throw claimed(win);
    if (this.now() >= this.claimUntil(r)!) throw conflict('The claim window of this prize has closed', GiveawayErrorCode.RAFFLE_CLAIM_CLOSED);
    await this.deps.rewards.assertEligible(memberId);
    const currency = r.currency.trim();
    const bonusId = await this.deps.db.transaction().execute(async (trx) => {
      const locked = (await this.repo.winner(r.id, memberId, trx, true))!;
      if (locked.claimed_at) throw claimed(locked);
      const { bonus } = await this.deps.rewards.grant(
        {
          memberId,
          source: 'RAFFLE',
          sourceRef: r.id.toString(),
          grantKey: `raffle:${r.id}:${memberId}`,
          title: `Raffle prize: ${textOf(r.texts, 'EN').title}`,
          titleParts: { key: 'RAFFLE', names: titleNames(r.texts) },
          amount: locked.prize,
          currency,
          terms: grantTerms(r),
        },
        trx,
      );
      await this.repo.markClaimed(r.id, memberId, bonus.id, this.now(), trx);
      return bonus.id;
    });
    const [view] = await this.raffleViews([(await this.repo.raffle(r.id))!], { memberId, trial: false }, lang);
    return { raffle: view!, bonusId: bonusId.toString(), prize: toSafeNumber(win.prize), currency };
  }

  // =============================================================================== operator

  private operatorEvent(e: EventRow, opened: number) {
    return {
      id: e.id.toString(),
      text: { EN: textOf(e.texts, 'EN'), TY: textOf(e.texts, 'TY') },
      startsAt: e.starts_at.toISOString(),
      endsAt: e.ends_at.toISOString(),
      currency: e.currency.trim(),
      pool: toSafeNumber(e.pool),
      envelopes: e.envelopes,
      minAmount: toSafeNumber(e.min_amount),
      maxAmount: toSafeNumber(e.max_amount),
      requirement: e.requirement,
      requirementAmount: toSafeNumber(e.requirement_amount),
      terms: termsOf(e),
      active: e.active,
      remainingPool: toSafeNumber(e.remaining_pool),
      remaining: e.remaining_count,
      opened,
    };
  }

  async operatorEvents() {
    const rows = await this.repo.allEvents();
    const counts = await this.repo.openedCounts(rows.map((e) => e.id));
    return { list: rows.map((e) => this.operatorEvent(e, counts.get(e.id.toString()) ?? 0)) };
  }

  async createEvent(input: OperatorRedEnvelopeCreate) {
    const row = await this.repo.insertEvent({
      texts: input.text,
      starts_at: new Date(input.startsAt),
      ends_at: new Date(input.endsAt),
      currency: input.currency,
      pool: BigInt(input.pool),
      envelopes: input.envelopes,
      min_amount: BigInt(input.minAmount),
      max_amount: BigInt(input.maxAmount),
      remaining_pool: BigInt(input.pool),
      remaining_count: input.envelopes,
      requirement: input.requirement,
      requirement_amount: BigInt(input.requirement === 'NONE' ? 0 : input.requirementAmount),
      wagering_multiplier: input.terms.wageringMultiplier,
      valid_days: input.terms.validDays,
      max_cashout: input.terms.maxCashout === null ? null : BigInt(input.terms.maxCashout),
      categories: input.terms.categories,
    });
    return this.operatorEvent(row, 0);
  }

  /** Texts, the end and active can change; the money (pool, count, bounds) never does once created. */
  async updateEvent(id: bigint, patch: OperatorRedEnvelopePatch) {
    const e = await this.repo.event(id);
    if (!e) throw notFound('No such red envelope', GiveawayErrorCode.RED_ENVELOPE_NOT_FOUND);
    const ends = patch.endsAt ? new Date(patch.endsAt) : undefined;
    if (ends && ends <= e.starts_at) throw badRequest('endsAt must be after startsAt', [{ field: 'endsAt', in: 'body', message: 'endsAt must be after startsAt' }]);
    const row = (await this.repo.updateEvent(id, { texts: patch.text, ends_at: ends, active: patch.active }))!;
    return this.operatorEvent(row, (await this.repo.openedCounts([id])).get(id.toString()) ?? 0);
  }

  private async operatorRaffle(r: RaffleRow) {
    const winners = await this.repo.winners([r.id]);
    return {
      id: r.id.toString(),
      text: { EN: textOf(r.texts, 'EN'), TY: textOf(r.texts, 'TY') },
      startsAt: r.starts_at.toISOString(),
      endsAt: r.ends_at.toISOString(),
      currency: r.currency.trim(),
      ticketTurnover: toSafeNumber(r.ticket_turnover),
      maxTicketsPerMember: r.max_tickets_per_member,
      prizes: r.prizes,
      terms: termsOf(r),
      claimDays: r.claim_days,
      active: r.active,
      status: this.raffleStatus(r, this.now()),
      serverSeedHash: r.server_seed_hash,
      drawnAt: iso(r.drawn_at),
      totalTickets: r.total_tickets === null ? null : toSafeNumber(r.total_tickets),
      winners: winners.map((w) => ({ rank: w.rank, memberId: w.member_id, ticket: toSafeNumber(w.ticket), prize: toSafeNumber(w.prize), claimedAt: iso(w.claimed_at), bonusId: w.bonus_id?.toString() ?? null })),
    };
  }

  async operatorRaffles() {
    const list = [];
    for (const r of await this.repo.allRaffles()) list.push(await this.operatorRaffle(r));
    return { list };
  }

  async createRaffle(input: OperatorRaffleCreate) {
    const { seed, hash } = newServerSeed();
    const row = await this.repo.insertRaffle({
      texts: input.text,
      starts_at: new Date(input.startsAt),
      ends_at: new Date(input.endsAt),
      currency: input.currency,
      ticket_turnover: BigInt(input.ticketTurnover),
      max_tickets_per_member: input.maxTicketsPerMember,
      prizes: input.prizes,
      wagering_multiplier: input.terms.wageringMultiplier,
      valid_days: input.terms.validDays,
      max_cashout: input.terms.maxCashout === null ? null : BigInt(input.terms.maxCashout),
      categories: input.terms.categories,
      claim_days: input.claimDays,
      server_seed: seed,
      server_seed_hash: hash,
    });
    return this.operatorRaffle(row);
  }

  /** Texts and active at any time; the end only while the window is still running (before the draw). */
  async updateRaffle(id: bigint, patch: OperatorRafflePatch) {
    const r = await this.repo.raffle(id);
    if (!r) throw notFound('No such raffle', GiveawayErrorCode.RAFFLE_NOT_FOUND);
    const ends = patch.endsAt ? new Date(patch.endsAt) : undefined;
    if (ends) {
      const now = this.now();
      if (r.status === 'DRAWN' || r.ends_at <= now) throw conflict('The end of a raffle cannot move once its window is over', GiveawayErrorCode.GIVEAWAY_LOCKED);
      if (ends <= r.starts_at || ends <= now) throw badRequest('endsAt must be in the future and after startsAt', [{ field: 'endsAt', in: 'body', message: 'endsAt must be in the future and after startsAt' }]);
    }
    const row = await this.repo.updateRaffle(id, { texts: patch.text, ends_at: ends, active: patch.active });
    if (!row) throw conflict('The end of a raffle cannot move once it is drawn', GiveawayErrorCode.GIVEAWAY_LOCKED);
    return this.operatorRaffle(row);
  }
}
