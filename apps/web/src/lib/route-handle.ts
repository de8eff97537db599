import { useMatches } from 'react-router';

/** Per-route facts the shell reads (SPEC §2.1): a stable name, whether login is needed, and layout switches. */
export interface RouteHandle {
  name: string;
  requiresLogin?: boolean;
  hideSideMenu?: boolean;
  /** Popup a route opens over home (/login, /register, /help). */
  modal?: 'login' | 'register' | 'help' | 'reset-password';
}

export function useRouteHandle(): RouteHandle | undefined {
  const matches = useMatches();
  for (let i = matches.length - 1; i >= 0; i--) {
    const handle = matches[i]?.handle as RouteHandle | undefined;
    if (handle?.name) return handle;
  }
  return undefined;
}
