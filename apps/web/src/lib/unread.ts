import type { MemberInfo, UnreadCount } from '@app/contracts';
import { api } from './http.ts';
import { queryClient } from './query-client.ts';
import { useSession } from './session.ts';

/**
 * Answers that carry the unread count (`/members/me`, `/messages/unread-count`, read, read-all, delete) can
 * arrive out of order: a count fetched when a new message's event came in may land after the answer to
 * "mark it read", and the badge then stayed one too high until the next fetch (seen on a busy CI machine).
 * Each such request takes a ticket when it starts; an answer is shown only if no later-started answer has
 * been shown already.
 */
let issued = 0;
let shown = { ticket: 0, count: 0 };

/** Taken when a request that answers with the unread count starts. */
export function unreadTicket(): number {
  return ++issued;
}

/** The count to show for an answer to the request that took `ticket`: its own, unless a later request's answer is already shown. */
export function settleUnread(ticket: number, count: number): number {
  if (ticket > shown.ticket) shown = { ticket, count };
  return shown.count;
}

/** Puts a new unread-message count where the badges read it (session member, `/members/me`). SPEC §2.7. */
export function applyUnreadCount(ticket: number, answered: number): void {
  const count = settleUnread(ticket, answered);
  const { member, token } = useSession.getState();
  if (member && member.unreadMessageCount !== count) useSession.setState({ member: { ...member, unreadMessageCount: count } });
  queryClient.setQueryData<MemberInfo>(['members', 'me', token], (old) => (old ? { ...old, unreadMessageCount: count } : old));
}

/** Runs a request whose answer carries the unread count and shows that count unless a later answer already came. */
export async function withUnreadCount<T extends UnreadCount>(request: () => Promise<T>): Promise<T> {
  const ticket = unreadTicket();
  const res = await request();
  applyUnreadCount(ticket, res.count);
  return res;
}

const fetchUnreadCount = () => api('/messages/unread-count') as Promise<UnreadCount>;

/**
 * A change to the count (read, read-all, delete). A count request that started while it ran (a new message's
 * event, a `/members/me` refetch) has a later ticket but may have read the count before the change committed,
 * and its answer would then stay on the badge (seen on a busy CI machine: one too high after reading). The
 * server's order of two overlapping requests is unknown, so in that case the count is asked for once more,
 * after the change answered: that answer is later than the change on both sides.
 */
export async function changeUnread<T extends UnreadCount>(request: () => Promise<T>, confirm: () => Promise<UnreadCount> = fetchUnreadCount): Promise<T> {
  const ticket = unreadTicket();
  const res = await request();
  applyUnreadCount(ticket, res.count);
  if (issued !== ticket) await withUnreadCount(confirm).catch(() => undefined);
  return res;
}

/** A `messages` real-time event: refetch the count (the event does not say whether it concerns this reader's segment) and any open list. */
export async function refreshUnread(): Promise<void> {
  await withUnreadCount(fetchUnreadCount);
  void queryClient.invalidateQueries({ queryKey: ['messages'] });
}
