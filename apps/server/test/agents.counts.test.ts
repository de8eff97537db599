import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays, startOfDay } from '../src/modules/agents/time.ts';
import { createMember, createSession } from './factories.ts';
import { buildTestApp, type TestApp } from './helpers.ts';

/**
 * Team counters (migration 095, docs/decisions/0017): the overview's team sizes, joins per day and depth
 * breakdown, the members page's totals and the downline counts of the members and profit and loss pages
 * come from counter rows kept with the closure. They must equal counting the closure itself, for agents in
 * zones with whole-hour, half-hour and quarter-hour offsets, through the catch-up (run twice) and
 * registrations.
 */
let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
  t.app.accountsCaptcha.textSource = () => 'HK7PW';
}, 180_000);
afterAll(() => t.close());

const DAY = 86_400_000;
let seed = 95;
function rand(n: number): number {
  seed = (seed * 1103515245 + 12345) % 2147483648;
  return seed % n;
}

const get = (url: string, headers: Record<string, string>) => t.app.inject({ method: 'GET', url, headers });

/** A member joined `back` ms ago (the join time is the account's creation time). */
async function joined(parentId: number, back: number, type = 0) {
  const m = await createMember(t.app.db, { parentId, type });
  await t.app.db.updateTable('members').set({ created_at: new Date(Date.now() - back) }).where('id', '=', m.id).execute();
  return m;
}

/** What the counters replace: the closure rows of `agentId`, counted. */
async function fromClosure(agentId: number, zone: string, today: string) {
  const count = async (where: ReturnType<typeof sql>) =>
    Number((await sql<{ n: string }>`SELECT count(*)::text AS n FROM agent_tree t WHERE t.ancestor_id = ${agentId} AND ${where}`.execute(t.app.db)).rows[0]!.n);
  const end = startOfDay(addDays(today, 1), zone);
  const todayStart = startOfDay(today, zone);
  const monthStart = startOfDay(`${today.slice(0, 8)}01`, zone);
  const byDay = await sql<{ day: string; n: string }>`
    SELECT to_char(joined_at AT TIME ZONE ${zone}, 'YYYY-MM-DD') AS day, count(*)::text AS n FROM agent_tree
     WHERE ancestor_id = ${agentId} AND joined_at >= ${startOfDay(addDays(today, -29), zone)} GROUP BY 1`.execute(t.app.db);
  const depths = await sql<{ depth: number; members: string; agents: string }>`
    SELECT t.depth, count(*)::text AS members, count(*) FILTER (WHERE n.is_agent)::text AS agents
      FROM agent_tree t JOIN agent_nodes n ON n.member_id = t.member_id WHERE t.ancestor_id = ${agentId} GROUP BY 1 ORDER BY 1`.execute(t.app.db);
  return {
    sizeNow: await count(sql`t.joined_at < ${end}`),
    sizeYesterday: await count(sql`t.joined_at < ${todayStart}`),
    joinedToday: await count(sql`t.joined_at >= ${todayStart} AND t.joined_at < ${end}`),
    joinedMonth: await count(sql`t.joined_at >= ${monthStart}`),
    all: await count(sql`true`),
    direct: await count(sql`t.depth = 1`),
    byDay: new Map(byDay.rows.map((r) => [r.day, Number(r.n)])),
    depth: depths.rows.map((r) => ({ depth: Number(r.depth), members: Number(r.members), agents: Number(r.agents) })),
  };
}

async function expectCountsExact(agent: { id: number }, zone: string) {
  await t.app.db.insertInto('agent_profiles').values({ member_id: agent.id, time_zone: zone }).onConflict((oc) => oc.column('member_id').doUpdateSet({ time_zone: zone })).execute();
  const headers = { authorization: `Bearer ${await createSession(t.app.db, agent.id)}` };
  const overview = (await get('/api/v1/agent/team/overview', headers)).json();
  const want = await fromClosure(agent.id, zone, overview.today);
  expect({ zone, today: overview.periods.today.teamSize, yesterday: overview.periods.yesterday.teamSize, month: overview.periods.month.newMembers, joinedToday: overview.periods.today.newMembers }).toEqual({
    zone,
    today: want.sizeNow,
    yesterday: want.sizeYesterday,
    month: want.joinedMonth,
    joinedToday: want.joinedToday,
  });
  for (const point of overview.trend) expect({ zone, date: point.date, n: point.newMembers }).toEqual({ zone, date: point.date, n: want.byDay.get(point.date) ?? 0 });
  expect(overview.depth.map((d: { depth: number; members: number; agents: number }) => ({ depth: d.depth, members: d.members, agents: d.agents }))).toEqual(want.depth);

  const all = (await get('/api/v1/agent/team/members?scope=all&pageSize=5', headers)).json();
  const direct = (await get('/api/v1/agent/team/members?pageSize=100', headers)).json();
  expect({ all: all.total, direct: direct.total }).toEqual({ all: want.all, direct: want.direct });
  const pl = (await get('/api/v1/agent/team/profit-loss?pageSize=100', headers)).json();
  for (const row of [...direct.items, ...pl.items] as { id: number; downlineCount?: number; members?: number }[]) {
    const below = Number((await sql<{ n: string }>`SELECT count(*)::text AS n FROM agent_tree WHERE ancestor_id = ${row.id}`.execute(t.app.db)).rows[0]!.n);
    if (row.downlineCount !== undefined) expect({ id: row.id, n: row.downlineCount }).toEqual({ id: row.id, n: below });
    if (row.members !== undefined) expect({ id: row.id, n: row.members }).toEqual({ id: row.id, n: below + 1 });
  }
}

describe('agent team counters', () => {
  it('equal counting the closure: sizes before each day, joins per day in whole-, half- and quarter-hour zones, depths, totals', async () => {
    const agent = await createMember(t.app.db, { type: 1 });
    const sub = await joined(agent.id, 40 * DAY, 1);
    const subsub = await joined(sub.id, 35 * DAY, 1);
    const uplines = [agent, sub, subsub];
    // Joins spread over 70 days at any minute, several in the same quarter hour, around every zone's midnight.
    const base = rand(DAY);
    for (let i = 0; i < 60; i++) await joined(uplines[rand(3)]!.id, i % 4 === 0 ? base + rand(5) * 60_000 : rand(70 * DAY));
    await t.app.agents.sync();
    // The catch-up is idempotent: a second run adds nothing to the counters.
    await t.app.db.updateTable('agent_sync_state').set({ last_member_id: 0 }).execute();
    await t.app.agents.sync();

    // A registration (the accounts hook, attach) under the sub-agent.
    await t.app.accounts.makeAgent(sub.id, 1);
    const subHeaders = { authorization: `Bearer ${await createSession(t.app.db, sub.id)}` };
    const captchaId = (await t.app.inject({ method: 'GET', url: '/api/v1/auth/captcha' })).json<{ captchaId: string }>().captchaId;
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/v1/agent/team/members',
      headers: subHeaders,
      payload: { username: `cnt${Date.now().toString(36)}`, password: 'Abcd1234!', confirmPassword: 'Abcd1234!', captcha: 'HK7PW', captchaId },
    });
    expect(res.statusCode, res.body).toBe(201);

    for (const zone of ['Asia/Bangkok', 'Asia/Kolkata', 'Asia/Kathmandu', 'America/St_Johns']) {
      await expectCountsExact(agent, zone);
      await expectCountsExact(sub, zone);
    }
  }, 180_000);
});
