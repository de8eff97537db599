import { create } from 'zustand';
import { API_BASE } from './http.ts';

export const CSS_CHUNK_LOAD_FAILED = 'CSS_CHUNK_LOAD_FAILED';
export const JS_CHUNK_LOAD_FAILED = 'JS_CHUNK_LOAD_FAILED';

/** Sends a client-side failure to the server log; never throws, never blocks the page. */
export function reportClientError(code: string, detail: { message?: string; url?: string } = {}): void {
  const body = JSON.stringify({ code, message: detail.message?.slice(0, 500), url: (detail.url ?? window.location.href).slice(0, 500) });
  try {
    if (!navigator.sendBeacon?.(`${API_BASE}/site/client-errors`, new Blob([body], { type: 'application/json' }))) {
      void fetch(`${API_BASE}/site/client-errors`, { method: 'POST', body, headers: { 'content-type': 'application/json' }, keepalive: true }).catch(() => undefined);
    }
  } catch {
    // reporting must never break the page
  }
}

interface ChunkErrorState {
  cssFailure: string | null;
}
export const useChunkErrors = create<ChunkErrorState>(() => ({ cssFailure: null }));

/**
 * SPEC §8: Vite fires `vite:preloadError` when a chunk's script or stylesheet
 * does not load. A stylesheet failure is reported as CSS_CHUNK_LOAD_FAILED and
 * the page keeps working (a banner offers a reload); a script failure is left
 * to the route's error screen ("Loading chunk failed").
 */
export function watchChunkErrors(): void {
  window.addEventListener('vite:preloadError', (event) => {
    const payload = (event as Event & { payload?: unknown }).payload;
    const message = payload instanceof Error ? payload.message : String(payload);
    if (/\.css\b/i.test(message) || /preload CSS/i.test(message)) {
      event.preventDefault();
      useChunkErrors.setState({ cssFailure: message });
      reportClientError(CSS_CHUNK_LOAD_FAILED, { message });
    } else {
      reportClientError(JS_CHUNK_LOAD_FAILED, { message });
    }
  });
}
