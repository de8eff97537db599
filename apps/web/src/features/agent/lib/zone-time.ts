import { useCallback } from 'react';
import { useAgentProfile } from '../api/get-profile.ts';

const pad = (n: number) => String(n).padStart(2, '0');

/** yyyy-MM-dd HH:mm:ss (SPEC §2.6 format) of an instant in an IANA zone. */
export function formatInZone(value: Date | string, timeZone: string): string {
  const at = value instanceof Date ? value : new Date(value);
  if (Number.isNaN(at.getTime())) return '';
  try {
    const parts = Object.fromEntries(
      new Intl.DateTimeFormat('en-GB', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit', second: '2-digit', hourCycle: 'h23' })
        .formatToParts(at)
        .map((p) => [p.type, p.value]),
    );
    return `${parts.year}-${parts.month}-${parts.day} ${parts.hour}:${parts.minute}:${parts.second}`;
  } catch {
    return `${at.getFullYear()}-${pad(at.getMonth() + 1)}-${pad(at.getDate())} ${pad(at.getHours())}:${pad(at.getMinutes())}:${pad(at.getSeconds())}`;
  }
}

/** Times of the agent area in the agent's zone, like its header clock and its report days. */
export function useAgentTime(): (value: Date | string) => string {
  const { timeZone } = useAgentProfile();
  return useCallback((value: Date | string) => formatInZone(value, timeZone), [timeZone]);
}
