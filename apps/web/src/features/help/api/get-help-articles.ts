import type { HelpArticlesResponse } from '@app/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/http.ts';
import { useLanguageStore } from '../../../lib/i18n.ts';

/** GET /content/help-articles (SPEC §7 "Help": lang, device WEB): the published articles in `language`, EN where an article has no text in it. */
export function fetchHelpArticles(language: string, signal?: AbortSignal): Promise<HelpArticlesResponse> {
  return api('/content/help-articles', { signal, query: { language, device: 'WEB' } }) as Promise<HelpArticlesResponse>;
}

export function helpArticlesQueryOptions(language: string) {
  return queryOptions({
    queryKey: ['content', 'help-articles', language],
    queryFn: ({ signal }) => fetchHelpArticles(language, signal),
    // Operators edit these rarely; a reopened help centre within a minute reads the cache.
    staleTime: 60_000,
  });
}

export function useHelpArticles() {
  return useQuery(helpArticlesQueryOptions(useLanguageStore((s) => s.language.code)));
}
