import { SCRIPT_CHUNK_TIMEOUT_MS } from '@app/contracts';

/** A code chunk that did not arrive: failed to load, or took longer than SPEC §9's 120000 ms. */
export class ChunkLoadError extends Error {
  constructor(
    message: string,
    readonly reason: 'failed' | 'timeout',
  ) {
    super(message);
    this.name = 'ChunkLoadError';
  }
}

export function isChunkLoadError(error: unknown): boolean {
  if (error instanceof ChunkLoadError) return true;
  const message = error instanceof Error ? error.message : String(error);
  return /dynamically imported module|Importing a module script failed|error loading dynamically imported module|Loading chunk/i.test(message);
}

/** Wraps a dynamic import so a hung request becomes a visible, recoverable error instead of an endless spinner. */
export function importWithTimeout<T>(load: () => Promise<T>, timeoutMs = SCRIPT_CHUNK_TIMEOUT_MS): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const timer = setTimeout(() => reject(new ChunkLoadError('Loading chunk timed out', 'timeout')), timeoutMs);
    load().then(
      (value) => {
        clearTimeout(timer);
        resolve(value);
      },
      (error: unknown) => {
        clearTimeout(timer);
        reject(isChunkLoadError(error) ? new ChunkLoadError(error instanceof Error ? error.message : 'Loading chunk failed', 'failed') : error);
      },
    );
  });
}
