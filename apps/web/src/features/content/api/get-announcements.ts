import type { AnnouncementsResponse } from '@app/contracts';
import { api } from '../../../lib/http.ts';

/** GET /content/announcements (SPEC §7): the popup group for the caller (token sent when signed in). */
/** The cache key of the popup list: the hook that decides to open the popup seeds it, so the dialog opens with its content (no spinner, no layout shift). */
export const popupsQueryKey = (execution: 'A' | 'B' | 'F', language: string) => ['content', 'popups', execution, language] as const;

export function fetchPopups(execution: 'A' | 'B' | 'F', language: string, signal?: AbortSignal): Promise<AnnouncementsResponse> {
  return api('/content/announcements', { signal, query: { types: 'PU', platform: 'W', execution, language } }) as Promise<AnnouncementsResponse>;
}
