import type { Kysely } from 'kysely';
import type { DB } from '../src/db/schema.ts';
import type { BetRecordInput } from '../src/modules/records/service.ts';
import { SessionRepository } from '../src/modules/sessions/repository.ts';
import { SessionService } from '../src/modules/sessions/service.ts';

let counter = 0;

/** An account row; later work adds credentials through its own factories. */
export async function createMember(db: Kysely<DB>, overrides: Partial<{ username: string; type: number; nickname: string; status: 'ACTIVE' | 'LOCKED' | 'DISABLED'; parentId: number | null }> = {}) {
  counter += 1;
  const username = overrides.username ?? `user${Date.now().toString(36)}${counter}`;
  return db
    .insertInto('members')
    .values({
      username,
      type: overrides.type ?? 0,
      nickname: overrides.nickname ?? username,
      status: overrides.status ?? 'ACTIVE',
      parent_id: overrides.parentId ?? null,
    })
    .returning(['id', 'username', 'type'])
    .executeTakeFirstOrThrow();
}

/** A live session for a member; returns the bearer token. */
export async function createSession(db: Kysely<DB>, memberId: number, ttlMs = 3_600_000): Promise<string> {
  const { token } = await new SessionService(new SessionRepository(db)).create({ memberId, ttlMs });
  return token;
}

/** A member with a live session, ready for `authorization: Bearer <token>`. */
export async function signedInMember(db: Kysely<DB>, overrides: Parameters<typeof createMember>[1] = {}) {
  const member = await createMember(db, overrides);
  const token = await createSession(db, member.id);
  return { ...member, token, headers: { authorization: `Bearer ${token}` } };
}

// ---------------------------------------------------------------------------------------------
// accounts (login, registration, passwords): helpers for API tests of the accounts module.
// ---------------------------------------------------------------------------------------------
import type { LightMyRequestResponse } from 'fastify';
import { sealPayload } from './crypto-envelope-client.ts';

interface Injector {
  inject: (opts: { method: 'GET' | 'POST' | 'PUT' | 'DELETE'; url: string; payload?: unknown; headers?: Record<string, string>; remoteAddress?: string }) => Promise<LightMyRequestResponse>;
}

/** Seals a payload for an encrypted call with the server's current public key. */
export async function sealFor(app: Injector, payload: unknown) {
  const res = await app.inject({ method: 'GET', url: '/api/v1/auth/public-key' });
  return sealPayload(res.json<{ keyId: string; publicKey: string }>(), payload);
}

/** POST /auth/login with a sealed payload, from `ip`. */
export async function loginAs(app: Injector, payload: Record<string, unknown>, ip = '127.0.0.1') {
  return app.inject({ method: 'POST', url: '/api/v1/auth/login', payload: await sealFor(app, { type: 'username', ...payload }), remoteAddress: ip });
}

/** The newest 6-digit code the dev outbox holds for a recipient (E.164 number or mail address). */
export async function outboxCode(app: Injector, to: string): Promise<string> {
  const res = await app.inject({ method: 'GET', url: `/api/v1/dev/outbox?to=${encodeURIComponent(to)}&limit=5` });
  const messages = res.json<{ messages: { body: string }[] }>().messages;
  const match = messages[0] ? /\b(\d{6})\b/.exec(messages[0].body) : null;
  if (!match?.[1]) throw new Error(`no code in the outbox for ${to}`);
  return match[1];
}

/** The newest outbox message for a recipient, or undefined. */
export async function outboxLatest(app: Injector, to: string) {
  const res = await app.inject({ method: 'GET', url: `/api/v1/dev/outbox?to=${encodeURIComponent(to)}&limit=5` });
  return res.json<{ messages: { body: string; subject: string; purpose: string }[] }>().messages[0];
}

/** A bearer header from a login success body. */
export const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

/** A provider bet in the betting record (valid turnover = its stake when settled), placed at `placedAt`. */
export async function recordTestBet(
  app: { records: { record(input: BetRecordInput): Promise<unknown> } },
  bet: { memberId: number; stake: bigint; placedAt: Date; category?: string; status?: 'SETTLED' | 'PENDING' | 'CANCELLED' },
) {
  const status = bet.status ?? 'SETTLED';
  await app.records.record({
    memberId: bet.memberId,
    source: 'PROVIDER',
    sourceRef: crypto.randomUUID(),
    vendor: 'PG',
    gameCode: 'PG_TEST',
    category: bet.category ?? 'RNG',
    stake: bet.stake,
    payout: 0n,
    currency: 'THB',
    status,
    placedAt: bet.placedAt,
    settledAt: status === 'SETTLED' ? bet.placedAt : null,
  });
}
