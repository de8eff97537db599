import fs from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { REPO_ROOT } from '../config.ts';

const NOT_BUILT_PAGE = `<!doctype html><html lang="en"><meta charset="utf-8"><title>Console not built</title>
<body style="font-family:system-ui;padding:2rem"><h1>The operator console has not been built</h1>
<p>Run <code>npm run build</code> (or <code>npm start</code>, which builds when needed) and reload.</p></body></html>`;

/** Where the built console is: apps/console/dist, or CONSOLE_DIST (a private build, like WEB_DIST for the site). */
export function consoleDist(env: NodeJS.ProcessEnv = process.env): string {
  return path.resolve(REPO_ROOT, env.CONSOLE_DIST?.trim() || 'apps/console/dist');
}

/**
 * Serves the operator console (apps/console, built with base /console/) on the API's port: hashed assets
 * are immutable; every other GET under /console/ that is a page gets the console's index.html (its router
 * takes it from there), so the member site's shell never answers /console/*. A missing file is a plain 404,
 * never the page (a stale chunk must fail loudly). Registered before the web plugin's catch-all.
 */
export default fp(
  async (app) => {
    const root = consoleDist();
    const indexFile = path.join(root, 'index.html');
    const built = fs.existsSync(indexFile);
    if (built) {
      await app.register(fastifyStatic, {
        root,
        prefix: '/console/',
        index: false,
        wildcard: false,
        decorateReply: false,
        allowedPath: (pathName) => pathName !== '/index.html',
        setHeaders(reply, filePath) {
          const rel = path.relative(root, filePath);
          reply.header('cache-control', rel.startsWith('assets' + path.sep) ? 'public, max-age=31536000, immutable' : 'public, max-age=3600');
        },
      });
    } else {
      app.log.warn({ root }, 'operator console is not built; /console/ answers with a "not built" notice');
    }
    // Read once: it only changes with a new build (which restarts the server).
    const html = built ? fs.readFileSync(indexFile, 'utf8') : NOT_BUILT_PAGE;

    async function page(request: FastifyRequest, reply: FastifyReply) {
      const url = request.url.split('?')[0] ?? '/console/';
      if (path.extname(url) && url !== '/console/index.html') return reply.status(404).type('text/plain').send('Not found');
      return reply
        .status(built ? 200 : 503)
        .header('cache-control', 'private, no-cache')
        .header('x-robots-tag', 'noindex')
        .type('text/html; charset=utf-8')
        .send(html);
    }

    app.get('/console', { schema: { hide: true } }, page);
    app.get('/console/*', { schema: { hide: true } }, page);
  },
  { name: 'console-web' },
);
