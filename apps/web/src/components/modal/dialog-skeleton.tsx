import { useEffect } from 'react';
import { Spinner } from '../spinner.tsx';

/**
 * Shown while a popup's code chunk loads. Deliberately not built on the Radix
 * dialog, so the dialog library stays out of the first bundle.
 */
export function DialogSkeleton({ onClose }: { onClose: () => void }) {
  useEffect(() => {
    const onKey = (e: KeyboardEvent) => e.key === 'Escape' && onClose();
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [onClose]);
  return (
    <div className="fixed inset-0 z-40 grid place-items-center bg-overlay" onClick={onClose}>
      <div className="rounded-2xl bg-elevated p-8 shadow-card">
        <Spinner />
      </div>
    </div>
  );
}
