import { RegisterDownlineResultSchema, type RegisterDownline } from '@app/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/http.ts';
import { teamOverviewQueryOptions } from './get-team-overview.ts';

/** `POST /agent/team/members`: registers a downline account under the signed-in agent. */
export function useRegisterDownline() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: RegisterDownline) => api('/agent/team/members', { method: 'POST', body, schema: RegisterDownlineResultSchema }),
    onSuccess: () => {
      void client.invalidateQueries({ queryKey: ['agent', 'team', 'members'] });
      void client.invalidateQueries({ queryKey: teamOverviewQueryOptions().queryKey });
    },
  });
}
