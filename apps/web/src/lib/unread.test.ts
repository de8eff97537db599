import { afterEach, describe, expect, it } from 'vitest';
import { memberInfo } from './member.fixtures.ts';
import { setMember, useSession } from './session.ts';
import { changeUnread, withUnreadCount } from './unread.ts';

const demo = memberInfo({ id: 7, account: 'demo', nickname: 'Demo', type: 0, unreadMessageCount: 2 });

/** A request whose answer the test releases when it chooses. */
function deferred(count: number) {
  let release!: () => void;
  const answered = new Promise<{ count: number }>((resolve) => (release = () => resolve({ count })));
  return { answered, release };
}

const badge = () => useSession.getState().member?.unreadMessageCount;

afterEach(() => {
  sessionStorage.clear();
  useSession.setState({ token: null, member: null });
});

describe('unread count', () => {
  it('keeps the answer to "mark read" when the count fetched for the new message before it answers last', async () => {
    setMember(demo);
    // A new message's event starts a count fetch; the member opens the message before it answers.
    const fetchOnEvent = deferred(3);
    const eventFetch = withUnreadCount(() => fetchOnEvent.answered);
    const markRead = deferred(2);
    const read = withUnreadCount(() => markRead.answered);
    markRead.release();
    await read;
    expect(badge()).toBe(2);
    fetchOnEvent.release();
    await eventFetch;
    expect(badge()).toBe(2);
  });

  it('shows each answer when they come back in the order they were asked', async () => {
    setMember(demo);
    await withUnreadCount(async () => ({ count: 5 }));
    expect(badge()).toBe(5);
    await withUnreadCount(async () => ({ count: 1 }));
    expect(badge()).toBe(1);
  });

  it('asks again after "mark read" when a count fetch started while it ran and read the count before the read committed', async () => {
    setMember(demo);
    const markRead = deferred(2);
    let confirmations = 0;
    const read = changeUnread(
      () => markRead.answered,
      async () => {
        confirmations += 1;
        return { count: 2 };
      },
    );
    // A /members/me refetch starts after the read but the server reads the count before the read commits.
    await withUnreadCount(async () => ({ count: 3 }));
    expect(badge()).toBe(3);
    markRead.release();
    await read;
    expect(confirmations).toBe(1);
    expect(badge()).toBe(2);
  });

  it('does not ask again when nothing overlapped the change', async () => {
    setMember(demo);
    let confirmations = 0;
    await changeUnread(
      async () => ({ count: 1 }),
      async () => {
        confirmations += 1;
        return { count: 1 };
      },
    );
    expect(confirmations).toBe(0);
    expect(badge()).toBe(1);
  });
});
