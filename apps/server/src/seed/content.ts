import type { Kysely } from 'kysely';
import type { DB } from '../db/schema.ts';
import { sanitizeHtml } from '../modules/content/sanitize.ts';
import { SEED_TRANSLATIONS } from './translations/index.ts';

interface SeedAnnouncement {
  type: 'B' | 'PL' | 'PU' | 'PR';
  execution: 'A' | 'B' | 'F';
  audience?: 'ALL' | 'MEMBERS' | 'AGENTS' | 'VIP';
  vip_min_level?: number;
  priority: number;
  images?: { sequence: number; url: string }[];
  /** The English text (the brand default language). */
  en: { title: string; content: string };
}

/**
 * Demo announcements in English (the brand default); their other languages come from seed/translations/.
 * Written through the same sanitiser as the operator API.
 */
export const SEED_ANNOUNCEMENTS: SeedAnnouncement[] = [
  {
    type: 'PU',
    execution: 'B',
    priority: 10,
    en: {
      title: 'Welcome to Lotus Play',
      content: '<p>Sign up today and get a <b>100% welcome bonus</b> on your first deposit.</p><ul><li>Thousands of slots</li><li>Live casino 24/7</li><li>Fast withdrawals</li></ul>',
    },
  },
  {
    type: 'PU',
    execution: 'B',
    priority: 5,
    en: { title: 'Play responsibly', content: '<p>Set yourself a budget and take breaks. You must be <b>18 or older</b> to play.</p>' },
  },
  {
    type: 'PU',
    execution: 'A',
    audience: 'MEMBERS',
    priority: 10,
    en: {
      title: 'Weekend reload bonus',
      content: '<p>Deposit this weekend and receive a <b>20% reload bonus</b> up to ฿2,000. Claim it in the reward centre.</p>',
    },
  },
  {
    type: 'PU',
    execution: 'A',
    audience: 'AGENTS',
    priority: 8,
    en: { title: 'Agent commission update', content: '<p>From next month, commission is paid <b>weekly</b>. See the agent centre for details.</p>' },
  },
  {
    type: 'PU',
    execution: 'F',
    audience: 'MEMBERS',
    priority: 20,
    en: { title: 'Your first-deposit gift', content: '<p>Thanks for joining! Make your first deposit within <b>7 days</b> to unlock 50 free spins.</p>' },
  },
  {
    type: 'PU',
    execution: 'A',
    audience: 'VIP',
    vip_min_level: 3,
    priority: 15,
    en: { title: 'VIP cashback week', content: '<p>VIP 3 and above: <b>10% cashback</b> on live casino losses this week.</p>' },
  },
  {
    type: 'PL',
    execution: 'B',
    priority: 0,
    en: { title: 'Scheduled system upgrade', content: '<p>The site will be upgraded on Monday 02:00–04:00 (GMT+7). Balances are safe.</p>' },
  },
  {
    type: 'PR',
    execution: 'B',
    priority: 0,
    images: [{ sequence: 1, url: 'https://picsum.photos/seed/lotus-promo-1/800/300' }],
    en: { title: 'Invite friends, earn rewards', content: '<p>Share your link and earn <b>5%</b> of your friends\u2019 first deposits.</p>' },
  },
];

/** Every language's text of a seeded announcement: the English one, then each translation that has it. */
export function announcementTexts(a: SeedAnnouncement): { language: string; title: string; content: string }[] {
  const translated = Object.entries(SEED_TRANSLATIONS).flatMap(([language, t]) => {
    const text = t.announcements[a.en.title];
    return text ? [{ language, ...text }] : [];
  });
  return [{ language: 'EN', ...a.en }, ...translated];
}

export async function seedContent(db: Kysely<DB>): Promise<void> {
  const any = await db.selectFrom('announcements').select('id').limit(1).executeTakeFirst();
  if (!any) {
    const starts = new Date(Date.UTC(2026, 0, 1));
    await db.transaction().execute(async (trx) => {
      const ids = await trx
        .insertInto('announcements')
        .values(
          SEED_ANNOUNCEMENTS.map((a) => ({
            type: a.type,
            execution: a.execution,
            audience: a.audience ?? 'ALL',
            vip_min_level: a.vip_min_level ?? null,
            priority: a.priority,
            images: JSON.stringify(a.images ?? []),
            starts_at: starts,
            updated_at: starts,
          })),
        )
        .returning('id')
        .execute();
      await trx
        .insertInto('announcement_texts')
        .values(SEED_ANNOUNCEMENTS.map((a, i) => ({ announcement_id: ids[i]!.id, language: 'EN', title: a.en.title, content: sanitizeHtml(a.en.content) })))
        .execute();
    });
  }
  // Every language's text, on the announcements whose English text is the seeded one: all of them on a new
  // database; on one seeded before a translation existed, the ones it lacks. A text already there (maybe
  // edited by an operator) is kept.
  const english = await db
    .selectFrom('announcement_texts')
    .select(['announcement_id', 'title'])
    .where('language', '=', 'EN')
    .where('title', 'in', SEED_ANNOUNCEMENTS.map((a) => a.en.title))
    .execute();
  const rows = english.flatMap((e) =>
    announcementTexts(SEED_ANNOUNCEMENTS.find((a) => a.en.title === e.title)!).map((t) => ({ announcement_id: e.announcement_id, ...t, content: sanitizeHtml(t.content) })),
  );
  if (rows.length) {
    await db
      .insertInto('announcement_texts')
      .values(rows)
      .onConflict((oc) => oc.columns(['announcement_id', 'language']).doNothing())
      .execute();
  }
}
