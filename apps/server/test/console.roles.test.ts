import { OPERATOR_ROLES, type OperatorRole } from '@app/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedInMember } from './factories.ts';
import { buildConsoleApp, signedInAs, type SignedInOperator } from './console.fixtures.ts';
import type { TestApp } from './helpers.ts';

/**
 * Role sweep over the OpenAPI document (issue 18): every /api/v1/operator/* route answers 401 without a
 * token and with a member token, and 403 to every operator role not in its row below. A new operator
 * route without a row here fails the test, so the table is kept whole.
 */
const ANY: readonly OperatorRole[] = OPERATOR_ROLES;
const READERS: OperatorRole[] = ['admin', 'finance', 'risk', 'support'];
const MONEY: OperatorRole[] = ['admin', 'finance'];
const ADMIN: OperatorRole[] = ['admin'];
const GAMES: OperatorRole[] = ['admin', 'content'];

const ALLOWED: Record<string, readonly OperatorRole[] | 'public'> = {
  'POST /api/v1/operator/auth/login': 'public',
  'POST /api/v1/operator/auth/logout': ANY,
  'POST /api/v1/operator/auth/totp/setup': ANY,
  'POST /api/v1/operator/auth/totp/confirm': ANY,
  'GET /api/v1/operator/me': ANY,
  'GET /api/v1/operator/dashboard': READERS,
  'GET /api/v1/operator/members': READERS,
  'GET /api/v1/operator/members/{id}': READERS,
  'POST /api/v1/operator/members/{id}/lock': ['admin', 'risk', 'support'],
  'POST /api/v1/operator/members/{id}/unlock': ['admin', 'risk', 'support'],
  'POST /api/v1/operator/members/{id}/reset-password': ['admin', 'support'],
  'POST /api/v1/operator/members/{id}/adjustments': MONEY,
  'GET /api/v1/operator/adjustments': MONEY,
  'POST /api/v1/operator/adjustments/{id}/approve': MONEY,
  'POST /api/v1/operator/adjustments/{id}/reject': MONEY,
  'GET /api/v1/operator/operators': ADMIN,
  'POST /api/v1/operator/operators': ADMIN,
  'POST /api/v1/operator/operators/{id}/disable': ADMIN,
  'POST /api/v1/operator/operators/{id}/enable': ADMIN,
  'POST /api/v1/operator/operators/{id}/role': ADMIN,
  'GET /api/v1/operator/audit': ADMIN,
  'GET /api/v1/operator/audit.csv': ADMIN,
  'GET /api/v1/operator/reports/daily': ['admin', 'finance', 'risk'],
  'GET /api/v1/operator/reports/games': ['admin', 'finance', 'risk'],
  'GET /api/v1/operator/reports/vendors': ['admin', 'finance', 'risk'],
  'GET /api/v1/operator/reports/agents': ['admin', 'finance', 'risk'],
  // Earlier operator routes (payments, agents, content, protection...).
  'GET /api/v1/operator/payments/deposits': MONEY,
  'POST /api/v1/operator/payments/deposits/{id}/approve': MONEY,
  'POST /api/v1/operator/payments/deposits/{id}/reject': MONEY,
  'POST /api/v1/operator/payments/deposits/bulk': MONEY,
  'POST /api/v1/operator/payments/withdrawals/bulk': MONEY,
  'GET /api/v1/operator/payments/withdrawals': MONEY,
  'POST /api/v1/operator/payments/withdrawals/{id}/approve': MONEY,
  'POST /api/v1/operator/payments/withdrawals/{id}/reject': MONEY,
  'GET /api/v1/operator/payments/withdrawals/{id}/proofs/{proofId}': MONEY,
  'GET /api/v1/operator/protection/members/{memberId}': ['admin', 'risk'],
  'POST /api/v1/operator/protection/members/{memberId}/notes': ['admin', 'risk'],
  'GET /api/v1/operator/kyc': ['admin', 'risk'],
  'GET /api/v1/operator/kyc/{id}/documents/{documentId}': ['admin', 'risk'],
  'POST /api/v1/operator/kyc/{id}/approve': ['admin', 'risk'],
  'POST /api/v1/operator/kyc/{id}/reject': ['admin', 'risk'],
  // Games (admins and the content team) and site settings (admins).
  'PUT /api/v1/operator/games/{code}/maintenance': GAMES,
  'PUT /api/v1/operator/vendors/{code}/maintenance': GAMES,
  'GET /api/v1/operator/games/vendors': GAMES,
  'GET /api/v1/operator/games': GAMES,
  'PATCH /api/v1/operator/games/{code}': GAMES,
  'PUT /api/v1/operator/vendors/{code}/lanes/{category}': GAMES,
  'POST /api/v1/operator/games/import/preview': GAMES,
  'POST /api/v1/operator/games/import/apply': GAMES,
  'GET /api/v1/operator/site/settings': ADMIN,
  'PUT /api/v1/operator/site/settings': ADMIN,
  'GET /api/v1/operator/content/announcements': ['admin', 'content'],
  'POST /api/v1/operator/content/announcements': ['admin', 'content'],
  'PUT /api/v1/operator/content/announcements/{id}': ['admin', 'content'],
  'DELETE /api/v1/operator/content/announcements/{id}': ['admin', 'content'],
  'POST /api/v1/operator/content/images': ['admin', 'content'],
  'GET /api/v1/operator/content/banners': ['admin', 'content'],
  'POST /api/v1/operator/content/banners': ['admin', 'content'],
  'PUT /api/v1/operator/content/banners/{id}': ['admin', 'content'],
  'DELETE /api/v1/operator/content/banners/{id}': ['admin', 'content'],
  'GET /api/v1/operator/content/notices': ['admin', 'content'],
  'POST /api/v1/operator/content/notices': ['admin', 'content'],
  'PUT /api/v1/operator/content/notices/{id}': ['admin', 'content'],
  'DELETE /api/v1/operator/content/notices/{id}': ['admin', 'content'],
  'GET /api/v1/operator/content/help-articles': ['admin', 'content'],
  'GET /api/v1/operator/content/help-articles/{id}': ['admin', 'content'],
  'POST /api/v1/operator/content/help-articles': ['admin', 'content'],
  'PUT /api/v1/operator/content/help-articles/{id}': ['admin', 'content'],
  'POST /api/v1/operator/content/help-articles/{id}/publish': ['admin', 'content'],
  'POST /api/v1/operator/content/help-articles/{id}/unpublish': ['admin', 'content'],
  'POST /api/v1/operator/messages': ['admin', 'content', 'support'],
  'GET /api/v1/operator/feedback': ['admin', 'support'],
  'POST /api/v1/operator/feedback/{id}/review': ['admin', 'support'],
  'GET /api/v1/operator/promotions': ['admin', 'content'],
  'POST /api/v1/operator/promotions': ['admin', 'content'],
  'PUT /api/v1/operator/promotions/{id}': ['admin', 'content'],
  'POST /api/v1/operator/promotions/{id}/end': ['admin', 'content'],
  'GET /api/v1/operator/promotions/applications': ['admin', 'content'],
  'GET /api/v1/operator/promotions/applications/{id}/images/{position}': ['admin', 'content'],
  'POST /api/v1/operator/promotions/applications/{id}/approve': ['admin', 'content'],
  'POST /api/v1/operator/promotions/applications/{id}/reject': ['admin', 'content'],
  'GET /api/v1/operator/rewards': ADMIN,
  'POST /api/v1/operator/rewards': ADMIN,
  'GET /api/v1/operator/rebate/rates': ADMIN,
  'PUT /api/v1/operator/rebate/rates': ADMIN,
  'GET /api/v1/operator/vip/levels': ADMIN,
  'PUT /api/v1/operator/vip/levels/{level}': ADMIN,
  'GET /api/v1/operator/points/redeems': ADMIN,
  'POST /api/v1/operator/points/redeems/{id}/approve': ADMIN,
  'POST /api/v1/operator/points/redeems/{id}/reject': ADMIN,
  'GET /api/v1/operator/points/items': ADMIN,
  'POST /api/v1/operator/points/items': ADMIN,
  'PUT /api/v1/operator/points/items/{id}': ADMIN,
  'GET /api/v1/operator/missions': ADMIN,
  'POST /api/v1/operator/missions': ADMIN,
  'PUT /api/v1/operator/missions/{id}': ADMIN,
  'POST /api/v1/operator/missions/{id}/activate': ADMIN,
  'POST /api/v1/operator/missions/{id}/deactivate': ADMIN,
  // Red envelopes and raffles (giveaways module): admins only, like the other reward grants.
  'GET /api/v1/operator/red-envelopes': ADMIN,
  'POST /api/v1/operator/red-envelopes': ADMIN,
  'PATCH /api/v1/operator/red-envelopes/{id}': ADMIN,
  'GET /api/v1/operator/raffles': ADMIN,
  'POST /api/v1/operator/raffles': ADMIN,
  'PATCH /api/v1/operator/raffles/{id}': ADMIN,
  'GET /api/v1/operator/agent-applications': ADMIN,
  'POST /api/v1/operator/agent-applications/{id}/review': ADMIN,
  'GET /api/v1/operator/agents/tree': READERS,
  'GET /api/v1/operator/agent-contracts': MONEY,
  'POST /api/v1/operator/agent-contracts': MONEY,
  'GET /api/v1/operator/agent-contracts/settlements': MONEY,
  'POST /api/v1/operator/agent-contracts/settlements/run': MONEY,
  'POST /api/v1/operator/agent-contracts/settlements/{id}/hold': MONEY,
  'POST /api/v1/operator/agent-contracts/settlements/{id}/release': MONEY,
  'POST /api/v1/operator/agent-contracts/{id}/hold': MONEY,
  'POST /api/v1/operator/agent-contracts/{id}/release': MONEY,
};

interface Operation {
  security?: unknown[];
}
const METHODS = ['get', 'post', 'put', 'patch', 'delete'] as const;

let t: TestApp;
let routes: { key: string; method: string; url: string }[];
const ops = new Map<OperatorRole, SignedInOperator>();
let memberHeaders: Record<string, string>;

beforeAll(async () => {
  t = await buildConsoleApp();
  const doc = (await t.app.inject({ method: 'GET', url: '/api/docs/openapi.json' })).json<{ paths: Record<string, Record<string, Operation>> }>();
  routes = Object.entries(doc.paths)
    .filter(([path]) => path.startsWith('/api/v1/operator/'))
    .flatMap(([path, o]) =>
      METHODS.filter((m) => o[m]).map((m) => ({
        key: `${m.toUpperCase()} ${path}`,
        method: m.toUpperCase(),
        // Ids that exist nowhere (a uuid where the route takes one): the guard must answer before any lookup.
        url: path.replace('{id}', path.includes('/adjustments/') ? '00000000-0000-4000-8000-000000000000' : '999999').replace(/\{[^}]+\}/g, '999999'),
      })),
    );
  for (const role of OPERATOR_ROLES) ops.set(role, await signedInAs(t, role));
  memberHeaders = (await signedInMember(t.app.db)).headers;
});
afterAll(async () => {
  await t?.close();
});

const call = (r: { method: string; url: string }, headers: Record<string, string> = {}) => {
  const withBody = r.method !== 'GET' && r.method !== 'DELETE';
  return t.app.inject({ method: r.method as 'GET', url: r.url, headers: withBody ? { 'content-type': 'application/json', ...headers } : headers, payload: withBody ? '{}' : undefined });
};

describe('operator role sweep over the OpenAPI document', () => {
  it('has a row for every operator route, and every row is a route', () => {
    const keys = routes.map((r) => r.key);
    // Operator routes of areas still being built may be added later; each must get a row here.
    expect(keys.filter((k) => !(k in ALLOWED))).toEqual([]);
    expect(Object.keys(ALLOWED).filter((k) => !keys.includes(k))).toEqual([]);
  });

  it('answers 401 without a token and with a member token (member tokens never reach operator routes)', async () => {
    const wrong: string[] = [];
    for (const r of routes) {
      if (ALLOWED[r.key] === 'public') continue;
      const none = await call(r);
      const member = await call(r, memberHeaders);
      if (none.statusCode !== 401 || member.statusCode !== 401) wrong.push(`${r.key}: ${none.statusCode}/${member.statusCode}`);
    }
    expect(wrong).toEqual([]);
  });

  it('answers 403 to every role not allowed, and never 401/403 to an allowed one', async () => {
    const wrong: string[] = [];
    for (const r of routes) {
      const allowed = ALLOWED[r.key];
      if (!allowed || allowed === 'public') continue;
      for (const role of OPERATOR_ROLES) {
        // Logout would end the session the rest of the sweep uses.
        if (r.key.endsWith('/auth/logout')) continue;
        const res = await call(r, ops.get(role)?.headers);
        const ok = allowed.includes(role);
        if (ok ? [401, 403].includes(res.statusCode) : res.statusCode !== 403) wrong.push(`${r.key} as ${role}: ${res.statusCode}`);
      }
    }
    expect(wrong).toEqual([]);
  });

  it('operator tokens never act as members', async () => {
    const admin = ops.get('admin')?.headers ?? {};
    for (const url of ['/api/v1/wallet/balance', '/api/v1/payments/deposits', '/api/v1/records/bets?from=2026-11-01T00:00:00Z&to=2026-11-02T00:00:00Z']) {
      expect((await t.app.inject({ method: 'GET', url, headers: admin })).statusCode, url).toBe(401);
    }
  });
});
