import type { AnnouncementsResponse } from '@app/contracts';
import { api } from '../../../lib/http.ts';

/** GET /content/announcements (SPEC §7): the popup group for the caller (token sent when signed in). */
export function fetchPopups(execution: 'A' | 'B' | 'F', language: string, signal?: AbortSignal): Promise<AnnouncementsResponse> {
  return api('/content/announcements', { signal, query: { types: 'PU', platform: 'W', execution, language } }) as Promise<AnnouncementsResponse>;
}
