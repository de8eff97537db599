import type { BetRecordPage } from '@app/contracts';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/http.ts';
import type { DateRange } from '../components/date-range.ts';

export interface BetRecordFilter {
  range: DateRange;
  category?: string;
  status?: string;
  pageNo: number;
}

/** `GET /records/bets`: the betting record (SPEC §2.7 personalHistoryCopy). */
export const betRecordsQueryOptions = (f: BetRecordFilter) =>
  queryOptions({
    queryKey: ['records', 'bets', f.range.from.toISOString(), f.range.to.toISOString(), f.category ?? '', f.status ?? '', f.pageNo],
    queryFn: ({ signal }) =>
      api('/records/bets', {
        query: { from: f.range.from.toISOString(), to: f.range.to.toISOString(), category: f.category, status: f.status, pageNo: f.pageNo, pageSize: 20 },
        signal,
      }) as Promise<BetRecordPage>,
    placeholderData: keepPreviousData,
  });

export function useBetRecords(f: BetRecordFilter) {
  return useQuery(betRecordsQueryOptions(f));
}
