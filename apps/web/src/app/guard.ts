import { redirect, type LoaderFunctionArgs } from 'react-router';
import { getToken } from '../lib/session.ts';

/**
 * SPEC §2.1 route guard: with no token in session storage, a page flagged as
 * needing login sends the visitor to /login (remembering where they were going).
 */
export function requireLogin({ request }: LoaderFunctionArgs) {
  if (getToken()) return null;
  const url = new URL(request.url);
  const back = url.pathname + url.search;
  return redirect(`/login?redirect=${encodeURIComponent(back)}`);
}
