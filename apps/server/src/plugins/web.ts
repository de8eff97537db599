import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import fastifyStatic from '@fastify/static';
import { ErrorCode, findLanguage, HOME_PATHS, LANGUAGE_COOKIE, languageOrDefault, SiteStatus, type BootData, type LanguageInfo } from '@app/contracts';
import type { FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { webManifest } from './web-manifest.ts';
import { renderShell } from './web-shell.ts';

const NOT_BUILT_PAGE = `<!doctype html><html lang="en"><meta charset="utf-8"><title>Web app not built</title>
<body style="font-family:system-ui;padding:2rem"><h1>The web app has not been built</h1>
<p>Run <code>npm run build</code> (or <code>npm start</code>, which builds when needed) and reload.</p></body></html>`;

/**
 * The page's own compression: pages are answered by the not-found handler, which @fastify/compress
 * (route hooks) does not reach. Brotli at quality 4 like the API; the page is a few KB.
 */
function compressed(request: FastifyRequest, reply: FastifyReply, html: string): string | Buffer {
  reply.header('vary', 'accept-encoding');
  const accepted = String(request.headers['accept-encoding'] ?? '');
  if (/\bbr\b/.test(accepted)) {
    reply.header('content-encoding', 'br');
    return zlib.brotliCompressSync(html, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 4 } });
  }
  if (/\bgzip\b/.test(accepted)) {
    reply.header('content-encoding', 'gzip');
    return zlib.gzipSync(html, { level: 6 });
  }
  return html;
}

/**
 * The language the page is drawn in, chosen as the app will choose it: `?lang=` in the address, else the
 * visitor's language cookie, else the brand's default. The boot screen's banner caption and `<html lang dir>`
 * are then already those of the first screen, so a Thai member never sees English before the app starts.
 */
export function pageLanguage(request: FastifyRequest, brandDefault: string): LanguageInfo {
  const asked = (request.query as Record<string, unknown> | undefined)?.lang;
  const fromAddress = typeof asked === 'string' ? findLanguage(asked) : undefined;
  if (fromAddress) return fromAddress;
  const cookie = new RegExp(`(?:^|;\\s*)${LANGUAGE_COOKIE}=([A-Za-z-]{2,5})(?:;|$)`).exec(String(request.headers.cookie ?? ''));
  return findLanguage(cookie?.[1]) ?? languageOrDefault(brandDefault);
}

/**
 * Serves the built web app on the API's port: hashed assets are immutable, any GET that wants
 * HTML gets the SPA page with its boot screen filled in for the caller (web-shell.ts): the brand,
 * on the lobby's paths the first banner, and the permission answer and banners as data, so the
 * first screen paints without JavaScript and the app starts without its first calls. The page is
 * per caller (the permission answer carries the caller's address): private and revalidated every
 * time. Unknown /api/* paths get a JSON 404.
 */
export default fp(
  async (app) => {
    const root = app.config.webDist;
    const indexFile = path.join(root, 'index.html');
    const built = fs.existsSync(indexFile);
    if (built) {
      await app.register(fastifyStatic, {
        root,
        index: false,
        wildcard: false,
        preCompressed: true,
        // /index.html is an app path (home) and gets the filled-in page below.
        allowedPath: (pathName) => pathName !== '/index.html',
        setHeaders(reply, filePath) {
          const rel = path.relative(root, filePath);
          // The service worker is checked for a new version on every visit (docs/pwa.md).
          const cache = rel.startsWith('assets' + path.sep) ? 'public, max-age=31536000, immutable' : rel === 'sw.js' ? 'no-cache' : 'public, max-age=3600';
          reply.header('cache-control', cache);
        },
      });
      app.get('/manifest.webmanifest', { schema: { hide: true } }, async (_request, reply) => {
        const { brand } = await app.site.current();
        return reply.type('application/manifest+json').header('cache-control', 'public, max-age=300').send(JSON.stringify(webManifest(brand)));
      });
    } else {
      app.log.warn({ root }, 'web app is not built; pages answer with a "not built" notice');
    }
    // Read once: the shell is small and only changes with a new build (which restarts the server).
    const template = built ? fs.readFileSync(indexFile, 'utf8') : NOT_BUILT_PAGE;

    async function page(request: FastifyRequest, reply: FastifyReply, url: string): Promise<string> {
      if (!built) return template;
      try {
        const home = HOME_PATHS.includes(url);
        const permission = await app.site.permissionFor(request.ip);
        // The boot banners are in the page's language and say so; the app uses them only when it starts in it.
        const language = pageLanguage(request, permission.brand.defaultLanguage);
        const banners = home ? await app.content.banners('w_home', language.code) : undefined;
        // Maintenance and region pages are not the lobby: they keep the spinner and get only the permission answer.
        const lobby = home && permission.status === SiteStatus.NORMAL && banners !== undefined;
        const data: BootData = lobby ? { permission, homeBanners: banners, homeBannersLanguage: language.code } : { permission };
        const nonce = randomBytes(16).toString('base64');
        const html = renderShell(template, { page: lobby ? 'home' : 'other', brandName: permission.brand.name, logoUrl: permission.brand.logoUrl, colours: permission.brand.colors, firstBanner: lobby ? banners.list[0] : undefined, data, nonce, language });
        reply.pageStyleNonce = nonce;
        return html;
      } catch (err) {
        // The plain page still works: the app makes the calls itself.
        request.log.warn({ err }, 'boot screen data unavailable; serving the plain page');
        return template;
      }
    }

    app.setNotFoundHandler(async (request, reply) => {
      const url = request.url.split('?')[0] ?? '/';
      if (url === '/api' || url.startsWith('/api/')) {
        return reply.status(404).send({ code: ErrorCode.NOT_FOUND, message: `No route ${request.method} ${url}` });
      }
      const wantsHtml = (request.method === 'GET' || request.method === 'HEAD') && (!path.extname(url) || url === '/index.html');
      if (!wantsHtml) return reply.status(404).type('text/plain').send('Not found');
      const html = await page(request, reply, url);
      return reply
        .status(built ? 200 : 503)
        .header('cache-control', 'private, no-cache')
        .type('text/html; charset=utf-8')
        .send(compressed(request, reply, html));
    });
  },
  { name: 'web', dependencies: ['site', 'content'] },
);
