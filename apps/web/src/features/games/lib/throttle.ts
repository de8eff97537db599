/**
 * A leading-edge throttle gate: the first call passes, further calls within
 * `intervalMs` are refused. `now` is injectable for tests.
 */
export function createThrottle(intervalMs: number, now: () => number = Date.now): () => boolean {
  let last = -Infinity;
  return () => {
    const t = now();
    if (t - last < intervalMs) return false;
    last = t;
    return true;
  };
}
