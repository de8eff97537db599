import {
  ageOn,
  AGENT_TYPES,
  DEFAULT_WEAK_PASSWORD,
  ErrorCode,
  isFlagEnabled,
  matchesRule,
  ProtectionErrorCode,
  ReferralErrorCode,
  roleOfType,
  TRIAL_TYPE,
  WhitelabelFlag,
  type ChangePasswordPayload,
  type FieldError,
  type LoginPayload,
  type LoginSuccess,
  type MemberInfo,
  type PhonePasswordPayload,
  type RegisterRequest,
  type RegisterSettings,
  type SessionInfo,
  type TwoFactorChallenge,
  type TwoFactorMethod,
  type TwoFactorVerifyRequest,
} from '@app/contracts';
import type { FastifyBaseLogger } from 'fastify';
import { randomBytes } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema.ts';
import { AppError, badRequest, conflict, forbidden, notFound, tooManyRequests, unauthorized } from '../../lib/errors.ts';
import type { AuthContext, SessionService } from '../sessions/service.ts';
import type { SiteService } from '../site/service.ts';
import { maskEmail, maskMobile, parseMobile, type CountryRule, type Mobile } from './mobile.ts';
import type { PasswordHasher } from './passwords.ts';
import {
  CAPTCHA_AFTER_FAILURE_MS,
  LOCKOUT,
  OLD_PASSWORD_GRACE_MS,
  RATE_LIMITS,
  REMEMBER_ME_TTL_MS,
  RESET_TOKEN_TTL_MS,
  SESSION_TTL_MS,
  TWO_FACTOR_MAX_ATTEMPTS,
  TWO_FACTOR_TTL_MS,
  type LimitsPort,
  type MemberCounters,
  type NotifyPort,
  type WalletPort,
} from './ports.ts';
import { registerFlags, validateFields, type RegisterFieldStore } from './register-settings.ts';
import type { AccountRepository, MemberRow, SessionOrigin } from './repository.ts';
import { sha256, type Secrets } from './secrets.ts';
import { newTotpSecret, otpauthUrl, verifyTotp } from './totp.ts';
import { enforce, isUuid, type CaptchaService, type SmsCodes } from './verifiers.ts';

/** Who is calling, as far as the flows need it. */
export interface RequestContext {
  ip: string;
  userAgent: string | null;
  /** `https://host` of the request, for links in mails. */
  origin: string;
}

export interface AccountsDeps {
  repo: AccountRepository;
  sessions: SessionService;
  site: SiteService;
  hasher: PasswordHasher;
  secrets: Secrets;
  captcha: CaptchaService;
  sms: SmsCodes;
  fields: RegisterFieldStore;
  limits: () => LimitsPort;
  notify: () => NotifyPort;
  wallet: () => WalletPort | undefined;
  config: { trialBalance: bigint; passwordMaxAgeDays: number; minAge: number; brandName?: string };
  log?: Pick<FastifyBaseLogger, 'error' | 'warn'>;
  now?: () => number;
}

type Member = NonNullable<MemberRow>;

const invalidCredentials = () => new AppError(401, ErrorCode.INVALID_CREDENTIALS, 'Incorrect username or password', { captchaRequired: true });
const featureDisabled = () => forbidden('This function is not enabled; please contact customer service', ErrorCode.FEATURE_DISABLED);
const locked = (untilMs: number, nowMs: number) =>
  new AppError(423, ErrorCode.ACCOUNT_LOCKED, 'Too many wrong passwords; the account is locked for a while', {
    retryAfterSeconds: Math.max(1, Math.ceil((untilMs - nowMs) / 1000)),
  });

function isUniqueViolation(error: unknown): string | null {
  const e = error as { code?: string; constraint?: string; message?: string } | null;
  if (e?.code !== '23505') return null;
  return `${e.constraint ?? ''} ${e.message ?? ''}`;
}

/** Lower-case, collapsed spaces: how a bank account name typed at login is compared to the bound one. */
const normalizeName = (s: string) => s.normalize('NFKC').trim().replace(/\s+/g, ' ').toLowerCase();

/**
 * Called inside the registration transaction (e.g. the agents module attaches the member to its upline's tree).
 * `referrerId` is the member whose referral code the new member registered with (member-to-member, not an agent).
 */
export type RegisteredHook = (
  member: { id: number; parentId: number | null; username: string; type: number; createdAt: Date; referrerId?: number | null; referralCode?: string | null },
  trx: Kysely<DB>,
) => Promise<void>;

/** Finds the account that owns a member referral code (the referrals module), or null. */
export type ReferralCodeResolver = (code: string) => Promise<number | null>;

export class AccountsService {
  readonly counters: MemberCounters = {};
  private readonly registeredHooks: RegisteredHook[] = [];
  private referralResolver: ReferralCodeResolver | undefined;
  private readonly background = new Set<Promise<unknown>>();
  private readonly now: () => number;

  constructor(private readonly d: AccountsDeps) {
    this.now = d.now ?? Date.now;
  }

  /** A sealed secret, or null when it was sealed under another AUTH_KEY_SECRET (treated as not set up). */
  private openSecret(sealed: string | null): string | null {
    if (!sealed) return null;
    try {
      return this.d.secrets.open(sealed);
    } catch {
      return null;
    }
  }

  private async flags() {
    return (await this.d.site.current()).base.whitelabel;
  }

  private async flag(flag: WhitelabelFlag): Promise<boolean> {
    return isFlagEnabled(await this.flags(), flag);
  }

  private async countries(): Promise<CountryRule[]> {
    return this.d.repo.countries();
  }

  private async mobile(raw: string | undefined, code: string | undefined): Promise<Mobile> {
    return parseMobile(raw, code, await this.countries());
  }

  // ------------------------------------------------------------------ member info

  async memberInfo(memberId: number): Promise<MemberInfo> {
    const m = await this.d.repo.findById(memberId);
    if (!m) throw unauthorized();
    return this.toMemberInfo(m);
  }

  private async toMemberInfo(m: Member): Promise<MemberInfo> {
    const role = roleOfType(m.type);
    const snap = await this.d.site.current();
    const wallet = this.d.wallet();
    let balance = 0n;
    let currency = m.currency;
    if (wallet) {
      try {
        const b = await wallet.balanceOf(m.id);
        balance = b.balance;
        currency = b.currency;
      } catch (error) {
        // An agent-only account (41/42) has no member wallet: balance 0.
        if (!(error instanceof AppError)) throw error;
      }
    }
    const trial = role === 'trial';
    const [unread, promos] = await Promise.all([
      trial || !this.counters.unreadMessageCount ? 0 : this.counters.unreadMessageCount(m.id, { role, vipLevel: m.vip_level }),
      trial || !this.counters.availablePromoCount ? 0 : this.counters.availablePromoCount(m.id),
    ]);
    return {
      id: m.id,
      account: m.username,
      nickname: m.nickname || m.username,
      type: m.type,
      role,
      balance: Number(balance),
      currency,
      currencySymbol: snap.brand.currency === currency ? snap.brand.currencySymbol : currency,
      unreadMessageCount: unread,
      availablePromoCount: promos,
      vip: { level: m.vip_level, isVip: m.vip_level > 0 },
      firstTimeLogin: !m.first_login_done,
      hasPaymentPassword: Boolean(m.payment_password_hash),
      mobileBound: Boolean(m.mobile),
      emailBound: Boolean(m.email),
      totpEnabled: Boolean(m.totp_secret_enc),
      maskedMobile: m.mobile && m.country_dialing_code ? maskMobile(m.country_dialing_code, m.mobile) : null,
      maskedEmail: m.email ? maskEmail(m.email) : null,
      bankNameBound: Boolean(m.payee_name),
      affiliateCode: role === 'agent' ? m.affiliate_code : null,
    };
  }

  private async passwordExpired(m: Member): Promise<boolean> {
    if (!m.password_changed_at || !m.password_hash) return false;
    if (!(await this.flag(WhitelabelFlag.PASSWORD_EXPIRY))) return false;
    return m.password_changed_at.getTime() + this.d.config.passwordMaxAgeDays * 86_400_000 < this.now();
  }

  /** Opens a session and builds the login success body. */
  private async issue(
    m: Member,
    origin: SessionOrigin,
    ctx: RequestContext,
    options: { rememberMe?: boolean; weakPassword?: boolean; db?: Kysely<DB> } = {},
  ): Promise<LoginSuccess> {
    const session = await this.d.sessions.create(
      { memberId: m.id, ttlMs: options.rememberMe ? REMEMBER_ME_TTL_MS : SESSION_TTL_MS, ip: ctx.ip, userAgent: ctx.userAgent },
      options.db,
    );
    await this.d.repo.setSessionOrigin(session.sessionId, origin, options.db);
    return {
      status: 'OK',
      token: session.token,
      expiresAt: session.expiresAt.toISOString(),
      firstTimeLogin: !m.first_login_done,
      passwordExpired: await this.passwordExpired(m),
      weakPassword: options.weakPassword ?? false,
      loginType: origin,
      member: await this.toMemberInfo(m),
    };
  }

  // ------------------------------------------------------------------ login

  /** The member-site / agent-portal rule (docs/accounts.md "Roles"). */
  private checkPortal(m: Member, portal: 'member' | 'agent') {
    const role = roleOfType(m.type);
    if (portal === 'agent' && role !== 'agent') throw forbidden('Only agents can log in to the agent area', ErrorCode.NOT_AGENT);
    if (portal === 'member' && (m.type === 41 || m.type === 42)) throw forbidden('This account cannot log in to the member site', ErrorCode.NOT_MEMBER);
  }

  private checkStatus(m: Member) {
    if (m.status === 'DISABLED') throw forbidden('This account is disabled; please contact customer service', ErrorCode.ACCOUNT_DISABLED);
    if (m.status === 'LOCKED') throw new AppError(423, ErrorCode.ACCOUNT_LOCKED, 'This account is locked; please contact customer service', {});
  }

  private async captchaRequired(ip: string, m: Member | undefined): Promise<boolean> {
    const now = this.now();
    if ((await this.d.repo.ipFailures(ip, new Date(now - CAPTCHA_AFTER_FAILURE_MS))) > 0) return true;
    return Boolean(m && m.failed_login_count > 0 && m.failed_window_start && m.failed_window_start.getTime() > now - LOCKOUT.windowMs);
  }

  private async loginFailed(ip: string, m: Member | undefined, loginName: string): Promise<never> {
    const now = new Date(this.now());
    await this.d.repo.recordIpFailure(ip, now, new Date(now.getTime() - CAPTCHA_AFTER_FAILURE_MS));
    if (!m) {
      // Unknown names "lock" like real accounts do, so a 423 does not tell that an account exists.
      const r = await this.d.limits().consume(`login:unknown:${loginName.toLowerCase()}`, { limit: LOCKOUT.maxFailures - 1, windowMs: LOCKOUT.lockMs });
      if (!r.allowed) throw locked(now.getTime() + r.retryAfterMs, now.getTime());
    } else {
      const count = await this.d.repo.countFailure(m.id, now, LOCKOUT.windowMs);
      if (count >= LOCKOUT.maxFailures) {
        const until = now.getTime() + LOCKOUT.lockMs;
        await this.d.repo.lock(m.id, new Date(until));
        await this.d.repo.addEvent(m.id, 'LOCKED', ip, { failures: count });
        throw locked(until, now.getTime());
      }
    }
    throw invalidCredentials();
  }

  async login(p: LoginPayload, ctx: RequestContext): Promise<LoginSuccess | TwoFactorChallenge> {
    const tree = await this.flags();
    if (!isFlagEnabled(tree, WhitelabelFlag.LOGIN)) throw featureDisabled();
    if (p.type === 'sms' && !isFlagEnabled(tree, WhitelabelFlag.SMS_LOGIN)) throw featureDisabled();
    const limits = this.d.limits();
    await enforce(limits, `login:ip:${ctx.ip}`, RATE_LIMITS.loginPerIp);

    let member: Member | undefined;
    let mobile: Mobile | undefined;
    if (p.type === 'sms') {
      mobile = await this.mobile(p.username, p.countryDialingCode);
      member = await this.d.repo.findByMobile(mobile.countryDialingCode, mobile.national);
      await enforce(limits, `login:account:${mobile.e164}`, RATE_LIMITS.loginPerAccount);
    } else {
      member = await this.d.repo.findByUsername(p.username);
      await enforce(limits, `login:account:${p.username.toLowerCase()}`, RATE_LIMITS.loginPerAccount);
    }

    if (await this.captchaRequired(ctx.ip, member)) await this.d.captcha.check(p, { captchaRequired: true });

    const now = this.now();
    if (member?.locked_until && member.locked_until.getTime() > now) {
      await this.d.hasher.verifyDummy(p.password);
      throw locked(member.locked_until.getTime(), now);
    }

    let ok: boolean;
    if (p.type === 'sms') {
      ok = member ? (await this.d.sms.verify('LOGIN', (mobile as Mobile).e164, p.password)) === 'ok' : false;
    } else {
      ok = await this.d.hasher.verify(member?.password_hash, p.password);
    }
    if (!ok || !member) return this.loginFailed(ctx.ip, member, mobile ? mobile.e164 : p.username);

    this.checkStatus(member);
    this.checkPortal(member, p.portal ?? 'member');
    if (member.type === TRIAL_TYPE) throw invalidCredentials();

    if (member.failed_login_count > 0 || member.locked_until) await this.d.repo.clearFailures(member.id);
    await this.d.repo.clearIpFailures(ctx.ip);
    if (p.type === 'username' && member.password_hash && this.d.hasher.needsRehash(member.password_hash)) {
      await this.d.repo.updateMember(member.id, { password_hash: await this.d.hasher.hash(p.password) });
    }
    const weakPassword = p.type === 'username' && p.password === DEFAULT_WEAK_PASSWORD;
    const nowDate = new Date(now);

    if (p.type === 'username') {
      const challenge = await this.secondFactorNeeded(member, ctx, { rememberMe: p.rememberMe ?? false, weakPassword, loginType: 'username' });
      if (challenge) return challenge;
    } else {
      // The SMS code proved the phone: the IP becomes known like after a second factor.
      await this.d.repo.addKnownIp(member.id, ctx.ip, nowDate);
    }
    await this.d.repo.addEvent(member.id, 'LOGIN', ctx.ip, { type: p.type, portal: p.portal ?? 'member' });
    return this.issue(member, p.type, ctx, { rememberMe: p.rememberMe, weakPassword });
  }

  // ------------------------------------------------------------------ second factor (new IP)

  private methodsOf(m: Member): TwoFactorMethod[] {
    const methods: TwoFactorMethod[] = [];
    if (m.mobile) methods.push('MOBILE');
    if (m.email) methods.push('EMAIL');
    if (m.payee_name) methods.push('BANK_NAME');
    if (m.totp_secret_enc) methods.push('TOTP');
    return methods;
  }

  /**
   * A login from an IP the account never proved itself from asks for a second factor.
   * Brand-new accounts (no known IP yet, e.g. created by an operator) trust their first IP.
   * With nothing bound at all there is nothing to ask: the login passes and the event is recorded.
   */
  private async secondFactorNeeded(
    m: Member,
    ctx: RequestContext,
    o: { rememberMe: boolean; weakPassword: boolean; loginType: 'username' | 'sms' },
  ): Promise<TwoFactorChallenge | null> {
    const now = new Date(this.now());
    if (await this.d.repo.isKnownIp(m.id, ctx.ip)) {
      await this.d.repo.addKnownIp(m.id, ctx.ip, now);
      return null;
    }
    if (!(await this.d.repo.hasKnownIps(m.id))) {
      await this.d.repo.addKnownIp(m.id, ctx.ip, now);
      return null;
    }
    const methods = this.methodsOf(m);
    if (methods.length === 0) {
      await this.d.repo.addEvent(m.id, 'NEW_IP_NO_SECOND_FACTOR', ctx.ip);
      await this.d.repo.addKnownIp(m.id, ctx.ip, now);
      return null;
    }
    const expiresAt = new Date(now.getTime() + TWO_FACTOR_TTL_MS);
    const row = await this.d.repo.insertChallenge({
      member_id: m.id,
      ip: ctx.ip,
      user_agent: ctx.userAgent?.slice(0, 400) ?? null,
      methods: methods.join(','),
      login_type: o.loginType,
      remember_me: o.rememberMe,
      weak_password: o.weakPassword,
      expires_at: expiresAt,
    });
    return {
      status: 'TWO_FACTOR',
      challengeId: row.id,
      methods,
      ...(m.mobile && m.country_dialing_code ? { maskedMobile: maskMobile(m.country_dialing_code, m.mobile) } : {}),
      ...(m.email ? { maskedEmail: maskEmail(m.email) } : {}),
      expiresAt: expiresAt.toISOString(),
    };
  }

  private async liveChallenge(challengeId: string, ctx: RequestContext) {
    const expired = () => badRequest('The verification has expired; please log in again', undefined, ErrorCode.TWO_FACTOR_EXPIRED);
    if (!isUuid(challengeId)) throw expired();
    const c = await this.d.repo.findChallenge(challengeId);
    if (!c || c.completed_at || c.expires_at.getTime() <= this.now() || c.attempts >= TWO_FACTOR_MAX_ATTEMPTS || c.ip !== ctx.ip) throw expired();
    const m = await this.d.repo.findById(c.member_id);
    if (!m) throw expired();
    return { c, m };
  }

  async sendChallengeSms(challengeId: string, ctx: RequestContext) {
    await enforce(this.d.limits(), `2fa:ip:${ctx.ip}`, RATE_LIMITS.twoFactorPerIp);
    const { c, m } = await this.liveChallenge(challengeId, ctx);
    if (!c.methods.split(',').includes('MOBILE') || !m.mobile || !m.country_dialing_code) {
      throw badRequest('No mobile number is bound to this account', undefined, ErrorCode.TWO_FACTOR_METHOD_UNAVAILABLE);
    }
    const mobile = { countryDialingCode: m.country_dialing_code, national: m.mobile, e164: `${m.country_dialing_code}${m.mobile}` };
    // The challenge's failed sends are the throttle's generation: an SMS that could not be sent lifts it.
    return this.d.sms.request('TWO_FACTOR', mobile, ctx.ip, true, { key: `2fa:${c.id}:${c.sms_unsent}`, unsent: () => this.d.repo.challengeSmsUnsent(c.id) });
  }

  async verifyChallenge(input: TwoFactorVerifyRequest, ctx: RequestContext): Promise<LoginSuccess> {
    await enforce(this.d.limits(), `2fa:ip:${ctx.ip}`, RATE_LIMITS.twoFactorPerIp);
    const { c, m } = await this.liveChallenge(input.challengeId, ctx);
    if (!c.methods.split(',').includes(input.method)) {
      throw badRequest('This verification method is not available for the account', undefined, ErrorCode.TWO_FACTOR_METHOD_UNAVAILABLE);
    }
    let ok = false;
    const value = input.value.trim();
    switch (input.method) {
      case 'MOBILE':
        ok = Boolean(m.mobile) && (await this.d.sms.verify('TWO_FACTOR', `${m.country_dialing_code}${m.mobile}`, value)) === 'ok';
        break;
      case 'EMAIL':
        ok = Boolean(m.email) && sha256(value.toLowerCase()).equals(sha256((m.email ?? '').toLowerCase()));
        break;
      case 'BANK_NAME':
        ok = Boolean(m.payee_name) && sha256(normalizeName(value)).equals(sha256(normalizeName(m.payee_name ?? '')));
        break;
      case 'TOTP': {
        const secret = this.openSecret(m.totp_secret_enc);
        const step = secret ? verifyTotp(secret, value, this.now(), m.totp_last_step == null ? null : Number(m.totp_last_step)) : null;
        if (step !== null) {
          await this.d.repo.updateMember(m.id, { totp_last_step: step });
          ok = true;
        }
        break;
      }
    }
    if (!ok) {
      const r = await this.d.repo.challengeWrong(c.id);
      const left = Math.max(0, TWO_FACTOR_MAX_ATTEMPTS - (r?.attempts ?? TWO_FACTOR_MAX_ATTEMPTS));
      if (left === 0) throw badRequest('Too many wrong answers; please log in again', { attemptsLeft: 0 }, ErrorCode.TWO_FACTOR_EXPIRED);
      throw badRequest('Please enter the correct information', { attemptsLeft: left }, ErrorCode.TWO_FACTOR_INVALID);
    }
    if (!(await this.d.repo.completeChallenge(c.id, new Date(this.now())))) {
      throw badRequest('The verification has expired; please log in again', undefined, ErrorCode.TWO_FACTOR_EXPIRED);
    }
    this.checkStatus(m);
    await this.d.repo.addKnownIp(m.id, ctx.ip, new Date(this.now()));
    await this.d.repo.addEvent(m.id, 'LOGIN', ctx.ip, { type: c.login_type, secondFactor: input.method });
    return this.issue(m, c.login_type, ctx, { rememberMe: c.remember_me, weakPassword: c.weak_password });
  }

  // ------------------------------------------------------------------ logout, first login, sessions

  async logout(auth: AuthContext) {
    await this.d.sessions.revoke(auth.sessionId);
  }

  async firstLogin(auth: AuthContext, ip: string) {
    const r = await this.d.repo.db
      .updateTable('members')
      .set({ first_login_done: true })
      .where('id', '=', auth.memberId)
      .where('first_login_done', '=', false)
      .executeTakeFirst();
    if (Number(r.numUpdatedRows) === 1) await this.d.repo.addEvent(auth.memberId, 'FIRST_LOGIN', ip);
  }

  async listSessions(auth: AuthContext): Promise<SessionInfo[]> {
    const rows = await this.d.repo.listLiveSessions(auth.memberId, new Date(this.now()));
    return rows.map((r) => ({
      id: r.id,
      current: r.id === auth.sessionId,
      createdAt: r.created_at.toISOString(),
      lastSeenAt: r.last_seen_at.toISOString(),
      ip: r.ip,
      userAgent: r.user_agent,
      expiresAt: r.expires_at.toISOString(),
    }));
  }

  async revokeSession(auth: AuthContext, sessionId: string) {
    const own = await this.d.repo.findLiveSession(auth.memberId, sessionId, new Date(this.now()));
    if (!own) throw notFound('No such session');
    await this.d.sessions.revoke(sessionId);
  }

  // ------------------------------------------------------------------ registration

  async registerSettings(): Promise<RegisterSettings> {
    return this.d.fields.settings(registerFlags(await this.flags()), this.d.config.minAge);
  }

  async countryList() {
    const rows = await this.countries();
    return rows.map((r) => ({ countryCode: r.country_code, countryDialingCode: r.country_dialing_code }));
  }

  private async domainAllowed(domain: string | undefined): Promise<boolean> {
    if (!domain) return true;
    const host = domain
      .trim()
      .toLowerCase()
      .replace(/^[a-z]+:\/\//, '')
      .replace(/[/:].*$/, '');
    if (host === 'localhost' || host === '127.0.0.1') return true;
    const snap = await this.d.site.current();
    if (host === snap.base.mainDomain.toLowerCase()) return true;
    return snap.base.domainRoute.some((r) => r.domain.toLowerCase() === host);
  }

  async affiliateValid(code: string, domain?: string): Promise<boolean> {
    const c = code.trim();
    if (!/^[A-Za-z0-9]{2,32}$/.test(c)) return false;
    if (!(await this.domainAllowed(domain))) return false;
    if (await this.d.repo.findAgentByAffiliateCode(c, AGENT_TYPES)) return true;
    // A member's referral code is an invitation code too (docs/rewards.md "Referral").
    return Boolean(this.referralResolver && (await this.referralResolver(c)));
  }

  async passwordRuleErrors(field: string, value: string): Promise<FieldError[]> {
    const rule = await this.d.fields.field('password');
    const r = rule ?? { patternId: 'PASSWORD_STRONG', acceptedPattern: '^(?=.*[a-z])(?=.*[A-Z])(?=.*\\d)(?=.*[^A-Za-z0-9]).+$', minLength: 8, maxLength: 20 };
    return matchesRule(value, r) ? [] : [{ field, message: `Must match ${r.patternId} with ${r.minLength} to ${r.maxLength} characters` }];
  }

  async register(body: RegisterRequest, mode: 'username' | 'mobile', ctx: RequestContext): Promise<LoginSuccess> {
    const flags = registerFlags(await this.flags());
    if (!flags.registration || (mode === 'mobile' && !flags.mobile)) throw featureDisabled();
    await enforce(this.d.limits(), `register:ip:${ctx.ip}`, RATE_LIMITS.registerPerIp);

    if (body.acceptTerms !== true) throw badRequest('Please agree to the terms and conditions', undefined, ErrorCode.TERMS_REQUIRED);
    if (body.ageConfirmed !== true) {
      throw badRequest(`Please confirm you are at least ${this.d.config.minAge} years old`, { minAge: this.d.config.minAge }, ErrorCode.AGE_CONFIRMATION_REQUIRED);
    }

    const trim = (v: string | undefined) => (v === undefined ? undefined : v.trim());
    const values = {
      username: trim(body.username),
      password: body.password,
      confirmPassword: body.confirmPassword,
      payeeName: trim(body.payeeName),
      email: trim(body.email),
      qqNum: trim(body.qqNum),
      mobileNum: trim(body.mobileNum)?.replace(/[\s\-.()]/g, ''),
      recommenderId: trim(body.recommenderId),
      affiliateCode: trim(body.affiliateCode),
      paymentPassword: body.paymentPassword,
      line: trim(body.line),
      whatsapp: trim(body.whatsapp),
      facebook: trim(body.facebook),
      wechat: trim(body.wechat),
      idNumber: trim(body.idNumber),
      referralCode: trim(body.referralCode),
      nickname: trim(body.nickname),
      telegram: trim(body.telegram),
      zalo: trim(body.zalo),
      birthday: trim(body.birthday),
      captcha: trim(body.captcha),
      verificationCode: trim(body.verificationCode),
    };
    const needsPassword = mode === 'username' || flags.mobilePassword;
    const forceRequired = (mode === 'username' ? ['username', 'password', 'confirmPassword'] : ['mobileNum', ...(needsPassword ? ['password', 'confirmPassword'] : [])]) as (
      | 'username'
      | 'password'
      | 'confirmPassword'
      | 'mobileNum'
    )[];
    const skip: ('username' | 'password' | 'confirmPassword' | 'verificationCode' | 'captcha' | 'affiliateCode' | 'referralCode')[] = [
      // Checked below with their own codes.
      'verificationCode',
      'captcha',
      'affiliateCode',
      'referralCode',
    ];
    if (mode === 'mobile' && !values.username) skip.push('username');
    if (!needsPassword) skip.push('password', 'confirmPassword');
    const errors = validateFields(values, await this.d.fields.fields(), { forceRequired, skip });
    if (errors.length) throw badRequest('Please correct the highlighted fields', errors, ErrorCode.VALIDATION_ERROR);
    if (needsPassword && values.password !== values.confirmPassword) {
      throw badRequest('Incorrect confirmation input', [{ field: 'confirmPassword', message: 'Incorrect confirmation input' }], ErrorCode.PASSWORD_MISMATCH);
    }

    const captchaField = await this.d.fields.field('captcha');
    if ((captchaField?.enabled && captchaField.required) || values.captcha) await this.d.captcha.check({ captcha: values.captcha, captchaId: body.captchaId });

    // Issue 20 / SPEC §9: a birthday under the brand's minimum age is refused (docs/protection.md).
    const age = values.birthday ? ageOn(values.birthday, new Date(this.now())) : null;
    if (age !== null && age < this.d.config.minAge) {
      throw badRequest(`You must be at least ${this.d.config.minAge} years old`, { minAge: this.d.config.minAge }, ProtectionErrorCode.UNDER_AGE);
    }

    // Invitation code (affiliateCode, or referralCode from /register?referralCode=X): an agent's code on one of our domains,
    // or another member's referral code (docs/rewards.md "Referral"). An unknown code is refused.
    const code = values.affiliateCode || values.referralCode;
    let parentId: number | null = null;
    let referrerId: number | null = null;
    if (code) {
      if (!(await this.domainAllowed(body.domain))) throw badRequest('invitation code error', undefined, ErrorCode.AFFILIATE_CODE_INVALID);
      const agent = /^[A-Za-z0-9]{2,32}$/.test(code) ? await this.d.repo.findAgentByAffiliateCode(code, AGENT_TYPES) : undefined;
      if (agent) parentId = agent.id;
      else if (this.referralResolver) referrerId = await this.referralResolver(code);
      if (!agent && !referrerId) throw badRequest('invitation code error', undefined, ErrorCode.AFFILIATE_CODE_INVALID);
      if (referrerId) await this.assertNotSelfReferral(referrerId, values);
    }
    if (parentId === null) {
      const affField = await this.d.fields.field('affiliateCode');
      if (affField?.enabled && affField.required) throw badRequest('Please correct the highlighted fields', [{ field: 'affiliateCode', message: 'is empty' }], ErrorCode.VALIDATION_ERROR);
    }

    let mobile: Mobile | undefined;
    if (values.mobileNum) mobile = await this.mobile(values.mobileNum, body.countryDialingCode);
    const username = values.username || (mobile ? `${mobile.countryDialingCode.slice(1)}${mobile.national}` : '');
    if (!username) throw badRequest('Please correct the highlighted fields', [{ field: 'username', message: 'is empty' }], ErrorCode.VALIDATION_ERROR);
    if (mobile && (await this.d.repo.mobileTaken(mobile.countryDialingCode, mobile.national))) throw conflict('This mobile number is already registered', ErrorCode.MOBILE_TAKEN);
    if (await this.d.repo.usernameTaken(username)) throw conflict('This username is already taken', ErrorCode.USERNAME_TAKEN);

    if (mobile && flags.smsVerification) await this.d.sms.require('REGISTER', mobile.e164, values.verificationCode);

    const [passwordHash, paymentHash] = await Promise.all([
      needsPassword && values.password ? this.d.hasher.hash(values.password) : null,
      values.paymentPassword ? this.d.hasher.hash(values.paymentPassword) : null,
    ]);
    const profile: Record<string, string> = {};
    for (const key of ['qqNum', 'line', 'whatsapp', 'facebook', 'wechat', 'idNumber', 'recommenderId', 'telegram', 'zalo', 'birthday'] as const) {
      if (values[key]) profile[key] = values[key];
    }
    if (body.domain) profile.domain = body.domain.slice(0, 255);
    if (body.registerUrl) profile.registerUrl = body.registerUrl.slice(0, 500);
    const snap = await this.d.site.current();
    const now = new Date(this.now());
    const wallet = this.d.wallet();

    let created: { memberId: number; session: { token: string; sessionId: string; expiresAt: Date } };
    try {
      created = await this.d.repo.db.transaction().execute(async (trx) => {
        const row = await this.d.repo.insertMember(
          {
            username,
            type: 0,
            nickname: values.nickname || username,
            currency: snap.brand.currency,
            parent_id: parentId,
            password_hash: passwordHash,
            payment_password_hash: paymentHash,
            password_changed_at: passwordHash ? now : null,
            mobile: mobile?.national ?? null,
            country_dialing_code: mobile?.countryDialingCode ?? null,
            email: values.email || null,
            payee_name: values.payeeName || null,
            register_ip: ctx.ip,
            profile: JSON.stringify(profile),
          },
          trx,
        );
        await wallet?.openMemberWallet(row.id, row.currency, trx);
        await this.d.repo.addKnownIp(row.id, ctx.ip, now, trx);
        await this.d.repo.addEvent(row.id, 'REGISTERED', ctx.ip, { mode, parentId }, trx);
        for (const hook of this.registeredHooks) await hook({ id: row.id, parentId, username: row.username, type: 0, createdAt: now, referrerId, referralCode: referrerId ? code : null }, trx);
        const session = await this.d.sessions.create({ memberId: row.id, ttlMs: SESSION_TTL_MS, ip: ctx.ip, userAgent: ctx.userAgent }, trx);
        await this.d.repo.setSessionOrigin(session.sessionId, 'register', trx);
        return { memberId: row.id, session };
      });
    } catch (error) {
      const unique = isUniqueViolation(error);
      if (unique?.includes('mobile')) throw conflict('This mobile number is already registered', ErrorCode.MOBILE_TAKEN);
      if (unique) throw conflict('This username is already taken', ErrorCode.USERNAME_TAKEN);
      throw error;
    }
    return {
      status: 'OK',
      token: created.session.token,
      expiresAt: created.session.expiresAt.toISOString(),
      firstTimeLogin: true,
      passwordExpired: false,
      weakPassword: false,
      loginType: 'register',
      member: await this.memberInfo(created.memberId),
    };
  }

  // ------------------------------------------------------------------ SMS code requests

  async requestLoginCode(input: { mobileNum: string; countryDialingCode: string; captcha?: string; captchaId?: string }, ip: string, language?: string) {
    const tree = await this.flags();
    if (!isFlagEnabled(tree, WhitelabelFlag.LOGIN) || !isFlagEnabled(tree, WhitelabelFlag.SMS_LOGIN)) throw featureDisabled();
    if (input.captcha || input.captchaId) await this.d.captcha.check(input);
    const mobile = await this.mobile(input.mobileNum, input.countryDialingCode);
    const member = await this.d.repo.findByMobile(mobile.countryDialingCode, mobile.national);
    return this.d.sms.request('LOGIN', mobile, ip, Boolean(member && member.status === 'ACTIVE'), undefined, language);
  }

  async requestRegisterCode(input: { mobileNo: string; countryDialingCode: string; captcha?: string; captchaId?: string }, ip: string, language?: string) {
    const flags = registerFlags(await this.flags());
    if (!flags.registration || !flags.smsVerification) throw featureDisabled();
    if (input.captcha || input.captchaId) await this.d.captcha.check(input);
    const mobile = await this.mobile(input.mobileNo, input.countryDialingCode);
    if (await this.d.repo.mobileTaken(mobile.countryDialingCode, mobile.national)) throw conflict('This mobile number is already registered', ErrorCode.MOBILE_TAKEN);
    return this.d.sms.request('REGISTER', mobile, ip, true, undefined, language);
  }

  async requestPasswordCode(input: { mobileNum: string; countryDialingCode: string; captcha?: string; captchaId?: string }, ip: string, language?: string) {
    if (!(await this.flag(WhitelabelFlag.PASSWORD_BY_PHONE))) throw featureDisabled();
    if (input.captcha || input.captchaId) await this.d.captcha.check(input);
    const mobile = await this.mobile(input.mobileNum, input.countryDialingCode);
    const member = await this.d.repo.findByMobile(mobile.countryDialingCode, mobile.national);
    return this.d.sms.request('PASSWORD', mobile, ip, Boolean(member && member.status === 'ACTIVE' && member.type !== TRIAL_TYPE), undefined, language);
  }

  // ------------------------------------------------------------------ trial

  async freePlay(ctx: RequestContext): Promise<LoginSuccess> {
    if (!(await this.flag(WhitelabelFlag.FREE_PLAY))) throw featureDisabled();
    await enforce(this.d.limits(), `freeplay:ip:${ctx.ip}`, RATE_LIMITS.freePlayPerIp);
    const snap = await this.d.site.current();
    const wallet = this.d.wallet();
    const body = await this.d.repo.db.transaction().execute(async (trx) => {
      const username = `trial_${randomBytes(6).toString('hex')}`;
      const row = await this.d.repo.insertMember(
        { username, type: TRIAL_TYPE, nickname: 'Trial', currency: snap.brand.currency, first_login_done: true, register_ip: ctx.ip },
        trx,
      );
      await wallet?.openMemberWallet(row.id, row.currency, trx);
      await this.d.repo.addEvent(row.id, 'TRIAL_CREATED', ctx.ip, {}, trx);
      const session = await this.d.sessions.create({ memberId: row.id, ttlMs: SESSION_TTL_MS, ip: ctx.ip, userAgent: ctx.userAgent }, trx);
      await this.d.repo.setSessionOrigin(session.sessionId, 'trial', trx);
      return { memberId: row.id, session };
    });
    if (wallet && this.d.config.trialBalance > 0n) await wallet.grantDemoBalance(body.memberId, this.d.config.trialBalance, `trial-grant:${body.memberId}`);
    return {
      status: 'OK',
      token: body.session.token,
      expiresAt: body.session.expiresAt.toISOString(),
      firstTimeLogin: false,
      passwordExpired: false,
      weakPassword: false,
      loginType: 'trial',
      member: await this.memberInfo(body.memberId),
    };
  }

  // ------------------------------------------------------------------ passwords

  private async setPassword(memberId: number, password: string, ip: string, kind: string) {
    await this.d.repo.updateMember(memberId, {
      password_hash: await this.d.hasher.hash(password),
      password_changed_at: new Date(this.now()),
      failed_login_count: 0,
      failed_window_start: null,
      locked_until: null,
    });
    await this.d.repo.addEvent(memberId, kind, ip);
  }

  private async checkNewPassword(newPassword: string, confirm: string | undefined, field = 'newPassword') {
    const errors = await this.passwordRuleErrors(field, newPassword);
    if (errors.length) throw badRequest('The new password does not meet the password rule', errors, ErrorCode.PASSWORD_RULE);
    if (confirm !== undefined && confirm !== newPassword) {
      throw badRequest('Incorrect confirmation input', [{ field: 'confirmNewPassword', message: 'Incorrect confirmation input' }], ErrorCode.PASSWORD_MISMATCH);
    }
  }

  async changePassword(auth: AuthContext, p: ChangePasswordPayload, ip: string): Promise<void> {
    if (auth.role === 'trial') throw forbidden('A real account is needed', ErrorCode.TRIAL_NOT_ALLOWED);
    await enforce(this.d.limits(), `password:account:${auth.memberId}`, RATE_LIMITS.passwordPerAccount);
    const m = await this.d.repo.findById(auth.memberId);
    if (!m) throw unauthorized();
    if (p.confirmNewPassword !== p.newPassword) {
      throw badRequest('Incorrect confirmation input', [{ field: 'confirmNewPassword', message: 'Incorrect confirmation input' }], ErrorCode.PASSWORD_MISMATCH);
    }
    await this.checkNewPassword(p.newPassword, p.confirmNewPassword);
    const origin = await this.d.repo.sessionOrigin(auth.sessionId);
    const known = origin && (origin.origin === 'sms' || origin.origin === 'phone') && origin.created_at.getTime() > this.now() - OLD_PASSWORD_GRACE_MS;
    if (m.password_hash) {
      if (p.oldPassword) {
        if (!(await this.d.hasher.verify(m.password_hash, p.oldPassword))) throw badRequest('The old password is wrong', undefined, ErrorCode.OLD_PASSWORD_WRONG);
      } else if (!known) {
        throw badRequest('Please enter the old password', [{ field: 'oldPassword', message: 'is empty' }], ErrorCode.OLD_PASSWORD_REQUIRED);
      }
      if (await this.d.hasher.verify(m.password_hash, p.newPassword)) throw badRequest('The new password must differ from the old one', undefined, ErrorCode.PASSWORD_REUSED);
    }
    await this.setPassword(m.id, p.newPassword, ip, 'PASSWORD_CHANGED');
    await this.d.sessions.revokeAllOf(m.id, auth.sessionId);
  }

  /** Always answers the same; mails a single-use link when username and email match an account. */
  async forgotPassword(input: { username: string; email: string }, ctx: RequestContext): Promise<void> {
    await enforce(this.d.limits(), `forgot:ip:${ctx.ip}`, RATE_LIMITS.forgotPerIp);
    const m = await this.d.repo.findByUsername(input.username);
    const matches = Boolean(m && m.email && m.status === 'ACTIVE' && m.email.toLowerCase() === input.email.trim().toLowerCase());
    if (!m || !matches) return;
    // The mail goes out after the answer, so a matching pair does not answer slower than a wrong one.
    const work = this.mailResetLink(m, ctx).catch((error: unknown) => this.d.log?.error({ err: error, memberId: m.id }, 'password reset mail failed'));
    this.background.add(work);
    void work.finally(() => this.background.delete(work));
  }

  private async mailResetLink(m: Member, ctx: RequestContext): Promise<void> {
    const perAccount = await this.d.limits().consume(`forgot:account:${m.id}`, RATE_LIMITS.forgotPerAccount);
    if (!perAccount.allowed) return; // quietly: the answer must not differ
    const token = randomBytes(32).toString('base64url');
    await this.d.repo.insertResetToken({ token_hash: sha256(token), member_id: m.id, expires_at: new Date(this.now() + RESET_TOKEN_TTL_MS) });
    const link = `${ctx.origin}/resetPassword?token=${token}`;
    await this.d.notify().sendMail({
      to: m.email as string,
      subject: 'Reset your password',
      text: `Hello ${m.nickname || m.username},\n\nOpen this link within 30 minutes to choose a new password:\n${link}\n\nThe link works once. If you did not ask for it, ignore this mail.`,
      purpose: 'password_reset',
    });
    await this.d.repo.addEvent(m.id, 'PASSWORD_RESET_MAILED', ctx.ip);
  }

  /** Waits for mails still being sent (shutdown, tests). */
  async drain(): Promise<void> {
    await Promise.allSettled([...this.background]);
  }

  async resetPassword(input: { token: string; newPassword: string; confirmNewPassword: string }, ip: string): Promise<void> {
    await this.checkNewPassword(input.newPassword, input.confirmNewPassword);
    const memberId = await this.d.repo.consumeResetToken(sha256(input.token), new Date(this.now()));
    if (!memberId) throw badRequest('This reset link is invalid or has expired', undefined, ErrorCode.RESET_TOKEN_INVALID);
    await this.setPassword(memberId, input.newPassword, ip, 'PASSWORD_RESET');
    await this.d.sessions.revokeAllOf(memberId);
  }

  async passwordByPhone(p: PhonePasswordPayload, ctx: RequestContext): Promise<LoginSuccess> {
    if (!(await this.flag(WhitelabelFlag.PASSWORD_BY_PHONE))) throw featureDisabled();
    await enforce(this.d.limits(), `login:ip:${ctx.ip}`, RATE_LIMITS.loginPerIp);
    const mobile = await this.mobile(p.mobileNum, p.countryDialingCode);
    await this.checkNewPassword(p.newPassword, p.confirmNewPassword);
    await this.d.sms.require('PASSWORD', mobile.e164, p.verificationCode);
    const m = await this.d.repo.findByMobile(mobile.countryDialingCode, mobile.national);
    if (!m) throw badRequest('Invalid verification code', undefined, ErrorCode.VERIFICATION_CODE_INVALID);
    this.checkStatus(m);
    await this.setPassword(m.id, p.newPassword, ctx.ip, 'PASSWORD_SET_BY_PHONE');
    await this.d.sessions.revokeAllOf(m.id);
    await this.d.repo.addKnownIp(m.id, ctx.ip, new Date(this.now()));
    const fresh = (await this.d.repo.findById(m.id)) as Member;
    this.checkPortal(fresh, 'member');
    return this.issue(fresh, 'phone', ctx);
  }

  // ------------------------------------------------------------------ security centre

  async totpSetup(auth: AuthContext) {
    const m = await this.d.repo.findById(auth.memberId);
    if (!m) throw unauthorized();
    if (m.totp_secret_enc) throw conflict('The authenticator is already enabled', ErrorCode.TOTP_ALREADY_ENABLED);
    const secret = newTotpSecret();
    await this.d.repo.updateMember(m.id, { totp_pending_enc: this.d.secrets.seal(secret) });
    const issuer = (await this.d.site.current()).brand.name;
    return { secret, otpauthUrl: otpauthUrl({ issuer, account: m.username, secret }) };
  }

  async totpEnable(auth: AuthContext, code: string, ip: string) {
    const m = await this.d.repo.findById(auth.memberId);
    if (!m) throw unauthorized();
    if (m.totp_secret_enc) throw conflict('The authenticator is already enabled', ErrorCode.TOTP_ALREADY_ENABLED);
    if (!m.totp_pending_enc) throw badRequest('Start the authenticator set-up first', undefined, ErrorCode.TOTP_NOT_PENDING);
    const secret = this.openSecret(m.totp_pending_enc);
    if (!secret) throw badRequest('Start the authenticator set-up again', undefined, ErrorCode.TOTP_NOT_PENDING);
    const step = verifyTotp(secret, code, this.now());
    if (step === null) throw badRequest('Wrong authenticator code', undefined, ErrorCode.TOTP_CODE_INVALID);
    await this.d.repo.updateMember(m.id, { totp_secret_enc: m.totp_pending_enc, totp_pending_enc: null, totp_last_step: step });
    await this.d.repo.addEvent(m.id, 'TOTP_ENABLED', ip);
  }

  async totpDisable(auth: AuthContext, code: string, ip: string) {
    const m = await this.d.repo.findById(auth.memberId);
    if (!m) throw unauthorized();
    if (!m.totp_secret_enc) throw badRequest('The authenticator is not enabled', undefined, ErrorCode.TOTP_NOT_ENABLED);
    const secret = this.openSecret(m.totp_secret_enc);
    const step = secret ? verifyTotp(secret, code, this.now(), m.totp_last_step == null ? null : Number(m.totp_last_step)) : null;
    if (step === null) throw badRequest('Wrong authenticator code', undefined, ErrorCode.TOTP_CODE_INVALID);
    await this.d.repo.updateMember(m.id, { totp_secret_enc: null, totp_pending_enc: null, totp_last_step: null });
    await this.d.repo.addEvent(m.id, 'TOTP_DISABLED', ip);
  }

  async bindEmail(auth: AuthContext, email: string, ip: string) {
    const rule = await this.d.fields.field('email');
    if (!matchesRule(email, rule ?? { acceptedPattern: '^[^\\s@]+@[^\\s@]+\\.[^\\s@]{2,}$', minLength: 6, maxLength: 80 })) {
      throw badRequest('Please correct the highlighted fields', [{ field: 'email', message: 'Invalid email' }], ErrorCode.VALIDATION_ERROR);
    }
    await this.d.repo.updateMember(auth.memberId, { email });
    await this.d.repo.addEvent(auth.memberId, 'EMAIL_BOUND', ip);
  }

  async bindBankName(auth: AuthContext, name: string, ip: string) {
    if (!/^[\p{L}\p{M}\p{N} .'-]{2,60}$/u.test(name)) {
      throw badRequest('Please correct the highlighted fields', [{ field: 'bankAccountName', message: 'Invalid name' }], ErrorCode.VALIDATION_ERROR);
    }
    await this.d.repo.updateMember(auth.memberId, { payee_name: name.normalize('NFKC').replace(/\s+/g, ' ') });
    await this.d.repo.addEvent(auth.memberId, 'BANK_NAME_BOUND', ip);
  }

  async setPaymentPassword(auth: AuthContext, input: { paymentPassword: string; loginPassword: string }, ip: string) {
    await enforce(this.d.limits(), `password:account:${auth.memberId}`, RATE_LIMITS.passwordPerAccount);
    const m = await this.d.repo.findById(auth.memberId);
    if (!m) throw unauthorized();
    if (!(await this.d.hasher.verify(m.password_hash, input.loginPassword))) throw badRequest('The login password is wrong', undefined, ErrorCode.OLD_PASSWORD_WRONG);
    const rule = await this.d.fields.field('paymentPassword');
    if (!matchesRule(input.paymentPassword, rule ?? { acceptedPattern: '^[0-9]+$', minLength: 6, maxLength: 6 })) {
      throw badRequest('Please correct the highlighted fields', [{ field: 'paymentPassword', message: 'Invalid payment password' }], ErrorCode.VALIDATION_ERROR);
    }
    await this.d.repo.updateMember(m.id, { payment_password_hash: await this.d.hasher.hash(input.paymentPassword) });
    await this.d.repo.addEvent(m.id, 'PAYMENT_PASSWORD_SET', ip);
  }

  /**
   * For other modules (withdrawals, transfers, point redeem): checks a member's payment password.
   * Wrong → 403 PAYMENT_PASSWORD_INVALID; after 10 attempts in a row without a correct one → 429 for
   * the rest of the 15-minute window. A correct one starts the count over: the key carries the
   * member's count of correct passwords, so the old counter is abandoned and expires (decision 0080).
   */
  async checkPaymentPassword(memberId: number, paymentPassword: string): Promise<void> {
    const m = await this.d.repo.findById(memberId);
    const attempt = await this.d.limits().consume(`payment-password:${memberId}:${m?.payment_password_passes ?? 0}`, RATE_LIMITS.paymentPasswordInARow);
    if (!attempt.allowed) throw tooManyRequests(attempt.retryAfterMs);
    const ok = await this.d.hasher.verify(m?.payment_password_hash, paymentPassword);
    if (!ok || !m) throw forbidden('The payment password is not correct', ErrorCode.PAYMENT_PASSWORD_INVALID);
    await this.d.repo.paymentPasswordPassed(memberId);
  }

  /** The member's upline agent (transfer to upline, agent reports), or null. */
  async parentOf(memberId: number): Promise<number | null> {
    const m = await this.d.repo.findById(memberId);
    return m?.parent_id ?? null;
  }

  /** The birthday given at registration (YYYY-MM-DD), or null; player protection checks it at deposits (docs/protection.md). */
  async birthdayOf(memberId: number, db?: Kysely<DB>): Promise<string | null> {
    return this.d.repo.birthdayOf(memberId, db);
  }

  /** The brand's minimum age (SPEC §9: 18 unless configured). */
  get minAge(): number {
    return this.d.config.minAge;
  }

  // ------------------------------------------------------------ for the agents module

  /** Lets registration accept member referral codes in `referralCode` (the referrals module). */
  setReferralResolver(resolver: ReferralCodeResolver): void {
    this.referralResolver = resolver;
  }

  /**
   * A member cannot invite themself: a code whose owner is not an active real account is unknown, and one
   * whose owner has the registrant's e-mail or real name is refused (400 REFERRAL_SELF). IP addresses are
   * not compared: households and mobile networks share them.
   */
  private async assertNotSelfReferral(referrerId: number, v: { email?: string; payeeName?: string }) {
    const owner = await this.d.repo.findById(referrerId);
    if (!owner || owner.status !== 'ACTIVE' || owner.type === TRIAL_TYPE) throw badRequest('invitation code error', undefined, ErrorCode.AFFILIATE_CODE_INVALID);
    const sameEmail = Boolean(v.email && owner.email && v.email.toLowerCase() === owner.email.toLowerCase());
    const sameName = Boolean(v.payeeName && owner.payee_name && normalizeName(v.payeeName) === normalizeName(owner.payee_name));
    if (sameEmail || sameName) throw badRequest('You cannot use your own referral code', undefined, ReferralErrorCode.REFERRAL_SELF);
  }

  /** Runs `hook` inside every registration's transaction, after the member row exists. */
  onRegistered(hook: RegisteredHook): void {
    this.registeredHooks.push(hook);
  }

  /** Accounts after `afterId` (id, upline, username, type, joined), oldest first: tree backfill. */
  treeRows(afterId: number, limit = 5000) {
    return this.d.repo.treeRows(afterId, limit);
  }

  /** Agents without an upline: the top-level agent teams of the operator's agent report. */
  topLevelAgents(): Promise<{ id: number; username: string }[]> {
    return this.d.repo.topLevelAgents(AGENT_TYPES);
  }

  /** Display facts of several accounts (username, nickname, type, status, last login). */
  summaries(ids: number[]) {
    return this.d.repo.summaries(ids);
  }

  /** The account id of a username (case-insensitive), or undefined. */
  async idOfUsername(username: string): Promise<number | undefined> {
    return (await this.d.repo.findByUsername(username))?.id;
  }

  /**
   * Makes an account an agent of `type` (operator-approved application, or a sub-agent created by its
   * upline) and gives it an affiliate code when it has none. Returns the code.
   */
  async makeAgent(memberId: number, type: (typeof AGENT_TYPES)[number], db: Kysely<DB> = this.d.repo.db): Promise<string> {
    const m = await this.d.repo.findById(memberId, db);
    if (!m) throw notFound('No such account');
    let code = m.affiliate_code;
    for (let attempt = 0; !code && attempt < 5; attempt++) {
      const candidate = `A${randomBytes(5).toString('hex').toUpperCase()}`;
      if (!(await this.d.repo.findAgentByAffiliateCode(candidate, AGENT_TYPES))) code = candidate;
    }
    if (!code) throw new Error('Could not allocate an affiliate code');
    await this.d.repo.updateMember(memberId, { type, affiliate_code: code }, db);
    await this.d.repo.addEvent(memberId, 'MADE_AGENT', null, { type }, db);
    return code;
  }

  // ------------------------------------------------------------ for the operator console (docs/console.md)

  /** Member search of the console: username prefix, mobile digits or id. Mobile masked as elsewhere (first and last two digits). */
  async operatorSearch(query: string | undefined, page: number, pageSize: number) {
    const { rows, total } = await this.d.repo.operatorSearch(query, pageSize, (page - 1) * pageSize);
    return {
      total,
      rows: rows.map((r) => ({
        id: r.id,
        username: r.username,
        nickname: r.nickname || null,
        mobile: r.mobile ? maskMobile(r.country_dialing_code ?? '', r.mobile) : null,
        type: r.type,
        status: r.status,
        currency: r.currency,
        createdAt: r.created_at,
        lastLoginAt: r.last_login_at ? new Date(r.last_login_at) : null,
      })),
    };
  }

  /** The account's own facts for the console's member page, or undefined. */
  async operatorProfile(memberId: number) {
    const m = await this.d.repo.findById(memberId);
    if (!m) return undefined;
    const [summary] = await this.d.repo.summaries([memberId]);
    return {
      id: m.id,
      username: m.username,
      nickname: m.nickname || null,
      mobile: m.mobile ? maskMobile(m.country_dialing_code ?? '', m.mobile) : null,
      type: m.type,
      status: m.status,
      currency: m.currency,
      createdAt: m.created_at,
      lastLoginAt: summary?.last_login_at ? new Date(summary.last_login_at) : null,
      email: m.email,
      realName: m.payee_name,
      affiliateCode: m.affiliate_code,
      parentId: m.parent_id,
      totpEnabled: Boolean(m.totp_secret_enc),
    };
  }

  /** Members registered per calendar day of `timeZone` in [from, to) (dashboard, daily report). */
  async newMembersPerDay(from: Date, to: Date, timeZone: string): Promise<Map<string, number>> {
    const rows = await this.d.repo.newMembersPerDay(from, to, timeZone);
    return new Map(rows.map((r) => [r.day, Number(r.n)]));
  }

  /**
   * Locks (sessions end, login refused) or unlocks an account for an operator, inside the caller's
   * transaction (the console writes its audit row in it). Returns the status before and after.
   */
  async setStatusByOperator(memberId: number, status: 'ACTIVE' | 'LOCKED', db: Kysely<DB>): Promise<{ before: string; after: string }> {
    const m = await this.d.repo.lockForUpdate(memberId, db);
    if (!m) throw notFound('No such member');
    if (m.status === 'DISABLED') throw conflict('This account is disabled');
    if (m.status !== status) {
      await this.d.repo.updateMember(memberId, { status, ...(status === 'ACTIVE' ? { locked_until: null, failed_login_count: 0 } : {}) }, db);
      await this.d.repo.addEvent(memberId, status === 'LOCKED' ? 'LOCKED_BY_OPERATOR' : 'UNLOCKED_BY_OPERATOR', null, {}, db);
    }
    return { before: m.status, after: status };
  }

  /** Revokes every session of a member (after a lock or a password reset has committed). */
  endSessionsOf(memberId: number) {
    return this.d.sessions.revokeAllOf(memberId);
  }

  /** Sets a generated temporary password (returned once) inside the caller's transaction. */
  async resetPasswordByOperator(memberId: number, db: Kysely<DB>): Promise<string> {
    const m = await this.d.repo.lockForUpdate(memberId, db);
    if (!m) throw notFound('No such member');
    // Letters and digits, as the member password rules expect; the member changes it after signing in.
    const temporary = `Tmp${randomBytes(6).toString('hex')}`;
    await this.d.repo.updateMember(memberId, { password_hash: await this.d.hasher.hash(temporary), password_changed_at: null }, db);
    await this.d.repo.addEvent(memberId, 'PASSWORD_RESET_BY_OPERATOR', null, {}, db);
    return temporary;
  }
}
