import { SMS_RESEND_SECONDS_PER_MINUTE } from '@app/contracts';
import { useCallback, useEffect, useState } from 'react';

/** SPEC §4/§9: resend waits 60 s for every minute the code stays valid. */
export function resendWaitSeconds(expiredMinutes: number): number {
  const minutes = Number.isFinite(expiredMinutes) && expiredMinutes > 0 ? expiredMinutes : 1;
  return Math.ceil(minutes * SMS_RESEND_SECONDS_PER_MINUTE);
}

/**
 * The "get code" button's countdown. Counts from an end time rather than
 * decrementing, so a backgrounded tab (throttled timers) still shows the truth.
 */
export function useSmsCountdown(now: () => number = Date.now) {
  const [endsAt, setEndsAt] = useState<number | null>(null);
  const [, tick] = useState(0);
  const secondsLeft = endsAt === null ? 0 : Math.max(0, Math.ceil((endsAt - now()) / 1000));

  useEffect(() => {
    if (endsAt === null) return;
    const id = setInterval(() => {
      if (now() >= endsAt) {
        setEndsAt(null);
        clearInterval(id);
      } else tick((n) => n + 1);
    }, 1000);
    return () => clearInterval(id);
  }, [endsAt, now]);

  const start = useCallback((expiredMinutes: number) => setEndsAt(now() + resendWaitSeconds(expiredMinutes) * 1000), [now]);
  const reset = useCallback(() => setEndsAt(null), []);
  return { secondsLeft, running: secondsLeft > 0, start, reset };
}
