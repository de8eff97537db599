import { createHash, randomBytes } from 'node:crypto';
import { roleOfType, type Role } from '@app/contracts';
import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema.ts';
import type { SessionRepository } from './repository.ts';

/** Who is calling, once a bearer token has been checked. */
export interface AuthContext {
  memberId: number;
  type: number;
  role: Role;
  sessionId: string;
}

export function hashToken(token: string): Buffer {
  return createHash('sha256').update(token).digest();
}

/** Tokens: 32 random bytes, base64url. Only their hash is stored, so a database leak yields no usable session. */
export function newToken(): string {
  return randomBytes(32).toString('base64url');
}

const TOUCH_EVERY_MS = 60_000;

export class SessionService {
  constructor(
    private readonly repo: SessionRepository,
    private readonly now: () => Date = () => new Date(),
  ) {}

  /** Opens a session; pass a transaction to open it together with other writes (registration). */
  async create(input: { memberId: number; ttlMs: number; ip?: string | null; userAgent?: string | null }, db?: Kysely<DB>) {
    const token = newToken();
    // Both ends of the lifetime come from the same clock: the database's clock may
    // differ from the app's by more than a short TTL (the CHECK would then refuse the row).
    const createdAt = this.now();
    const row = await this.repo.insert(
      {
        member_id: input.memberId,
        token_hash: hashToken(token),
        created_at: createdAt,
        last_seen_at: createdAt,
        expires_at: new Date(createdAt.getTime() + input.ttlMs),
        ip: input.ip ?? null,
        user_agent: input.userAgent?.slice(0, 400) ?? null,
      },
      db,
    );
    return { token, sessionId: row.id, expiresAt: row.expires_at };
  }

  /** The caller behind a bearer token, or null (unknown, expired, revoked, or the account is not active). */
  async verify(token: string): Promise<AuthContext | null> {
    if (!token || token.length > 200) return null;
    const now = this.now();
    const row = await this.repo.findLive(hashToken(token), now);
    if (!row || row.status !== 'ACTIVE') return null;
    if (now.getTime() - row.lastSeenAt.getTime() > TOUCH_EVERY_MS) await this.repo.touch(row.sessionId, now);
    return { memberId: row.memberId, type: row.type, role: roleOfType(row.type), sessionId: row.sessionId };
  }

  async revoke(sessionId: string): Promise<void> {
    await this.repo.revoke(sessionId, this.now());
  }

  async revokeAllOf(memberId: number, exceptSessionId?: string): Promise<void> {
    await this.repo.revokeAllOf(memberId, this.now(), exceptSessionId);
  }

  /** The member's latest logins with IP and device (user agent), newest first (operator console). */
  async recentOf(memberId: number, limit = 20) {
    const now = this.now();
    const rows = await this.repo.recentOf(memberId, limit);
    return rows.map((r) => ({ at: r.created_at.toISOString(), ip: r.ip, device: r.user_agent, active: r.revoked_at === null && r.expires_at > now }));
  }
}
