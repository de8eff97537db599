import { sql, type Kysely } from 'kysely';
import type { DB } from '../db/schema.ts';
import { SEED_TRANSLATIONS, type SeedTranslation } from './translations/index.ts';

type Keyed = 'promotions' | 'giveaways' | 'mallItems';
type Entry<K extends Keyed> = NonNullable<SeedTranslation[K]>[string];

/**
 * A demo text's versions in the demo-content languages besides English and Thai (seed/translations), by the
 * language code they are filed under, found by the English title or name they translate.
 */
export function translationsOf<K extends Keyed>(kind: K, english: string): Record<string, Entry<K>> {
  return Object.fromEntries(
    Object.entries(SEED_TRANSLATIONS).flatMap(([lang, x]) => {
      const entry = (x[kind] as Record<string, Entry<K>> | undefined)?.[english];
      return lang !== 'TY' && entry ? [[lang, entry]] : [];
    }),
  );
}

/**
 * The demo promotions', red envelopes', raffles' and points-mall items' texts in every demo-content language
 * (seed/translations), added to a database seeded before they existed. Idempotent like every seeder: a
 * language already there (maybe an operator's text) is kept.
 */
export async function seedTranslatedTexts(db: Kysely<DB>): Promise<void> {
  // Only rows lacking a language are written: on an up-to-date database a start writes nothing.
  const missing = <T>(extra: Record<string, T>, have: Record<string, unknown>) => Object.fromEntries(Object.entries(extra).filter(([code]) => !(code in have)));
  const merge = (extra: object) => sql<never>`${JSON.stringify(extra)}::jsonb || texts`;
  for (const p of await db.selectFrom('promotions').select(['id', 'texts']).execute()) {
    const extra = missing(translationsOf('promotions', p.texts.EN?.title ?? ''), p.texts);
    if (Object.keys(extra).length) await db.updateTable('promotions').set({ texts: merge(extra) }).where('id', '=', p.id).execute();
  }
  for (const table of ['red_envelope_events', 'raffles'] as const) {
    for (const e of await db.selectFrom(table).select(['id', 'texts']).execute()) {
      const extra = missing(translationsOf('giveaways', e.texts.EN?.title ?? ''), e.texts);
      if (Object.keys(extra).length) await db.updateTable(table).set({ texts: merge(extra) }).where('id', '=', e.id).execute();
    }
  }
  for (const item of await db.selectFrom('point_mall_items').select(['id', 'name_en', 'names']).execute()) {
    const extra = missing(translationsOf('mallItems', item.name_en), item.names);
    if (Object.keys(extra).length) await db.updateTable('point_mall_items').set({ names: sql<never>`${JSON.stringify(extra)}::jsonb || names` }).where('id', '=', item.id).execute();
  }
}
