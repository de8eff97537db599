import { createHash, randomBytes } from 'node:crypto';
import { hash, verify, type Algorithm } from '@node-rs/argon2';
import { ErrorCode, type OperatorRole } from '@app/contracts';
import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema.ts';
import { AppError, badRequest, conflict, unauthorized } from '../../lib/errors.ts';
import type { AuditInsert, OperatorRepository } from './repository.ts';

const ARGON2ID = 2 as Algorithm;
const LOCK_AFTER_FAILURES = 5;
const LOCK_MS = 15 * 60_000;
const USERNAME = /^[A-Za-z][A-Za-z0-9_.-]{2,31}$/;

export interface OperatorContext {
  operatorId: number;
  username: string;
  role: OperatorRole;
  sessionId: string;
}

export interface OperatorServiceOptions {
  argon2: { memoryCost: number; timeCost: number; parallelism: number };
  sessionHours: number;
  now?: () => Date;
}

const hashToken = (token: string) => createHash('sha256').update(token).digest();

/**
 * Operators (back office staff): accounts with argon2id passwords, their own opaque bearer
 * sessions (stored hashed, separate from members'), role checks and the append-only audit log.
 */
export class OperatorService {
  private readonly now: () => Date;
  private dummyHash: Promise<string> | undefined;

  constructor(
    private readonly repo: OperatorRepository,
    private readonly options: OperatorServiceOptions,
  ) {
    this.now = options.now ?? (() => new Date());
  }

  /** Creates an operator with a generated password, returned once (the CLI prints it). */
  async create(username: string, role: OperatorRole, by: { operatorId: number | null; ip?: string | null } = { operatorId: null }) {
    if (!USERNAME.test(username)) throw badRequest('Operator names are 3-32 letters, digits, _ . or -, starting with a letter');
    const password = randomBytes(18).toString('base64url');
    const passwordHash = await hash(password, { ...this.options.argon2, algorithm: ARGON2ID });
    try {
      const row = await this.repo.db.transaction().execute(async (trx) => {
        const created = await this.repo.insertOperator(trx, { username, password_hash: passwordHash, role });
        await this.repo.insertAudit(trx, {
          operatorId: by.operatorId,
          action: 'operator.create',
          targetType: 'operator',
          targetId: String(created.id),
          after: { username, role },
          ip: by.ip ?? null,
        });
        return created;
      });
      return { id: row.id, username: row.username, role: row.role, password };
    } catch (error) {
      if ((error as { code?: string }).code === '23505') throw conflict(`Operator ${username} already exists`, ErrorCode.CONFLICT);
      throw error;
    }
  }

  async login(input: { username: string; password: string; ip: string | null }) {
    const now = this.now();
    const op = await this.repo.findByUsername(input.username);
    if (!op || op.status !== 'ACTIVE') {
      // Same time as a real check: no enumeration of operator names by timing.
      this.dummyHash ??= hash(randomBytes(16).toString('hex'), { ...this.options.argon2, algorithm: ARGON2ID });
      await verify(await this.dummyHash, input.password).catch(() => false);
      throw unauthorized('Incorrect username or password', ErrorCode.INVALID_CREDENTIALS);
    }
    if (op.locked_until && op.locked_until > now) {
      throw new AppError(423, ErrorCode.OPERATOR_LOCKED, 'Too many failed logins; try again later', { lockedUntil: op.locked_until.toISOString() });
    }
    const ok = await verify(op.password_hash, input.password).catch(() => false);
    if (!ok) {
      await this.repo.recordFailure(op.id, now, LOCK_AFTER_FAILURES, LOCK_MS);
      await this.audit({ operatorId: op.id, action: 'operator.login_failed', targetType: 'operator', targetId: String(op.id), ip: input.ip });
      throw unauthorized('Incorrect username or password', ErrorCode.INVALID_CREDENTIALS);
    }
    await this.repo.recordSuccess(op.id, now);
    const token = randomBytes(32).toString('base64url');
    const session = await this.repo.insertSession({
      operator_id: op.id,
      token_hash: hashToken(token),
      created_at: now,
      expires_at: new Date(now.getTime() + this.options.sessionHours * 3_600_000),
      ip: input.ip?.slice(0, 64) ?? null,
    });
    await this.audit({ operatorId: op.id, action: 'operator.login', targetType: 'operator_session', targetId: session.id, ip: input.ip });
    return { token, expiresAt: session.expires_at, operator: { id: op.id, username: op.username, role: op.role } };
  }

  async verify(token: string): Promise<OperatorContext | null> {
    if (!token || token.length > 200) return null;
    const row = await this.repo.findLiveSession(hashToken(token), this.now());
    if (!row || row.status !== 'ACTIVE') return null;
    return { operatorId: row.operatorId, username: row.username, role: row.role, sessionId: row.sessionId };
  }

  async logout(ctx: OperatorContext, ip: string | null) {
    await this.repo.revokeSession(ctx.sessionId, this.now());
    await this.audit({ operatorId: ctx.operatorId, action: 'operator.logout', targetType: 'operator_session', targetId: ctx.sessionId, ip });
  }

  /** Appends to the audit log; pass the action's transaction so the entry commits with it. */
  async audit(entry: AuditInsert, db?: Kysely<DB>): Promise<void> {
    await this.repo.insertAudit(db ?? this.repo.db, entry);
  }

  async listAudit(query: { page: number; pageSize: number; action?: string; operatorId?: number; targetType?: string; targetId?: string }) {
    const { rows, total } = await this.repo.listAudit({ ...query, limit: query.pageSize, offset: (query.page - 1) * query.pageSize });
    return {
      items: rows.map((r) => ({
        id: r.id.toString(),
        operatorId: r.operator_id,
        operator: r.username ?? null,
        action: r.action,
        targetType: r.target_type,
        targetId: r.target_id,
        before: r.before ?? null,
        after: r.after ?? null,
        ip: r.ip,
        createdAt: r.created_at.toISOString(),
      })),
      page: query.page,
      pageSize: query.pageSize,
      total,
    };
  }
}
