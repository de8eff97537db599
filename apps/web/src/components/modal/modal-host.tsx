import { Suspense, useEffect, useRef } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { DialogSkeleton } from './dialog-skeleton.tsx';
import { modalComponent, settleModal, useModalStore } from './modal-store.ts';

interface ModalHistoryState {
  modals?: string[];
}

/**
 * The single mount point of every popup. Each open popup owns a history entry,
 * so the Back button closes the top popup; navigating elsewhere closes them all.
 */
export function ModalHost() {
  const stack = useModalStore((s) => s.stack);
  const location = useLocation();
  const navigate = useNavigate();
  const historyIds = (location.state as ModalHistoryState | null)?.modals ?? [];
  const historyKey = historyIds.join(',');
  /** Popups whose history entry was requested, and those whose entry the router has since shown. */
  const requested = useRef(new Set<string>());
  const seen = useRef(new Set<string>());

  useEffect(() => {
    const ids = historyKey ? historyKey.split(',') : [];
    for (const id of ids) seen.current.add(id);
    // Back button or a navigation away: settle every popup whose entry is gone.
    for (const m of useModalStore.getState().stack) {
      if (seen.current.has(m.id) && !ids.includes(m.id)) {
        seen.current.delete(m.id);
        requested.current.delete(m.id);
        settleModal(m.id);
      }
    }
  }, [location.key, historyKey]);

  useEffect(() => {
    const fresh = stack.filter((m) => !m.routed && !requested.current.has(m.id));
    if (!fresh.length) return;
    for (const m of fresh) requested.current.add(m.id);
    const ids = historyKey ? historyKey.split(',') : [];
    navigate(
      { pathname: location.pathname, search: location.search, hash: location.hash },
      { state: { ...(location.state as object | null), modals: [...ids, ...fresh.map((m) => m.id)] } },
    );
  }, [stack, location, historyKey, navigate]);

  const close = (id: string, result?: unknown) => {
    const onTop = historyIds[historyIds.length - 1] === id;
    seen.current.delete(id);
    requested.current.delete(id);
    settleModal(id, result);
    if (onTop) navigate(-1);
  };

  return (
    <>
      {stack.map((m) => {
        const Component = modalComponent(m.kind);
        if (!Component) return null;
        return (
          <Suspense key={m.id} fallback={<DialogSkeleton onClose={() => close(m.id)} />}>
            <Component props={m.props} close={(result?: unknown) => close(m.id, result)} />
          </Suspense>
        );
      })}
    </>
  );
}
