import { act, renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useDeferredQuery } from './use-deferred-query.ts';

type Query = { data: string[] | undefined; isPending: boolean };

/** Renders the hook and records what every render returned (what the component would have drawn). */
function track(initial: Query) {
  const seen: Array<{ data: string[] | undefined; isPending: boolean }> = [];
  const hook = renderHook(
    (query: Query) => {
      const result = useDeferredQuery(query);
      seen.push(result);
      return result;
    },
    { initialProps: initial },
  );
  return { hook, seen };
}

describe('useDeferredQuery', () => {
  it('shows the data once it is rendered and never an empty state in between', async () => {
    const { hook, seen } = track({ data: undefined, isPending: true });
    await act(async () => hook.rerender({ data: ['Fortune Tiger'], isPending: false }));
    expect(hook.result.current).toEqual({ data: ['Fortune Tiger'], isPending: false });
    // Every render either still loads or has the data: none says "done" with nothing to show.
    expect(seen.every((r) => r.isPending || r.data !== undefined)).toBe(true);
  });

  it('uses data already in the cache at once', () => {
    const { seen } = track({ data: ['Lucky Koi'], isPending: false });
    expect(seen[0]).toEqual({ data: ['Lucky Koi'], isPending: false });
  });

  it('passes on a query that ended without data (an error) as not pending', async () => {
    const { hook } = track({ data: undefined, isPending: true });
    await act(async () => hook.rerender({ data: undefined, isPending: false }));
    expect(hook.result.current).toEqual({ data: undefined, isPending: false });
  });
});
