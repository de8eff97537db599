import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, signedInMember } from './factories.ts';
import { buildTestApp, type TestApp } from './helpers.ts';

/**
 * Authorization sweep over every route of the OpenAPI document, so a route added later without its
 * guard fails here: a route that declares bearer security answers 401 without a token, and no
 * agent or operator route answers a plain member with success.
 */
interface Operation {
  security?: unknown[];
}
type OpenApi = { paths: Record<string, Record<string, Operation>> };

const METHODS = ['get', 'post', 'put', 'patch', 'delete'] as const;

describe('authorization sweep over the OpenAPI document', () => {
  let t: TestApp;
  let routes: { method: (typeof METHODS)[number]; path: string; url: string; secured: boolean }[];

  beforeAll(async () => {
    t = await buildTestApp();
    const doc = (await t.app.inject({ method: 'GET', url: '/api/docs/openapi.json' })).json<OpenApi>();
    routes = Object.entries(doc.paths).flatMap(([path, ops]) =>
      METHODS.filter((m) => ops[m]).map((method) => ({
        method,
        path,
        // Ids of rows that exist in the demo data are fine: the guard must answer before any lookup.
        url: path.replace(/\{[^}]+\}/g, '1'),
        secured: Boolean(ops[method]?.security?.length),
      })),
    );
  });
  afterAll(() => t.close());

  const call = (method: string, url: string, headers: Record<string, string> = {}) => {
    const withBody = method !== 'get' && method !== 'delete';
    return t.app.inject({
      method: method.toUpperCase() as 'GET',
      url,
      headers: withBody ? { 'content-type': 'application/json', ...headers } : headers,
      payload: withBody ? '{}' : undefined,
    });
  };

  it('finds the routes of every area in the document', () => {
    const areas = new Set(routes.map((r) => r.path.split('/')[3]));
    for (const area of ['auth', 'wallet', 'payments', 'games', 'operator']) expect(areas).toContain(area);
    expect(routes.filter((r) => r.secured).length).toBeGreaterThan(30);
  });

  it('answers 401 without a token on every route that declares bearer security', async () => {
    const open: string[] = [];
    for (const r of routes.filter((x) => x.secured)) {
      const res = await call(r.method, r.url);
      if (res.statusCode !== 401) open.push(`${r.method.toUpperCase()} ${r.path} → ${res.statusCode}`);
    }
    expect(open).toEqual([]);
  });

  it('never answers a member with success on an agent or operator route', async () => {
    const { token } = await signedInMember(t.app.db);
    const leaks: string[] = [];
    for (const r of routes.filter((x) => /^\/api\/v1\/(agent|operator)\//.test(x.path) && x.secured)) {
      const res = await call(r.method, r.url, bearer(token));
      if (res.statusCode < 400 || res.statusCode >= 500) leaks.push(`${r.method.toUpperCase()} ${r.path} → ${res.statusCode}`);
    }
    expect(leaks).toEqual([]);
  });
});
