import { useEffect, useState } from 'react';
import { formatInZone } from '../lib/zone-time.ts';

/** SPEC §2.8 / §9: the header clock, in the agent's zone, refreshed every second. */
export function AgentClock({ timeZone, gmtOffset }: { timeZone: string; gmtOffset: string }) {
  const [now, setNow] = useState(() => new Date());
  useEffect(() => {
    const timer = setInterval(() => setNow(new Date()), 1000);
    return () => clearInterval(timer);
  }, []);
  return (
    <span className="flex items-center gap-2 text-xs tabular-nums sm:text-sm" data-testid="agent-clock">
      <span className="rounded-md bg-sunken px-1.5 py-0.5 font-semibold text-fg-secondary" data-testid="agent-gmt">{`GMT${gmtOffset}`}</span>
      <time dateTime={now.toISOString()}>{formatInZone(now, timeZone)}</time>
    </span>
  );
}
