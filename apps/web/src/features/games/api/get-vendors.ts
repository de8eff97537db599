import { prizeMode, reshapeVendorLanes, SESSION_KEYS, visibleCategories, type VendorLane, type VendorsResponse } from '@app/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/http.ts';
import { queryClient } from '../../../lib/query-client.ts';
import { session } from '../../../lib/storage.ts';
import { useDeferredQuery } from '../../../lib/use-deferred-query.ts';
import { commonGameQuery, GAMES_KEY, useGameScope } from '../lib/params.ts';

interface CachedLanes {
  language: string;
  lanes: VendorLane[];
}

/** SPEC §7: the vendor sorting list is cached for the session (sessionStorage) unless flushed. */
function readCache(language: string): VendorLane[] | undefined {
  const cached = session.getJson(SESSION_KEYS.gameVendor) as Partial<CachedLanes> | null | undefined;
  return cached?.language === language && Array.isArray(cached.lanes) ? cached.lanes : undefined;
}

/** GET /games/vendors: the RAW sorting list, re-shaped here (SPEC §4: ESPORTS/COCKFIGHT after SPORTS, INHOUSE after RNG). */
export async function fetchVendorLanes(language: string, signal?: AbortSignal): Promise<VendorLane[]> {
  const cached = readCache(language);
  if (cached) return cached;
  const { lanes } = (await api('/games/vendors', { signal, query: commonGameQuery(language) })) as VendorsResponse;
  const shaped = reshapeVendorLanes(lanes);
  session.set(SESSION_KEYS.gameVendor, JSON.stringify({ language, lanes: shaped } satisfies CachedLanes));
  return shaped;
}

export function vendorLanesQueryOptions(language: string) {
  return queryOptions({
    queryKey: [GAMES_KEY, 'vendors', language],
    queryFn: ({ signal }) => fetchVendorLanes(language, signal),
    staleTime: Infinity,
  });
}

/** Drops the session copy and fetches the sorting list again (operator changed vendors, or a flush was asked for). */
export async function flushVendorLanes(): Promise<void> {
  session.remove(SESSION_KEYS.gameVendor);
  await queryClient.invalidateQueries({ queryKey: [GAMES_KEY, 'vendors'] });
}

export function useVendorLanes() {
  const { language } = useGameScope();
  const query = useQuery(vendorLanesQueryOptions(language));
  // The header menu, the side menu and the lobby's vendor rows render from it: in slices, not one task.
  const { data, isPending } = useDeferredQuery(query);
  return { ...query, data, isPending, lanes: data ?? [] };
}

/** The lane of one category (after re-shaping), or undefined. */
export function laneOf(lanes: readonly VendorLane[], category: string): VendorLane | undefined {
  return lanes.find((l) => l.title === category);
}

/**
 * SPEC §2.1: categories that get a navigation entry (at least one vendor), in sorting-list order,
 * with their lanes; `pending` while the sorting list is still on its way.
 */
export function useNavCategories(): { lanes: VendorLane[]; categories: string[]; pending: boolean } {
  const { lanes: all, isPending } = useVendorLanes();
  const categories = visibleCategories(all);
  const lanes = categories.map((c) => laneOf(all, c) as VendorLane);
  return { lanes, categories, pending: isPending };
}

/** SPEC §4 prize mode (ELOTT when the ELOTT lane has TCG_LOTTO_VN or a LOTT card, else LOTT). */
export function usePrizeMode() {
  return prizeMode(useVendorLanes().lanes);
}
