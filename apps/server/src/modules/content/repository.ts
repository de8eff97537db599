import { sql, type Kysely } from 'kysely';
import type { DB } from '../../db/schema.ts';

export type BannerGroup = 'w_home' | 'w_login' | 'w_register' | 'w_forget' | 'w_leftmenu';

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
        .orderBy('n.published_at', 'desc')
        .orderBy('n.id', 'desc')
        .limit(limit)
        .offset(offset)
        .execute(),
      base.select((eb) => eb.fn.countAll<string>().as('n')).executeTakeFirstOrThrow(),
    ]);
    return { rows, total: Number(count.n) };
  }
}
