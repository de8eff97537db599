import type { Contract, ContractList, OperatorAgentTree, Permission } from '@app/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedInMember } from './factories.ts';
import { buildConsoleApp, signedInAs, type SignedInOperator } from './console.fixtures.ts';
import { onPostgres, type TestApp } from './helpers.ts';

/**
 * The console's agents area (issue 18): the agent tree one level at a time with counts, the list of
 * every agent contract with its filters, and the brand settings reaching the member site's public
 * configuration (GET /site/permission).
 */
let t: TestApp;
type Member = Awaited<ReturnType<typeof signedInMember>>;
let top: Member;
let sub: Member;
let subSub: Member;
let player: Member;
let player2: Member;
let other: Member;
let admin: SignedInOperator;
let finance: SignedInOperator;
let support: SignedInOperator;
let content: SignedInOperator;

beforeAll(async () => {
  t = await buildConsoleApp();
  top = await signedInMember(t.app.db, { type: 1 });
  sub = await signedInMember(t.app.db, { type: 1, parentId: top.id });
  subSub = await signedInMember(t.app.db, { type: 2, parentId: sub.id });
  player = await signedInMember(t.app.db, { type: 0, parentId: top.id });
  player2 = await signedInMember(t.app.db, { type: 0, parentId: subSub.id });
  other = await signedInMember(t.app.db, { type: 1 });
  admin = await signedInAs(t, 'admin');
  finance = await signedInAs(t, 'finance');
  support = await signedInAs(t, 'support');
  content = await signedInAs(t, 'content');
});
afterAll(() => t?.close());

const get = (url: string, who: { headers: Record<string, string> }) => t.app.inject({ method: 'GET', url: `/api/v1${url}`, headers: who.headers });
const send = (method: 'POST' | 'PUT', url: string, who: { headers: Record<string, string> }, payload: unknown) =>
  t.app.inject({ method, url: `/api/v1${url}`, headers: who.headers, payload: payload as Record<string, unknown> });

describe(`operator agent tree (${onPostgres ? 'PostgreSQL' : 'PGlite'})`, () => {
  it('lists the top-level agents with their counts; a sub-agent is not top-level', async () => {
    const res = await get('/operator/agents/tree', support);
    expect(res.statusCode, res.body).toBe(200);
    const tree = res.json<OperatorAgentTree>();
    expect(tree.parent).toBeNull();
    const ids = tree.items.map((i) => i.memberId);
    expect(ids).toEqual(expect.arrayContaining([top.id, other.id]));
    expect(ids).not.toContain(sub.id);
    expect(ids).not.toContain(player.id);
    const topNode = tree.items.find((i) => i.memberId === top.id);
    // sub and player directly; subSub and player2 further down; sub and subSub are agents.
    expect(topNode).toMatchObject({ username: top.username, isAgent: true, direct: 2, team: 4, subAgents: 2 });
    expect(tree.items.find((i) => i.memberId === other.id)).toMatchObject({ direct: 0, team: 0, subAgents: 0 });
  });

  it("opens one level: the parent's direct downline, sub-agents first, with the path above it", async () => {
    const level = (await get(`/operator/agents/tree?parentId=${top.id}`, admin)).json<OperatorAgentTree>();
    expect(level.parent).toMatchObject({ memberId: top.id, team: 4 });
    expect(level.path).toEqual([]);
    expect(level.items.map((i) => i.memberId)).toEqual([sub.id, player.id]);
    expect(level.items[0]).toMatchObject({ isAgent: true, direct: 1, team: 2, subAgents: 1, parentId: top.id });
    expect(level.items[1]).toMatchObject({ isAgent: false, direct: 0, team: 0 });
    expect(level.total).toBe(2);

    const deeper = (await get(`/operator/agents/tree?parentId=${subSub.id}`, admin)).json<OperatorAgentTree>();
    expect(deeper.path.map((p) => p.memberId)).toEqual([top.id, sub.id]);
    expect(deeper.items.map((i) => i.username)).toEqual([player2.username]);
  });

  it('finds agents anywhere by name, pages, and refuses an unknown parent or bad input', async () => {
    const found = (await get(`/operator/agents/tree?search=${encodeURIComponent(subSub.username.toUpperCase())}`, admin)).json<OperatorAgentTree>();
    expect(found.items.map((i) => i.memberId)).toEqual([subSub.id]);
    const paged = (await get(`/operator/agents/tree?parentId=${top.id}&pageSize=1&page=2`, admin)).json<OperatorAgentTree>();
    expect(paged).toMatchObject({ page: 2, pageSize: 1, total: 2 });
    expect(paged.items.map((i) => i.memberId)).toEqual([player.id]);
    expect((await get('/operator/agents/tree?parentId=99999999', admin)).statusCode).toBe(404);
    expect((await get('/operator/agents/tree?parentId=abc', admin)).statusCode).toBe(400);
  });

  it('is for operators who read members: the content team and members are refused', async () => {
    expect((await get('/operator/agents/tree', content)).statusCode).toBe(403);
    expect((await get('/operator/agents/tree', top)).statusCode).toBe(401);
  });
});

describe('operator contract list', () => {
  let platform: Contract;
  let downline: Contract;
  beforeAll(async () => {
    const tiers = [{ activeMembers: 0, turnover: 0, rate: '2.00' }];
    const offered = await send('POST', '/operator/agent-contracts', finance, { agentId: top.id, kind: 'DAILY_SALARY', tiers });
    expect(offered.statusCode, offered.body).toBe(201);
    platform = offered.json<Contract>();
    expect((await send('POST', `/agent/contracts/${platform.id}/accept`, top, {})).statusCode).toBe(200);
    const down = await send('POST', '/agent/contracts', top, { agentId: sub.id, kind: 'DAILY_SALARY', tiers: [{ activeMembers: 0, turnover: 0, rate: '1.50' }] });
    expect(down.statusCode, down.body).toBe(201);
    downline = down.json<Contract>();
    expect((await send('POST', '/operator/agent-contracts', finance, { agentId: other.id, kind: 'DIVIDEND', periodType: 'M', tiers })).statusCode).toBe(201);
  });

  it('lists every contract newest first, with both sides named', async () => {
    const res = await get('/operator/agent-contracts', finance);
    expect(res.statusCode, res.body).toBe(200);
    const list = res.json<ContractList>();
    expect(list.total).toBe(3);
    expect(list.items[1]).toMatchObject({ id: downline.id, agentId: sub.id, uplineId: top.id, uplineUsername: top.username, status: 'PENDING', maxRate: '1.50' });
    expect(list.items.map((c) => c.id)).toContain(platform.id);
  });

  it('filters by kind, status, agent, upline (0: platform contracts) and hold, and pages', async () => {
    const ids = async (q: string) => (await get(`/operator/agent-contracts?${q}`, admin)).json<ContractList>().items.map((c) => c.id);
    expect(await ids('kind=DIVIDEND')).toHaveLength(1);
    expect(await ids('status=ACTIVE')).toEqual([platform.id]);
    expect(await ids(`agentId=${sub.id}`)).toEqual([downline.id]);
    expect(await ids(`uplineId=${top.id}`)).toEqual([downline.id]);
    expect(await ids('uplineId=0')).toHaveLength(2);
    expect(await ids('held=true')).toEqual([]);
    expect((await send('POST', `/operator/agent-contracts/${platform.id}/hold`, admin, { reason: 'review' })).statusCode).toBe(200);
    expect(await ids('held=true')).toEqual([platform.id]);
    const page = (await get('/operator/agent-contracts?pageSize=2&page=2', admin)).json<ContractList>();
    expect(page).toMatchObject({ page: 2, pageSize: 2, total: 3 });
    expect(page.items).toHaveLength(1);
  });

  it('refuses bad filters with 400 and other roles with 403', async () => {
    expect((await get('/operator/agent-contracts?status=NOPE', admin)).statusCode).toBe(400);
    expect((await get('/operator/agent-contracts?pageSize=1000', admin)).statusCode).toBe(400);
    expect((await get('/operator/agent-contracts', support)).statusCode).toBe(403);
    expect((await get('/operator/agent-contracts', top)).statusCode).toBe(401);
  });
});

describe('brand settings on the member site', () => {
  it('a logo and colours saved in the console appear in the public site configuration at once', async () => {
    const before = (await t.app.inject({ method: 'GET', url: '/api/v1/site/permission' })).json<Permission>();
    expect(before.brand.logoUrl).toBeNull();
    const settings = (await get('/operator/site/settings', admin)).json<{ brand: { name: string } }>();
    const put = await send('PUT', '/operator/site/settings', admin, { brand: { name: settings.brand.name, logoUrl: '/brand/logo.svg', colors: { primary: '#0f766e', accent: '#be123c' } } });
    expect(put.statusCode, put.body).toBe(200);
    const after = (await t.app.inject({ method: 'GET', url: '/api/v1/site/permission' })).json<Permission>();
    expect(after.brand).toMatchObject({ name: settings.brand.name, logoUrl: '/brand/logo.svg', colors: { primary: '#0f766e', accent: '#be123c' } });
  });
});
