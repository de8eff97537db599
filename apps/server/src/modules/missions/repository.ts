import type { Insertable, Kysely, Selectable } from 'kysely';
import type { DB } from '../../db/schema.ts';
import type { MissionsTables } from './tables.ts';

export type MissionRow = Selectable<MissionsTables['missions']>;
export type ClaimRow = Selectable<MissionsTables['mission_claims']>;
export type MissionValues = Omit<Insertable<MissionsTables['missions']>, 'id' | 'created_at'>;
export type TitleRow = Selectable<MissionsTables['mission_texts']>;

/** All SQL of the missions module. */
export class MissionsRepository {
  constructor(readonly db: Kysely<DB>) {}

  /** Active missions in one currency, in display order. */
  active(currency: string, db: Kysely<DB> = this.db): Promise<MissionRow[]> {
    return db.selectFrom('missions').selectAll().where('active', '=', true).where('currency', '=', currency).orderBy('period').orderBy('sort').orderBy('id').execute();
  }

  byId(id: bigint, db: Kysely<DB> = this.db): Promise<MissionRow | undefined> {
    return db.selectFrom('missions').selectAll().where('id', '=', id).where('active', '=', true).executeTakeFirst();
  }

  /** The member's claims of periods starting at any of `starts`. */
  claims(memberId: number, starts: Date[], db: Kysely<DB> = this.db): Promise<ClaimRow[]> {
    if (starts.length === 0) return Promise.resolve([]);
    return db.selectFrom('mission_claims').selectAll().where('member_id', '=', memberId).where('period_start', 'in', starts).execute();
  }

  claim(missionId: bigint, memberId: number, periodStart: Date, db: Kysely<DB> = this.db): Promise<ClaimRow | undefined> {
    return db
      .selectFrom('mission_claims')
      .selectAll()
      .where('mission_id', '=', missionId)
      .where('member_id', '=', memberId)
      .where('period_start', '=', periodStart)
      .executeTakeFirst();
  }

  /** Records the claim; false when the period was claimed already (the primary key decides, under concurrency too). */
  async insertClaim(db: Kysely<DB>, row: { mission_id: bigint; member_id: number; period_start: Date; bonus_id: bigint; progress: bigint; claimed_at: Date }): Promise<boolean> {
    const r = await db.insertInto('mission_claims').values(row).onConflict((oc) => oc.doNothing()).executeTakeFirst();
    return Number(r.numInsertedOrUpdatedRows ?? 0n) === 1;
  }

  /** Titles of the missions, by language. */
  titles(ids: bigint[], db: Kysely<DB> = this.db): Promise<TitleRow[]> {
    if (ids.length === 0) return Promise.resolve([]);
    return db.selectFrom('mission_texts').selectAll().where('mission_id', 'in', ids).orderBy('language').execute();
  }

  // ---------------------------------------------------------------- operator

  /** Every mission (active or not), in display order. */
  all(db: Kysely<DB> = this.db): Promise<MissionRow[]> {
    return db.selectFrom('missions').selectAll().orderBy('period').orderBy('sort').orderBy('id').execute();
  }

  anyById(id: bigint, db: Kysely<DB> = this.db): Promise<MissionRow | undefined> {
    return db.selectFrom('missions').selectAll().where('id', '=', id).executeTakeFirst();
  }

  byCode(code: string, db: Kysely<DB> = this.db): Promise<MissionRow | undefined> {
    return db.selectFrom('missions').selectAll().where('code', '=', code).executeTakeFirst();
  }

  /** Prizes paid per mission (all periods). */
  async claimCounts(db: Kysely<DB> = this.db): Promise<Map<bigint, number>> {
    const rows = await db.selectFrom('mission_claims').select(['mission_id', (eb) => eb.fn.countAll<string>().as('n')]).groupBy('mission_id').execute();
    return new Map(rows.map((r) => [BigInt(r.mission_id), Number(r.n)]));
  }

  insert(db: Kysely<DB>, values: MissionValues): Promise<MissionRow> {
    return db.insertInto('missions').values(values).returningAll().executeTakeFirstOrThrow();
  }

  update(db: Kysely<DB>, id: bigint, values: Partial<MissionValues>): Promise<MissionRow | undefined> {
    return db.updateTable('missions').set(values).where('id', '=', id).returningAll().executeTakeFirst();
  }

  /** Replaces the mission's titles. */
  async setTitles(db: Kysely<DB>, id: bigint, titles: { language: string; title: string }[]): Promise<void> {
    await db.deleteFrom('mission_texts').where('mission_id', '=', id).execute();
    if (titles.length) await db.insertInto('mission_texts').values(titles.map((t) => ({ mission_id: id, language: t.language, title: t.title }))).execute();
  }
}
