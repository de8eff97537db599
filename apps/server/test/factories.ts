import type { Kysely } from 'kysely';
import type { DB } from '../src/db/schema.ts';
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
