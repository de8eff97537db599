import { api } from '../../../lib/http.ts';

/** `POST /auth/first-login`: marks the first login done (idempotent). Fire and forget. */
export function markFirstLogin(): Promise<unknown> {
  return api('/auth/first-login', { method: 'POST' });
}
