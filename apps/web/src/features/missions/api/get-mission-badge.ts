import type { MissionList } from '@app/contracts';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/http.ts';
import { selectIsTrial, useSession } from '../../../lib/session.ts';

/**
 * The member-centre badge (SPEC §2.7): missions completed and not claimed; 0 for visitors and trial
 * accounts. It lives in the app's first chunk (the menu shows it everywhere), so it reads the count
 * without the response schema: importing a zod schema here put zod into the home page's initial
 * JavaScript (+27 KB gzip, over the 170 KB budget). The missions page validates its own copy; its key
 * is the prefix of this one, so a claim that refreshes the page refreshes the badge too.
 */
export function useMissionBadge(): number {
  const isMember = useSession((s) => s.member !== null);
  const isTrial = useSession(selectIsTrial);
  const q = useQuery({
    queryKey: ['rewards', 'missions', 'badge'],
    queryFn: ({ signal }) => api('/rewards/missions', { signal }) as Promise<Pick<MissionList, 'claimableCount'>>,
    refetchInterval: 60_000,
    enabled: isMember && !isTrial,
  });
  return isMember && !isTrial ? (q.data?.claimableCount ?? 0) : 0;
}
