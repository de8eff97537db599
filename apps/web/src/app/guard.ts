import { useEffect } from 'react';
import { redirect, useLocation, useNavigate, type LoaderFunctionArgs } from 'react-router';
import { useRouteHandle } from '../lib/route-handle.ts';
import { getToken, isLoggingOut, useSession } from '../lib/session.ts';

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

/**
 * The same rule while a page is open: the loader above only runs on navigation, so a session
 * that ends on a guarded page (expired, revoked: a call answers 401 and the token is cleared)
 * would leave the page signed-out in place. It goes to /login instead. A logout goes home itself.
 */
export function useLoginGuard(): void {
  const requiresLogin = useRouteHandle()?.requiresLogin ?? false;
  const token = useSession((s) => s.token);
  const navigate = useNavigate();
  const { pathname, search } = useLocation();
  useEffect(() => {
    if (!requiresLogin || token || isLoggingOut()) return;
    void navigate(`/login?redirect=${encodeURIComponent(pathname + search)}`, { replace: true });
  }, [requiresLogin, token, navigate, pathname, search]);
}
