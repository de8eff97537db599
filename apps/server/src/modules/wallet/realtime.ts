import type { RealtimeEvent, RealtimeHub } from '../../plugins/realtime.ts';
import type { BalanceChange, WalletService } from './service.ts';

type Listener = (change: BalanceChange) => void;
/** Every other event for the member (messages …), forwarded as is to the stream. */
type OtherListener = (event: Exclude<RealtimeEvent, { type: 'balance' }>) => void;

/**
 * Balance changes on the shared real-time channel (plugins/realtime.ts): the wallet publishes each
 * change, the balance stream hears its member's, plus whatever else other modules send the member.
 */
export class BalanceHub {
  private readonly detach: () => void;

  constructor(
    wallet: WalletService,
    private readonly realtime: RealtimeHub,
  ) {
    const onChange = (change: BalanceChange) =>
      realtime.publish(change.memberId, { type: 'balance', data: { balance: change.balance.toString(), currency: change.currency } });
    wallet.events.on('balanceChanged', onChange);
    this.detach = () => wallet.events.off('balanceChanged', onChange);
  }

  /** Calls `listener` for each change of the member's balance (and `other` for their other events) until the returned function is called. */
  subscribe(memberId: number, listener: Listener, other?: OtherListener): () => void {
    return this.realtime.subscribe(memberId, (event) => {
      if (event.type === 'balance') listener({ memberId, balance: BigInt(event.data.balance), currency: event.data.currency });
      else other?.(event);
    });
  }

  /** Open streams (of one member, or all), for tests and metrics. */
  subscriberCount(memberId?: number): number {
    return this.realtime.subscriberCount(memberId);
  }

  async close(): Promise<void> {
    this.detach();
  }
}
