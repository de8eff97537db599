import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { KYC_DEPOSIT_THRESHOLD } from '@app/contracts';
import { z } from 'zod';

/** Repository root, so paths work the same from npm scripts, tests and CLIs. */
export const REPO_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');

const emptyToUndefined = (v: unknown) => (typeof v === 'string' && v.trim() === '' ? undefined : v);
const optionalString = z.preprocess(emptyToUndefined, z.string().optional());

const booleanish = z.preprocess(
  emptyToUndefined,
  z
    .enum(['true', 'false', '1', '0', 'yes', 'no'])
    .optional()
    .transform((v) => (v === undefined ? undefined : ['true', '1', 'yes'].includes(v))),
);

const EnvSchema = z.object({
  NODE_ENV: z.preprocess(emptyToUndefined, z.enum(['development', 'production', 'test']).default('development')),
  HOST: z.preprocess(emptyToUndefined, z.string().default('0.0.0.0')),
  PORT: z.preprocess(emptyToUndefined, z.coerce.number().int().min(0).max(65535).default(3000)),
  LOG_LEVEL: z.preprocess(emptyToUndefined, z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info')),
  DATABASE_URL: z.preprocess(
    emptyToUndefined,
    z
      .string()
      .regex(/^postgres(ql)?:\/\//, 'DATABASE_URL must start with postgres:// or postgresql://')
      .optional(),
  ),
  DATA_DIR: z.preprocess(emptyToUndefined, z.string().default('./data')),
  DB_POOL_MAX: z.preprocess(emptyToUndefined, z.coerce.number().int().min(1).max(200).default(20)),
  REDIS_URL: z.preprocess(emptyToUndefined, z.string().regex(/^rediss?:\/\//).optional()),
  MERCHANT_CODE: z.preprocess(emptyToUndefined, z.string().regex(/^[A-Z0-9_]{2,32}$/).default('LOTUS')),
  TRUST_PROXY: z.preprocess(emptyToUndefined, z.string().default('false')),
  SEED_DEMO: z.preprocess(emptyToUndefined, z.enum(['auto', 'always', 'never']).default('auto')),
  WEB_DIST: optionalString,
  CAPTCHA_MODE: z.preprocess(emptyToUndefined, z.enum(['on', 'off']).default('on')),
  SMS_PROVIDER: z.preprocess(emptyToUndefined, z.enum(['outbox', 'http']).default('outbox')),
  MAIL_PROVIDER: z.preprocess(emptyToUndefined, z.enum(['outbox', 'http']).default('outbox')),
  SMS_HTTP_URL: z.preprocess(emptyToUndefined, z.url().optional()),
  SMS_HTTP_TOKEN: optionalString,
  SMS_SENDER: optionalString,
  MAIL_HTTP_URL: z.preprocess(emptyToUndefined, z.url().optional()),
  MAIL_HTTP_TOKEN: optionalString,
  MAIL_FROM: z.preprocess(emptyToUndefined, z.string().default('Lotus Play <no-reply@localhost>')),
  JOBS: z.preprocess(emptyToUndefined, z.enum(['on', 'off']).default('on')),
  RATE_LIMIT_STORE: z.preprocess(emptyToUndefined, z.enum(['auto', 'memory', 'redis']).default('auto')),
  /** Bearer token /metrics asks for; unset: open (keep it behind the proxy, docs/operations.md). */
  METRICS_TOKEN: z.preprocess(emptyToUndefined, z.string().min(16).optional()),
  SHUTDOWN_GRACE_MS: z.preprocess(emptyToUndefined, z.coerce.number().int().min(0).max(120_000).default(10_000)),
  SETTINGS_CACHE_MS: z.preprocess(emptyToUndefined, z.coerce.number().int().min(0).max(60_000).default(1000)),
  HSTS: booleanish,
  // accounts (docs/accounts.md)
  AUTH_KEY_SECRET: z.preprocess(emptyToUndefined, z.string().min(16, 'AUTH_KEY_SECRET needs at least 16 characters').optional()),
  TRIAL_BALANCE: z.preprocess(emptyToUndefined, z.coerce.number().int().min(0).max(1_000_000_000).default(2_000_000)),
  SMS_CODE_MINUTES: z.preprocess(emptyToUndefined, z.coerce.number().int().min(1).max(30).default(5)),
  PASSWORD_MAX_AGE_DAYS: z.preprocess(emptyToUndefined, z.coerce.number().int().min(1).max(3650).default(90)),
  REGISTER_MIN_AGE: z.preprocess(emptyToUndefined, z.coerce.number().int().min(1).max(99).default(18)),
  // Lifetime money in (minor units) after which deposits need approved identity documents (docs/protection.md "KYC").
  KYC_DEPOSIT_THRESHOLD: z.preprocess(emptyToUndefined, z.coerce.number().int().min(1).max(Number.MAX_SAFE_INTEGER).default(KYC_DEPOSIT_THRESHOLD)),
  ARGON2_MEMORY_KIB: z.preprocess(emptyToUndefined, z.coerce.number().int().min(1024).max(1_048_576).default(19_456)),
  ARGON2_TIME_COST: z.preprocess(emptyToUndefined, z.coerce.number().int().min(1).max(10).default(2)),
  // invite friends (docs/rewards.md "Referral"): the inviter's bonus for a friend's first credited deposit, in minor units
  REFERRAL_BONUS_AMOUNT: z.preprocess(emptyToUndefined, z.coerce.number().int().min(1).max(Number.MAX_SAFE_INTEGER).default(10_000)),
  REFERRAL_WAGERING_MULTIPLIER: z.preprocess(emptyToUndefined, z.coerce.number().int().min(0).max(100).default(5)),
  REFERRAL_VALID_DAYS: z.preprocess(emptyToUndefined, z.coerce.number().int().min(1).max(365).default(30)),
  // payments (docs/payments.md)
  PAYMENT_GATEWAY_SECRET: z.preprocess(emptyToUndefined, z.string().min(16, 'PAYMENT_GATEWAY_SECRET needs at least 16 characters').optional()),
  PAYMENT_CALLBACK_TOLERANCE_SECONDS: z.preprocess(emptyToUndefined, z.coerce.number().int().min(10).max(3600).default(300)),
  SANDBOX_GATEWAY: z.preprocess(emptyToUndefined, z.enum(['on', 'off']).optional()),
  SANDBOX_CALLBACK_DELAY_MS: z.preprocess(emptyToUndefined, z.coerce.number().int().min(0).max(600_000).default(3000)),
  SANDBOX_CALLBACK_REPEAT_RATE: z.preprocess(emptyToUndefined, z.coerce.number().min(0).max(1).default(0.3)),
  DEPOSIT_MIN: z.preprocess(emptyToUndefined, z.coerce.number().int().min(1).default(10_000)),
  DEPOSIT_MAX: z.preprocess(emptyToUndefined, z.coerce.number().int().min(1).default(100_000_000)),
  WITHDRAWAL_MIN: z.preprocess(emptyToUndefined, z.coerce.number().int().min(1).default(10_000)),
  WITHDRAWAL_MAX: z.preprocess(emptyToUndefined, z.coerce.number().int().min(1).default(100_000_000)),
  WITHDRAWAL_AUTO_RECEIPT_MINUTES: z.preprocess(emptyToUndefined, z.coerce.number().int().min(1).max(43_200).default(60)),
  DEPOSIT_BANK_NAME: z.preprocess(emptyToUndefined, z.string().max(64).default('Sandbox Bank')),
  DEPOSIT_BANK_ACCOUNT_NAME: z.preprocess(emptyToUndefined, z.string().max(64).default('Lotus Play Co., Ltd.')),
  DEPOSIT_BANK_ACCOUNT_NUMBER: z.preprocess(emptyToUndefined, z.string().max(32).default('0000000000')),
  // provider seamless wallet (docs/provider-wallet.md)
  HUB88_PUBLIC_KEY: z.preprocess(emptyToUndefined, z.string().includes('BEGIN PUBLIC KEY', { message: 'HUB88_PUBLIC_KEY must be a PEM public key' }).optional()),
  HUB88_TOKEN_TTL_MINUTES: z.preprocess(emptyToUndefined, z.coerce.number().int().min(1).max(10_080).default(240)),
  HUB88_SANDBOX_TIMEOUT_MS: z.preprocess(emptyToUndefined, z.coerce.number().int().min(100).max(60_000).default(5000)),
  HUB88_BATCH: z.preprocess(emptyToUndefined, z.enum(['on', 'off']).default('on')),
  HUB88_BATCH_MAX_ITEMS: z.preprocess(emptyToUndefined, z.coerce.number().int().min(2).max(60).default(32)),
  HUB88_BATCH_IN_FLIGHT: z.preprocess(emptyToUndefined, z.coerce.number().int().min(1).max(32).default(1)),
  OPERATOR_SESSION_HOURS: z.preprocess(emptyToUndefined, z.coerce.number().int().min(1).max(168).default(12)),
  /** Operator console (docs/console.md): a session unused this long ends (sliding, beside the absolute hours). */
  OPERATOR_IDLE_MINUTES: z.preprocess(emptyToUndefined, z.coerce.number().int().min(1).max(24 * 60).default(30)),
  /** Manual adjustments above this amount (absolute, minor units; 100000 = 1,000.00) wait for a second operator. */
  ADJUSTMENT_APPROVAL_THRESHOLD: z.preprocess(emptyToUndefined, z.coerce.number().int().min(0).default(100_000)),
  /** Calendar days of the console's dashboard and daily report. */
  CONSOLE_TIME_ZONE: z.preprocess(emptyToUndefined, z.string().default('Asia/Bangkok')),
});

export type Config = ReturnType<typeof loadConfig>;

export class ConfigError extends Error {}

/** Validates the environment once at start-up; a bad value stops the process with every problem listed. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env) {
  const parsed = EnvSchema.safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`);
    throw new ConfigError(`Invalid configuration:\n${lines.join('\n')}`);
  }
  const e = parsed.data;
  const missing: string[] = [];
  if (e.SMS_PROVIDER === 'http' && !e.SMS_HTTP_URL) missing.push('  SMS_HTTP_URL: required when SMS_PROVIDER=http');
  if (e.MAIL_PROVIDER === 'http' && !e.MAIL_HTTP_URL) missing.push('  MAIL_HTTP_URL: required when MAIL_PROVIDER=http');
  if (e.RATE_LIMIT_STORE === 'redis' && !e.REDIS_URL) missing.push('  REDIS_URL: required when RATE_LIMIT_STORE=redis');
  if (missing.length) throw new ConfigError(`Invalid configuration:\n${missing.join('\n')}`);
  return {
    version: (JSON.parse(fs.readFileSync(path.join(REPO_ROOT, 'package.json'), 'utf8')) as { version: string }).version,
    env: e.NODE_ENV,
    isProduction: e.NODE_ENV === 'production',
    host: e.HOST,
    port: e.PORT,
    logLevel: e.LOG_LEVEL,
    databaseUrl: e.DATABASE_URL,
    dataDir: path.resolve(REPO_ROOT, e.DATA_DIR),
    dbPoolMax: e.DB_POOL_MAX,
    redisUrl: e.REDIS_URL,
    merchantCode: e.MERCHANT_CODE,
    trustProxy: parseTrustProxy(e.TRUST_PROXY),
    seedDemo: e.SEED_DEMO,
    webDist: path.resolve(REPO_ROOT, e.WEB_DIST ?? 'apps/web/dist'),
    captchaMode: e.CAPTCHA_MODE,
    smsProvider: e.SMS_PROVIDER,
    mailProvider: e.MAIL_PROVIDER,
    smsHttp: { url: e.SMS_HTTP_URL, token: e.SMS_HTTP_TOKEN, sender: e.SMS_SENDER },
    mailHttp: { url: e.MAIL_HTTP_URL, token: e.MAIL_HTTP_TOKEN, sender: e.MAIL_FROM },
    /** Scheduled jobs (draws, settlements, callbacks). API tests turn them off and run them by hand. */
    jobsEnabled: e.JOBS === 'on',
    /** Where rate-limit counters live: auto = Redis when REDIS_URL is set, else this process. */
    rateLimitStore: e.RATE_LIMIT_STORE === 'auto' ? (e.REDIS_URL ? 'redis' : 'memory') : e.RATE_LIMIT_STORE,
    shutdownGraceMs: e.SHUTDOWN_GRACE_MS,
    metricsToken: e.METRICS_TOKEN,
    settingsCacheMs: e.SETTINGS_CACHE_MS,
    // Opt-in: HSTS and upgrade-insecure-requests only make sense behind HTTPS.
    hsts: e.HSTS ?? false,
    accounts: {
      /** Encrypts RSA private keys and TOTP secrets and keys the code HMACs; dev default derived with a warning. */
      authKeySecret: e.AUTH_KEY_SECRET,
      trialBalance: BigInt(e.TRIAL_BALANCE),
      smsCodeMinutes: e.SMS_CODE_MINUTES,
      passwordMaxAgeDays: e.PASSWORD_MAX_AGE_DAYS,
      minAge: e.REGISTER_MIN_AGE,
      argon2: { memoryCost: e.ARGON2_MEMORY_KIB, timeCost: e.ARGON2_TIME_COST, parallelism: 1 },
    },
    payments: {
      /** HMAC-SHA256 key of gateway callbacks; dev default derived from the merchant code with a start-up warning. */
      gatewaySecret: e.PAYMENT_GATEWAY_SECRET,
      callbackToleranceSeconds: e.PAYMENT_CALLBACK_TOLERANCE_SECONDS,
      /** The in-process sandbox gateway: on by default except in production. */
      sandboxGateway: (e.SANDBOX_GATEWAY ?? (e.NODE_ENV === 'production' ? 'off' : 'on')) === 'on',
      sandboxCallbackDelayMs: e.SANDBOX_CALLBACK_DELAY_MS,
      sandboxCallbackRepeatRate: e.SANDBOX_CALLBACK_REPEAT_RATE,
      deposit: { min: BigInt(e.DEPOSIT_MIN), max: BigInt(e.DEPOSIT_MAX) },
      withdrawal: { min: BigInt(e.WITHDRAWAL_MIN), max: BigInt(e.WITHDRAWAL_MAX) },
      autoReceiptMinutes: e.WITHDRAWAL_AUTO_RECEIPT_MINUTES,
      receivingBank: { bankName: e.DEPOSIT_BANK_NAME, accountName: e.DEPOSIT_BANK_ACCOUNT_NAME, accountNumber: e.DEPOSIT_BANK_ACCOUNT_NUMBER },
    },
    protection: {
      kycDepositThreshold: BigInt(e.KYC_DEPOSIT_THRESHOLD),
    },
    referral: {
      bonusAmount: BigInt(e.REFERRAL_BONUS_AMOUNT),
      wageringMultiplier: e.REFERRAL_WAGERING_MULTIPLIER,
      validDays: e.REFERRAL_VALID_DAYS,
    },
    operator: {
      sessionHours: e.OPERATOR_SESSION_HOURS,
      idleMinutes: e.OPERATOR_IDLE_MINUTES,
      adjustmentApprovalThreshold: BigInt(e.ADJUSTMENT_APPROVAL_THRESHOLD),
      timeZone: e.CONSOLE_TIME_ZONE,
    },
    hub88: {
      /** PEM public key of the game provider (aggregator); unset: a SANDBOX key pair generated on first start. */
      publicKey: e.HUB88_PUBLIC_KEY,
      tokenTtlMs: e.HUB88_TOKEN_TTL_MINUTES * 60_000,
      sandboxTimeoutMs: e.HUB88_SANDBOX_TIMEOUT_MS,
      /** Group commit of ordinary bets and wins (decision 0090); undefined: each commits on its own. */
      batch: e.HUB88_BATCH === 'on' ? { maxItems: e.HUB88_BATCH_MAX_ITEMS, inFlight: e.HUB88_BATCH_IN_FLIGHT } : undefined,
    },
  };
}

/** `false`, `true`, a hop count, or a comma list of trusted proxy addresses/CIDRs. */
function parseTrustProxy(value: string): boolean | number | string[] {
  if (value === 'false' || value === '0') return false;
  if (value === 'true') return true;
  if (/^\d+$/.test(value)) return Number(value);
  return value
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);
}
