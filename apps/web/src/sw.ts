import { cleanupOutdatedCaches, matchPrecache, precacheAndRoute } from 'workbox-precaching';
import { NavigationRoute, registerRoute } from 'workbox-routing';
import { CacheFirst, NetworkOnly } from 'workbox-strategies';

/**
 * The PWA's service worker (docs/pwa.md), built by vite-plugin-pwa (injectManifest) with Workbox:
 * - precaches the offline page and its icon (the list is injected at build time);
 * - pages always come from the network (each is filled in per visitor and per CSP nonce), and when the
 *   network fails the offline page is shown instead of the browser's error;
 * - the app's hashed, immutable scripts and styles are kept once loaded, so the shell starts without
 *   the network on a slow phone; old builds' files are dropped when their entry count passes the cap.
 */
declare const self: ServiceWorkerGlobalScope & { __WB_MANIFEST: (string | { url: string; revision: string | null })[] };

precacheAndRoute(self.__WB_MANIFEST);
cleanupOutdatedCaches();

const network = new NetworkOnly();
registerRoute(
  new NavigationRoute(
    async (options) => {
      try {
        return await network.handle(options);
      } catch {
        return (await matchPrecache('/offline.html')) ?? Response.error();
      }
    },
    // The API, the operator console and the sandbox vendor pages are not the member site.
    { denylist: [/^\/api\//, /^\/console(\/|$)/, /^\/sandbox\//, /^\/metrics/] },
  ),
);

const SHELL_CACHE = 'shell-assets';
const SHELL_MAX_ENTRIES = 250;
registerRoute(({ url, request }) => url.origin === self.location.origin && url.pathname.startsWith('/assets/') && (request.destination === 'script' || request.destination === 'style'), new CacheFirst({ cacheName: SHELL_CACHE }));

// Hashed files never change, but each build adds new ones: keep the newest SHELL_MAX_ENTRIES.
self.addEventListener('activate', (event) => {
  event.waitUntil(
    (async () => {
      const cache = await caches.open(SHELL_CACHE);
      const keys = await cache.keys();
      for (const request of keys.slice(0, Math.max(0, keys.length - SHELL_MAX_ENTRIES))) await cache.delete(request);
      await self.clients.claim();
    })(),
  );
});

self.addEventListener('install', () => {
  void self.skipWaiting();
});
