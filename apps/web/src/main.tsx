import { QueryClientProvider } from '@tanstack/react-query';
import { startTransition, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router';
import { registerMemberPages } from './app/member-pages.ts';
import { registerModals } from './app/modals.ts';
import { createAppRouter } from './app/router.tsx';
import { watchChunkErrors } from './lib/client-errors.ts';
import { initI18n } from './lib/i18n.ts';
import { nextTask } from './lib/idle.ts';
import { watchInstallPrompt } from './lib/install-prompt.ts';
import { queryClient } from './lib/query-client.ts';
import { adoptTokenFromUrl } from './lib/session.ts';
import './styles/index.css';

// The CSP nonce of this page (docs/security.md): get-nonce, which Radix's scroll lock uses for the <style>
// it injects, reads `__webpack_nonce__`; without it the member site's CSP (no 'unsafe-inline') blocks that style.
const cspNonce = document.querySelector<HTMLMetaElement>('meta[name="csp-nonce"]')?.content;
if (cspNonce) (globalThis as { __webpack_nonce__?: string }).__webpack_nonce__ = cspNonce;

// The PWA's service worker (docs/pwa.md): built pages only, after the first screen has what it needs.
if (import.meta.env.PROD && 'serviceWorker' in navigator) {
  window.addEventListener('load', () => void navigator.serviceWorker.register('/sw.js').catch(() => undefined), { once: true });
}

watchChunkErrors();
watchInstallPrompt();
adoptTokenFromUrl();
registerModals();
registerMemberPages();

// Start-up is split into tasks (evaluating the app chunk, the router with its first calls, i18n, the first
// render) so none of them blocks a phone's main thread for long (bench/README.md, Lighthouse).
await nextTask();
const router = createAppRouter();
await nextTask();
// The shell waits for its catalogues (a few KB) so the first paint is already translated.
await initI18n();

const root = createRoot(document.getElementById('root') as HTMLElement);
startTransition(() =>
  root.render(
    <StrictMode>
      <QueryClientProvider client={queryClient}>
        <RouterProvider router={router} />
      </QueryClientProvider>
    </StrictMode>,
  ),
);
