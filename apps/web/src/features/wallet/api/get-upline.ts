import type { UplineInfo, UplineTransferList } from '@app/contracts';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/http.ts';

/** `GET /payments/upline`: the caller's upline agent (null when none). */
export const uplineQueryOptions = () =>
  queryOptions({ queryKey: ['payments', 'upline'], queryFn: ({ signal }) => api('/payments/upline', { signal }) as Promise<UplineInfo>, staleTime: 60_000 });

export function useUpline() {
  return useQuery(uplineQueryOptions());
}

/** `GET /payments/upline-transfers`: transfers to the upline, newest first. */
export const uplineTransfersQueryOptions = (page: number) =>
  queryOptions({
    queryKey: ['payments', 'upline-transfers', page],
    queryFn: ({ signal }) => api('/payments/upline-transfers', { query: { page, pageSize: 10 }, signal }) as Promise<UplineTransferList>,
    placeholderData: keepPreviousData,
  });

export function useUplineTransfers(page: number) {
  return useQuery(uplineTransfersQueryOptions(page));
}
