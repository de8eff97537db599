import { sql, type Insertable, type Kysely, type Selectable } from 'kysely';
import type { DB } from '../../../db/schema.ts';

export type SeedRow = Selectable<DB['inhouse_slot_seeds']>;
export type RoundRow = Selectable<DB['inhouse_slot_rounds']>;
export type NewRound = Insertable<DB['inhouse_slot_rounds']>;

/** All SQL of the slot. Methods take the executor so the service composes one transaction per spin. */
export class SlotRepository {
  constructor(readonly db: Kysely<DB>) {}

  /** Creates the member's active pair unless one exists (safe under races: the partial unique index decides). */
  async ensureActiveSeed(db: Kysely<DB>, seed: { memberId: number; serverSeed: string; serverSeedHash: string; clientSeed: string }) {
    await db
      .insertInto('inhouse_slot_seeds')
      .values({
        member_id: seed.memberId,
        server_seed: seed.serverSeed,
        server_seed_hash: seed.serverSeedHash,
        client_seed: seed.clientSeed,
      })
      .onConflict((oc) => oc.column('member_id').where('status', '=', 'ACTIVE').doNothing())
      .execute();
  }

  activeSeed(db: Kysely<DB>, memberId: number): Promise<SeedRow | undefined> {
    return db.selectFrom('inhouse_slot_seeds').selectAll().where('member_id', '=', memberId).where('status', '=', 'ACTIVE').executeTakeFirst();
  }

  /** The active pair, locked until the transaction ends: spins of one member take nonces one at a time. */
  lockActiveSeed(trx: Kysely<DB>, memberId: number): Promise<SeedRow | undefined> {
    return trx
      .selectFrom('inhouse_slot_seeds')
      .selectAll()
      .where('member_id', '=', memberId)
      .where('status', '=', 'ACTIVE')
      .forUpdate()
      .executeTakeFirst();
  }

  async advanceNonce(trx: Kysely<DB>, seedId: bigint, usedNonce: number): Promise<void> {
    const done = await trx
      .updateTable('inhouse_slot_seeds')
      .set({ next_nonce: usedNonce + 1 })
      .where('id', '=', seedId)
      .where('next_nonce', '=', usedNonce)
      .executeTakeFirst();
    if (done.numUpdatedRows !== 1n) throw new Error('Slot nonce moved under a locked seed pair');
  }

  async setClientSeed(trx: Kysely<DB>, seedId: bigint, clientSeed: string): Promise<void> {
    await trx.updateTable('inhouse_slot_seeds').set({ client_seed: clientSeed }).where('id', '=', seedId).execute();
  }

  async markRotated(trx: Kysely<DB>, seedId: bigint): Promise<void> {
    await trx.updateTable('inhouse_slot_seeds').set({ status: 'ROTATED', rotated_at: sql<Date>`now()` }).where('id', '=', seedId).execute();
  }

  insertSeed(trx: Kysely<DB>, seed: { memberId: number; serverSeed: string; serverSeedHash: string; clientSeed: string }): Promise<SeedRow> {
    return trx
      .insertInto('inhouse_slot_seeds')
      .values({ member_id: seed.memberId, server_seed: seed.serverSeed, server_seed_hash: seed.serverSeedHash, client_seed: seed.clientSeed })
      .returningAll()
      .executeTakeFirstOrThrow();
  }

  roundByRequest(db: Kysely<DB>, requestId: string): Promise<RoundRow | undefined> {
    return db.selectFrom('inhouse_slot_rounds').selectAll().where('request_id', '=', requestId).executeTakeFirst();
  }

  insertRound(trx: Kysely<DB>, round: NewRound): Promise<RoundRow> {
    return trx.insertInto('inhouse_slot_rounds').values(round).returningAll().executeTakeFirstOrThrow();
  }

  /** One round of the member with its pair's seed when that pair was rotated. */
  async memberRound(db: Kysely<DB>, memberId: number, roundId: bigint) {
    return this.roundsQuery(db, memberId).where('r.id', '=', roundId).executeTakeFirst();
  }

  /** The member's rounds, newest first, each with its pair's server seed when rotated. */
  async memberRounds(db: Kysely<DB>, memberId: number, limit: number, offset: number) {
    const [rows, count] = await Promise.all([
      this.roundsQuery(db, memberId).orderBy('r.id', 'desc').limit(limit).offset(offset).execute(),
      db
        .selectFrom('inhouse_slot_rounds')
        .select((eb) => eb.fn.countAll<string>().as('n'))
        .where('member_id', '=', memberId)
        .executeTakeFirstOrThrow(),
    ]);
    return { rows, total: Number(count.n) };
  }

  private roundsQuery(db: Kysely<DB>, memberId: number) {
    return db
      .selectFrom('inhouse_slot_rounds as r')
      .innerJoin('inhouse_slot_seeds as s', 's.id', 'r.seed_id')
      .selectAll('r')
      .select((eb) => eb.case().when('s.status', '=', 'ROTATED').then(eb.ref('s.server_seed')).else(null).end().as('revealed_seed'))
      .where('r.member_id', '=', memberId);
  }
}
