import { sql, type Insertable, type Kysely, type Updateable } from 'kysely';
import type { DB } from '../../db/schema.ts';

/** Every column the accounts flows read about a member. */
const MEMBER_COLUMNS = [
  'id',
  'username',
  'type',
  'nickname',
  'status',
  'currency',
  'parent_id',
  'created_at',
  'password_hash',
  'payment_password_hash',
  'payment_password_passes',
  'password_changed_at',
  'mobile',
  'country_dialing_code',
  'email',
  'payee_name',
  'first_login_done',
  'vip_level',
  'affiliate_code',
  'failed_login_count',
  'failed_window_start',
  'locked_until',
  'totp_secret_enc',
  'totp_pending_enc',
  'totp_last_step',
] as const;

export type MemberRow = Awaited<ReturnType<AccountRepository['findById']>> & {};

export type SmsPurpose = DB['sms_codes']['purpose'];
export type SessionOrigin = DB['session_origins']['origin'];

export class AccountRepository {
  constructor(readonly db: Kysely<DB>) {}

  // ------------------------------------------------------------ members

  findById(id: number, db: Kysely<DB> = this.db) {
    return db.selectFrom('members').select(MEMBER_COLUMNS).where('id', '=', id).executeTakeFirst();
  }

  async birthdayOf(id: number, db: Kysely<DB> = this.db): Promise<string | null> {
    const row = await db.selectFrom('members').select('profile').where('id', '=', id).executeTakeFirst();
    const birthday = row?.profile?.birthday;
    return typeof birthday === 'string' ? birthday : null;
  }

  findByUsername(username: string) {
    return this.db.selectFrom('members').select(MEMBER_COLUMNS).where(sql<string>`lower(username)`, '=', username.toLowerCase()).executeTakeFirst();
  }

  findByMobile(countryDialingCode: string, national: string) {
    return this.db.selectFrom('members').select(MEMBER_COLUMNS).where('country_dialing_code', '=', countryDialingCode).where('mobile', '=', national).executeTakeFirst();
  }

  async usernameTaken(username: string): Promise<boolean> {
    const row = await this.db.selectFrom('members').select('id').where(sql<string>`lower(username)`, '=', username.toLowerCase()).executeTakeFirst();
    return Boolean(row);
  }

  async mobileTaken(countryDialingCode: string, national: string): Promise<boolean> {
    const row = await this.db.selectFrom('members').select('id').where('country_dialing_code', '=', countryDialingCode).where('mobile', '=', national).executeTakeFirst();
    return Boolean(row);
  }

  findAgentByAffiliateCode(code: string, agentTypes: readonly number[]) {
    return this.db
      .selectFrom('members')
      .select(['id', 'username', 'type'])
      .where(sql<string>`lower(affiliate_code)`, '=', code.toLowerCase())
      .where('type', 'in', [...agentTypes])
      .where('status', '=', 'ACTIVE')
      .executeTakeFirst();
  }

  insertMember(values: Insertable<DB['members']>, db: Kysely<DB>) {
    return db
      .insertInto('members')
      .values(values)
      .returning(['id', 'username', 'currency'])
      .executeTakeFirstOrThrow();
  }

  /** A correct payment password: a new generation of the payment-password limiter key. */
  async paymentPasswordPassed(id: number): Promise<void> {
    await this.db.updateTable('members').set({ payment_password_passes: sql<number>`payment_password_passes + 1` }).where('id', '=', id).execute();
  }

  updateMember(id: number, values: Updateable<DB['members']>, db: Kysely<DB> = this.db) {
    return db
      .updateTable('members')
      .set(values)
      .where('id', '=', id)
      .executeTakeFirst();
  }

  // ------------------------------------------------------------ reads for the agents module

  /** Accounts after `afterId` with their upline and type (agents' tree backfill), oldest first. */
  /** Agents without an upline (the heads of the site's agent teams), by username. */
  topLevelAgents(types: readonly number[]) {
    return this.db.selectFrom('members').select(['id', 'username']).where('parent_id', 'is', null).where('type', 'in', [...types]).orderBy('username').execute();
  }

  treeRows(afterId: number, limit: number) {
    return this.db
      .selectFrom('members')
      .select(['id', 'parent_id', 'username', 'type', 'created_at'])
      .where('id', '>', afterId)
      .orderBy('id')
      .limit(limit)
      .execute();
  }

  /** Display facts of several accounts (agent team lists), with the last session start as last login. */
  summaries(ids: number[]) {
    if (ids.length === 0) return Promise.resolve([]);
    return this.db
      .selectFrom('members as m')
      .select(['m.id', 'm.username', 'm.nickname', 'm.type', 'm.status', 'm.currency', 'm.parent_id', 'm.affiliate_code', 'm.created_at'])
      .select(sql<Date | null>`(SELECT max(s.created_at) FROM sessions s WHERE s.member_id = m.id)`.as('last_login_at'))
      .where(sql<boolean>`m.id = ANY(${ids}::int[])`)
      .execute();
  }

  /** Counts a wrong password within the window and returns the count. */
  async countFailure(memberId: number, now: Date, windowMs: number): Promise<number> {
    const windowStart = new Date(now.getTime() - windowMs);
    const row = await this.db
      .updateTable('members')
      .set({
        failed_login_count: sql<number>`CASE WHEN failed_window_start IS NULL OR failed_window_start < ${windowStart} THEN 1 ELSE failed_login_count + 1 END`,
        failed_window_start: sql<Date>`CASE WHEN failed_window_start IS NULL OR failed_window_start < ${windowStart} THEN ${now}::timestamptz ELSE failed_window_start END`,
      })
      .where('id', '=', memberId)
      .returning('failed_login_count')
      .executeTakeFirst();
    return row?.failed_login_count ?? 0;
  }

  lock(memberId: number, until: Date) {
    return this.db
      .updateTable('members')
      .set({ locked_until: until, failed_login_count: 0, failed_window_start: null })
      .where('id', '=', memberId)
      .execute();
  }

  clearFailures(memberId: number) {
    return this.db
      .updateTable('members')
      .set({ failed_login_count: 0, failed_window_start: null, locked_until: null })
      .where('id', '=', memberId)
      .execute();
  }

  // ------------------------------------------------------------ per-IP login failures

  async ipFailures(ip: string, since: Date): Promise<number> {
    const row = await this.db.selectFrom('login_ip_failures').select('failures').where('ip', '=', ip).where('last_failed_at', '>', since).executeTakeFirst();
    return row?.failures ?? 0;
  }

  recordIpFailure(ip: string, now: Date, since: Date) {
    return this.db
      .insertInto('login_ip_failures')
      .values({ ip, failures: 1, last_failed_at: now })
      .onConflict((oc) =>
        oc.column('ip').doUpdateSet({
          failures: sql<number>`CASE WHEN login_ip_failures.last_failed_at < ${since} THEN 1 ELSE login_ip_failures.failures + 1 END`,
          last_failed_at: now,
        }),
      )
      .execute();
  }

  clearIpFailures(ip: string) {
    return this.db.deleteFrom('login_ip_failures').where('ip', '=', ip).execute();
  }

  // ------------------------------------------------------------ known IPs, events, session origins

  async isKnownIp(memberId: number, ip: string): Promise<boolean> {
    const row = await this.db.selectFrom('member_known_ips').select('ip').where('member_id', '=', memberId).where('ip', '=', ip).executeTakeFirst();
    return Boolean(row);
  }

  async hasKnownIps(memberId: number): Promise<boolean> {
    const row = await this.db.selectFrom('member_known_ips').select('ip').where('member_id', '=', memberId).limit(1).executeTakeFirst();
    return Boolean(row);
  }

  addKnownIp(memberId: number, ip: string, now: Date, db: Kysely<DB> = this.db) {
    return db
      .insertInto('member_known_ips')
      .values({ member_id: memberId, ip: ip.slice(0, 64), first_seen_at: now, last_seen_at: now })
      .onConflict((oc) => oc.columns(['member_id', 'ip']).doUpdateSet({ last_seen_at: now }))
      .execute();
  }

  addEvent(memberId: number, kind: string, ip: string | null, details: Record<string, unknown> = {}, db: Kysely<DB> = this.db) {
    return db.insertInto('member_events').values({ member_id: memberId, kind, ip, details: JSON.stringify(details) }).execute();
  }

  setSessionOrigin(sessionId: string, origin: SessionOrigin, db: Kysely<DB> = this.db) {
    return db.insertInto('session_origins').values({ session_id: sessionId, origin }).execute();
  }

  sessionOrigin(sessionId: string) {
    return this.db.selectFrom('session_origins').select(['origin', 'created_at']).where('session_id', '=', sessionId).executeTakeFirst();
  }

  listLiveSessions(memberId: number, now: Date) {
    return this.db
      .selectFrom('sessions')
      .select(['id', 'created_at', 'last_seen_at', 'ip', 'user_agent', 'expires_at'])
      .where('member_id', '=', memberId)
      .where('revoked_at', 'is', null)
      .where('expires_at', '>', now)
      .orderBy('created_at', 'desc')
      .limit(100)
      .execute();
  }

  findLiveSession(memberId: number, sessionId: string, now: Date) {
    return this.db
      .selectFrom('sessions')
      .select('id')
      .where('id', '=', sessionId)
      .where('member_id', '=', memberId)
      .where('revoked_at', 'is', null)
      .where('expires_at', '>', now)
      .executeTakeFirst();
  }

  // ------------------------------------------------------------ captchas

  insertCaptcha(answerHash: Buffer, expiresAt: Date) {
    return this.db.insertInto('captchas').values({ answer_hash: answerHash, expires_at: expiresAt }).returning('id').executeTakeFirstOrThrow();
  }

  /** Marks a live captcha used (single use, right or wrong) and returns its answer hash. */
  async consumeCaptcha(id: string, now: Date): Promise<Buffer | null> {
    const row = await this.db
      .updateTable('captchas')
      .set({ used_at: now })
      .where('id', '=', id)
      .where('used_at', 'is', null)
      .where('expires_at', '>', now)
      .returning('answer_hash')
      .executeTakeFirst();
    return row?.answer_hash ?? null;
  }

  purgeCaptchas(before: Date) {
    return this.db.deleteFrom('captchas').where('expires_at', '<', before).execute();
  }

  // ------------------------------------------------------------ SMS codes

  latestSmsCode(phone: string, purpose: SmsPurpose) {
    return this.db
      .selectFrom('sms_codes')
      .select(['id', 'code_hash', 'attempts', 'created_at', 'expires_at', 'used_at', 'delivered'])
      .where('phone', '=', phone)
      .where('purpose', '=', purpose)
      .orderBy('created_at', 'desc')
      .limit(1)
      .executeTakeFirst();
  }

  insertSmsCode(row: { phone: string; purpose: SmsPurpose; code_hash: Buffer; delivered: boolean; ip: string | null; created_at: Date; expires_at: Date }) {
    return this.db.insertInto('sms_codes').values(row).returning('id').executeTakeFirstOrThrow();
  }

  deleteSmsCode(id: string) {
    return this.db.deleteFrom('sms_codes').where('id', '=', id).execute();
  }

  async smsCodeWrong(id: string, maxAttempts: number, now: Date) {
    await this.db
      .updateTable('sms_codes')
      .set({ attempts: sql<number>`attempts + 1`, used_at: sql<Date | null>`CASE WHEN attempts + 1 >= ${maxAttempts} THEN ${now}::timestamptz ELSE used_at END` })
      .where('id', '=', id)
      .execute();
  }

  async useSmsCode(id: string, now: Date): Promise<boolean> {
    const r = await this.db.updateTable('sms_codes').set({ used_at: now }).where('id', '=', id).where('used_at', 'is', null).executeTakeFirst();
    return Number(r.numUpdatedRows) === 1;
  }

  // ------------------------------------------------------------ reset tokens

  insertResetToken(row: { token_hash: Buffer; member_id: number; expires_at: Date }) {
    return this.db.insertInto('password_reset_tokens').values(row).execute();
  }

  /** Uses a live token (single use) and returns its member. */
  async consumeResetToken(tokenHash: Buffer, now: Date, db: Kysely<DB> = this.db): Promise<number | null> {
    const row = await db
      .updateTable('password_reset_tokens')
      .set({ used_at: now })
      .where('token_hash', '=', tokenHash)
      .where('used_at', 'is', null)
      .where('expires_at', '>', now)
      .returning('member_id')
      .executeTakeFirst();
    return row?.member_id ?? null;
  }

  // ------------------------------------------------------------ two-factor challenges

  insertChallenge(row: {
    member_id: number;
    ip: string;
    user_agent: string | null;
    methods: string;
    login_type: 'username' | 'sms';
    remember_me: boolean;
    weak_password: boolean;
    expires_at: Date;
  }) {
    return this.db.insertInto('two_factor_challenges').values(row).returning('id').executeTakeFirstOrThrow();
  }

  findChallenge(id: string) {
    return this.db.selectFrom('two_factor_challenges').selectAll().where('id', '=', id).executeTakeFirst();
  }

  challengeWrong(id: string) {
    return this.db
      .updateTable('two_factor_challenges')
      .set({ attempts: sql<number>`attempts + 1` })
      .where('id', '=', id)
      .returning('attempts')
      .executeTakeFirst();
  }

  /** A second-factor SMS could not be sent: a new throttle generation, so the member may ask again at once. */
  async challengeSmsUnsent(id: string): Promise<void> {
    await this.db.updateTable('two_factor_challenges').set({ sms_unsent: sql<number>`sms_unsent + 1` }).where('id', '=', id).execute();
  }

  async completeChallenge(id: string, now: Date): Promise<boolean> {
    const r = await this.db.updateTable('two_factor_challenges').set({ completed_at: now }).where('id', '=', id).where('completed_at', 'is', null).executeTakeFirst();
    return Number(r.numUpdatedRows) === 1;
  }

  // ------------------------------------------------------------ housekeeping

  /** Deletes short-lived rows well past their use (captchas, codes, challenges, reset tokens, IP failures). */
  async purgeExpired(now: Date): Promise<Record<string, number>> {
    const dayAgo = new Date(now.getTime() - 86_400_000);
    const hourAgo = new Date(now.getTime() - 3600_000);
    const n = (r: { numDeletedRows: bigint }[]) => Number(r[0]?.numDeletedRows ?? 0n);
    return {
      captchas: n(await this.db.deleteFrom('captchas').where('expires_at', '<', hourAgo).execute()),
      smsCodes: n(await this.db.deleteFrom('sms_codes').where('expires_at', '<', dayAgo).execute()),
      challenges: n(await this.db.deleteFrom('two_factor_challenges').where('expires_at', '<', dayAgo).execute()),
      resetTokens: n(await this.db.deleteFrom('password_reset_tokens').where('expires_at', '<', dayAgo).execute()),
      ipFailures: n(await this.db.deleteFrom('login_ip_failures').where('last_failed_at', '<', dayAgo).execute()),
    };
  }

  // ------------------------------------------------------------ registration settings

  registerFields() {
    return this.db
      .selectFrom('register_fields as f')
      .leftJoin('register_rules as r', 'r.pattern_id', 'f.pattern_id')
      .select(['f.field', 'f.enabled', 'f.required', 'f.pattern_id', 'f.min_length', 'f.max_length', 'r.accepted_pattern'])
      .orderBy('f.sort')
      .orderBy('f.field')
      .execute();
  }

  // ------------------------------------------------------------ operator console (docs/console.md)

  /** Members matching a username prefix (any case), mobile digits or an id, newest first, with the total. */
  async operatorSearch(query: string | undefined, limit: number, offset: number) {
    const q = (query ?? '').trim();
    let base = this.db.selectFrom('members as m');
    if (q) {
      const digits = q.replace(/[^0-9]/g, '');
      base = base.where((eb) => {
        const ors = [eb(sql<string>`lower(m.username)`, 'like', `${q.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`)];
        if (/^\d{1,10}$/.test(q) && Number(q) <= 2_147_483_647) ors.push(eb('m.id', '=', Number(q)));
        const phone = sql<string>`coalesce(m.country_dialing_code, '') || coalesce(m.mobile, '')`;
        if (digits.length >= 4) ors.push(eb(phone, 'like', `%${digits}%`));
        // A national number as the member says it (081 234 5678): the trunk 0 is not stored.
        const national = digits.replace(/^0+/, '');
        if (national !== digits && national.length >= 4) ors.push(eb(phone, 'like', `%${national}%`));
        return eb.or(ors);
      });
    }
    const [rows, count] = await Promise.all([
      base
        .select(['m.id', 'm.username', 'm.nickname', 'm.mobile', 'm.country_dialing_code', 'm.type', 'm.status', 'm.currency', 'm.created_at'])
        .select(sql<Date | null>`(SELECT max(s.created_at) FROM sessions s WHERE s.member_id = m.id)`.as('last_login_at'))
        .orderBy('m.id', 'desc')
        .limit(limit)
        .offset(offset)
        .execute(),
      base.select((eb) => eb.fn.countAll<string>().as('n')).executeTakeFirstOrThrow(),
    ]);
    return { rows, total: Number(count.n) };
  }

  /** Members registered per calendar day of `timeZone` in [from, to). */
  newMembersPerDay(from: Date, to: Date, timeZone: string) {
    return sql<{ day: string; n: string }>`
      SELECT to_char(created_at AT TIME ZONE ${timeZone}, 'YYYY-MM-DD') AS day, count(*)::text AS n
        FROM members WHERE created_at >= ${from} AND created_at < ${to} GROUP BY 1`
      .execute(this.db)
      .then((r) => r.rows);
  }

  /** The member row locked for this transaction (status changes by an operator). */
  lockForUpdate(id: number, db: Kysely<DB>) {
    return db.selectFrom('members').select(['id', 'status', 'username']).where('id', '=', id).forUpdate().executeTakeFirst();
  }

  countries() {
    return this.db.selectFrom('countries').selectAll().orderBy('sort').orderBy('country_code').execute();
  }
}
