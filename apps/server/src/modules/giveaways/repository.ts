import { sql, type Insertable, type Kysely, type Selectable } from 'kysely';
import type { DB } from '../../db/schema.ts';
import type { GiveawaysTables } from './tables.ts';

export type EventRow = Selectable<GiveawaysTables['red_envelope_events']>;
export type OpeningRow = Selectable<GiveawaysTables['red_envelope_openings']>;
export type RaffleRow = Selectable<GiveawaysTables['raffles']>;
export type EntryRow = Selectable<GiveawaysTables['raffle_entries']>;
export type WinnerRow = Selectable<GiveawaysTables['raffle_winners']>;

type NewEvent = Omit<Insertable<GiveawaysTables['red_envelope_events']>, 'texts' | 'categories'> & { texts: EventRow['texts']; categories: string[] };
type NewRaffle = Omit<Insertable<GiveawaysTables['raffles']>, 'texts' | 'categories' | 'prizes'> & { texts: RaffleRow['texts']; categories: string[]; prizes: number[] };

const json = <T>(v: unknown) => JSON.stringify(v) as unknown as T;
const textArray = (values: string[]) => sql<string[]>`${values}::text[]`;

/** All SQL of red envelopes and raffles. Every method takes the executor, so callers compose transactions. */
export class GiveawaysRepository {
  constructor(readonly db: Kysely<DB>) {}

  // ------------------------------------------------------------------------ red envelopes

  /** Active events overlapping [from, to). */
  events(from: Date, to: Date, db: Kysely<DB> = this.db): Promise<EventRow[]> {
    return db.selectFrom('red_envelope_events').selectAll().where('active', '=', true).where('ends_at', '>', from).where('starts_at', '<', to).orderBy('starts_at').orderBy('id').execute();
  }

  allEvents(db: Kysely<DB> = this.db): Promise<EventRow[]> {
    return db.selectFrom('red_envelope_events').selectAll().orderBy('id', 'desc').limit(200).execute();
  }

  event(id: bigint, db: Kysely<DB> = this.db, opts: { lock?: boolean; activeOnly?: boolean } = {}): Promise<EventRow | undefined> {
    let q = db.selectFrom('red_envelope_events').selectAll().where('id', '=', id);
    if (opts.activeOnly) q = q.where('active', '=', true);
    return (opts.lock ? q.forUpdate() : q).executeTakeFirst();
  }

  async insertEvent(e: NewEvent, db: Kysely<DB> = this.db): Promise<EventRow> {
    return db
      .insertInto('red_envelope_events')
      .values({ ...e, texts: json(e.texts), categories: textArray(e.categories) })
      .returningAll()
      .executeTakeFirstOrThrow();
  }

  async updateEvent(id: bigint, patch: { texts?: EventRow['texts']; ends_at?: Date; active?: boolean }, db: Kysely<DB> = this.db): Promise<EventRow | undefined> {
    return db
      .updateTable('red_envelope_events')
      .set({ ...patch, ...(patch.texts ? { texts: json(patch.texts) } : {}), updated_at: new Date() })
      .where('id', '=', id)
      .returningAll()
      .executeTakeFirst();
  }

  /** Takes one envelope of `amount` (the caller holds the row lock; the CHECKs are the last guard). */
  async takeEnvelope(id: bigint, amount: bigint, db: Kysely<DB>): Promise<void> {
    await db
      .updateTable('red_envelope_events')
      .set((eb) => ({ remaining_pool: eb('remaining_pool', '-', amount), remaining_count: eb('remaining_count', '-', 1) }))
      .where('id', '=', id)
      .where('remaining_count', '>', 0)
      .executeTakeFirstOrThrow();
  }

  openings(memberId: number, eventIds: bigint[], db: Kysely<DB> = this.db): Promise<OpeningRow[]> {
    if (eventIds.length === 0) return Promise.resolve([]);
    return db.selectFrom('red_envelope_openings').selectAll().where('member_id', '=', memberId).where('event_id', 'in', eventIds).execute();
  }

  opening(eventId: bigint, memberId: number, db: Kysely<DB> = this.db): Promise<OpeningRow | undefined> {
    return db.selectFrom('red_envelope_openings').selectAll().where('event_id', '=', eventId).where('member_id', '=', memberId).executeTakeFirst();
  }

  async insertOpening(row: Insertable<GiveawaysTables['red_envelope_openings']>, db: Kysely<DB>): Promise<void> {
    await db.insertInto('red_envelope_openings').values(row).execute();
  }

  async openedCounts(eventIds: bigint[], db: Kysely<DB> = this.db): Promise<Map<string, number>> {
    if (eventIds.length === 0) return new Map();
    const rows = await db.selectFrom('red_envelope_openings').select(['event_id', (eb) => eb.fn.countAll<string>().as('n')]).where('event_id', 'in', eventIds).groupBy('event_id').execute();
    return new Map(rows.map((r) => [r.event_id.toString(), Number(r.n)]));
  }

  // ------------------------------------------------------------------------------ raffles

  /** Active raffles starting before `startsBefore` that are not drawn yet or were drawn after `drawnSince`. */
  raffles(drawnSince: Date, startsBefore: Date, db: Kysely<DB> = this.db): Promise<RaffleRow[]> {
    return db
      .selectFrom('raffles')
      .selectAll()
      .where('active', '=', true)
      .where('starts_at', '<', startsBefore)
      .where((eb) => eb.or([eb('status', '=', 'OPEN'), eb('drawn_at', '>', drawnSince)]))
      .orderBy('ends_at', 'desc')
      .orderBy('id')
      .limit(50)
      .execute();
  }

  allRaffles(db: Kysely<DB> = this.db): Promise<RaffleRow[]> {
    return db.selectFrom('raffles').selectAll().orderBy('id', 'desc').limit(200).execute();
  }

  raffle(id: bigint, db: Kysely<DB> = this.db, activeOnly = false): Promise<RaffleRow | undefined> {
    let q = db.selectFrom('raffles').selectAll().where('id', '=', id);
    if (activeOnly) q = q.where('active', '=', true);
    return q.executeTakeFirst();
  }

  /** Raffles whose ticket window is over and that are not drawn yet. */
  dueRaffles(now: Date, db: Kysely<DB> = this.db): Promise<RaffleRow[]> {
    return db.selectFrom('raffles').selectAll().where('status', '=', 'OPEN').where('active', '=', true).where('ends_at', '<=', now).orderBy('ends_at').limit(20).execute();
  }

  async insertRaffle(r: NewRaffle, db: Kysely<DB> = this.db): Promise<RaffleRow> {
    return db
      .insertInto('raffles')
      .values({ ...r, texts: json(r.texts), prizes: json(r.prizes), categories: textArray(r.categories) })
      .returningAll()
      .executeTakeFirstOrThrow();
  }

  async updateRaffle(id: bigint, patch: { texts?: RaffleRow['texts']; ends_at?: Date; active?: boolean }, db: Kysely<DB> = this.db): Promise<RaffleRow | undefined> {
    let q = db
      .updateTable('raffles')
      .set({ ...patch, ...(patch.texts ? { texts: json(patch.texts) } : {}), updated_at: new Date() })
      .where('id', '=', id);
    // The end only moves while the draw has not happened (the draw's own update checks status too).
    if (patch.ends_at) q = q.where('status', '=', 'OPEN');
    return q.returningAll().executeTakeFirst();
  }

  /** Marks the raffle drawn; false when another run drew it first. */
  async markDrawn(id: bigint, v: { drawn_at: Date; entries_hash: string; total_tickets: bigint }, db: Kysely<DB>): Promise<boolean> {
    const r = await db.updateTable('raffles').set({ status: 'DRAWN', ...v }).where('id', '=', id).where('status', '=', 'OPEN').executeTakeFirst();
    return Number(r.numUpdatedRows) === 1;
  }

  async insertEntries(rows: Insertable<GiveawaysTables['raffle_entries']>[], db: Kysely<DB>): Promise<void> {
    for (let i = 0; i < rows.length; i += 1000) await db.insertInto('raffle_entries').values(rows.slice(i, i + 1000)).execute();
  }

  async insertWinners(rows: Insertable<GiveawaysTables['raffle_winners']>[], db: Kysely<DB>): Promise<void> {
    if (rows.length > 0) await db.insertInto('raffle_winners').values(rows).execute();
  }

  entries(raffleId: bigint, db: Kysely<DB> = this.db): Promise<EntryRow[]> {
    return db.selectFrom('raffle_entries').selectAll().where('raffle_id', '=', raffleId).orderBy('first_ticket').execute();
  }

  entryOf(raffleIds: bigint[], memberId: number, db: Kysely<DB> = this.db): Promise<EntryRow[]> {
    if (raffleIds.length === 0) return Promise.resolve([]);
    return db.selectFrom('raffle_entries').selectAll().where('raffle_id', 'in', raffleIds).where('member_id', '=', memberId).execute();
  }

  winners(raffleIds: bigint[], db: Kysely<DB> = this.db): Promise<WinnerRow[]> {
    if (raffleIds.length === 0) return Promise.resolve([]);
    return db.selectFrom('raffle_winners').selectAll().where('raffle_id', 'in', raffleIds).orderBy('raffle_id').orderBy('rank').execute();
  }

  winner(raffleId: bigint, memberId: number, db: Kysely<DB> = this.db, lock = false): Promise<WinnerRow | undefined> {
    const q = db.selectFrom('raffle_winners').selectAll().where('raffle_id', '=', raffleId).where('member_id', '=', memberId);
    return (lock ? q.forUpdate() : q).executeTakeFirst();
  }

  async markClaimed(raffleId: bigint, memberId: number, bonusId: bigint, at: Date, db: Kysely<DB>): Promise<void> {
    await db
      .updateTable('raffle_winners')
      .set({ claimed_at: at, bonus_id: bonusId })
      .where('raffle_id', '=', raffleId)
      .where('member_id', '=', memberId)
      .where('claimed_at', 'is', null)
      .executeTakeFirstOrThrow();
  }
}
