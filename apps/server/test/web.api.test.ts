import { BOOT_DATA_ID, PermissionSchema, type BootData } from '@app/contracts';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { applySiteCommand } from '../src/modules/site/commands.ts';
import { buildTestApp, type TestApp } from './helpers.ts';

let t: TestApp;

beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());
beforeEach(async () => {
  await applySiteCommand(t.app.site, { kind: 'maintenance', enabled: false });
});

async function getPage(url: string, headers: Record<string, string> = {}) {
  const res = await t.app.inject({ method: 'GET', url, headers: { accept: 'text/html', ...headers } });
  expect(res.statusCode).toBe(200);
  expect(res.headers['content-type']).toContain('text/html');
  return res;
}

function bootData(html: string): BootData {
  const m = html.match(new RegExp(`<script type="application/json" id="${BOOT_DATA_ID}">([\\s\\S]*?)</script>`));
  expect(m, 'boot data block').not.toBeNull();
  return JSON.parse((m as RegExpMatchArray)[1] as string) as BootData;
}

describe('the page (index.html) with its boot screen', () => {
  it('draws the lobby boot screen on home paths: brand, first banner, permission and banners as data', async () => {
    for (const url of ['/', '/index.html', '/home', '/login']) {
      const html = (await getPage(url)).body;
      expect(html, url).toContain('data-page="home"');
      expect(html).toContain('<b>Lotus Play</b>');
      expect(html).toMatch(/<div class="shell-banner"><img src="\/banners\/home-1\.svg" alt="" width="1200" height="400" fetchpriority="high"[^>]*><span>Welcome bonus<\/span><\/div>/);
      const data = bootData(html);
      expect(PermissionSchema.parse(data.permission).status).toBe(0);
      expect(data.homeBanners?.list.map((b) => b.title)).toEqual(['Welcome bonus', 'Ten thousand slots', 'Live casino', 'Provably fair']);
    }
  });

  it('draws the boot screen in the language of ?lang=, else of the lang cookie, as the app will start in it', async () => {
    const thai = await t.app.content.banners('w_home', 'TY');
    const title = thai.list[0]?.title as string;
    expect(title).toMatch(/[\u0E00-\u0E7F]/);
    const ways: [url: string, headers: Record<string, string>][] = [
      ['/?lang=TY', {}],
      ['/', { cookie: 'theme=dark; lang=TY' }],
    ];
    for (const [url, headers] of ways) {
      const html = (await getPage(url, headers)).body;
      expect(html).toContain('<html lang="th" dir="ltr">');
      expect(html).toContain(`<span>${title}</span>`);
      expect(html).not.toContain('<span>Welcome bonus</span>');
      const data = bootData(html);
      expect(data.homeBannersLanguage).toBe('TY');
      expect(data.homeBanners?.list[0]?.title).toBe(title);
    }
    // Right to left from the first byte; ?lang= wins over the cookie; an unknown code falls back to the brand default.
    const arabic = (await getPage('/?lang=AR', { cookie: 'lang=TY' })).body;
    expect(arabic).toContain('<html lang="ar" dir="rtl">');
    expect(arabic).toContain('<span>مكافأة الترحيب</span>');
    // ?lang= given twice is not a language: the cookie decides.
    expect((await getPage('/?lang=AR&lang=VI', { cookie: 'lang=TY' })).body).toContain('<html lang="th" dir="ltr">');
    const fallback = (await getPage('/?lang=XX', { cookie: 'lang=<b>' })).body;
    expect(fallback).toContain('<html lang="en" dir="ltr">');
    expect(fallback).toContain('<span>Welcome bonus</span>');
  });

  it('keeps the spinner elsewhere and still hands over the permission answer', async () => {
    const html = (await getPage('/promotions')).body;
    expect(html).toContain('data-page="boot"');
    expect(html).toContain('<!--shell:banner-->');
    const data = bootData(html);
    expect(data.permission?.brand.name).toBe('Lotus Play');
    expect(data.homeBanners).toBeUndefined();
  });

  it('does not draw the lobby during maintenance (the app shows the maintenance page)', async () => {
    await applySiteCommand(t.app.site, { kind: 'maintenance', enabled: true });
    const html = (await getPage('/')).body;
    expect(html).toContain('data-page="boot"');
    expect(bootData(html).permission?.status).toBe(1);
  });

  it('is private to the caller, revalidated, and compressed', async () => {
    const res = await getPage('/', { 'accept-encoding': 'gzip, deflate, br' });
    expect(res.headers['cache-control']).toBe('private, no-cache');
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers.vary).toContain('accept-encoding');
    expect(res.headers['content-security-policy']).toMatch(/script-src 'self' 'sha256-/);
  });

  it('does not serve the raw template as a file', async () => {
    const html = (await getPage('/index.html')).body;
    expect(html).not.toContain('<!--shell:data-->');
  });
});
