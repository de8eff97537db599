import { LimitsSchema, type LimitChange, type LimitKind, type LimitPeriod } from '@app/contracts';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/http.ts';

/** `GET /protection/limits`: every kind × period with use in the rolling window and any waiting change. */
export const limitsQueryOptions = () =>
  queryOptions({
    queryKey: ['protection', 'limits'],
    queryFn: ({ signal }) => api('/protection/limits', { signal, schema: LimitsSchema }),
  });

export function useLimits() {
  return useQuery(limitsQueryOptions());
}

/** `PUT /protection/limits`: lower applies at once, higher or removal waits 24 hours. */
export function useSetLimits() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (limits: LimitChange[]) => api('/protection/limits', { method: 'PUT', body: { limits }, schema: LimitsSchema }),
    onSuccess: (data) => client.setQueryData(limitsQueryOptions().queryKey, data),
  });
}

/** `POST /protection/limits/cancel`: drops a waiting increase or removal. */
export function useCancelPending() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: { kind: LimitKind; period: LimitPeriod }) => api('/protection/limits/cancel', { method: 'POST', body, schema: LimitsSchema }),
    onSuccess: (data) => client.setQueryData(limitsQueryOptions().queryKey, data),
  });
}
