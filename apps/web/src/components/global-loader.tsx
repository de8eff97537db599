import { useEffect } from 'react';
import { useNavigation } from 'react-router';
import { create } from 'zustand';
import { Spinner } from './spinner.tsx';

const useLoaderStore = create<{ count: number }>(() => ({ count: 0 }));

/** Shows the full-screen loader around long work (logout, launching a game); nested calls stack. */
export function showLoader(): () => void {
  useLoaderStore.setState((s) => ({ count: s.count + 1 }));
  let done = false;
  return () => {
    if (done) return;
    done = true;
    useLoaderStore.setState((s) => ({ count: Math.max(0, s.count - 1) }));
  };
}

export async function withLoader<T>(work: () => Promise<T>): Promise<T> {
  const hide = showLoader();
  try {
    return await work();
  } finally {
    hide();
  }
}

/**
 * Removes the boot screen of index.html once the first screen is ready. Removed, not hidden: its
 * placeholder copy of the lobby must not stay in the document beside the real one.
 */
export function hideBootLoader(): void {
  document.getElementById('boot-loader')?.remove();
}

/** The global loader: a blocking overlay for explicit work, a thin top bar while a route loads. */
export function GlobalLoader() {
  const count = useLoaderStore((s) => s.count);
  const navigation = useNavigation();
  const navigating = navigation.state !== 'idle';
  useEffect(() => {
    if (!navigating) hideBootLoader();
  }, [navigating]);
  return (
    <>
      {navigating && (
        <div className="fixed inset-x-0 top-0 z-[70] h-0.5 overflow-hidden" role="progressbar" aria-busy="true">
          <div className="h-full w-1/3 animate-[progress_1.1s_ease-in-out_infinite] bg-primary" />
        </div>
      )}
      {count > 0 && (
        <div className="fixed inset-0 z-[80] grid place-items-center bg-overlay">
          <Spinner size="lg" />
        </div>
      )}
    </>
  );
}
