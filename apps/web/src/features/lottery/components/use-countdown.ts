import { useEffect, useState } from 'react';

/** Whole seconds until `target` (ISO), ticking every second; 0 once passed. */
export function useCountdown(target: string | undefined): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const id = window.setInterval(() => setNow(Date.now()), 1000);
    return () => window.clearInterval(id);
  }, []);
  if (!target) return 0;
  return Math.max(0, Math.ceil((Date.parse(target) - now) / 1000));
}

export function formatSeconds(total: number): string {
  const m = Math.floor(total / 60);
  const s = total % 60;
  return `${String(m).padStart(2, '0')}:${String(s).padStart(2, '0')}`;
}
