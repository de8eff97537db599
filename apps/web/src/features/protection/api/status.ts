import { PlaySummarySchema, ProtectionStatusSchema, type SelfExclusionPeriod, type TimeOutPeriod } from '@app/contracts';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/http.ts';

/** `GET /protection/status`: exclusion state and reality-check interval. */
export const statusQueryOptions = () =>
  queryOptions({
    queryKey: ['protection', 'status'],
    queryFn: ({ signal }) => api('/protection/status', { signal, schema: ProtectionStatusSchema }),
  });

export function useProtectionStatus(enabled = true) {
  return useQuery({ ...statusQueryOptions(), enabled });
}

function useStatusMutation<T>(path: string, method: 'POST' | 'PUT') {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: T) => api(path, { method, body, schema: ProtectionStatusSchema }),
    onSuccess: (data) => client.setQueryData(statusQueryOptions().queryKey, data),
  });
}

/** `POST /protection/time-out`. */
export const useTimeOut = () => useStatusMutation<{ period: TimeOutPeriod }>('/protection/time-out', 'POST');
/** `POST /protection/self-exclusion` (confirm: true). */
export const useSelfExclusion = () => useStatusMutation<{ period: SelfExclusionPeriod; confirm: true }>('/protection/self-exclusion', 'POST');
/** `PUT /protection/reality-check`. */
export const useRealityCheck = () => useStatusMutation<{ minutes: number }>('/protection/reality-check', 'PUT');

/** `GET /protection/play-summary?since=`: stakes, wins and net since the session started. */
export function usePlaySummary(since: string, enabled: boolean) {
  return useQuery({
    queryKey: ['protection', 'play-summary', since],
    queryFn: ({ signal }) => api('/protection/play-summary', { signal, query: { since }, schema: PlaySummarySchema }),
    enabled,
  });
}
