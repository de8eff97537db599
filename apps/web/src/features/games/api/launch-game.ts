import { CLIENT_TYPE, GAME_PLATFORM, type LaunchResponse } from '@app/contracts';
import { api } from '../../../lib/http.ts';
import { currentLanguageCode } from '../../../lib/i18n.ts';

export interface LaunchTarget {
  gameCode: string;
  vassalage?: string;
}

/**
 * GET /games/launch (SPEC §7, token): the URL to open and how (iframe or a new window).
 * Not cached: every launch gets a fresh signed session, and the server records it as recent.
 */
export function fetchLaunch(target: LaunchTarget, signal?: AbortSignal): Promise<LaunchResponse> {
  return api('/games/launch', {
    signal,
    query: { gameCode: target.gameCode, vassalage: target.vassalage, language: currentLanguageCode(), clientType: CLIENT_TYPE, platform: GAME_PLATFORM },
  }) as Promise<LaunchResponse>;
}
