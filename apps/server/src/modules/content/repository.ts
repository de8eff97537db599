import { sql, type Kysely, type Transaction } from 'kysely';
import type { DB } from '../../db/schema.ts';

export type BannerGroup = 'w_home' | 'w_login' | 'w_register' | 'w_forget' | 'w_leftmenu';

export interface BannerRecord {
  id: number;
  group_code: BannerGroup;
  title: string;
  image_url: string;
  link_url: string | null;
  linkage_type: 'NONE' | 'INTERNAL' | 'EXTERNAL';
  sort: number;
  enabled: boolean;
  /** Texts of 080_content_texts.sql: languages other than the row's own. */
  texts: { language: string; title: string; image_url: string | null }[];
}
export type BannerWrite = Omit<BannerRecord, 'id'>;

export interface NoticeRecord {
  id: number;
  kind: 'PLAYER' | 'GAME';
  title: string;
  content: string;
  published_at: Date;
  sort: number;
  enabled: boolean;
  texts: { language: string; title: string; content: string }[];
}
/** published_at left out: now on create, unchanged on update. */
export type NoticeWrite = Omit<NoticeRecord, 'id' | 'published_at'> & { published_at?: Date };

const BANNER_COLUMNS = ['id', 'group_code', 'title', 'image_url', 'link_url', 'linkage_type', 'sort', 'enabled'] as const;
const NOTICE_COLUMNS = ['id', 'kind', 'title', 'content', 'published_at', 'sort', 'enabled'] as const;

/**
 * Banners (table of 001_site.sql) and notices (005_games.sql), each in one language: the text of
 * 080_content_texts.sql for that language where there is one, else the row's own (the brand's
 * default language). `language` is already canonical (language.ts).
 */
export class ContentRepository {
  constructor(private readonly db: Kysely<DB>) {}

  banners(group: BannerGroup, language: string) {
    return this.db
      .selectFrom('banners as b')
      .leftJoin('banner_texts as t', (join) => join.onRef('t.banner_id', '=', 'b.id').on('t.language', '=', language))
      .select((eb) => [
        'b.id',
        eb.fn.coalesce('t.title', 'b.title').as('title'),
        eb.fn.coalesce('t.image_url', 'b.image_url').as('image_url'),
        'b.link_url',
        'b.linkage_type',
      ])
      .where('b.group_code', '=', group)
      .where('b.enabled', '=', true)
      .orderBy('b.sort')
      .orderBy('b.id')
      .execute();
  }

  /** Published notices of a kind, newest first, with the total for paging. */
  async notices(kind: 'PLAYER' | 'GAME', limit: number, offset: number, language: string) {
    const base = this.db
      .selectFrom('notices as n')
      .where('n.kind', '=', kind)
      .where('n.enabled', '=', true)
      .where('n.published_at', '<=', sql<Date>`now()`);
    const [rows, count] = await Promise.all([
      base
        .leftJoin('notice_texts as t', (join) => join.onRef('t.notice_id', '=', 'n.id').on('t.language', '=', language))
        .select((eb) => ['n.id', eb.fn.coalesce('t.title', 'n.title').as('title'), eb.fn.coalesce('t.content', 'n.content').as('content'), 'n.published_at'])
        .orderBy('n.sort')
        .orderBy('n.published_at', 'desc')
        .orderBy('n.id', 'desc')
        .limit(limit)
        .offset(offset)
        .execute(),
      base.select((eb) => eb.fn.countAll<string>().as('n')).executeTakeFirstOrThrow(),
    ]);
    return { rows, total: Number(count.n) };
  }

  // ---------- operator editing (each write is one transaction: the row and all its texts) ----------

  async listBanners(db: Kysely<DB> = this.db, id?: number): Promise<BannerRecord[]> {
    let q = db.selectFrom('banners').select(BANNER_COLUMNS);
    if (id !== undefined) q = q.where('id', '=', id);
    const rows = await q.orderBy('group_code').orderBy('sort').orderBy('id').limit(500).execute();
    if (rows.length === 0) return [];
    const texts = await db
      .selectFrom('banner_texts')
      .select(['banner_id', 'language', 'title', 'image_url'])
      .where('banner_id', 'in', rows.map((r) => r.id))
      .orderBy('language')
      .execute();
    return rows.map((r) => ({ ...r, texts: texts.filter((t) => t.banner_id === r.id).map(({ language, title, image_url }) => ({ language, title, image_url })) }));
  }

  private async writeBannerTexts(trx: Transaction<DB>, id: number, texts: BannerWrite['texts']) {
    await trx.deleteFrom('banner_texts').where('banner_id', '=', id).execute();
    if (texts.length) await trx.insertInto('banner_texts').values(texts.map((t) => ({ banner_id: id, ...t }))).execute();
  }

  createBanner(b: BannerWrite): Promise<BannerRecord> {
    return this.db.transaction().execute(async (trx) => {
      const { texts, ...fields } = b;
      const { id } = await trx.insertInto('banners').values(fields).returning('id').executeTakeFirstOrThrow();
      await this.writeBannerTexts(trx, id, texts);
      return (await this.listBanners(trx, id))[0]!;
    });
  }

  /** Replaces a banner and its texts; undefined when there is no such banner. */
  updateBanner(id: number, b: BannerWrite): Promise<{ before: BannerRecord; after: BannerRecord } | undefined> {
    return this.db.transaction().execute(async (trx) => {
      const locked = await trx.selectFrom('banners').select('id').where('id', '=', id).forUpdate().executeTakeFirst();
      if (!locked) return undefined;
      const before = (await this.listBanners(trx, id))[0]!;
      const { texts, ...fields } = b;
      await trx.updateTable('banners').set(fields).where('id', '=', id).execute();
      await this.writeBannerTexts(trx, id, texts);
      return { before, after: (await this.listBanners(trx, id))[0]! };
    });
  }

  async removeBanner(id: number): Promise<BannerRecord | undefined> {
    return this.db.transaction().execute(async (trx) => {
      const before = (await this.listBanners(trx, id))[0];
      if (before) await trx.deleteFrom('banners').where('id', '=', id).execute();
      return before;
    });
  }

  async listNotices(db: Kysely<DB> = this.db, id?: number): Promise<NoticeRecord[]> {
    let q = db.selectFrom('notices').select(NOTICE_COLUMNS);
    if (id !== undefined) q = q.where('id', '=', id);
    const rows = await q.orderBy('kind', 'desc').orderBy('sort').orderBy('published_at', 'desc').orderBy('id', 'desc').limit(500).execute();
    if (rows.length === 0) return [];
    const texts = await db
      .selectFrom('notice_texts')
      .select(['notice_id', 'language', 'title', 'content'])
      .where('notice_id', 'in', rows.map((r) => r.id))
      .orderBy('language')
      .execute();
    return rows.map((r) => ({ ...r, texts: texts.filter((t) => t.notice_id === r.id).map(({ language, title, content }) => ({ language, title, content })) }));
  }

  private async writeNoticeTexts(trx: Transaction<DB>, id: number, texts: NoticeWrite['texts']) {
    await trx.deleteFrom('notice_texts').where('notice_id', '=', id).execute();
    if (texts.length) await trx.insertInto('notice_texts').values(texts.map((t) => ({ notice_id: id, ...t }))).execute();
  }

  createNotice(n: NoticeWrite): Promise<NoticeRecord> {
    return this.db.transaction().execute(async (trx) => {
      const { texts, ...fields } = n;
      const { id } = await trx.insertInto('notices').values(fields).returning('id').executeTakeFirstOrThrow();
      await this.writeNoticeTexts(trx, id, texts);
      return (await this.listNotices(trx, id))[0]!;
    });
  }

  updateNotice(id: number, n: NoticeWrite): Promise<{ before: NoticeRecord; after: NoticeRecord } | undefined> {
    return this.db.transaction().execute(async (trx) => {
      const locked = await trx.selectFrom('notices').select('id').where('id', '=', id).forUpdate().executeTakeFirst();
      if (!locked) return undefined;
      const before = (await this.listNotices(trx, id))[0]!;
      const { texts, ...fields } = n;
      await trx.updateTable('notices').set(fields).where('id', '=', id).execute();
      await this.writeNoticeTexts(trx, id, texts);
      return { before, after: (await this.listNotices(trx, id))[0]! };
    });
  }

  async removeNotice(id: number): Promise<NoticeRecord | undefined> {
    return this.db.transaction().execute(async (trx) => {
      const before = (await this.listNotices(trx, id))[0];
      if (before) await trx.deleteFrom('notices').where('id', '=', id).execute();
      return before;
    });
  }
}
