import { MissionClaimResultSchema } from '@app/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/http.ts';

/** `POST /rewards/missions/{id}/claim`: the prize becomes a bonus, once per period (a repeat returns the first claim). */
export function useClaimMission() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => api(`/rewards/missions/${encodeURIComponent(id)}/claim`, { method: 'POST', schema: MissionClaimResultSchema }),
    onSettled: () => {
      // Missions, the badge and the bonus details all change.
      void client.invalidateQueries({ queryKey: ['rewards'] });
    },
  });
}
