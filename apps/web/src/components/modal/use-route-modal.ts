import { useEffect } from 'react';
import { useNavigate } from 'react-router';
import { dismissModals, openModal } from './modal-store.ts';

/**
 * /login, /register and /help are home with a popup on top (SPEC §2.1). The
 * popup lives on the route's own history entry: Back leaves the route (and the
 * popup with it); closing the popup replaces the entry with home.
 */
export function useRouteModal(kind: string, props?: unknown) {
  const navigate = useNavigate();
  useEffect(() => {
    let active = true;
    void openModal(kind, props, { routed: true }).then((result) => {
      if (!active) return;
      const next = typeof result === 'object' && result && 'redirect' in result ? String((result as { redirect: unknown }).redirect) : '/';
      navigate(next.startsWith('/') && !next.startsWith('//') ? next : '/', { replace: true });
    });
    return () => {
      active = false;
      dismissModals(kind);
    };
    // props are read once when the route opens its popup
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [kind, navigate]);
}
