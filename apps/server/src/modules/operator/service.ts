import { createHash, randomBytes } from 'node:crypto';
import { hash, verify, type Algorithm } from '@node-rs/argon2';
import { ConsoleErrorCode, ErrorCode, type OperatorRole } from '@app/contracts';
import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema.ts';
import { AppError, badRequest, conflict, forbidden, notFound, unauthorized } from '../../lib/errors.ts';
import type { Secrets } from '../accounts/secrets.ts';
import { newTotpSecret, otpauthUrl, verifyTotp } from '../accounts/totp.ts';
import type { AuditFilter, AuditInsert, OperatorRepository } from './repository.ts';

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
  /** Sliding idle expiry of a session, beside the absolute `sessionHours`. */
  idleMinutes: number;
  /** Seals TOTP secrets at rest (the accounts module's AES-256-GCM envelope). */
  secrets: Secrets;
  /** Issuer shown in the authenticator app. */
  totpIssuer: string;
  now?: () => Date;
}

/** Sessions are touched at most this often (one write per minute per session, not per request). */
const TOUCH_EVERY_MS = 60_000;

type OperatorRow = NonNullable<Awaited<ReturnType<OperatorRepository['findById']>>>;

export interface StaffView {
  id: number;
  username: string;
  role: OperatorRole;
  status: 'ACTIVE' | 'DISABLED';
  totpEnabled: boolean;
  lastLoginAt: string | null;
  createdAt: string;
}

const staffView = (r: { id: number; username: string; role: OperatorRole; status: 'ACTIVE' | 'DISABLED'; last_login_at: Date | null; created_at: Date }, totpEnabled: boolean): StaffView => ({
  id: r.id,
  username: r.username,
  role: r.role,
  status: r.status,
  totpEnabled,
  lastLoginAt: r.last_login_at?.toISOString() ?? null,
  createdAt: r.created_at.toISOString(),
});

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

  async login(input: { username: string; password: string; otp?: string; ip: string | null }) {
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
    if (op.totp_secret_enc) await this.checkOtp(op, input.otp, now, input.ip);
    await this.repo.recordSuccess(op.id, now);
    const token = randomBytes(32).toString('base64url');
    const session = await this.repo.insertSession({
      operator_id: op.id,
      token_hash: hashToken(token),
      created_at: now,
      expires_at: new Date(now.getTime() + this.options.sessionHours * 3_600_000),
      ip: input.ip?.slice(0, 64) ?? null,
    });
    await this.repo.touchSession(session.id, now);
    await this.audit({ operatorId: op.id, action: 'operator.login', targetType: 'operator_session', targetId: session.id, ip: input.ip });
    return {
      token,
      expiresAt: session.expires_at,
      idleTimeoutSeconds: this.options.idleMinutes * 60,
      totpEnabled: Boolean(op.totp_secret_enc),
      operator: { id: op.id, username: op.username, role: op.role },
    };
  }

  /**
   * The second factor of a login: without a code OTP_REQUIRED, a wrong or replayed one OTP_INVALID
   * (counted as a failed login toward the lock). No session either way.
   */
  private async checkOtp(op: OperatorRow, otp: string | undefined, now: Date, ip: string | null) {
    if (!otp) throw unauthorized('Enter the code of your authenticator app', ConsoleErrorCode.OTP_REQUIRED);
    const secret = this.openSecret(op.totp_secret_enc);
    const last = op.totp_last_step == null ? null : Number(op.totp_last_step);
    const step = secret ? verifyTotp(secret, otp, now.getTime(), last) : null;
    if (step === null || !(await this.repo.advanceTotpStep(op.id, step))) {
      await this.repo.recordFailure(op.id, now, LOCK_AFTER_FAILURES, LOCK_MS);
      await this.audit({ operatorId: op.id, action: 'operator.login_failed', targetType: 'operator', targetId: String(op.id), after: { reason: 'otp' }, ip });
      throw unauthorized('Wrong authenticator code', ConsoleErrorCode.OTP_INVALID);
    }
  }

  private openSecret(sealed: string | null): string | null {
    if (!sealed) return null;
    try {
      return this.options.secrets.open(sealed);
    } catch {
      return null;
    }
  }

  /** The operator behind a token, or null: unknown, revoked, past its absolute end, idle too long, or disabled. */
  async verify(token: string): Promise<OperatorContext | null> {
    if (!token || token.length > 200) return null;
    const now = this.now();
    const row = await this.repo.findLiveSession(hashToken(token), now);
    if (!row || row.status !== 'ACTIVE') return null;
    const idle = now.getTime() - row.lastSeenAt.getTime();
    if (idle > this.options.idleMinutes * 60_000) {
      await this.repo.revokeSession(row.sessionId, now);
      return null;
    }
    if (idle > TOUCH_EVERY_MS) await this.repo.touchSession(row.sessionId, now);
    return { operatorId: row.operatorId, username: row.username, role: row.role, sessionId: row.sessionId };
  }

  /** `GET /operator/me`. */
  async me(ctx: OperatorContext) {
    const op = await this.repo.findById(ctx.operatorId);
    if (!op) throw unauthorized();
    return { id: op.id, username: op.username, role: op.role, totpEnabled: Boolean(op.totp_secret_enc), idleTimeoutSeconds: this.options.idleMinutes * 60 };
  }

  // ------------------------------------------------------------------ TOTP enrolment

  /** A new secret, pending until confirmed with a code from it. Refused when TOTP is already on. */
  async totpSetup(ctx: OperatorContext, ip: string | null) {
    const op = await this.repo.findById(ctx.operatorId);
    if (!op) throw unauthorized();
    if (op.totp_secret_enc) throw conflict('The authenticator is already enabled', ConsoleErrorCode.OTP_ALREADY_ENABLED);
    const secret = newTotpSecret();
    await this.repo.db.transaction().execute(async (trx) => {
      await this.repo.updateOperator(trx, op.id, { totp_pending_enc: this.options.secrets.seal(secret) });
      await this.audit({ operatorId: op.id, action: 'operator.totp_setup', targetType: 'operator', targetId: String(op.id), ip }, trx);
    });
    return { secret, otpauthUrl: otpauthUrl({ issuer: this.options.totpIssuer, account: op.username, secret }) };
  }

  async totpConfirm(ctx: OperatorContext, code: string, ip: string | null) {
    const op = await this.repo.findById(ctx.operatorId);
    if (!op) throw unauthorized();
    if (op.totp_secret_enc) throw conflict('The authenticator is already enabled', ConsoleErrorCode.OTP_ALREADY_ENABLED);
    const secret = this.openSecret(op.totp_pending_enc);
    if (!secret) throw badRequest('Start the authenticator set-up first', undefined, ConsoleErrorCode.OTP_NOT_PENDING);
    const step = verifyTotp(secret, code, this.now().getTime());
    if (step === null) throw badRequest('Wrong authenticator code', undefined, ConsoleErrorCode.OTP_INVALID);
    await this.repo.db.transaction().execute(async (trx) => {
      await this.repo.updateOperator(trx, op.id, { totp_secret_enc: op.totp_pending_enc, totp_pending_enc: null, totp_last_step: step });
      await this.audit({ operatorId: op.id, action: 'operator.totp_enable', targetType: 'operator', targetId: String(op.id), before: { totpEnabled: false }, after: { totpEnabled: true }, ip }, trx);
    });
    return { totpEnabled: true as const };
  }

  /**
   * The demo seed's operators: a known password and, optionally, a known TOTP secret (docs/console.md
   * "Demo operators"). Skips a name that exists. Never reachable over HTTP; the seeder refuses production.
   */
  async seedDemoOperator(input: { username: string; role: OperatorRole; password: string; totpSecret?: string }): Promise<boolean> {
    if (await this.repo.findByUsername(input.username)) return false;
    const passwordHash = await hash(input.password, { ...this.options.argon2, algorithm: ARGON2ID });
    await this.repo.db.transaction().execute(async (trx) => {
      const created = await this.repo.insertOperator(trx, { username: input.username, password_hash: passwordHash, role: input.role });
      if (input.totpSecret) await this.repo.updateOperator(trx, created.id, { totp_secret_enc: this.options.secrets.seal(input.totpSecret) });
      await this.repo.insertAudit(trx, { operatorId: null, action: 'operator.create', targetType: 'operator', targetId: String(created.id), after: { username: input.username, role: input.role, demo: true } });
    });
    return true;
  }

  // ------------------------------------------------------------------ staff

  async staff(): Promise<StaffView[]> {
    const rows = await this.repo.listOperators();
    return rows.map((r) => staffView(r, Boolean(r.totp_enabled)));
  }

  /** `POST /operator/operators`: the generated password is returned once. */
  async createStaff(ctx: OperatorContext, username: string, role: OperatorRole, ip: string | null) {
    const created = await this.create(username, role, { operatorId: ctx.operatorId, ip });
    const row = await this.repo.findById(created.id);
    if (!row) throw notFound('No such operator');
    return { operator: staffView(row, false), password: created.password };
  }

  /** Disables (ending every session) or enables an operator; not one's own account. */
  async setStatus(ctx: OperatorContext, id: number, status: 'ACTIVE' | 'DISABLED', ip: string | null): Promise<StaffView> {
    if (id === ctx.operatorId) throw forbidden('You cannot change your own account', ConsoleErrorCode.SELF_CHANGE);
    return this.repo.db.transaction().execute(async (trx) => {
      const op = await this.repo.lockById(trx, id);
      if (!op) throw notFound('No such operator');
      if (op.status !== status) {
        await this.repo.updateOperator(trx, id, { status });
        if (status === 'DISABLED') await this.repo.revokeAllSessions(trx, id, this.now());
        await this.audit(
          { operatorId: ctx.operatorId, action: status === 'DISABLED' ? 'operator.disable' : 'operator.enable', targetType: 'operator', targetId: String(id), before: { status: op.status }, after: { status }, ip },
          trx,
        );
      }
      return staffView({ ...op, status }, Boolean(op.totp_secret_enc));
    });
  }

  /** Changes an operator's role; the operator's sessions end so the new role applies at the next login. */
  async setRole(ctx: OperatorContext, id: number, role: OperatorRole, ip: string | null): Promise<StaffView> {
    if (id === ctx.operatorId) throw forbidden('You cannot change your own role', ConsoleErrorCode.SELF_CHANGE);
    return this.repo.db.transaction().execute(async (trx) => {
      const op = await this.repo.lockById(trx, id);
      if (!op) throw notFound('No such operator');
      if (op.role !== role) {
        await this.repo.updateOperator(trx, id, { role });
        await this.repo.revokeAllSessions(trx, id, this.now());
        await this.audit({ operatorId: ctx.operatorId, action: 'operator.role_change', targetType: 'operator', targetId: String(id), before: { role: op.role }, after: { role }, ip }, trx);
      }
      return staffView({ ...op, role }, Boolean(op.totp_secret_enc));
    });
  }

  /** An operator's name, for views of other modules (who requested an adjustment). */
  async names(ids: number[]): Promise<Map<number, string>> {
    const unique = [...new Set(ids)];
    const rows = await Promise.all(unique.map((id) => this.repo.findById(id)));
    return new Map(rows.filter((r) => r !== undefined).map((r) => [r.id, r.username]));
  }

  async logout(ctx: OperatorContext, ip: string | null) {
    await this.repo.revokeSession(ctx.sessionId, this.now());
    await this.audit({ operatorId: ctx.operatorId, action: 'operator.logout', targetType: 'operator_session', targetId: ctx.sessionId, ip });
  }

  /** Appends to the audit log; pass the action's transaction so the entry commits with it. */
  async audit(entry: AuditInsert, db?: Kysely<DB>): Promise<void> {
    await this.repo.insertAudit(db ?? this.repo.db, entry);
  }

  /** Audit rows of an export (CSV), newest first, at most `limit`. */
  async exportAudit(filter: AuditFilter, limit: number) {
    const rows = await this.repo.exportAudit(filter, limit);
    return rows.map((r) => ({
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
    }));
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
