import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/http.ts';
import { sessionsQueryOptions } from './get-sessions.ts';

/** `DELETE /auth/sessions/:id`: signs one of the member's own sessions out. */
export function revokeSession(id: string): Promise<unknown> {
  return api(`/auth/sessions/${encodeURIComponent(id)}`, { method: 'DELETE' });
}

export function useRevokeSession() {
  const qc = useQueryClient();
  return useMutation({ mutationFn: revokeSession, onSettled: () => qc.invalidateQueries({ queryKey: sessionsQueryOptions.queryKey }) });
}
