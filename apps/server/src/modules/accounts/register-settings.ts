import {
  isFlagEnabled,
  matchesRule,
  PATTERNS,
  REGISTER_FIELDS,
  WhitelabelFlag,
  type FieldError,
  type PatternId,
  type RegisterField,
  type RegisterFieldName,
  type RegisterSettings,
  type WhitelabelNode,
} from '@app/contracts';
import type { AccountRepository } from './repository.ts';

/** Defaults seeded into `register_fields` (operators edit the rows later). */
export const DEFAULT_REGISTER_FIELDS: { field: RegisterFieldName; enabled: boolean; required: boolean; patternId: PatternId; min: number; max: number }[] = [
  { field: 'username', enabled: true, required: true, patternId: 'FIRST_LETTER', min: 6, max: 16 },
  { field: 'password', enabled: true, required: true, patternId: 'PASSWORD_STRONG', min: 8, max: 20 },
  { field: 'confirmPassword', enabled: true, required: true, patternId: 'ANY', min: 1, max: 20 },
  { field: 'mobileNum', enabled: true, required: false, patternId: 'DIGITS', min: 6, max: 15 },
  { field: 'verificationCode', enabled: true, required: false, patternId: 'ANY', min: 1, max: 255 },
  { field: 'captcha', enabled: true, required: true, patternId: 'ANY', min: 4, max: 8 },
  { field: 'email', enabled: true, required: false, patternId: 'EMAIL', min: 6, max: 80 },
  { field: 'payeeName', enabled: true, required: false, patternId: 'ANY', min: 2, max: 60 },
  { field: 'nickname', enabled: true, required: false, patternId: 'ANY', min: 2, max: 20 },
  { field: 'affiliateCode', enabled: true, required: false, patternId: 'LETTERS_DIGITS', min: 2, max: 32 },
  { field: 'referralCode', enabled: false, required: false, patternId: 'LETTERS_DIGITS', min: 2, max: 32 },
  { field: 'paymentPassword', enabled: false, required: false, patternId: 'DIGITS', min: 6, max: 6 },
  { field: 'birthday', enabled: false, required: false, patternId: 'DATE_YMD', min: 10, max: 10 },
  { field: 'qqNum', enabled: false, required: false, patternId: 'DIGITS', min: 5, max: 15 },
  { field: 'line', enabled: false, required: false, patternId: 'NO_SPACES', min: 2, max: 60 },
  { field: 'whatsapp', enabled: false, required: false, patternId: 'DIGITS', min: 6, max: 15 },
  { field: 'facebook', enabled: false, required: false, patternId: 'NO_SPACES', min: 2, max: 100 },
  { field: 'wechat', enabled: false, required: false, patternId: 'NO_SPACES', min: 2, max: 60 },
  { field: 'telegram', enabled: false, required: false, patternId: 'NO_SPACES', min: 2, max: 60 },
  { field: 'zalo', enabled: false, required: false, patternId: 'NO_SPACES', min: 2, max: 60 },
  { field: 'idNumber', enabled: false, required: false, patternId: 'LETTERS_DIGITS', min: 5, max: 30 },
  { field: 'recommenderId', enabled: false, required: false, patternId: 'LETTERS_DIGITS', min: 2, max: 32 },
];

export interface RegisterFlags {
  registration: boolean;
  mobile: boolean;
  smsVerification: boolean;
  mobilePassword: boolean;
}

export function registerFlags(tree: readonly WhitelabelNode[]): RegisterFlags {
  return {
    registration: isFlagEnabled(tree, WhitelabelFlag.REGISTRATION),
    mobile: isFlagEnabled(tree, WhitelabelFlag.MOBILE_REGISTRATION),
    smsVerification: isFlagEnabled(tree, WhitelabelFlag.REGISTER_SMS_VERIFY),
    mobilePassword: isFlagEnabled(tree, WhitelabelFlag.MOBILE_PASSWORD_REGISTRATION),
  };
}

/** Field settings from the database, cached per instance for `cacheMs`. */
export class RegisterFieldStore {
  private cache: { at: number; fields: RegisterField[] } | undefined;

  constructor(
    private readonly repo: AccountRepository,
    private readonly cacheMs: number,
    private readonly now: () => number = Date.now,
  ) {}

  async fields(): Promise<RegisterField[]> {
    const now = this.now();
    if (this.cache && now - this.cache.at < this.cacheMs) return this.cache.fields;
    const rows = await this.repo.registerFields();
    const known = new Set<string>(REGISTER_FIELDS);
    const fields = rows
      .filter((r) => known.has(r.field))
      .map((r) => ({
        field: r.field as RegisterFieldName,
        enabled: r.enabled,
        required: r.required,
        patternId: r.pattern_id,
        acceptedPattern: r.accepted_pattern ?? PATTERNS[r.pattern_id as PatternId]?.acceptedPattern ?? '*',
        minLength: r.min_length,
        maxLength: r.max_length,
      }));
    this.cache = { at: now, fields };
    return fields;
  }

  async field(name: RegisterFieldName): Promise<RegisterField | undefined> {
    return (await this.fields()).find((f) => f.field === name);
  }

  async settings(flags: RegisterFlags, minAge: number): Promise<RegisterSettings> {
    const fields = (await this.fields()).map((f) => (f.field === 'verificationCode' ? { ...f, enabled: flags.smsVerification, required: flags.smsVerification } : f));
    return {
      defaultType: flags.mobile ? 'mobile' : 'username',
      registrationEnabled: flags.registration,
      mobileEnabled: flags.mobile,
      smsVerification: flags.smsVerification,
      mobilePassword: flags.mobilePassword,
      minAge,
      fields,
    };
  }
}

/** The message the web also builds: pattern text with (min)/(max); here in English for logs and API users. */
export function ruleMessage(field: RegisterField): string {
  return `Must match ${field.patternId} with ${field.minLength} to ${field.maxLength} characters`;
}

/**
 * Checks each enabled field: required ones must be present; present ones must match their rule.
 * `forceRequired` adds fields the mode needs whatever the settings say.
 */
export function validateFields(
  values: Partial<Record<RegisterFieldName, string | undefined>>,
  fields: RegisterField[],
  options: { forceRequired?: RegisterFieldName[]; skip?: RegisterFieldName[] } = {},
): FieldError[] {
  const errors: FieldError[] = [];
  for (const f of fields) {
    if (options.skip?.includes(f.field)) continue;
    const forced = options.forceRequired?.includes(f.field) ?? false;
    if (!f.enabled && !forced) continue;
    const value = values[f.field];
    const present = value !== undefined && value !== '';
    if (!present) {
      if (f.required || forced) errors.push({ field: f.field, message: 'is empty' });
      continue;
    }
    if (!matchesRule(value, f)) errors.push({ field: f.field, message: ruleMessage(f) });
  }
  return errors;
}
