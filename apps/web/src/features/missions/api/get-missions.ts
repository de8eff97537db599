import { MissionListSchema } from '@app/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/http.ts';
import { selectIsTrial, useSession } from '../../../lib/session.ts';

/** `GET /rewards/missions`: today's and this week's missions with progress, and how many can be claimed. */
export const missionsQueryOptions = () =>
  queryOptions({
    queryKey: ['rewards', 'missions'],
    queryFn: ({ signal }) => api('/rewards/missions', { schema: MissionListSchema, signal }),
    refetchInterval: 60_000,
  });

export function useMissions() {
  return useQuery(missionsQueryOptions());
}

/** The member-centre badge (SPEC §2.7): missions completed and not claimed; 0 for visitors and trial accounts. */
export function useMissionBadge(): number {
  const isMember = useSession((s) => s.member !== null);
  const isTrial = useSession(selectIsTrial);
  const q = useQuery({ ...missionsQueryOptions(), enabled: isMember && !isTrial });
  return isMember && !isTrial ? (q.data?.claimableCount ?? 0) : 0;
}
