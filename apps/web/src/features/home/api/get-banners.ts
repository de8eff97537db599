import type { BannersResponse } from '@app/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/http.ts';
import { useLanguageStore } from '../../../lib/i18n.ts';

export type BannerGroup = 'w_home' | 'w_login' | 'w_register' | 'w_forget' | 'w_leftmenu';

/** GET /content/banners?group= (SPEC §2.3 banner groups). */
export function fetchBanners(group: BannerGroup, language: string, signal?: AbortSignal): Promise<BannersResponse> {
  return api('/content/banners', { signal, query: { group, language } }) as Promise<BannersResponse>;
}

export function bannersQueryOptions(group: BannerGroup, language: string) {
  return queryOptions({
    queryKey: ['content', 'banners', group, language],
    queryFn: ({ signal }) => fetchBanners(group, language, signal),
    staleTime: 5 * 60_000,
  });
}

export function useBanners(group: BannerGroup) {
  return useQuery(bannersQueryOptions(group, useLanguageStore((s) => s.language.code)));
}
