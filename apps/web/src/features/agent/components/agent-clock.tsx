import { useEffect, useState } from 'react';

const pad = (n: number) => String(n).padStart(2, '0');

/** yyyy-MM-dd HH:mm:ss of an instant in an IANA zone. */
export function formatInZone(now: Date, timeZone: string): string {
  try {
    const parts = Object.fromEntries(
      new Intl.DateTimeFormat('en-GB', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit', second: '2-digit', hourCycle: 'h23' })
        .formatToParts(now)
        .map((p) => [p.type, p.value]),
    );
    return `${parts.year}-${parts.month}-${parts.day} ${parts.hour}:${parts.minute}:${parts.second}`;
  } catch {
    return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())} ${pad(now.getHours())}:${pad(now.getMinutes())}:${pad(now.getSeconds())}`;
  }
}

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
