import fs from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import { ErrorCode } from '@app/contracts';
import fp from 'fastify-plugin';

const NOT_BUILT_PAGE = `<!doctype html><html lang="en"><meta charset="utf-8"><title>Web app not built</title>
<body style="font-family:system-ui;padding:2rem"><h1>The web app has not been built</h1>
<p>Run <code>npm run build</code> (or <code>npm start</code>, which builds when needed) and reload.</p></body></html>`;

/**
 * Serves the built web app on the API's port: hashed assets are immutable,
 * index.html is revalidated every time, any other GET that wants HTML gets the
 * SPA shell, and unknown /api/* paths get a JSON 404.
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
        setHeaders(reply, filePath) {
          const rel = path.relative(root, filePath);
          if (rel === 'index.html') reply.header('cache-control', 'no-cache');
          else reply.header('cache-control', rel.startsWith('assets' + path.sep) ? 'public, max-age=31536000, immutable' : 'public, max-age=3600');
        },
      });
    } else {
      app.log.warn({ root }, 'web app is not built; pages answer with a "not built" notice');
    }
    // Read once: the shell is small and only changes with a new build (which restarts the server).
    const shell = built ? fs.readFileSync(indexFile, 'utf8') : NOT_BUILT_PAGE;

    app.setNotFoundHandler((request, reply) => {
      const url = request.url.split('?')[0] ?? '/';
      if (url === '/api' || url.startsWith('/api/')) {
        return reply.status(404).send({ code: ErrorCode.NOT_FOUND, message: `No route ${request.method} ${url}` });
      }
      const wantsHtml = (request.method === 'GET' || request.method === 'HEAD') && !path.extname(url);
      if (!wantsHtml) return reply.status(404).type('text/plain').send('Not found');
      return reply.status(built ? 200 : 503).header('cache-control', 'no-cache').type('text/html; charset=utf-8').send(shell);
    });
  },
  { name: 'web' },
);
