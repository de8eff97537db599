import type { Permission } from '@app/contracts';
import { queryOptions, useSuspenseQuery } from '@tanstack/react-query';
import { api } from '../../../lib/http.ts';

/** SPEC §2.2: the permission call drives the whole app (mode, brand, flags, customer service, CDNs). */
export const permissionQueryOptions = queryOptions({
  queryKey: ['site', 'permission'],
  // The server validates its answer against PermissionSchema; the client trusts the type and skips
  // shipping zod in the first bundle.
  queryFn: ({ signal }) => api('/site/permission', { signal }) as Promise<Permission>,
  // Maintenance switched on by the operator reaches open pages within a minute.
  staleTime: 30_000,
  refetchInterval: 60_000,
  refetchOnWindowFocus: true,
});

export function usePermission() {
  return useSuspenseQuery(permissionQueryOptions).data;
}
