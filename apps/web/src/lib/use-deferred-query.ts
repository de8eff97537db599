import { useDeferredValue } from 'react';

/**
 * A query's data rendered at transition priority. TanStack Query reaches React through
 * `useSyncExternalStore`, whose updates render synchronously: a lobby row or the header menu whose data
 * arrives was one long task on a phone. Deferred, React renders the new data in slices of a few
 * milliseconds between the browser's other work (bench/README.md, Lighthouse, fifth session).
 * `isPending` stays true until the deferred render has the data, so a skeleton is never swapped for an
 * empty state in between. Data already in the cache on mount is used at once.
 */
export function useDeferredQuery<T>(query: { data: T | undefined; isPending: boolean }): { data: T | undefined; isPending: boolean } {
  const data = useDeferredValue(query.data);
  return { data, isPending: data === undefined && (query.isPending || query.data !== undefined) };
}
