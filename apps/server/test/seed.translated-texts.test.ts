import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedTranslatedTexts } from '../src/seed/translated-texts.ts';
import { SEED_TRANSLATIONS } from '../src/seed/translations/index.ts';
import { buildTestApp, type TestApp } from './helpers.ts';

/** The demo promotions, red envelopes, raffles and mall items in every demo-content language (docs/languages.md). */
let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

const languages = Object.keys(SEED_TRANSLATIONS).filter((code) => code !== 'TY');
const paragraphs = (body: string) => body.split('\n\n').length;

describe('demo texts in every language', () => {
  it('has every demo promotion, event and mall item in every demo-content language, bodies in as many paragraphs as the English', async () => {
    const db = t.database.db;
    const promotions = await db.selectFrom('promotions').select('texts').execute();
    const events = [...(await db.selectFrom('red_envelope_events').select('texts').execute()), ...(await db.selectFrom('raffles').select('texts').execute())];
    const items = await db.selectFrom('point_mall_items').select(['name_en', 'names']).execute();
    expect(promotions.length).toBeGreaterThanOrEqual(5);
    expect(events.length).toBeGreaterThanOrEqual(4);
    for (const code of languages) {
      for (const p of promotions) {
        const text = p.texts[code];
        expect(text?.title, `${p.texts.EN!.title} ${code}`).toBeTruthy();
        expect(paragraphs(text!.body), `${p.texts.EN!.title} ${code}`).toBe(paragraphs(p.texts.EN!.body));
      }
      for (const e of events) expect(e.texts[code]?.title, `${e.texts.EN!.title} ${code}`).toBeTruthy();
      for (const i of items) expect(i.names[code], `${i.name_en} ${code}`).toBeTruthy();
    }
  });

  it('a Vietnamese visitor reads the promotions and red envelopes in Vietnamese', async () => {
    const promos = (await t.app.inject({ method: 'GET', url: '/api/v1/promotions?lang=VI' })).json().list as { title: string }[];
    expect(promos.map((p) => p.title)).toContain(SEED_TRANSLATIONS.VI!.promotions!['Welcome bonus ฿500']!.title);
    const envelopes = (await t.app.inject({ method: 'GET', url: '/api/v1/red-envelopes?lang=VI' })).json().list as { title: string }[];
    expect(envelopes.map((e) => e.title)).toContain(SEED_TRANSLATIONS.VI!.giveaways!['Lucky red envelope']!.title);
  });

  it('seeding again adds a missing language and keeps a text an operator edited', async () => {
    const db = t.database.db;
    const welcome = await db
      .selectFrom('promotions')
      .select('id')
      .where(sql<string>`texts->'EN'->>'title'`, '=', 'Welcome bonus ฿500')
      .executeTakeFirstOrThrow();
    const edited = { title: 'Operator title', summary: '', body: '' };
    await db
      .updateTable('promotions')
      .set({ texts: sql<never>`(texts - 'HI') || ${JSON.stringify({ VI: edited })}::jsonb` })
      .where('id', '=', welcome.id)
      .execute();
    await seedTranslatedTexts(db);
    const { texts } = await db.selectFrom('promotions').select('texts').where('id', '=', welcome.id).executeTakeFirstOrThrow();
    expect(texts.HI?.title).toBe(SEED_TRANSLATIONS.HI!.promotions!['Welcome bonus ฿500']!.title);
    expect(texts.VI).toEqual(edited);
    expect(texts.EN?.title).toBe('Welcome bonus ฿500');
  });
});
