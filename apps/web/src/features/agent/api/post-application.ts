import { AgentApplicationResultSchema, type AgentApplication } from '@app/contracts';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/http.ts';

/** `POST /agent/applications`: the affiliate application of the /agent landing page (no login needed). */
export function useAgentApplication() {
  return useMutation({
    mutationFn: (body: AgentApplication) => api('/agent/applications', { method: 'POST', body, schema: AgentApplicationResultSchema }),
  });
}
