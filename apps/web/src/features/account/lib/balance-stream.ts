import type { MemberInfo, WalletBalance } from '@app/contracts';
import { useEffect } from 'react';
import { buildUrl } from '../../../lib/http.ts';
import { queryClient } from '../../../lib/query-client.ts';
import { useSession } from '../../../lib/session.ts';
import { refreshUnread } from '../../../lib/unread.ts';

interface BalanceEvent {
  balance: number;
  currency: string;
}

/** The part of EventSource used here (tests pass a fake). */
export interface EventSourceLike {
  addEventListener(type: string, listener: (event: Event) => void): void;
  close(): void;
}

/** Puts a streamed balance where the header (session member), `/members/me` and the money pages read it. */
export function applyBalance(token: string, balance: number): void {
  const { member, token: current } = useSession.getState();
  if (current !== token) return;
  if (member && member.balance !== balance) useSession.setState({ member: { ...member, balance } });
  queryClient.setQueryData<MemberInfo>(['members', 'me', token], (old) => (old ? { ...old, balance } : old));
  queryClient.setQueryData<WalletBalance>(['wallet', 'balance'], (old) => (old ? { ...old, balance } : old));
}

/**
 * Listens to `GET /wallet/events` (Server-Sent Events, token in the query because EventSource
 * sends no headers) and applies every `balance` event; a `messages` event refreshes the unread count;
 * an `end` event (session ended) closes it.
 * Returns the function that closes the stream.
 */
export function openBalanceStream(token: string, create: (url: string) => EventSourceLike = (url) => new EventSource(url)): () => void {
  const source = create(buildUrl('/wallet/events', { token }));
  source.addEventListener('balance', (event) => {
    try {
      const data = JSON.parse((event as MessageEvent<string>).data) as BalanceEvent;
      if (typeof data.balance === 'number') applyBalance(token, data.balance);
    } catch {
      // A malformed event is skipped; the next one (or a manual refresh) brings the balance.
    }
  });
  // SPEC §2.7: a new internal message; the badges follow without a reload.
  source.addEventListener('messages', () => void refreshUnread().catch(() => undefined));
  source.addEventListener('end', () => source.close());
  return () => source.close();
}

let closeCurrent: (() => void) | null = null;

/** Closes the open stream now (logout closes it before the session is deleted, so it never sees a 401). */
export function closeBalanceStream(): void {
  closeCurrent?.();
  closeCurrent = null;
}

/** SPEC §2.4/§2.6: while signed in (not trial), the header balance follows the wallet as it changes. */
export function useBalanceStream(token: string | null, enabled: boolean): void {
  useEffect(() => {
    if (!token || !enabled || typeof EventSource === 'undefined') return;
    const close = openBalanceStream(token);
    closeCurrent = close;
    return () => {
      close();
      if (closeCurrent === close) closeCurrent = null;
    };
  }, [token, enabled]);
}
