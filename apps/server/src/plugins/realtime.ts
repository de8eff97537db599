import type { FastifyBaseLogger } from 'fastify';
import fp from 'fastify-plugin';
import { Redis } from 'ioredis';

/**
 * Typed events pushed to members' open pages (one SSE stream per tab, GET /wallet/events), by name.
 * Data must survive JSON (no bigint: decimal strings). A new kind of event is added here.
 */
export interface RealtimeEvents {
  /** A member's new balance (integer minor units as a decimal string). */
  balance: { balance: string; currency: string };
  /** Internal messages changed for the member (a new one arrived): the page refetches its count and list. */
  messages: { id: string };
}
export type RealtimeEventType = keyof RealtimeEvents;
export type RealtimeEvent = { [K in RealtimeEventType]: { type: K; data: RealtimeEvents[K] } }[RealtimeEventType];
/** One member, or every member with an open page. */
export type RealtimeTarget = number | 'all';

type Listener = (event: RealtimeEvent) => void;

export interface RedisFanout {
  publisher: Redis;
  subscriber: Redis;
  channel: string;
  onError: (error: unknown) => void;
}

/**
 * Delivers events to the open pages (SSE streams) of members. In-process by default; with Redis every
 * instance publishes to one channel and every instance delivers what arrives there, so a page
 * connected to instance A hears about something that happened on instance B.
 */
export class RealtimeHub {
  private readonly listeners = new Map<number, Set<Listener>>();

  constructor(private readonly redis?: RedisFanout) {
    if (redis) {
      const { subscriber, channel, onError } = redis;
      subscriber.subscribe(channel).catch(onError);
      subscriber.on('message', (ch: string, message: string) => {
        if (ch !== channel) return;
        try {
          const m = JSON.parse(message) as { to: RealtimeTarget; event: RealtimeEvent };
          this.deliver(m.to, m.event);
        } catch (error) {
          onError(error);
        }
      });
    }
  }

  /** Sends an event; never throws (a lost event only delays a refresh the page can also do on demand). */
  publish(to: RealtimeTarget, event: RealtimeEvent): void {
    if (!this.redis) return this.deliver(to, event);
    this.redis.publisher.publish(this.redis.channel, JSON.stringify({ to, event })).catch(this.redis.onError);
  }

  private deliver(to: RealtimeTarget, event: RealtimeEvent) {
    const sets = to === 'all' ? [...this.listeners.values()] : [this.listeners.get(to) ?? new Set<Listener>()];
    for (const set of sets) for (const listener of [...set]) listener(event);
  }

  /** Calls `listener` for every event to the member (or to all) until the returned function is called. */
  subscribe(memberId: number, listener: Listener): () => void {
    let set = this.listeners.get(memberId);
    if (!set) this.listeners.set(memberId, (set = new Set()));
    set.add(listener);
    return () => {
      set.delete(listener);
      if (set.size === 0 && this.listeners.get(memberId) === set) this.listeners.delete(memberId);
    };
  }

  /** Open subscriptions (of one member, or all), for tests and metrics. */
  subscriberCount(memberId?: number): number {
    if (memberId !== undefined) return this.listeners.get(memberId)?.size ?? 0;
    let n = 0;
    for (const set of this.listeners.values()) n += set.size;
    return n;
  }

  async close(): Promise<void> {
    this.listeners.clear();
    if (this.redis) {
      this.redis.subscriber.disconnect();
      this.redis.publisher.disconnect();
    }
  }
}

function redisFanout(url: string, merchantCode: string, log: FastifyBaseLogger): RedisFanout {
  const options = { maxRetriesPerRequest: 1, enableOfflineQueue: true };
  const publisher = new Redis(url, options);
  const subscriber = new Redis(url, options);
  const onError = (error: unknown) => log.warn({ err: error instanceof Error ? error.message : error }, 'redis (real-time fan-out) error');
  publisher.on('error', onError);
  subscriber.on('error', onError);
  return { publisher, subscriber, channel: `realtime:${merchantCode}`, onError };
}

declare module 'fastify' {
  interface FastifyInstance {
    /** Events to members' open pages (balance, messages …), through Redis when REDIS_URL is set. */
    realtime: RealtimeHub;
  }
}

/** The shared real-time channel (registered by the first module that needs it). */
export default fp(
  async (app) => {
    const hub = new RealtimeHub(app.config.redisUrl ? redisFanout(app.config.redisUrl, app.config.merchantCode, app.log) : undefined);
    app.decorate('realtime', hub);
    app.addHook('onClose', () => hub.close());
  },
  { name: 'realtime' },
);
