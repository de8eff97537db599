import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildConsoleApp, signedInAs, type SignedInOperator } from './console.fixtures.ts';
import { createMember, loginAs } from './factories.ts';
import type { TestApp } from './helpers.ts';
import { closeBalanced, payingMember, type PayingMember } from './payments.fixtures.ts';

let t: TestApp;
let admin: SignedInOperator;
let support: SignedInOperator;
let risk: SignedInOperator;
let member: PayingMember;
let uplineId: number;

const get = (op: SignedInOperator, url: string) => t.app.inject({ method: 'GET', url, headers: op.headers });
const post = (op: SignedInOperator, url: string, payload?: unknown) => t.app.inject({ method: 'POST', url, headers: op.headers, ...(payload ? { payload } : {}) });

beforeAll(async () => {
  t = await buildConsoleApp();
  [admin, support, risk] = [await signedInAs(t, 'admin'), await signedInAs(t, 'support'), await signedInAs(t, 'risk')];
  const top = await createMember(t.app.db, { username: `top${Date.now().toString(36)}`, type: 42 });
  const upline = await createMember(t.app.db, { username: `up${Date.now().toString(36)}`, type: 41, parentId: top.id });
  uplineId = upline.id;
  member = await payingMember(t, { parentId: upline.id, balance: 0n });
  const now = Date.now();
  // Today: a 500.00 deposit and a settled 100.00 bet paying 30.00; yesterday: a lost 50.00 bet.
  await t.app.wallet.transfer({ idempotencyKey: `dep-${randomUUID()}`, from: { system: 'PAYMENT_CLEARING' }, to: { member: member.id }, amount: 50_000n, currency: 'THB', kind: 'DEPOSIT' });
  const bet = (ref: string, at: Date, stake: bigint, payout: bigint) =>
    t.app.records.record({ memberId: member.id, source: 'PROVIDER', sourceRef: ref, vendor: 'PG', gameCode: 'g1', gameName: 'Lucky', category: 'RNG', stake, payout, currency: 'THB', status: 'SETTLED', placedAt: at, settledAt: at });
  await bet(`b-${randomUUID()}`, new Date(now - 60_000), 10_000n, 3_000n);
  await bet(`b-${randomUUID()}`, new Date(now - 24 * 3_600_000), 5_000n, 0n);
});
afterAll(async () => {
  if (t) await closeBalanced(t);
});

describe('dashboard and daily report', () => {
  it('shows today against yesterday from the rollups, the queues and 14 days for the charts', async () => {
    const res = await get(risk, '/api/v1/operator/dashboard');
    expect(res.statusCode).toBe(200);
    const d = res.json();
    expect(d.series).toHaveLength(14);
    expect(d.series[13]).toEqual(d.today);
    expect(d.series[12]).toEqual(d.yesterday);
    expect(d.today).toMatchObject({ deposits: 50_000, bets: 1, validTurnover: 10_000, payout: 3_000, ggr: 7_000, activeMembers: 1 });
    expect(d.today.newMembers).toBeGreaterThanOrEqual(3);
    expect(d.yesterday).toMatchObject({ deposits: 0, bets: 1, ggr: 5_000, activeMembers: 1 });
    expect(d.queues).toEqual({ depositsPending: 0, withdrawalsPending: 0, agentApplicationsPending: 0, adjustmentsPending: 0 });
  });

  it('reports per day with totals, as JSON and CSV; a bad range is a 400', async () => {
    const { today, yesterday } = (await get(admin, '/api/v1/operator/dashboard')).json() as { today: { date: string }; yesterday: { date: string } };
    const res = await get(admin, `/api/v1/operator/reports/daily?from=${yesterday.date}&to=${today.date}`);
    expect(res.statusCode).toBe(200);
    const r = res.json();
    expect(r.days.map((x: { date: string }) => x.date)).toEqual([yesterday.date, today.date]);
    expect(r.totals).toMatchObject({ deposits: 50_000, bets: 2, ggr: 12_000, activeMembers: 1 });
    const csv = await get(admin, `/api/v1/operator/reports/daily?from=${yesterday.date}&to=${today.date}&format=csv`);
    expect(csv.headers['content-type']).toContain('text/csv');
    const lines = csv.body.trim().split('\r\n');
    expect(lines[0]).toBe('date,deposits,withdrawals,bets,stake,validTurnover,payout,ggr,bonuses,newMembers,activeMembers');
    expect(lines[2]).toMatch(new RegExp(`^${today.date},50000,0,1,10000,10000,3000,7000,0,\\d+,1$`));
    expect((await get(admin, `/api/v1/operator/reports/daily?from=${today.date}&to=${yesterday.date}`)).json().code).toBe('RANGE_INVALID');
    expect((await get(admin, '/api/v1/operator/reports/daily?from=2026-01-01&to=2026-06-01')).statusCode).toBe(400);
    expect((await get(support, `/api/v1/operator/reports/daily?from=${today.date}&to=${today.date}`)).statusCode).toBe(403);
  });
});

describe('members', () => {
  it('finds a member by username prefix, id and mobile digits, with the balance', async () => {
    const byName = (await get(support, `/api/v1/operator/members?query=${member.username.slice(0, 6).toUpperCase()}`)).json();
    expect(byName.items.map((i: { id: number }) => i.id)).toContain(member.id);
    const byId = (await get(support, `/api/v1/operator/members?query=${member.id}`)).json();
    expect(byId.items.find((i: { id: number }) => i.id === member.id)).toMatchObject({ username: member.username, balance: 50_000 });
    await t.app.db.updateTable('members').set({ mobile: '812345678', country_dialing_code: '+66' }).where('id', '=', member.id).execute();
    const byMobile = (await get(support, '/api/v1/operator/members?query=0812345678')).json();
    expect(byMobile.items.map((i: { id: number }) => i.id)).toEqual([member.id]);
    expect(byMobile.items[0].mobile).not.toContain('812345678');
    expect((await get(support, '/api/v1/operator/members?query=zz-nobody-zz')).json()).toMatchObject({ items: [], total: 0 });
  });

  it('shows the detail: wallet, ledger, bets, logins, agent chain and limits', async () => {
    const res = await get(support, `/api/v1/operator/members/${member.id}`);
    expect(res.statusCode).toBe(200);
    const d = res.json();
    expect(d.wallet).toEqual({ currency: 'THB', balance: 50_000 });
    expect(d.ledger[0]).toMatchObject({ kind: 'DEPOSIT', amount: 50_000, balanceAfter: 50_000 });
    expect(d.bets).toHaveLength(2);
    expect(d.logins.length).toBeGreaterThanOrEqual(1);
    expect(d.agentChain.map((a: { id: number }) => a.id)[0]).toBe(uplineId);
    expect(d.agentChain).toHaveLength(2);
    expect(d.limits).toMatchObject({ memberId: member.id });
    expect((await get(support, '/api/v1/operator/members/999999')).statusCode).toBe(404);
  });

  it('locks (the member is signed out and cannot log in) and unlocks, each with an audit row', async () => {
    const m = await payingMember(t, { balance: 0n });
    expect((await t.app.inject({ method: 'GET', url: '/api/v1/wallet/balance', headers: m.headers })).statusCode).toBe(200);
    const locked = await post(support, `/api/v1/operator/members/${m.id}/lock`, { reason: 'Chargeback fraud' });
    expect(locked.json()).toEqual({ id: m.id, status: 'LOCKED' });
    expect((await t.app.inject({ method: 'GET', url: '/api/v1/wallet/balance', headers: m.headers })).statusCode).toBe(401);
    const unlocked = await post(risk, `/api/v1/operator/members/${m.id}/unlock`, { reason: 'Cleared by the bank' });
    expect(unlocked.json()).toEqual({ id: m.id, status: 'ACTIVE' });
    const trail = await t.app.db.selectFrom('operator_audit').selectAll().where('target_type', '=', 'member').where('target_id', '=', String(m.id)).orderBy('id').execute();
    expect(trail.map((r) => [r.action, r.operator_id, r.before, r.after])).toEqual([
      ['member.lock', support.id, { status: 'ACTIVE' }, { status: 'LOCKED', reason: 'Chargeback fraud' }],
      ['member.unlock', risk.id, { status: 'LOCKED' }, { status: 'ACTIVE', reason: 'Cleared by the bank' }],
    ]);
    expect(trail.every((r) => r.ip !== null)).toBe(true);
  });

  it('resets a password: the temporary one works once shown, old sessions end, the password is not in the audit', async () => {
    const m = await payingMember(t, { balance: 0n });
    const res = await post(support, `/api/v1/operator/members/${m.id}/reset-password`);
    expect(res.statusCode).toBe(200);
    const { temporaryPassword } = res.json() as { temporaryPassword: string };
    expect(temporaryPassword.length).toBeGreaterThanOrEqual(10);
    expect((await t.app.inject({ method: 'GET', url: '/api/v1/wallet/balance', headers: m.headers })).statusCode).toBe(401);
    const row = await t.app.db.selectFrom('members').select('password_hash').where('id', '=', m.id).executeTakeFirstOrThrow();
    expect(row.password_hash).toMatch(/^\$argon2id\$/);
    const login = await loginAs(t.app, { username: m.username, password: temporaryPassword }, '10.9.8.7');
    expect(login.statusCode).toBe(200);
    const audit = await t.app.db.selectFrom('operator_audit').selectAll().where('action', '=', 'member.password_reset').where('target_id', '=', String(m.id)).execute();
    expect(audit).toHaveLength(1);
    // Audit ids are int8 (bigint in JS): stringify them like the API does.
    expect(JSON.stringify(audit, (_k, v: unknown) => (typeof v === 'bigint' ? v.toString() : v))).not.toContain(temporaryPassword);
  });
});

describe('staff and audit export', () => {
  it('an admin creates an operator (password once), changes the role and disables it; the sessions end', async () => {
    const created = await post(admin, '/api/v1/operator/operators', { username: `new.${Date.now().toString(36)}`, role: 'support' });
    expect(created.statusCode).toBe(200);
    const { operator, password } = created.json() as { operator: { id: number; username: string }; password: string };
    const login = await t.app.inject({ method: 'POST', url: '/api/v1/operator/auth/login', payload: { username: operator.username, password } });
    const headers = { authorization: `Bearer ${login.json().token}` };
    const list = (await get(admin, '/api/v1/operator/operators')).json() as { items: { id: number; role: string }[] };
    expect(list.items.find((o) => o.id === operator.id)).toMatchObject({ role: 'support', status: 'ACTIVE', totpEnabled: false });
    expect(JSON.stringify(list)).not.toContain(password);

    expect((await post(admin, `/api/v1/operator/operators/${operator.id}/role`, { role: 'finance' })).json()).toMatchObject({ role: 'finance' });
    expect((await t.app.inject({ method: 'GET', url: '/api/v1/operator/me', headers })).statusCode).toBe(401);
    const again = await t.app.inject({ method: 'POST', url: '/api/v1/operator/auth/login', payload: { username: operator.username, password } });
    expect(again.json().operator.role).toBe('finance');
    expect((await post(admin, `/api/v1/operator/operators/${operator.id}/disable`)).json()).toMatchObject({ status: 'DISABLED' });
    expect((await t.app.inject({ method: 'GET', url: '/api/v1/operator/me', headers: { authorization: `Bearer ${again.json().token}` } })).statusCode).toBe(401);
    expect((await post(admin, `/api/v1/operator/operators/${admin.id}/disable`)).json().code).toBe('SELF_CHANGE');
  });

  it('exports the audit as CSV with filters', async () => {
    const res = await get(admin, '/api/v1/operator/audit.csv?action=member.lock');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/csv');
    expect(res.headers['content-disposition']).toMatch(/attachment; filename="audit-/);
    const lines = res.body.trim().split('\r\n');
    expect(lines[0]).toBe('id,createdAt,operatorId,operator,action,targetType,targetId,before,after,ip');
    expect(lines.length).toBeGreaterThanOrEqual(2);
    expect(lines.slice(1).every((l) => l.includes(',member.lock,member,'))).toBe(true);
    const future = await get(admin, `/api/v1/operator/audit.csv?from=${encodeURIComponent(new Date(Date.now() + 3_600_000).toISOString())}`);
    expect(future.body.trim().split('\r\n')).toHaveLength(1);
  });
});
