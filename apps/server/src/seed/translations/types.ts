/**
 * One language's version of the demo content (banners, notices, announcement popups), keyed by the
 * English text it translates. What a member reading that language sees in the lobby's hero, marquee,
 * notice list and popups (SPEC §2.3; "content is per language"). Operators write their own through the
 * console; these are the demo brand's.
 */
export interface SeedTranslation {
  /** English banner title (seed/site.ts) → caption. */
  banners: Record<string, string>;
  /** English notice title (seed/games.ts) → title and body (plain text; `<b>` allowed). */
  notices: Record<string, { title: string; content: string }>;
  /** The sign-off under player notices, like the English "<b>Lotus Play</b> team". */
  noticeSignOff: string;
  /** English announcement title (seed/content.ts) → title and HTML body (the same tags as the English). */
  announcements: Record<string, { title: string; content: string }>;
  /** English name of a demo reward offered to the demo member (seed/rewards.ts) → name (docs/rewards.md, "Titles"). */
  rewards?: Record<string, string>;
  /** English name of a demo points-mall item (migrations/053_points.sql) → name (docs/rewards.md, "Points and the points mall"). */
  mallItems?: Record<string, string>;
  /** English title of a demo promotion (seed/rewards.ts) → its title, summary and body (paragraphs split by a blank line, as the English). */
  promotions?: Record<string, { title: string; summary: string; body: string }>;
  /** English title of a demo red envelope or raffle (seed/giveaways.ts) → its title and description. */
  giveaways?: Record<string, { title: string; description: string }>;
}
