import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays, localDate, startOfDay } from '../src/modules/agents/time.ts';
import { createMember } from './factories.ts';
import { buildTestApp, type TestApp } from './helpers.ts';

/**
 * Team rollup exactness (issue 14, docs/decisions/0013): the team figures of an agent (sums and active
 * members, per depth and per day) equal the member-level figures of its downline, before and after the
 * rollup job ran, after a member registers under a sub-agent and after a member moves in the tree.
 */
let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
}, 180_000);
afterAll(() => t.close());

const HOUR = 3_600_000;
const ZONE = 'Asia/Bangkok';
let seed = 1411;
function rand(n: number): number {
  seed = (seed * 1103515245 + 12345) % 2147483648;
  return seed % n;
}

let betNo = 0;
async function bet(memberId: number, placedAt: Date, status: 'SETTLED' | 'CANCELLED' | 'PENDING' = 'SETTLED') {
  const stake = BigInt(100 + rand(10_000));
  await t.app.records.record({
    memberId,
    source: 'PROVIDER',
    sourceRef: `team-${++betNo}`,
    vendor: 'PG',
    gameCode: 'PG_TEST',
    gameName: 'Test',
    category: ['RNG', 'LIVE', 'FISH'][rand(3)]!,
    stake,
    payout: rand(3) === 0 ? stake * 2n : 0n,
    currency: 'THB',
    status,
    placedAt,
    settledAt: status === 'SETTLED' ? placedAt : null,
  });
}

const pick = (f: { bets: number; stake: bigint; validTurnover: bigint; payout: bigint; winLoss: bigint; deposits: bigint; withdrawals: bigint; bonuses: bigint; activeMembers: number } | undefined) =>
  f
    ? { bets: f.bets, stake: f.stake, valid: f.validTurnover, payout: f.payout, winLoss: f.winLoss, deposits: f.deposits, withdrawals: f.withdrawals, bonuses: f.bonuses, active: f.activeMembers }
    : { bets: 0, stake: 0n, valid: 0n, payout: 0n, winLoss: 0n, deposits: 0n, withdrawals: 0n, bonuses: 0n, active: 0 };

/** Team figures of `agentId` vs member figures of its downline (from the closure), over several ranges, per depth and per day. */
async function expectTeamExact(agentId: number, now: number) {
  const team = await t.app.agents.teamMemberIds(agentId);
  const depths = await Promise.all(team.map((id) => t.app.agents.assertInDownline(agentId, id)));
  const to = new Date(Math.ceil((now + HOUR) / HOUR) * HOUR);
  // Ranges starting at different hours: the active count depends on each member's first active hour in the range.
  // And ranges of whole days of the report zone (whole clean days from the daily rollups, docs/decisions/0016).
  const today = localDate(new Date(now), ZONE);
  const dayStarts = [1, 3, 9].map((n) => startOfDay(addDays(today, -n), ZONE));
  for (const back of [2, 7, 30, 80, 200, ...dayStarts.map((d) => (Math.floor(now / HOUR) * HOUR - d.getTime()) / HOUR)]) {
    const from = new Date(Math.floor(now / HOUR) * HOUR - back * HOUR);
    const [teamRow] = await t.app.reporting.teamFigures({ ancestors: [agentId], from, to });
    const [memberRow] = team.length ? await t.app.reporting.figures({ members: team, from, to }) : [];
    expect({ back, ...pick(teamRow?.figures) }).toEqual({ back, ...pick(memberRow?.figures) });

    const byDepth = await t.app.reporting.teamFigures({ ancestors: [agentId], from, to, byDepth: true });
    const memberByDepth = team.length ? await t.app.reporting.figures({ members: team, groups: depths, from, to }) : [];
    for (const d of new Set(depths)) {
      expect({ back, d, ...pick(byDepth.find((r) => r.depth === d)?.figures) }).toEqual({ back, d, ...pick(memberByDepth.find((r) => r.group === d)?.figures) });
    }

    const byDay = await t.app.reporting.teamFigures({ ancestors: [agentId], from, to, dayZone: ZONE });
    const memberByDay = team.length ? await t.app.reporting.figures({ members: team, from, to, dayZone: ZONE }) : [];
    const days = new Set([...byDay.map((r) => r.day), ...memberByDay.map((r) => r.day)]);
    for (const day of days) {
      expect({ back, day, ...pick(byDay.find((r) => r.day === day)?.figures) }).toEqual({ back, day, ...pick(memberByDay.find((r) => r.day === day)?.figures) });
    }

    // The whole site (the daily rows of ancestor 0), per day and over the range, against every member's own rows.
    const everyone = await allMembers();
    const [site] = await t.app.reporting.siteFigures({ from, to });
    const [siteMembers] = await t.app.reporting.figures({ members: everyone, from, to });
    expect({ back, site: true, ...pick(site?.figures) }).toEqual({ back, site: true, ...pick(siteMembers?.figures) });
    const siteByDay = await t.app.reporting.siteFigures({ from, to, dayZone: ZONE });
    const membersByDay = await t.app.reporting.figures({ members: everyone, from, to, dayZone: ZONE });
    for (const day of new Set([...siteByDay.map((r) => r.day), ...membersByDay.map((r) => r.day)])) {
      expect({ back, day, ...pick(siteByDay.find((r) => r.day === day)?.figures) }).toEqual({ back, day, ...pick(membersByDay.find((r) => r.day === day)?.figures) });
    }
  }
}

async function allMembers(): Promise<number[]> {
  const rows = await t.app.db.selectFrom('members').select('id').execute();
  return rows.map((r) => r.id);
}

describe('team rollups', () => {
  it('equal the sum of the downline member rollups, between and after runs, through registrations under a sub-agent and moves', async () => {
    const agent = await createMember(t.app.db, { type: 1 });
    const sub = await createMember(t.app.db, { type: 1, parentId: agent.id });
    const direct = await Promise.all(Array.from({ length: 3 }, () => createMember(t.app.db, { parentId: agent.id })));
    const under = await Promise.all(Array.from({ length: 3 }, () => createMember(t.app.db, { parentId: sub.id })));
    await t.app.agents.sync();
    const players = [sub, ...direct, ...under].map((m) => m.id);
    const now = Date.now();
    for (let i = 0; i < 80; i++) await bet(players[rand(players.length)]!, new Date(now - rand(150) * HOUR - rand(HOUR)), rand(8) === 0 ? 'CANCELLED' : 'SETTLED');

    await t.app.jobs.runNow('reporting.rollup');
    await expectTeamExact(agent.id, now);
    await expectTeamExact(sub.id, now);

    // A member registers under the sub-agent and plays; new bets land in old hours too. Read before the next run (dirty hours).
    const late = await createMember(t.app.db, { parentId: sub.id });
    await t.app.agents.sync();
    for (let i = 0; i < 10; i++) await bet(late.id, new Date(now - rand(40) * HOUR));
    for (let i = 0; i < 10; i++) await bet(players[rand(players.length)]!, new Date(now - rand(100) * HOUR));
    await expectTeamExact(agent.id, now);
    await expectTeamExact(sub.id, now);
    await t.app.jobs.runNow('reporting.rollup');
    await expectTeamExact(agent.id, now);
    await expectTeamExact(sub.id, now);
    // A full build again (no watermark: the job builds everything, member slice by slice; the team daily rows from the team hourly ones).
    await t.app.db.deleteFrom('report_watermarks').where('name', '=', 'hourly').execute();
    expect((await t.app.reporting.rollup()).full).toBe(true);
    await expectTeamExact(agent.id, now);
    await expectTeamExact(sub.id, now);
    const [subTeam] = await t.app.reporting.teamFigures({ ancestors: [sub.id], from: new Date(now - 200 * HOUR), to: new Date(now + HOUR) });
    expect(subTeam?.figures.activeMembers).toBeGreaterThanOrEqual(2);

    // A member moves from under the sub-agent to directly under the agent: the sub-agent's team loses its figures.
    const moved = under[0]!.id;
    const before = (await t.app.reporting.teamFigures({ ancestors: [sub.id], from: new Date(now - 200 * HOUR), to: new Date(now + HOUR) }))[0]!.figures;
    const own = (await t.app.reporting.figures({ members: [moved], from: new Date(now - 200 * HOUR), to: new Date(now + HOUR) }))[0]?.figures;
    await t.app.db.transaction().execute((trx) => t.app.reporting.moveMembers(trx, [moved], [{ ancestorId: agent.id, memberId: moved, depth: 1 }]));
    const after = (await t.app.reporting.teamFigures({ ancestors: [sub.id], from: new Date(now - 200 * HOUR), to: new Date(now + HOUR) }))[0]?.figures;
    expect((after?.stake ?? 0n) + (own?.stake ?? 0n)).toBe(before.stake);
    expect((after?.bets ?? 0) + (own?.bets ?? 0)).toBe(before.bets);
    const [agentTeam] = await t.app.reporting.teamFigures({ ancestors: [agent.id], from: new Date(now - 200 * HOUR), to: new Date(now + HOUR), byDepth: true });
    expect(agentTeam).toBeDefined();
    const depthOne = (await t.app.reporting.teamFigures({ ancestors: [agent.id], from: new Date(now - 200 * HOUR), to: new Date(now + HOUR), byDepth: true })).find((r) => r.depth === 1)?.figures;
    const directIds = [sub.id, ...direct.map((m) => m.id), moved];
    const [directFigures] = await t.app.reporting.figures({ members: directIds, from: new Date(now - 200 * HOUR), to: new Date(now + HOUR) });
    expect(pick(depthOne)).toEqual(pick(directFigures?.figures));
  }, 180_000);
});
