import type { Redis } from 'ioredis';
import type { BalanceChange, WalletService } from './service.ts';

type Listener = (change: BalanceChange) => void;

/**
 * Delivers balance changes to the open pages (SSE streams) of a member. In-process by default;
 * with Redis every instance publishes its changes to one channel and every instance delivers
 * what arrives there, so a page connected to instance A hears about a bet settled on instance B.
 */
export class BalanceHub {
  private readonly listeners = new Map<number, Set<Listener>>();
  private readonly detach: () => void;

  constructor(
    wallet: WalletService,
    private readonly redis?: { publisher: Redis; subscriber: Redis; channel: string; onError: (error: unknown) => void },
  ) {
    const onChange = (change: BalanceChange) => {
      if (!this.redis) return this.deliver(change);
      const payload = JSON.stringify({ memberId: change.memberId, balance: change.balance.toString(), currency: change.currency });
      // A lost message only delays a balance refresh (the page also refreshes on demand): never fail a transfer for it.
      this.redis.publisher.publish(this.redis.channel, payload).catch(this.redis.onError);
    };
    wallet.events.on('balanceChanged', onChange);
    this.detach = () => wallet.events.off('balanceChanged', onChange);
    if (this.redis) {
      const { subscriber, channel, onError } = this.redis;
      subscriber.subscribe(channel).catch(onError);
      subscriber.on('message', (ch: string, message: string) => {
        if (ch !== channel) return;
        try {
          const m = JSON.parse(message) as { memberId: number; balance: string; currency: string };
          this.deliver({ memberId: m.memberId, balance: BigInt(m.balance), currency: m.currency });
        } catch (error) {
          onError(error);
        }
      });
    }
  }

  private deliver(change: BalanceChange) {
    for (const listener of this.listeners.get(change.memberId) ?? []) listener(change);
  }

  /** Calls `listener` for each change of the member's balance until the returned function is called. */
  subscribe(memberId: number, listener: Listener): () => void {
    let set = this.listeners.get(memberId);
    if (!set) this.listeners.set(memberId, (set = new Set()));
    set.add(listener);
    return () => {
      set.delete(listener);
      if (set.size === 0) this.listeners.delete(memberId);
    };
  }

  /** Open streams (of one member, or all), for tests and metrics. */
  subscriberCount(memberId?: number): number {
    if (memberId !== undefined) return this.listeners.get(memberId)?.size ?? 0;
    let n = 0;
    for (const set of this.listeners.values()) n += set.size;
    return n;
  }

  async close(): Promise<void> {
    this.detach();
    this.listeners.clear();
    if (this.redis) {
      this.redis.subscriber.disconnect();
      this.redis.publisher.disconnect();
    }
  }
}
