import { CLIENT_TYPE, GAME_PLATFORM, IMAGE_SIZE, SESSION_KEYS } from '@app/contracts';
import { currentLanguageCode, useLanguageStore } from '../../../lib/i18n.ts';
import { useSession } from '../../../lib/session.ts';
import { local, session } from '../../../lib/storage.ts';

/** Every game query key starts here, so one invalidation reaches all of them. */
export const GAMES_KEY = 'games' as const;

/** SPEC §7/§9 parameters every game call carries; `language` asks for display names in that language. */
export function commonGameQuery(language: string = currentLanguageCode()) {
  return {
    clientType: CLIENT_TYPE,
    platform: GAME_PLATFORM,
    merchant: session.get(SESSION_KEYS.merchantCode) ?? local.get(SESSION_KEYS.merchantCode) ?? undefined,
    language,
    imgSize: IMAGE_SIZE,
  };
}

/**
 * The language and signed-in state that game data depends on. Both are part of
 * every game query key: switching language re-fetches the names, and logging in
 * or out re-fetches lists (they carry `favourite` flags only with a token).
 */
export function useGameScope() {
  const language = useLanguageStore((s) => s.language.code);
  const token = useSession((s) => s.token);
  return { language, auth: token ? 'member' : 'visitor' } as const;
}
export type GameScope = ReturnType<typeof useGameScope>;
