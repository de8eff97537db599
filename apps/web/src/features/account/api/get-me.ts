import type { MemberInfo } from '@app/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/http.ts';
import { useSession } from '../../../lib/session.ts';
import { settleUnread, unreadTicket } from '../../../lib/unread.ts';

/**
 * `GET /members/me`: balance, counts, VIP flags. The server validates its answer
 * against MemberInfoSchema; the first bundle trusts the type and ships no zod.
 */
export const meQueryOptions = (token: string | null) =>
  queryOptions({
    queryKey: ['members', 'me', token],
    queryFn: async ({ signal }) => {
      const ticket = unreadTicket();
      const me = (await api('/members/me', { signal })) as MemberInfo;
      // A read or a new message answered after this request began keeps its count (lib/unread.ts).
      return { ...me, unreadMessageCount: settleUnread(ticket, me.unreadMessageCount) };
    },
    enabled: Boolean(token),
    staleTime: 15_000,
  });

export function useMe() {
  const token = useSession((s) => s.token);
  return useQuery(meQueryOptions(token));
}
