import { useCallback, useEffect, useRef } from 'react';

/**
 * A gate that lets one call through per `ms` and drops the rest (SPEC §9: get-SMS
 * clicks 1 per second, captcha refresh at most once per second). Dropped calls
 * return false.
 */
export function createThrottle(ms: number, now: () => number = Date.now) {
  let last = -Infinity;
  return function tryPass(): boolean {
    const t = now();
    if (t - last < ms) return false;
    last = t;
    return true;
  };
}

/** `fn` called at most once per `ms`; the returned function is stable across renders. */
export function useThrottle<A extends unknown[]>(fn: (...args: A) => void, ms: number): (...args: A) => boolean {
  const fnRef = useRef(fn);
  useEffect(() => {
    fnRef.current = fn;
  });
  const gate = useRef<ReturnType<typeof createThrottle> | null>(null);
  return useCallback(
    (...args: A) => {
      gate.current ??= createThrottle(ms);
      if (!gate.current()) return false;
      fnRef.current(...args);
      return true;
    },
    [ms],
  );
}
