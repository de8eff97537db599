import type { Kysely } from 'kysely';
import type { DB } from '../db/schema.ts';
import { SEED_TRANSLATIONS } from './translations/index.ts';

/**
 * The translated texts of the demo banners and notices (080_content_texts.sql), from seed/translations/,
 * keyed by the English row they translate: what a visitor reading that language sees in the marquee, the
 * notice modal, the game announcements and the banner captions (and the boot screen drawn before the app
 * starts). Idempotent like every seeder: an existing text (maybe edited by an operator) is kept.
 */
export async function seedContentTexts(db: Kysely<DB>): Promise<void> {
  const languages = Object.entries(SEED_TRANSLATIONS);
  const bannerTitles = [...new Set(languages.flatMap(([, t]) => Object.keys(t.banners)))];
  const banners = await db.selectFrom('banners').select(['id', 'title']).where('title', 'in', bannerTitles).execute();
  const bannerTexts = languages.flatMap(([language, t]) =>
    banners.flatMap((b) => (t.banners[b.title] ? [{ banner_id: b.id, language, title: t.banners[b.title] as string, image_url: null }] : [])),
  );
  if (bannerTexts.length) {
    await db
      .insertInto('banner_texts')
      .values(bannerTexts)
      .onConflict((oc) => oc.columns(['banner_id', 'language']).doNothing())
      .execute();
  }
  const noticeTitles = [...new Set(languages.flatMap(([, t]) => Object.keys(t.notices)))];
  const notices = await db.selectFrom('notices').select(['id', 'title', 'kind']).where('title', 'in', noticeTitles).execute();
  const noticeTexts = languages.flatMap(([language, t]) =>
    notices.flatMap((n) => {
      const text = t.notices[n.title];
      if (!text) return [];
      // Player notices sign off like the English ones (seed/games.ts).
      const content = n.kind === 'PLAYER' ? `<p>${text.content}</p><p>${t.noticeSignOff}</p>` : `<p>${text.content}</p>`;
      return [{ notice_id: n.id, language, title: text.title, content }];
    }),
  );
  if (noticeTexts.length) {
    await db
      .insertInto('notice_texts')
      .values(noticeTexts)
      .onConflict((oc) => oc.columns(['notice_id', 'language']).doNothing())
      .execute();
  }
}
