import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedInMember } from './factories.ts';
import { signedInAs, type SignedInOperator } from './console.fixtures.ts';
import { buildTestApp, type TestApp } from './helpers.ts';

/**
 * Operator endpoints of the console's reward pages (issue 18 with issue 17): mission definitions with
 * titles per language, points mall items. Admin only, audited, bad input refused with nothing written.
 * The member sees the change: the mission list carries the titles, the mall the item's names.
 */
let t: TestApp;
let admin: SignedInOperator;
let support: SignedInOperator;
beforeAll(async () => {
  t = await buildTestApp();
  admin = await signedInAs(t, 'admin');
  support = await signedInAs(t, 'support');
}, 240_000);
afterAll(async () => {
  await t.close();
}, 120_000);

const op = (method: 'GET' | 'POST' | 'PUT', url: string, who: SignedInOperator, payload?: unknown) =>
  t.app.inject({ method, url: `/api/v1/operator${url}`, headers: who.headers, ...(payload === undefined ? {} : { payload: payload as object }) });
const auditRows = (action: string, targetId: string) =>
  t.app.db.selectFrom('operator_audit').selectAll().where('action', '=', action).where('target_id', '=', targetId).execute();
const count = async (table: 'missions' | 'point_mall_items') => Number((await t.app.db.selectFrom(table).select((eb) => eb.fn.countAll<string>().as('n')).executeTakeFirstOrThrow()).n);

const mission = {
  code: 'daily-spins-5',
  period: 'DAILY',
  metric: 'BETS',
  category: 'RNG',
  target: 5,
  prize: 500,
  currency: 'THB',
  wageringMultiplier: 1,
  validDays: 3,
  titles: [
    { language: 'en', title: 'Spin 5 slots today' },
    { language: 'TY', title: 'หมุนสล็อต 5 ครั้งวันนี้' },
  ],
};

describe('operator missions', () => {
  it('creates a mission with titles per language: audited, and members read it in their language', async () => {
    const res = await op('POST', '/missions', admin, mission);
    expect(res.statusCode).toBe(200);
    const created = res.json();
    expect(created).toMatchObject({ code: 'daily-spins-5', period: 'DAILY', metric: 'BETS', category: 'RNG', target: 5, prize: 500, active: true, claims: 0 });
    expect(created.titles).toEqual([
      { language: 'EN', title: 'Spin 5 slots today' },
      { language: 'TY', title: 'หมุนสล็อต 5 ครั้งวันนี้' },
    ]);
    const audit = await auditRows('mission.create', created.id);
    expect(audit).toHaveLength(1);
    expect(audit[0]!.operator_id).toBe(admin.id);

    const member = await signedInMember(t.app.db);
    const list = (await t.app.inject({ method: 'GET', url: '/api/v1/rewards/missions', headers: member.headers })).json();
    const seen = list.daily.find((m: { id: string }) => m.id === created.id);
    expect(seen.titles).toContainEqual({ language: 'TY', title: 'หมุนสล็อต 5 ครั้งวันนี้' });

    expect((await op('GET', '/missions', admin)).json().list.map((m: { code: string }) => m.code)).toContain('daily-spins-5');
  });

  it('edits, deactivates and activates a mission; members stop and start seeing it; each change is audited', async () => {
    const list = (await op('GET', '/missions', admin)).json().list as { id: string; code: string }[];
    const id = list.find((m) => m.code === 'daily-spins-5')!.id;
    const edit = await op('PUT', `/missions/${id}`, admin, { ...mission, target: 8, prize: 800, titles: [{ language: 'TY', title: 'หมุนสล็อต 8 ครั้ง' }] });
    expect(edit.statusCode).toBe(200);
    expect(edit.json()).toMatchObject({ target: 8, prize: 800, titles: [{ language: 'TY', title: 'หมุนสล็อต 8 ครั้ง' }] });
    const [row] = await auditRows('mission.update', id);
    expect(row!.before).toMatchObject({ target: 5 });
    expect(row!.after).toMatchObject({ target: 8 });

    const member = await signedInMember(t.app.db);
    const ids = async () => ((await t.app.inject({ method: 'GET', url: '/api/v1/rewards/missions', headers: member.headers })).json().daily as { id: string }[]).map((m) => m.id);
    expect((await op('POST', `/missions/${id}/deactivate`, admin, {})).json()).toMatchObject({ active: false });
    expect(await ids()).not.toContain(id);
    expect((await op('POST', `/missions/${id}/activate`, admin, {})).json()).toMatchObject({ active: true });
    expect(await ids()).toContain(id);
    expect(await auditRows('mission.deactivate', id)).toHaveLength(1);
    expect(await auditRows('mission.activate', id)).toHaveLength(1);
  });

  it('refuses bad input with 400 and a taken code with 409, writing nothing', async () => {
    const before = await count('missions');
    const bad = [
      { ...mission, code: 'Has Spaces' },
      { ...mission, code: 'new-one', target: 0 },
      { ...mission, code: 'new-one', prize: -5 },
      { ...mission, code: 'new-one', period: 'MONTHLY' },
      { ...mission, code: 'new-one', metric: 'DEPOSIT_AMOUNT', category: 'RNG' },
      { ...mission, code: 'new-one', titles: [{ language: 'TY', title: '' }] },
      { ...mission, code: 'new-one', titles: [{ language: 'TY', title: 'a' }, { language: 'ty', title: 'b' }] },
    ];
    for (const body of bad) {
      const res = await op('POST', '/missions', admin, body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.json().message).toBeTruthy();
    }
    const taken = await op('POST', '/missions', admin, mission);
    expect(taken.statusCode).toBe(409);
    expect(taken.json().code).toBe('MISSION_CODE_TAKEN');
    expect(await count('missions')).toBe(before);
    expect((await op('PUT', '/missions/999999', admin, { ...mission, code: 'ghost' })).statusCode).toBe(404);
  });

  it('refuses a support operator and leaves the mission as it was', async () => {
    const list = (await op('GET', '/missions', admin)).json().list as { id: string; code: string; target: number }[];
    const m = list.find((x) => x.code === 'daily-spins-5')!;
    expect((await op('GET', '/missions', support)).statusCode).toBe(403);
    expect((await op('PUT', `/missions/${m.id}`, support, { ...mission, target: 99 })).statusCode).toBe(403);
    expect((await op('POST', `/missions/${m.id}/deactivate`, support, {})).statusCode).toBe(403);
    expect((await op('GET', '/missions', admin)).json().list.find((x: { id: string }) => x.id === m.id)).toMatchObject({ target: m.target, active: true });
  });
});

const item = { code: 'MUG', kind: 'PHYSICAL', nameEn: 'Lotus Play mug', nameTh: 'แก้วมัค Lotus Play', points: 150, stock: 20 };

describe('operator points mall items', () => {
  it('adds a physical item (audited); a Thai member reads its Thai name in the mall', async () => {
    const res = await op('POST', '/points/items', admin, item);
    expect(res.statusCode).toBe(200);
    const created = res.json();
    expect(created).toMatchObject({ code: 'MUG', kind: 'PHYSICAL', nameTh: 'แก้วมัค Lotus Play', points: 150, stock: 20, bonusAmount: null, currency: null, active: true });
    expect(await auditRows('points.item.create', created.id)).toHaveLength(1);
    const member = await signedInMember(t.app.db);
    const mall = (await t.app.inject({ method: 'GET', url: '/api/v1/points/mall?lang=TY', headers: member.headers })).json();
    expect(mall.items.find((i: { id: string }) => i.id === created.id)).toMatchObject({ name: 'แก้วมัค Lotus Play', points: 150, stock: 20 });
  });

  it('names an item in more languages: a Vietnamese member reads the Vietnamese name, TH its Thai twin, Korean English', async () => {
    const names = { VI: 'Cốc Lotus Play', HI: 'Lotus Play मग' };
    const res = await op('POST', '/points/items', admin, { ...item, code: 'MUG_VI', names });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().names).toEqual(names);
    const member = await signedInMember(t.app.db);
    const nameIn = async (lang: string) =>
      ((await t.app.inject({ method: 'GET', url: `/api/v1/points/mall?lang=${lang}`, headers: member.headers })).json().items as { id: string; name: string }[]).find((i) => i.id === res.json().id)!.name;
    expect(await nameIn('VI')).toBe('Cốc Lotus Play');
    expect(await nameIn('HI')).toBe('Lotus Play मग');
    expect(await nameIn('TH')).toBe('แก้วมัค Lotus Play');
    expect(await nameIn('KO')).toBe('Lotus Play mug');
    // Thai and English have their own fields; what is not a content language, or an empty name, is refused.
    for (const bad of [{ TY: 'x' }, { XX: 'x' }, { VI: ' ' }]) expect((await op('POST', '/points/items', admin, { ...item, code: 'MUG_BAD', names: bad })).statusCode, JSON.stringify(bad)).toBe(400);
    // An edit without `names` clears them (the body is the whole item).
    expect((await op('PUT', `/points/items/${res.json().id}`, admin, { ...item, code: 'MUG_VI' })).json().names).toEqual({});
  });

  it('edits cost, stock and shown; a hidden item leaves the mall; before and after are audited', async () => {
    const id = ((await op('GET', '/points/items', admin)).json().list as { id: string; code: string }[]).find((i) => i.code === 'MUG')!.id;
    const edit = await op('PUT', `/points/items/${id}`, admin, { ...item, points: 180, stock: 5, active: false });
    expect(edit.json()).toMatchObject({ points: 180, stock: 5, active: false });
    const [row] = await auditRows('points.item.update', id);
    expect(row!.before).toMatchObject({ points: 150, stock: 20 });
    expect(row!.after).toMatchObject({ points: 180, stock: 5, active: false });
    const member = await signedInMember(t.app.db);
    const mall = (await t.app.inject({ method: 'GET', url: '/api/v1/points/mall', headers: member.headers })).json();
    expect(mall.items.map((i: { id: string }) => i.id)).not.toContain(id);
  });

  it('refuses a bonus item without amount, a physical one with one, bad costs and a taken code; nothing is written', async () => {
    const before = await count('point_mall_items');
    for (const body of [
      { ...item, code: 'NEW1', kind: 'BONUS' },
      { ...item, code: 'NEW1', bonusAmount: 1000, currency: 'THB' },
      { ...item, code: 'NEW1', points: 0 },
      { ...item, code: 'NEW1', stock: -1 },
      { ...item, code: 'NEW1', nameTh: '' },
      { ...item, code: 'bad code' },
    ]) {
      const res = await op('POST', '/points/items', admin, body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
    }
    const taken = await op('POST', '/points/items', admin, { ...item, code: 'TSHIRT' });
    expect(taken.statusCode).toBe(409);
    expect(taken.json().code).toBe('POINT_ITEM_CODE_TAKEN');
    expect(await count('point_mall_items')).toBe(before);
    expect((await op('PUT', '/points/items/999999', admin, { ...item, code: 'GHOST' })).statusCode).toBe(404);
  });

  it('refuses a support operator', async () => {
    expect((await op('GET', '/points/items', support)).statusCode).toBe(403);
    expect((await op('POST', '/points/items', support, { ...item, code: 'SUPPORT_MUG' })).statusCode).toBe(403);
  });
});
