import { sql, type Kysely } from 'kysely';
import type { DB } from '../../db/schema.ts';

export type BannerGroup = 'w_home' | 'w_login' | 'w_register' | 'w_forget' | 'w_leftmenu';

/** Banners (table of 001_site.sql) and notices (005_games.sql). */
export class ContentRepository {
  constructor(private readonly db: Kysely<DB>) {}

  banners(group: BannerGroup) {
    return this.db
      .selectFrom('banners')
      .select(['id', 'title', 'image_url', 'link_url', 'linkage_type'])
      .where('group_code', '=', group)
      .where('enabled', '=', true)
      .orderBy('sort')
      .orderBy('id')
      .execute();
  }

  /** Published notices of a kind, newest first, with the total for paging. */
  async notices(kind: 'PLAYER' | 'GAME', limit: number, offset: number) {
    const base = this.db
      .selectFrom('notices')
      .where('kind', '=', kind)
      .where('enabled', '=', true)
      .where('published_at', '<=', sql<Date>`now()`);
    const [rows, count] = await Promise.all([
      base
        .select(['id', 'title', 'content', 'published_at'])
        .orderBy('published_at', 'desc')
        .orderBy('id', 'desc')
        .limit(limit)
        .offset(offset)
        .execute(),
      base.select((eb) => eb.fn.countAll<string>().as('n')).executeTakeFirstOrThrow(),
    ]);
    return { rows, total: Number(count.n) };
  }
}
