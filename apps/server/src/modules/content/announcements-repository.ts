import { sql, type Kysely, type Transaction } from 'kysely';
import type { DB } from '../../db/schema.ts';


export interface AnnouncementRecord {
  id: number;
  type: 'B' | 'PL' | 'PU' | 'PR';
  execution: 'A' | 'B' | 'F';
  audience: 'ALL' | 'MEMBERS' | 'AGENTS' | 'VIP';
  vip_min_level: number | null;
  starts_at: Date;
  ends_at: Date | null;
  priority: number;
  images: { sequence: number; url: string }[];
  enabled: boolean;
  updated_at: Date;
  texts: { language: string; title: string; content: string }[];
}

/** Who is asking, as far as audience rules care. */
export interface Viewer {
  role: 'visitor' | 'member' | 'agent' | 'trial';
  vipLevel: number;
}

export interface AnnouncementWrite {
  type: AnnouncementRecord['type'];
  execution: AnnouncementRecord['execution'];
  audience: AnnouncementRecord['audience'];
  vip_min_level: number | null;
  starts_at: Date;
  ends_at: Date | null;
  priority: number;
  images: { sequence: number; url: string }[];
  enabled: boolean;
  texts: { language: string; title: string; content: string }[];
}

const COLUMNS = ['id', 'type', 'execution', 'audience', 'vip_min_level', 'starts_at', 'ends_at', 'priority', 'images', 'enabled', 'updated_at'] as const;

/** Announcements and their per-language texts (030_announcements.sql). */
export class AnnouncementsRepository {
  constructor(private readonly db: Kysely<DB>) {}

  private async withTexts(rows: Omit<AnnouncementRecord, 'texts'>[], db: Kysely<DB> = this.db): Promise<AnnouncementRecord[]> {
    if (rows.length === 0) return [];
    const texts = await db
      .selectFrom('announcement_texts')
      .select(['announcement_id', 'language', 'title', 'content'])
      .where(
        'announcement_id',
        'in',
        rows.map((r) => r.id),
      )
      .orderBy('language')
      .execute();
    return rows.map((r) => ({ ...r, texts: texts.filter((t) => t.announcement_id === r.id).map(({ language, title, content }) => ({ language, title, content })) }));
  }

  /** Enabled, in schedule, of the given types and executions, visible to the viewer; highest priority first. */
  async live(types: readonly string[], executions: readonly string[], viewer: Viewer): Promise<AnnouncementRecord[]> {
    let q = this.db
      .selectFrom('announcements')
      .select(COLUMNS)
      .where('enabled', '=', true)
      .where('type', 'in', types as AnnouncementRecord['type'][])
      .where('execution', 'in', executions as AnnouncementRecord['execution'][])
      .where('starts_at', '<=', sql<Date>`now()`)
      .where((eb) => eb.or([eb('ends_at', 'is', null), eb('ends_at', '>', sql<Date>`now()`)]));
    q = q.where((eb) => {
      const any = [eb('audience', '=', 'ALL')];
      if (viewer.role === 'member') any.push(eb('audience', '=', 'MEMBERS'));
      if (viewer.role === 'agent') any.push(eb('audience', '=', 'AGENTS'));
      if (viewer.role === 'member' || viewer.role === 'agent') any.push(eb.and([eb('audience', '=', 'VIP'), eb('vip_min_level', '<=', viewer.vipLevel)]));
      return eb.or(any);
    });
    const rows = await q.orderBy('priority', 'desc').orderBy('starts_at', 'desc').orderBy('id', 'desc').limit(200).execute();
    return this.withTexts(rows);
  }

  async list(): Promise<AnnouncementRecord[]> {
    const rows = await this.db.selectFrom('announcements').select(COLUMNS).orderBy('id', 'desc').limit(500).execute();
    return this.withTexts(rows);
  }

  async find(id: number, db: Kysely<DB> = this.db): Promise<AnnouncementRecord | undefined> {
    const row = await db.selectFrom('announcements').select(COLUMNS).where('id', '=', id).executeTakeFirst();
    return row ? (await this.withTexts([row], db))[0] : undefined;
  }

  private async writeTexts(trx: Transaction<DB>, id: number, texts: AnnouncementWrite['texts']) {
    await trx.deleteFrom('announcement_texts').where('announcement_id', '=', id).execute();
    await trx
      .insertInto('announcement_texts')
      .values(texts.map((t) => ({ announcement_id: id, ...t })))
      .execute();
  }

  async create(a: AnnouncementWrite): Promise<AnnouncementRecord> {
    return this.db.transaction().execute(async (trx) => {
      const { texts, images, ...fields } = a;
      const { id } = await trx
        .insertInto('announcements')
        .values({ ...fields, images: JSON.stringify(images), updated_at: new Date() })
        .returning('id')
        .executeTakeFirstOrThrow();
      await this.writeTexts(trx, id, texts);
      return (await this.find(id, trx)) as AnnouncementRecord;
    });
  }

  /** Replaces an announcement and its texts; undefined when it does not exist. */
  async update(id: number, a: AnnouncementWrite): Promise<{ before: AnnouncementRecord; after: AnnouncementRecord } | undefined> {
    return this.db.transaction().execute(async (trx) => {
      const before = await trx.selectFrom('announcements').select('id').where('id', '=', id).forUpdate().executeTakeFirst();
      if (!before) return undefined;
      const old = (await this.find(id, trx)) as AnnouncementRecord;
      const { texts, images, ...fields } = a;
      await trx
        .updateTable('announcements')
        .set({ ...fields, images: JSON.stringify(images), updated_at: new Date() })
        .where('id', '=', id)
        .execute();
      await this.writeTexts(trx, id, texts);
      return { before: old, after: (await this.find(id, trx)) as AnnouncementRecord };
    });
  }

  async remove(id: number): Promise<boolean> {
    const res = await this.db.deleteFrom('announcements').where('id', '=', id).executeTakeFirst();
    return Number(res.numDeletedRows) > 0;
  }
}
