import { afterEach, describe, expect, it, vi } from 'vitest';
import { queryClient } from '../../../lib/query-client.ts';

const calls: string[] = [];
vi.mock('../api/delete-session.ts', () => ({
  deleteSession: vi.fn(async () => {
    calls.push('DELETE /auth/session');
  }),
}));
vi.mock('./balance-stream.ts', () => ({ closeBalanceStream: vi.fn(() => calls.push('close balance stream')) }));

const { logout } = await import('./logout.ts');

afterEach(() => {
  calls.length = 0;
  queryClient.clear();
});

describe('logout', () => {
  it('aborts calls still in flight and closes the balance stream before the session is deleted', async () => {
    let signal: AbortSignal | undefined;
    void queryClient
      .fetchQuery({
        queryKey: ['members', 'messages'],
        queryFn: ({ signal: s }) => {
          signal = s;
          return new Promise((_, reject) => s.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError'))));
        },
      })
      .catch(() => undefined);
    await vi.waitFor(() => expect(signal).toBeDefined());
    signal?.addEventListener('abort', () => calls.push('abort in-flight call'));

    const goHome = vi.fn();
    expect(await logout(goHome, { confirm: false })).toBe(true);
    expect(calls).toEqual(['close balance stream', 'abort in-flight call', 'DELETE /auth/session']);
    expect(goHome).toHaveBeenCalledOnce();
  });
});
