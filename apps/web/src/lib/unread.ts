import type { MemberInfo, UnreadCount } from '@app/contracts';
import { api } from './http.ts';
import { queryClient } from './query-client.ts';
import { useSession } from './session.ts';

/** Puts a new unread-message count where the badges read it (session member, `/members/me`). SPEC §2.7. */
export function applyUnreadCount(count: number): void {
  const { member, token } = useSession.getState();
  if (member && member.unreadMessageCount !== count) useSession.setState({ member: { ...member, unreadMessageCount: count } });
  queryClient.setQueryData<MemberInfo>(['members', 'me', token], (old) => (old ? { ...old, unreadMessageCount: count } : old));
}

/** A `messages` real-time event: refetch the count (the event does not say whether it concerns this reader's segment) and any open list. */
export async function refreshUnread(): Promise<void> {
  const res = (await api('/messages/unread-count')) as UnreadCount;
  applyUnreadCount(res.count);
  void queryClient.invalidateQueries({ queryKey: ['messages'] });
}
