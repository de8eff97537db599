import { api } from '../../../lib/http.ts';

/** `DELETE /auth/session`: ends the caller's own session (logout). */
export function deleteSession(): Promise<unknown> {
  return api('/auth/session', { method: 'DELETE' });
}
