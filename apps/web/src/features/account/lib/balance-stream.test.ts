import type { MemberInfo } from '@app/contracts';
import { afterEach, describe, expect, it } from 'vitest';
import { queryClient } from '../../../lib/query-client.ts';
import { useSession } from '../../../lib/session.ts';
import { openBalanceStream } from './balance-stream.ts';

class FakeSource {
  url: string;
  closed = false;
  private readonly listeners = new Map<string, ((e: Event) => void)[]>();
  constructor(url: string) {
    this.url = url;
  }
  addEventListener(type: string, listener: (e: Event) => void) {
    this.listeners.set(type, [...(this.listeners.get(type) ?? []), listener]);
  }
  close() {
    this.closed = true;
  }
  emit(type: string, data: unknown) {
    for (const l of this.listeners.get(type) ?? []) l(new MessageEvent(type, { data: JSON.stringify(data) }));
  }
}

const member = { id: 1, account: 'demo', nickname: 'Demo', type: 0, role: 'member', balance: 1000, currency: 'THB', currencySymbol: '฿' } as MemberInfo;

afterEach(() => {
  useSession.setState({ token: null, member: null, firstTimeLogin: false });
  queryClient.clear();
});

describe('balance stream', () => {
  it('moves the header balance, /members/me and the wallet balance on each balance event, and stops on end', () => {
    useSession.setState({ token: 'tok', member });
    queryClient.setQueryData(['members', 'me', 'tok'], member);
    queryClient.setQueryData(['wallet', 'balance'], { balance: 1000, currency: 'THB' });
    let source: FakeSource | undefined;
    const close = openBalanceStream('tok', (url) => (source = new FakeSource(url)));
    expect(source?.url).toBe('/api/v1/wallet/events?token=tok');
    source?.emit('balance', { balance: 750, currency: 'THB' });
    expect(useSession.getState().member?.balance).toBe(750);
    expect(queryClient.getQueryData<MemberInfo>(['members', 'me', 'tok'])?.balance).toBe(750);
    expect(queryClient.getQueryData<{ balance: number }>(['wallet', 'balance'])?.balance).toBe(750);
    source?.emit('end', { reason: 'SESSION_ENDED' });
    expect(source?.closed).toBe(true);
    close();
  });

  it('ignores events for a session that is no longer the current one', () => {
    useSession.setState({ token: 'other', member });
    let source: FakeSource | undefined;
    openBalanceStream('tok', (url) => (source = new FakeSource(url)));
    source?.emit('balance', { balance: 5, currency: 'THB' });
    expect(useSession.getState().member?.balance).toBe(1000);
  });
});
