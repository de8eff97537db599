import { afterEach, describe, expect, it, vi } from 'vitest';
import { ChunkLoadError, importWithTimeout, isChunkLoadError } from './lazy.ts';

afterEach(() => vi.useRealTimers());

describe('chunk loading', () => {
  it('turns a chunk that never arrives into a ChunkLoadError after 120000 ms', async () => {
    vi.useFakeTimers();
    const pending = importWithTimeout(() => new Promise(() => undefined));
    const assertion = expect(pending).rejects.toMatchObject({ name: 'ChunkLoadError', reason: 'timeout' });
    await vi.advanceTimersByTimeAsync(119_999);
    await vi.advanceTimersByTimeAsync(1);
    await assertion;
  });

  it('recognises the browsers’ failed dynamic import errors', async () => {
    await expect(importWithTimeout(() => Promise.reject(new TypeError('Failed to fetch dynamically imported module: /assets/x.js')))).rejects.toBeInstanceOf(ChunkLoadError);
    expect(isChunkLoadError(new Error('Importing a module script failed.'))).toBe(true);
    expect(isChunkLoadError(new Error('x is undefined'))).toBe(false);
  });

  it('passes other errors through unchanged', async () => {
    const boom = new RangeError('boom');
    await expect(importWithTimeout(() => Promise.reject(boom))).rejects.toBe(boom);
  });
});
