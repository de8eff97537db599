import { AgentErrorCode, ErrorCode } from '@app/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { agentWithTeam, settledBet } from './agents.helpers.ts';
import { createMember, createSession, signedInMember } from './factories.ts';
import { buildTestApp, type TestApp } from './helpers.ts';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
  t.app.accountsCaptcha.textSource = () => 'HK7PW';
}, 180_000);
afterAll(() => t.close());

const get = (url: string, headers: Record<string, string>) => t.app.inject({ method: 'GET', url, headers });
const post = (url: string, payload: unknown, headers: Record<string, string>) => t.app.inject({ method: 'POST', url, payload: payload as object, headers });
/** The registration captcha (SPEC registration rules apply to agent-registered accounts too). */
const captcha = async () => ({ captcha: 'HK7PW', captchaId: (await t.app.inject({ method: 'GET', url: '/api/v1/auth/captcha' })).json<{ captchaId: string }>().captchaId });
const balance = async (id: number) => (await t.app.wallet.balanceOf(id)).balance;

describe('agent area access', () => {
  it('needs a session (401) and an agent account (403)', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/v1/agent/team/overview' })).statusCode).toBe(401);
    const member = await signedInMember(t.app.db);
    const res = await get('/api/v1/agent/team/overview', member.headers);
    expect(res.statusCode).toBe(403);
  });

  it('profile says what the type may do: 1 transfers and has sub-agents, 42 neither', async () => {
    const a1 = await agentWithTeam(t, { type: 1, members: 0 });
    const p1 = (await get('/api/v1/agent/profile', a1.headers)).json();
    expect(p1).toMatchObject({ id: a1.id, type: 1, typeName: 'AGENT', timeZone: 'Asia/Bangkok', gmtOffset: '+07:00', features: { subAgents: true, transfers: true, reports: true, dividend: false } });
    const a42 = await agentWithTeam(t, { type: 42, members: 0 });
    const p42 = (await get('/api/v1/agent/profile', a42.headers)).json();
    expect(p42).toMatchObject({ type: 42, balance: null, features: { subAgents: false, transfers: false } });
  });
});

describe('demo data', () => {
  it('the seeded demo agent has sub-agents, dozens of members and months of figures, rolled up', async () => {
    const id = (await t.app.accounts.idOfUsername('agent'))!;
    const headers = { authorization: `Bearer ${await createSession(t.app.db, id)}` };
    const overview = (await get('/api/v1/agent/team/overview', headers)).json();
    expect(overview.periods.month.teamSize).toBeGreaterThanOrEqual(40);
    expect(overview.depth.length).toBeGreaterThanOrEqual(3);
    expect(overview.trend.filter((d: { turnover: number }) => d.turnover > 0).length).toBeGreaterThan(10);
    const pl = (await get(`/api/v1/agent/team/profit-loss?from=${overview.trend[0].date}&to=${overview.today}`, headers)).json();
    expect(pl.items.filter((r: { kind: string }) => r.kind === 'agent').length).toBeGreaterThanOrEqual(3);
    expect(pl.totals.turnover).toBeGreaterThan(0);
    expect((await t.app.wallet.check()).ok).toBe(true);
  });
});

describe('team reports', () => {
  it('overview counts the whole downline at every depth, with today figures from bets', async () => {
    const a = await agentWithTeam(t, { members: 2 });
    const sub = await createMember(t.app.db, { type: 1, parentId: a.id });
    const deep = await createMember(t.app.db, { parentId: sub.id });
    await settledBet(t, a.members[0]!.id, 1000n, 2500n);
    await settledBet(t, deep.id, 4000n, 0n);
    const res = await get('/api/v1/agent/team/overview', a.headers);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.periods.today).toMatchObject({ teamSize: 4, newMembers: 4, activeMembers: 2, bets: 2, turnover: 5000, validTurnover: 5000, payout: 2500, winLoss: -2500 });
    expect(body.depth).toEqual([
      expect.objectContaining({ depth: 1, members: 3, agents: 1, turnover: 1000 }),
      expect.objectContaining({ depth: 2, members: 1, agents: 0, turnover: 4000 }),
    ]);
    expect(body.trend).toHaveLength(30);
    expect(body.trend.at(-1)).toMatchObject({ date: body.today, turnover: 5000 });
  });

  it('members list pages, searches, drills down into a sub-agent and exports CSV with the same filters', async () => {
    const a = await agentWithTeam(t, { members: 3 });
    const sub = await createMember(t.app.db, { type: 1, parentId: a.id, username: `subagent${Date.now().toString(36)}` });
    const under = await createMember(t.app.db, { parentId: sub.id });
    const page = (await get('/api/v1/agent/team/members?pageSize=2&sort=username&order=asc', a.headers)).json();
    expect(page.total).toBe(4);
    expect(page.items).toHaveLength(2);
    const agents = (await get('/api/v1/agent/team/members?role=agent', a.headers)).json();
    expect(agents.items.map((m: { id: number }) => m.id)).toEqual([sub.id]);
    expect(agents.items[0]).toMatchObject({ role: 'agent', downlineCount: 1, depth: 1 });
    const drill = (await get(`/api/v1/agent/team/members?parentId=${sub.id}`, a.headers)).json();
    expect(drill.items.map((m: { id: number }) => m.id)).toEqual([under.id]);
    expect(drill.items[0]).toMatchObject({ depth: 2, parentId: sub.id });
    expect(drill.path.map((p: { id: number }) => p.id)).toEqual([a.id, sub.id]);
    const all = (await get('/api/v1/agent/team/members?scope=all', a.headers)).json();
    expect(all.total).toBe(5);
    const csv = await get(`/api/v1/agent/team/members?format=csv&search=${encodeURIComponent(sub.username)}`, a.headers);
    expect(csv.headers['content-type']).toContain('text/csv');
    const lines = csv.body.replace(/^\uFEFF/, '').trim().split('\r\n');
    expect(lines[0]).toContain('username');
    expect(lines).toHaveLength(2);
    expect(lines[1]).toContain(sub.username);
  });

  it('profit and loss has one row per direct member and one per sub-agent (its whole team)', async () => {
    const a = await agentWithTeam(t, { members: 1 });
    const sub = await createMember(t.app.db, { type: 1, parentId: a.id });
    const x = await createMember(t.app.db, { parentId: sub.id });
    const y = await createMember(t.app.db, { parentId: sub.id });
    await settledBet(t, a.members[0]!.id, 1000n, 0n);
    await settledBet(t, sub.id, 200n, 0n);
    await settledBet(t, x.id, 300n, 900n);
    await settledBet(t, y.id, 500n, 0n);
    const body = (await get('/api/v1/agent/team/profit-loss', a.headers)).json();
    const rows = new Map(body.items.map((r: { id: number }) => [r.id, r]));
    expect(rows.get(sub.id)).toMatchObject({ kind: 'agent', members: 3, activeMembers: 3, turnover: 1000, winLoss: -100, netProfit: 100 });
    expect(rows.get(a.members[0]!.id)).toMatchObject({ kind: 'member', members: 1, turnover: 1000, winLoss: -1000 });
    expect(body.totals).toMatchObject({ turnover: 2000, winLoss: -1100 });
  });

  it('income lists what the agent contracts paid, and is empty for an agent without contracts', async () => {
    const a = await agentWithTeam(t, { members: 0 });
    expect((await get('/api/v1/agent/income', a.headers)).json()).toMatchObject({ items: [], total: 0, available: true });
    expect((await get('/api/v1/agent/profile', a.headers)).json().features).toMatchObject({ dividend: false, dailySalary: false });
    // The demo agent's seeded daily salary and dividend were settled through the real settlement code.
    const demo = await t.app.db.selectFrom('members').select('id').where('username', '=', 'agent').executeTakeFirstOrThrow();
    const headers = { authorization: `Bearer ${await createSession(t.app.db, demo.id)}` };
    const from = new Date(Date.now() - 30 * 86_400_000).toISOString().slice(0, 10);
    const income = (await get(`/api/v1/agent/income?from=${from}&kind=DAILY_SALARY`, headers)).json();
    expect(income.available).toBe(true);
    expect(income.total).toBeGreaterThan(0);
    expect(income.items.every((i: { kind: string }) => i.kind === 'DAILY_SALARY')).toBe(true);
    expect((await get('/api/v1/agent/profile', headers)).json().features).toMatchObject({ dividend: true, dailySalary: true });
  });

  it('refuses a range that ends before it starts or spans more than 93 days', async () => {
    const a = await agentWithTeam(t, { members: 0 });
    expect((await get('/api/v1/agent/team/bets?from=2026-02-01&to=2026-01-01', a.headers)).statusCode).toBe(400);
    expect((await get('/api/v1/agent/team/bets?from=2026-01-01&to=2026-06-01', a.headers)).statusCode).toBe(400);
  });
});

describe('registering a downline account', () => {
  it('creates a member under the agent that the agent then sees; a type 2 agent may not create a sub-agent', async () => {
    const a = await agentWithTeam(t, { members: 0 });
    await t.app.accounts.makeAgent(a.id, 1);
    const username = `new${Date.now().toString(36)}`;
    const res = await post('/api/v1/agent/team/members', { username, password: 'Abcd1234!', confirmPassword: 'Abcd1234!', ...(await captcha()) }, a.headers);
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().member).toMatchObject({ username, role: 'member', depth: 1, parentId: a.id });
    expect(await t.app.accounts.parentOf(res.json().member.id)).toBe(a.id);
    const sub = await post('/api/v1/agent/team/members', { username: `${username}s`, password: 'Abcd1234!', confirmPassword: 'Abcd1234!', accountType: 'agent', ...(await captcha()) }, a.headers);
    expect(sub.statusCode, sub.body).toBe(201);
    expect(sub.json().member).toMatchObject({ role: 'agent', type: 1 });

    const a2 = await agentWithTeam(t, { type: 2, members: 0 });
    const refused = await post('/api/v1/agent/team/members', { username: `${username}t`, password: 'Abcd1234!', confirmPassword: 'Abcd1234!', accountType: 'agent' }, a2.headers);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().code).toBe(AgentErrorCode.AGENT_ACTION_NOT_ALLOWED);
  });

  it('applies the registration rules (password confirmation)', async () => {
    const a = await agentWithTeam(t, { members: 0 });
    const res = await post('/api/v1/agent/team/members', { username: `bad${Date.now().toString(36)}`, password: 'Abcd1234!', confirmPassword: 'Abcd1234?', ...(await captcha()) }, a.headers);
    expect(res.statusCode).toBe(400);
    expect(res.json().code).toBe(ErrorCode.PASSWORD_MISMATCH);
  });
});

describe('transfers to downline members', () => {
  it('moves money once per requestId: a retry answers the first result', async () => {
    const a = await agentWithTeam(t, { members: 1, balance: 100_000n });
    const m = a.members[0]!;
    const body = { requestId: 'retry-0001', memberId: m.id, amount: 25_000 };
    const first = await post('/api/v1/agent/transfers', body, a.headers);
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json()).toMatchObject({ replayed: false, amount: 25_000, balanceAfter: 75_000, memberId: m.id });
    const again = await post('/api/v1/agent/transfers', body, a.headers);
    expect(again.json()).toMatchObject({ replayed: true, transferId: first.json().transferId, balanceAfter: 75_000 });
    expect(await balance(a.id)).toBe(75_000n);
    expect(await balance(m.id)).toBe(25_000n);
    // The same requestId with other content is a different request: refused, nothing moves.
    const changed = await post('/api/v1/agent/transfers', { ...body, amount: 30_000 }, a.headers);
    expect(changed.statusCode).toBe(409);
    expect(changed.json().code).toBe(ErrorCode.DUPLICATE_TRANSACTION);
    expect(await balance(a.id)).toBe(75_000n);
  });

  it('concurrent requests with the same requestId move the money once', async () => {
    const a = await agentWithTeam(t, { members: 1, balance: 100_000n });
    const m = a.members[0]!;
    const results = await Promise.all(Array.from({ length: 6 }, () => post('/api/v1/agent/transfers', { requestId: 'same-0000001', memberId: m.id, amount: 10_000 }, a.headers)));
    expect(results.map((r) => r.statusCode)).toEqual([200, 200, 200, 200, 200, 200]);
    expect(new Set(results.map((r) => r.json().transferId)).size).toBe(1);
    expect(results.filter((r) => !r.json().replayed)).toHaveLength(1);
    expect(await balance(a.id)).toBe(90_000n);
    expect(await balance(m.id)).toBe(10_000n);
  });

  it('concurrent requests with different ids never overdraw the agent', async () => {
    const a = await agentWithTeam(t, { members: 2, balance: 10_000n });
    const results = await Promise.all(
      Array.from({ length: 5 }, (_, i) => post('/api/v1/agent/transfers', { requestId: `diff-${i}-000000`, memberId: a.members[i % 2]!.id, amount: 3_000 }, a.headers)),
    );
    const ok = results.filter((r) => r.statusCode === 200);
    const refused = results.filter((r) => r.statusCode === 409);
    expect(ok).toHaveLength(3);
    expect(refused).toHaveLength(2);
    for (const r of refused) expect(r.json().code).toBe(ErrorCode.INSUFFICIENT_FUNDS);
    expect(await balance(a.id)).toBe(1_000n);
    expect((await balance(a.members[0]!.id)) + (await balance(a.members[1]!.id))).toBe(9_000n);
  });

  it('refuses outside the downline, non-positive and excessive amounts, a short balance, and wallet-less agent types', async () => {
    const a = await agentWithTeam(t, { members: 1, balance: 50_000n });
    const other = await agentWithTeam(t, { members: 1 });
    const send = (body: Record<string, unknown>, headers = a.headers) => post('/api/v1/agent/transfers', { requestId: `r-${Math.random().toString(36).slice(2, 12)}`, memberId: a.members[0]!.id, amount: 1_000, ...body }, headers);
    const outside = await send({ memberId: other.members[0]!.id });
    expect([outside.statusCode, outside.json().code]).toEqual([404, AgentErrorCode.NOT_IN_DOWNLINE]);
    const byName = await send({ memberId: undefined, username: other.members[0]!.username });
    expect([byName.statusCode, byName.json().code]).toEqual([404, AgentErrorCode.NOT_IN_DOWNLINE]);
    expect((await send({ amount: 0 })).statusCode).toBe(400);
    expect((await send({ amount: -500 })).statusCode).toBe(400);
    expect((await send({ amount: 1.5 })).statusCode).toBe(400);
    const huge = await send({ amount: 200_000_000 });
    expect([huge.statusCode, huge.json().code]).toEqual([400, AgentErrorCode.TRANSFER_LIMIT_EXCEEDED]);
    const short = await send({ amount: 60_000 });
    expect([short.statusCode, short.json().code]).toEqual([409, ErrorCode.INSUFFICIENT_FUNDS]);
    const a41 = await agentWithTeam(t, { type: 41, members: 1 });
    const noWallet = await send({ memberId: a41.members[0]!.id }, a41.headers);
    expect([noWallet.statusCode, noWallet.json().code]).toEqual([403, AgentErrorCode.AGENT_ACTION_NOT_ALLOWED]);
    expect(await balance(a.id)).toBe(50_000n);
    expect(await balance(other.members[0]!.id)).toBe(0n);
  });

  it('shows up in the transaction details of both sides', async () => {
    const a = await agentWithTeam(t, { members: 1, balance: 20_000n });
    await post('/api/v1/agent/transfers', { requestId: 'txlist-00001', memberId: a.members[0]!.id, amount: 5_000 }, a.headers);
    const team = (await get('/api/v1/agent/transactions', a.headers)).json();
    expect(team.items).toEqual([expect.objectContaining({ memberId: a.members[0]!.id, kind: 'TRANSFER_DOWNLINE', amount: 5_000, counterparty: a.username })]);
    const self = (await get('/api/v1/agent/transactions?scope=self&kind=TRANSFER_DOWNLINE', a.headers)).json();
    expect(self.items).toEqual([expect.objectContaining({ memberId: a.id, amount: -5_000, balanceAfter: 15_000, counterparty: a.members[0]!.username })]);
  });
});

describe('affiliate applications', () => {
  it('a visitor applies and an operator approves a member application, making the member an agent', async () => {
    const visitor = await t.app.inject({ method: 'POST', url: '/api/v1/agent/applications', payload: { name: 'Somchai', email: 'somchai@example.com', message: 'I run a football fan page with 20k followers.' } });
    expect(visitor.statusCode, visitor.body).toBe(201);
    const member = await signedInMember(t.app.db);
    const res = await post('/api/v1/agent/applications', { name: 'Member Applicant', message: 'I would like to invite my friends.' }, member.headers);
    expect(res.statusCode).toBe(201);
    const dup = await post('/api/v1/agent/applications', { name: 'Member Applicant', message: 'I would like to invite my friends.' }, member.headers);
    expect(dup.json().code).toBe(AgentErrorCode.APPLICATION_EXISTS);

    const created = await t.app.operator.create(`rev${Date.now().toString(36)}`, 'admin');
    const login = await t.app.inject({ method: 'POST', url: '/api/v1/operator/auth/login', payload: { username: created.username, password: created.password } });
    expect(login.statusCode, login.body).toBe(200);
    const op = { authorization: `Bearer ${login.json().token}` };
    const list = (await get('/api/v1/operator/agent-applications?status=PENDING', op)).json();
    expect(list.items.map((i: { id: string }) => i.id)).toContain(res.json().id);
    const approved = await post(`/api/v1/operator/agent-applications/${res.json().id}/review`, { decision: 'APPROVE', agentType: 2 }, op);
    expect(approved.statusCode, approved.body).toBe(200);
    expect(approved.json()).toMatchObject({ status: 'APPROVED', memberId: member.id });
    expect(approved.json().affiliateCode).toMatch(/^[A-Z0-9]+$/);
    const again = await post(`/api/v1/operator/agent-applications/${res.json().id}/review`, { decision: 'REJECT' }, op);
    expect(again.json().code).toBe(AgentErrorCode.APPLICATION_NOT_PENDING);
    expect((await get('/api/v1/operator/agent-applications', member.headers)).statusCode).toBe(401);
  });
});
