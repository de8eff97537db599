import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import zlib from 'node:zlib';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';

/**
 * Writes .br and .gz next to every compressible asset so the server sends
 * pre-compressed files (phones on slow networks) without compressing per request.
 */
function precompress(): Plugin {
  let outDir = '';
  return {
    name: 'precompress',
    apply: 'build',
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
    },
    closeBundle() {
      const walk = (dir: string): string[] =>
        fs.readdirSync(dir, { withFileTypes: true }).flatMap((e) => (e.isDirectory() ? walk(path.join(dir, e.name)) : [path.join(dir, e.name)]));
      for (const file of walk(outDir)) {
        if (!/\.(js|css|html|svg|json|webmanifest)$/.test(file)) continue;
        const data = fs.readFileSync(file);
        if (data.length < 1024) continue;
        fs.writeFileSync(`${file}.gz`, zlib.gzipSync(data, { level: 9 }));
        fs.writeFileSync(`${file}.br`, zlib.brotliCompressSync(data, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11 } }));
      }
    },
  };
}

/**
 * Puts the entry stylesheet into index.html as a <style>: the boot screen then paints as soon as the
 * page arrives, without waiting for a render-blocking stylesheet request (one more round trip on a
 * phone). It is ~8 KB compressed; the page is not cached, so a full page load pays it again.
 */
function inlineEntryCss(): Plugin {
  return {
    name: 'inline-entry-css',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(html, ctx) {
        const bundle = ctx.bundle;
        if (!bundle) return html;
        return html.replace(/<link rel="stylesheet"[^>]*href="\/(assets\/[^"]+\.css)"[^>]*>/g, (tag, file: string) => {
          const asset = bundle[file];
          if (!asset || asset.type !== 'asset') return tag;
          const css = String(asset.source);
          return css.includes('</style') ? tag : `<style>${css}</style>`;
        });
      },
    },
  };
}

/**
 * React Router 7 publishes its production build in dist/production but its package exports point
 * every condition at dist/development (remix-run/react-router#14102), so a plain Vite build ships the
 * development build: dev-only warnings and checks run in the lobby's first render. The site's build
 * imports the production files instead; the dev server and the tests keep the development build.
 */
function reactRouterProduction(): Plugin {
  return {
    name: 'react-router-production',
    apply: 'build',
    config() {
      const development = path.dirname(createRequire(import.meta.url).resolve('react-router'));
      const production = path.join(path.dirname(development), 'production');
      return { resolve: { alias: [{ find: /^react-router$/, replacement: path.join(production, 'index.mjs') }, { find: /^react-router\/dom$/, replacement: path.join(production, 'dom-export.mjs') }] } };
    },
  };
}

export default defineConfig({
  plugins: [
    reactRouterProduction(),
    react(),
    tailwindcss(),
    inlineEntryCss(),
    // The service worker (src/sw.ts, docs/pwa.md): Workbox through vite-plugin-pwa. The manifest is the
    // server's (/manifest.webmanifest, from the brand), and the app registers the worker itself (main.tsx).
    VitePWA({
      strategies: 'injectManifest',
      srcDir: 'src',
      filename: 'sw.ts',
      injectRegister: false,
      manifest: false,
      injectManifest: { globPatterns: ['offline.html', 'offline.js', 'favicon.svg', 'icons/icon-192.png'] },
    }),
    precompress(),
  ],
  build: {
    manifest: true,
    target: 'es2022',
    // Off for the site; `WEB_SOURCEMAP=1 npm run build` for profiling the lobby (bench/README.md).
    sourcemap: process.env.WEB_SOURCEMAP === '1',
    chunkSizeWarningLimit: 400,
    rolldownOptions: {
      output: {
        codeSplitting: {
          // Everything the entry imports statically goes into one chunk instead of ~35 small ones: on an
          // HTTP/1.1 connection (6 per host) each extra request costs a round trip on a phone.
          // The page's entry (index.html and main.tsx) stays its own chunk: the script index.html loads and the manifest's entry.
          groups: [{ name: 'app', tags: ['$initial'], test: (id) => !/(?:[\\/]index\.html|[\\/]src[\\/]main\.tsx)$/.test(id) }],
        },
      },
    },
  },
  server: {
    port: 5173,
    proxy: { '/api': 'http://localhost:3000', '/media': 'http://localhost:3000' },
  },
});
