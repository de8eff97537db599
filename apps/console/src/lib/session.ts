import type { Operator, OperatorRole } from '@app/contracts';
import { useSyncExternalStore } from 'react';

/**
 * The operator session: kept in sessionStorage (one tab, gone when the tab closes), ended by logout,
 * by the server's 401 (expired or revoked) or after IDLE_MS without any input in this tab.
 */
export interface ConsoleSession {
  token: string;
  expiresAt: string;
  /** The server ends the session after this long without a request; the console logs out a little earlier. */
  idleTimeoutSeconds?: number;
  totpEnabled?: boolean;
  operator: Operator;
}

export type EndReason = 'idle' | 'expired' | 'logout';

const KEY = 'console.session';
const REASON_KEY = 'console.endReason';
const ACTIVITY_KEY = 'console.lastActivity';
/** Without the server's figure: no input for 15 minutes ends the session in this tab. */
const DEFAULT_IDLE_MS = 15 * 60_000;

export function idleLimitMs(session: ConsoleSession | null): number {
  const server = session?.idleTimeoutSeconds;
  return server && server > 0 ? server * 1000 : DEFAULT_IDLE_MS;
}

const listeners = new Set<() => void>();
let current: ConsoleSession | null = read();

function read(): ConsoleSession | null {
  try {
    const raw = sessionStorage.getItem(KEY);
    return raw ? (JSON.parse(raw) as ConsoleSession) : null;
  } catch {
    return null;
  }
}

function emit() {
  for (const l of listeners) l();
}

export function getSession(): ConsoleSession | null {
  return current;
}

export function startSession(session: ConsoleSession): void {
  current = session;
  sessionStorage.setItem(KEY, JSON.stringify(session));
  sessionStorage.removeItem(REASON_KEY);
  touch();
  emit();
}

let lastEnd: EndReason | null = null;

/** How the last session of this page ended: after a logout the next login starts at home, not on the page left. */
export function lastEndReason(): EndReason | null {
  return lastEnd;
}

/** Ends the session in this tab; the login page says why. */
export function endSession(reason: EndReason): void {
  if (!current) return;
  current = null;
  lastEnd = reason;
  sessionStorage.removeItem(KEY);
  if (reason !== 'logout') sessionStorage.setItem(REASON_KEY, reason);
  emit();
}

/** Why the last session ended (read once by the login page). */
export function takeEndReason(): EndReason | null {
  const reason = sessionStorage.getItem(REASON_KEY) as EndReason | null;
  sessionStorage.removeItem(REASON_KEY);
  return reason;
}

export function touch(): void {
  sessionStorage.setItem(ACTIVITY_KEY, String(Date.now()));
}

export function idleFor(): number {
  const last = Number(sessionStorage.getItem(ACTIVITY_KEY) ?? Date.now());
  return Date.now() - last;
}

export function useSession(): ConsoleSession | null {
  return useSyncExternalStore(
    (l) => {
      listeners.add(l);
      return () => listeners.delete(l);
    },
    () => current,
  );
}

export function hasRole(session: ConsoleSession | null, roles: readonly OperatorRole[]): boolean {
  return Boolean(session && roles.includes(session.operator.role));
}
