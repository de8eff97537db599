import type { Kysely, Selectable } from 'kysely';
import type { DB } from '../../db/schema.ts';
import type { MissionsTables } from './tables.ts';

export type MissionRow = Selectable<MissionsTables['missions']>;
export type ClaimRow = Selectable<MissionsTables['mission_claims']>;

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
}
