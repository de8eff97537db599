import type { GameAnnouncementsResponse } from '@app/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/http.ts';
import { GAMES_KEY, useGameScope, type GameScope } from '../lib/params.ts';

/** GET /games/announcements: game and vendor maintenance notices (SPEC §7 "game announcements"). */
export function fetchGameAnnouncements(language: string, signal?: AbortSignal): Promise<GameAnnouncementsResponse> {
  return api('/games/announcements', { signal, query: { language } }) as Promise<GameAnnouncementsResponse>;
}

export function gameAnnouncementsQueryOptions(scope: GameScope) {
  return queryOptions({
    queryKey: [GAMES_KEY, 'announcements', scope.language],
    queryFn: ({ signal }) => fetchGameAnnouncements(scope.language, signal),
    staleTime: 5 * 60_000,
  });
}

export function useGameAnnouncements() {
  return useQuery(gameAnnouncementsQueryOptions(useGameScope()));
}
