import { openCsPath, PermissionSchema, WhitelabelFlag, type Permission, type WhitelabelNode } from '@app/contracts';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { applySiteCommand } from '../src/modules/site/commands.ts';
import { seedDemo } from '../src/seed/index.ts';
import { buildTestApp, type TestApp } from './helpers.ts';

let t: TestApp;

beforeAll(async () => {
  // Trust one proxy hop so tests can present a visitor address via X-Forwarded-For.
  t = await buildTestApp({ env: { TRUST_PROXY: '127.0.0.1' } });
});
afterAll(() => t.close());

beforeEach(async () => {
  await applySiteCommand(t.app.site, { kind: 'maintenance', enabled: false });
});

async function permission(ip?: string): Promise<Permission> {
  const res = await t.app.inject({
    method: 'GET',
    url: '/api/v1/site/permission',
    remoteAddress: '127.0.0.1',
    headers: ip ? { 'x-forwarded-for': ip } : {},
  });
  expect(res.statusCode).toBe(200);
  expect(res.headers['cache-control']).toBe('no-store');
  return PermissionSchema.parse(res.json());
}

function flagIds(nodes: WhitelabelNode[]): string[] {
  return nodes.flatMap((n) => [n.modId, ...flagIds(n.children)]);
}

describe('GET /api/v1/site/permission', () => {
  it('reports a normal site with the visitor address and the full configuration', async () => {
    const p = await permission();
    expect(p.status).toBe(0);
    expect(p.maintenance).toBeNull();
    expect(p.location.ip).toBe('127.0.0.1');
    expect(p.brand).toMatchObject({ platform: 'WEB', lotteryType: 'Lott', defaultLanguage: 'EN', supportedLanguages: ['EN', 'TY'] });
    expect(p.brand.merchantCode).toBe(t.config.merchantCode);
    expect(flagIds(p.whitelabel).sort()).toEqual(Object.values(WhitelabelFlag).sort());
    expect(p.registerRules.find((r) => r.patternId === 'ANY')?.acceptedPattern).toBe('*');
    expect(p.resources.android).toMatch(/^https:/);
    expect(p.resources.home.length).toBeGreaterThan(0);
  });

  it('serves customer-service paths sealed, and the client key opens them', async () => {
    const p = await permission();
    const types = p.customerService.map((c) => c.csType);
    expect(types).toEqual(expect.arrayContaining(['LIVECHAT', 'TELEGRAM', 'FACEBOOK', 'TX-CHAT']));
    const telegram = p.customerService.find((c) => c.csType === 'TELEGRAM');
    expect(telegram?.path).not.toContain('t.me');
    expect(await openCsPath(telegram?.path ?? '')).toMatch(/^https:\/\/t\.me\//);
  });

  it('switches to maintenance without a restart and shows the end time and message', async () => {
    await applySiteCommand(t.app.site, { kind: 'maintenance', enabled: true, until: '2099-12-01T10:00Z', message: 'Upgrading' });
    const p = await permission();
    expect(p.status).toBe(1);
    expect(p.maintenance).toEqual({ endTime: '2099-12-01T10:00:00.000Z', message: 'Upgrading' });
  });

  it('ends maintenance by itself once the end time has passed', async () => {
    await applySiteCommand(t.app.site, { kind: 'maintenance', enabled: true, until: '2001-01-01T00:00Z' });
    expect((await permission()).status).toBe(0);
  });

  it('restricts a visitor from a denied range and shows their address', async () => {
    const p = await permission('203.0.113.9');
    expect(p.status).toBe(2);
    expect(p.location.ip).toBe('203.0.113.9');
    expect(p.regionRestriction.restricted).toBe(true);
  });

  it('restricts by country once the operator blocks it, and lifts it again', async () => {
    expect((await permission('8.8.8.8')).status).toBe(0);
    await applySiteCommand(t.app.site, { kind: 'region-countries', action: 'block', countries: ['us'] });
    expect(await permission('8.8.8.8')).toMatchObject({ status: 2, location: { country: 'US' } });
    await applySiteCommand(t.app.site, { kind: 'region-countries', action: 'unblock', countries: ['US'] });
    expect((await permission('8.8.8.8')).status).toBe(0);
  });

  it('gives maintenance priority over a region restriction', async () => {
    await applySiteCommand(t.app.site, { kind: 'maintenance', enabled: true });
    const p = await permission('203.0.113.9');
    expect(p.status).toBe(1);
    expect(p.regionRestriction.restricted).toBe(true);
  });

  it('hides a child flag when its parent is switched off', async () => {
    await applySiteCommand(t.app.site, { kind: 'flag', modId: 'AGENT_POLICY', enabled: false });
    const p = await permission();
    const agent = p.whitelabel.find((n) => n.modId === 'AGENT_POLICY');
    expect(agent?.enabled).toBe(false);
    await applySiteCommand(t.app.site, { kind: 'flag', modId: 'AGENT_POLICY', enabled: true });
  });

  it('refuses an invalid CIDR without changing the settings', async () => {
    await expect(applySiteCommand(t.app.site, { kind: 'region-cidrs', action: 'deny', cidrs: ['10.0.0.0/99'] })).rejects.toThrow(/valid CIDR/);
    const described = (await applySiteCommand(t.app.site, { kind: 'status' })) as { region: { denyCidrs: string[] } };
    expect(described.region.denyCidrs).not.toContain('10.0.0.0/99');
  });
});

describe('seeding', () => {
  it('is idempotent and keeps an operator change', async () => {
    await applySiteCommand(t.app.site, { kind: 'region-message', message: 'Operator text' });
    const count = async () => (await t.database.db.selectFrom('customer_service_entries').select((e) => e.fn.countAll().as('n')).executeTakeFirstOrThrow()).n;
    const before = await count();
    await seedDemo(t.database, t.config);
    expect(await count()).toBe(before);
    const described = (await applySiteCommand(t.app.site, { kind: 'status' })) as { region: { message: string } };
    expect(described.region.message).toBe('Operator text');
  });
});

describe('platform routes', () => {
  it('answers health with the engine in use', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/v1/health' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ status: 'ok', database: process.env.DATABASE_URL ? 'postgres' : 'pglite' });
  });

  it('answers unknown API paths with a JSON 404', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/v1/does-not-exist' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ code: 'NOT_FOUND', message: 'No route GET /api/v1/does-not-exist' });
  });

  it('serves the SPA shell for app routes with a CSP that allows its inline bootstrap', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/member', headers: { accept: 'text/html' } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/html');
    expect(res.headers['cache-control']).toBe('private, no-cache');
    const csp = String(res.headers['content-security-policy']);
    expect(csp).toContain("default-src 'self'");
    expect(csp).toMatch(/script-src 'self' 'sha256-[A-Za-z0-9+/=]+'/);
    expect(csp).toContain("object-src 'none'");
    // No 'unsafe-inline' for styles: the page's <style> elements carry this response's nonce, which the
    // app also reads from the meta for the styles it injects.
    const styleSrc = csp.split(';').find((d) => d.trim().startsWith('style-src')) ?? '';
    expect(styleSrc).not.toContain('unsafe-inline');
    const nonce = /'nonce-([A-Za-z0-9+/=]+)'/.exec(styleSrc)?.[1];
    expect(nonce).toBeTruthy();
    expect(res.body).toContain(`<meta name="csp-nonce" content="${nonce}">`);
    const styles = [...res.body.matchAll(/<style([^>]*)>/g)].map((m) => m[1]);
    expect(styles).toEqual([` nonce="${nonce}"`, ` nonce="${nonce}"`]);
    const again = await t.app.inject({ method: 'GET', url: '/member', headers: { accept: 'text/html' } });
    expect(String(again.headers['content-security-policy'])).not.toContain(nonce);
  });

  it('serves the web app manifest from the brand, and the service worker uncached', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/manifest.webmanifest' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('application/manifest+json');
    const manifest = res.json() as { name: string; lang: string; scope: string; start_url: string; icons: { sizes: string; type: string }[] };
    const brand = (await t.app.site.current()).brand;
    expect(manifest.name).toBe(brand.name);
    expect(manifest.start_url.startsWith(manifest.scope)).toBe(true);
    expect(manifest.icons.filter((i) => i.type === 'image/png').map((i) => i.sizes)).toEqual(expect.arrayContaining(['192x192', '512x512']));
    const sw = await t.app.inject({ method: 'GET', url: '/sw.js' });
    expect(sw.statusCode).toBe(200);
    expect(sw.headers['cache-control']).toBe('no-cache');
  });

  it('serves hashed assets as immutable and missing files as 404', async () => {
    const asset = await t.app.inject({ method: 'GET', url: '/assets/app-fixture.js' });
    expect(asset.statusCode).toBe(200);
    expect(asset.headers['cache-control']).toContain('immutable');
    expect((await t.app.inject({ method: 'GET', url: '/assets/missing.js' })).statusCode).toBe(404);
  });

  it('publishes an OpenAPI document that includes the permission call', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/docs/openapi.json' });
    expect(res.statusCode).toBe(200);
    expect(Object.keys(res.json().paths)).toContain('/api/v1/site/permission');
  });
});

describe('POST /api/v1/site/client-errors', () => {
  it('accepts a chunk failure report', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/api/v1/site/client-errors', payload: { code: 'CSS_CHUNK_LOAD_FAILED', url: 'http://x/y' } });
    expect(res.statusCode).toBe(204);
  });

  it('refuses a malformed or oversized report with a 4xx', async () => {
    expect((await t.app.inject({ method: 'POST', url: '/api/v1/site/client-errors', payload: { code: '<script>' } })).statusCode).toBe(400);
    const big = await t.app.inject({ method: 'POST', url: '/api/v1/site/client-errors', payload: { code: 'X_Y', message: 'x'.repeat(5000) } });
    expect(big.statusCode).toBe(413);
  });
});
