import { NOTICE_PAGE_SIZE, type NoticesResponse } from '@app/contracts';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/http.ts';
import { useLanguageStore } from '../../../lib/i18n.ts';

/** GET /content/notices (SPEC §2.6 notice popup: 9 per page). */
export function fetchNotices(page: number, language: string, signal?: AbortSignal): Promise<NoticesResponse> {
  return api('/content/notices', { signal, query: { page, pageSize: NOTICE_PAGE_SIZE, language } }) as Promise<NoticesResponse>;
}

export function noticesQueryOptions(page: number, language: string) {
  return queryOptions({
    queryKey: ['content', 'notices', language, page],
    queryFn: ({ signal }) => fetchNotices(page, language, signal),
    staleTime: 60_000,
    placeholderData: keepPreviousData,
  });
}

export function useNotices(page: number) {
  return useQuery(noticesQueryOptions(page, useLanguageStore((s) => s.language.code)));
}
