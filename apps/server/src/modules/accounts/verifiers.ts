import { ErrorCode } from '@app/contracts';
import { randomInt } from 'node:crypto';
import { AppError, badRequest, tooManyRequests } from '../../lib/errors.ts';
import { captchaDataUrl, normalizeCaptchaAnswer, randomCaptchaText, renderCaptchaSvg } from './captcha.ts';
import type { Mobile } from './mobile.ts';
import { CAPTCHA_TTL_MS, RATE_LIMITS, SMS_CODE_MAX_ATTEMPTS, type LimitRule, type LimitsPort, type NotifyPort } from './ports.ts';
import type { AccountRepository, SmsPurpose } from './repository.ts';
import { Secrets } from './secrets.ts';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
export const isUuid = (value: string) => UUID.test(value);

export async function enforce(limits: LimitsPort, key: string, rule: LimitRule): Promise<void> {
  const r = await limits.consume(key, rule);
  if (!r.allowed) throw tooManyRequests(r.retryAfterMs, 'Too many requests; please try again after 5 minutes');
}

/** Image captchas: answer stored as an HMAC, single use (a wrong answer burns it), 5 minutes. */
export class CaptchaService {
  /** Replaceable for tests that need to read the picture. */
  textSource: () => string = randomCaptchaText;
  private created = 0;

  constructor(
    private readonly repo: AccountRepository,
    private readonly secrets: Secrets,
    private readonly limits: () => LimitsPort,
    private readonly mode: 'on' | 'off',
    private readonly now: () => number = Date.now,
  ) {}

  async create(ip: string) {
    await enforce(this.limits(), `captcha:ip:${ip}`, RATE_LIMITS.captchaPerIp);
    const text = this.textSource();
    const now = this.now();
    const row = await this.repo.insertCaptcha(this.secrets.mac('captcha', normalizeCaptchaAnswer(text)), new Date(now + CAPTCHA_TTL_MS));
    if (++this.created % 200 === 0) await this.repo.purgeCaptchas(new Date(now - 3600_000));
    return { success: true as const, value: captchaDataUrl(renderCaptchaSvg(text)), captchaId: row.id };
  }

  async verify(captchaId: string | undefined, answer: string | undefined): Promise<boolean> {
    if (this.mode === 'off') return true;
    if (!captchaId || !answer || !isUuid(captchaId)) return false;
    const stored = await this.repo.consumeCaptcha(captchaId, new Date(this.now()));
    if (!stored) return false;
    return Secrets.equal(stored, this.secrets.mac('captcha', normalizeCaptchaAnswer(answer)));
  }

  /** Throws 400 CAPTCHA_REQUIRED when missing, CAPTCHA_INVALID when wrong or expired. */
  async check(input: { captcha?: string; captchaId?: string }, details?: Record<string, unknown>): Promise<void> {
    if (this.mode === 'off') return;
    if (!input.captcha?.trim() || !input.captchaId) throw badRequest('Please enter the captcha', details, ErrorCode.CAPTCHA_REQUIRED);
    if (!(await this.verify(input.captchaId, input.captcha))) throw badRequest('Captcha check failed', details, ErrorCode.CAPTCHA_INVALID);
  }
}

export type CodeCheck = 'ok' | 'invalid' | 'expired';

const SMS_TEXTS: Record<'en' | 'th', Record<SmsPurpose, (code: string, minutes: number) => string>> = {
  en: {
    LOGIN: (c, m) => `Your login code is ${c}. It expires in ${m} minutes. Never share it.`,
    REGISTER: (c, m) => `Your registration code is ${c}. It expires in ${m} minutes.`,
    PASSWORD: (c, m) => `Your password reset code is ${c}. It expires in ${m} minutes. Never share it.`,
    TWO_FACTOR: (c, m) => `Your sign-in verification code is ${c}. It expires in ${m} minutes. Never share it.`,
  },
  th: {
    LOGIN: (c, m) => `รหัสเข้าสู่ระบบของคุณคือ ${c} หมดอายุใน ${m} นาที ห้ามบอกรหัสนี้กับผู้อื่น`,
    REGISTER: (c, m) => `รหัสสมัครสมาชิกของคุณคือ ${c} หมดอายุใน ${m} นาที`,
    PASSWORD: (c, m) => `รหัสสำหรับตั้งรหัสผ่านใหม่ของคุณคือ ${c} หมดอายุใน ${m} นาที ห้ามบอกรหัสนี้กับผู้อื่น`,
    TWO_FACTOR: (c, m) => `รหัสยืนยันการเข้าสู่ระบบของคุณคือ ${c} หมดอายุใน ${m} นาที ห้ามบอกรหัสนี้กับผู้อื่น`,
  },
};

/** The SMS text in the site language the member uses (platform code: TY/TH Thai, otherwise English). */
export function smsText(purpose: SmsPurpose, code: string, minutes: number, language?: string): string {
  const lang = language && ['TY', 'TH'].includes(language.toUpperCase()) ? 'th' : 'en';
  return SMS_TEXTS[lang][purpose](code, minutes);
}

/** SMS codes: 6 digits, HMAC-stored, one live code per number and purpose, single use, 5 wrong tries burn it. */
export class SmsCodes {
  constructor(
    private readonly repo: AccountRepository,
    private readonly secrets: Secrets,
    private readonly limits: () => LimitsPort,
    private readonly notify: () => NotifyPort,
    private readonly minutes: number,
    private readonly now: () => number = Date.now,
  ) {}

  get expiredMinutes() {
    return this.minutes;
  }

  private mac(purpose: SmsPurpose, phone: string, code: string) {
    return this.secrets.mac(`sms:${purpose}:${phone}`, code);
  }

  /**
   * Issues a code. `deliver: false` (unregistered number on login / password reset) stores an
   * unusable code and sends nothing, so the answer and the throttle look the same either way.
   * `once` (second-factor codes): one send per key per code lifetime; `unsent` is called when the
   * send fails and must change the key (a new generation), so the member may ask again at once.
   */
  async request(
    purpose: SmsPurpose,
    mobile: Mobile,
    ip: string,
    deliver: boolean,
    once?: { key: string; unsent: () => Promise<void> },
    language?: string,
  ): Promise<{ expiredMinutes: number }> {
    const limits = this.limits();
    await enforce(limits, `sms:ip:${ip}`, RATE_LIMITS.smsPerIp);
    const now = this.now();
    if (once) {
      // Second-factor codes: one per challenge per lifetime (a new login gets a new challenge).
      const r = await limits.consume(`sms:once:${once.key}`, { limit: 1, windowMs: this.minutes * 60_000 });
      if (!r.allowed) throw tooManyRequests(r.retryAfterMs, 'A code was sent recently; please wait before asking again');
    } else {
      const latest = await this.repo.latestSmsCode(mobile.e164, purpose);
      const resendAt = latest ? latest.created_at.getTime() + this.minutes * 60_000 : 0;
      if (latest && !latest.used_at && resendAt > now) throw tooManyRequests(resendAt - now, 'A code was sent recently; please wait before asking again');
    }
    await enforce(limits, `sms:number:${mobile.e164}`, RATE_LIMITS.smsPerNumber);
    const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
    const row = await this.repo.insertSmsCode({
      phone: mobile.e164,
      purpose,
      code_hash: this.mac(purpose, mobile.e164, deliver ? code : `unsent:${code}`),
      delivered: deliver,
      ip,
      created_at: new Date(now),
      expires_at: new Date(now + this.minutes * 60_000),
    });
    if (deliver) {
      try {
        await this.notify().sendSms({ to: mobile.e164, text: smsText(purpose, code, this.minutes, language), purpose: `${purpose.toLowerCase()}_code` });
      } catch (error) {
        // Nothing reached the phone: let the user ask again at once (a new throttle generation).
        await this.repo.deleteSmsCode(row.id);
        if (once) await once.unsent();
        if (error instanceof AppError) throw error;
        throw new AppError(503, ErrorCode.SMS_FAILED, 'The SMS could not be sent; please try again later');
      }
    }
    return { expiredMinutes: this.minutes };
  }

  async verify(purpose: SmsPurpose, phone: string, code: string): Promise<CodeCheck> {
    const latest = await this.repo.latestSmsCode(phone, purpose);
    if (!latest || latest.used_at) return 'invalid';
    const now = this.now();
    if (latest.expires_at.getTime() <= now) return 'expired';
    const clean = code.trim();
    if (!/^\d{6}$/.test(clean) || !Secrets.equal(latest.code_hash, this.mac(purpose, phone, clean))) {
      await this.repo.smsCodeWrong(latest.id, SMS_CODE_MAX_ATTEMPTS, new Date(now));
      return 'invalid';
    }
    return (await this.repo.useSmsCode(latest.id, new Date(now))) ? 'ok' : 'invalid';
  }

  /** verify() that throws VERIFICATION_CODE_INVALID / VERIFICATION_CODE_EXPIRED. */
  async require(purpose: SmsPurpose, phone: string, code: string | undefined): Promise<void> {
    if (!code?.trim()) throw badRequest('Please enter the verification code', undefined, ErrorCode.VERIFICATION_CODE_REQUIRED);
    const result = await this.verify(purpose, phone, code);
    if (result === 'expired') throw badRequest('The code has expired; please request a new one', undefined, ErrorCode.VERIFICATION_CODE_EXPIRED);
    if (result !== 'ok') throw badRequest('Invalid verification code', undefined, ErrorCode.VERIFICATION_CODE_INVALID);
  }
}
