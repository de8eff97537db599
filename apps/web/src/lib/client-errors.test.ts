import { afterEach, describe, expect, it, vi } from 'vitest';
import { useChunkErrors, watchChunkErrors } from './client-errors.ts';

afterEach(() => {
  vi.restoreAllMocks();
  useChunkErrors.setState({ cssFailure: null });
});

function preloadError(message: string) {
  const event = new Event('vite:preloadError', { cancelable: true }) as Event & { payload: Error };
  event.payload = new Error(message);
  window.dispatchEvent(event);
  return event;
}

describe('chunk failure reporting', () => {
  watchChunkErrors();

  it('reports a stylesheet that failed as CSS_CHUNK_LOAD_FAILED and keeps the page running', () => {
    const beacon = vi.fn(() => true);
    Object.defineProperty(navigator, 'sendBeacon', { value: beacon, configurable: true });
    const event = preloadError('Unable to preload CSS for /assets/lobby-abc.css');
    expect(event.defaultPrevented).toBe(true);
    expect(useChunkErrors.getState().cssFailure).toContain('lobby-abc.css');
    expect(beacon).toHaveBeenCalledWith('/api/v1/site/client-errors', expect.any(Blob));
  });

  it('leaves script failures to the route error screen', () => {
    Object.defineProperty(navigator, 'sendBeacon', { value: vi.fn(() => true), configurable: true });
    const event = preloadError('Failed to fetch dynamically imported module: /assets/x.js');
    expect(event.defaultPrevented).toBe(false);
    expect(useChunkErrors.getState().cssFailure).toBeNull();
  });
});
