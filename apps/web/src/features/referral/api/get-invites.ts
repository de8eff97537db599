import { ReferralInviteListSchema } from '@app/contracts';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/http.ts';

export const INVITES_PAGE_SIZE = 10;

/** `GET /rewards/referral/invites`: friends who registered with the member's code, newest first. */
export const invitesQueryOptions = (page: number) =>
  queryOptions({
    queryKey: ['rewards', 'referral', 'invites', page],
    queryFn: ({ signal }) => api('/rewards/referral/invites', { query: { page, pageSize: INVITES_PAGE_SIZE }, schema: ReferralInviteListSchema, signal }),
    placeholderData: keepPreviousData,
  });

export function useInvites(page: number) {
  return useQuery(invitesQueryOptions(page));
}
