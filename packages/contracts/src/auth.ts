import { z } from 'zod';

/**
 * Accounts and sessions (docs/accounts.md, /work/team/accounts-api.md): every request and
 * response body of the auth/member calls. Request schemas check shape and hard size limits only;
 * the per-field registration rules (pattern, min, max) come from `GET /auth/register/settings`
 * and are checked with `matchesRule` on both sides.
 */

/** Hard cap for any free text field; the rule bounds are tighter. */
const text = (max = 255) => z.string().max(max);
const optionalText = (max = 255) => z.string().max(max).optional();

// ---------------------------------------------------------------- encryption envelope

export const PublicKeySchema = z.object({
  keyId: z.string(),
  /** SPKI DER, base64, of an RSA-2048 key (RSA-OAEP with SHA-256). */
  publicKey: z.string(),
  expiresAt: z.string(),
});
export type PublicKey = z.infer<typeof PublicKeySchema>;

const base64 = (max: number) => z.string().min(1).max(max).regex(/^[A-Za-z0-9+/]*={0,2}$/, 'base64 expected');

/**
 * Encrypted request body: a random AES-256-GCM key encrypts the JSON payload
 * (data = ciphertext || 16-byte tag, WebCrypto layout); the raw AES key is wrapped with RSA-OAEP SHA-256.
 */
export const EncryptedEnvelopeSchema = z.object({
  keyId: z.string().min(1).max(64),
  key: base64(1024),
  iv: base64(64),
  data: base64(64 * 1024),
});
export type EncryptedEnvelope = z.infer<typeof EncryptedEnvelopeSchema>;

// ---------------------------------------------------------------- captcha

export const CaptchaSchema = z.object({
  success: z.literal(true),
  /** `data:image/svg+xml;base64,...` */
  value: z.string(),
  captchaId: z.string(),
});
export type Captcha = z.infer<typeof CaptchaSchema>;

/** Fields of any body that carries an image captcha. */
export const CaptchaFieldsSchema = z.object({
  captcha: optionalText(16),
  captchaId: optionalText(64),
});

// ---------------------------------------------------------------- member info

export const AccountRoleSchema = z.enum(['member', 'agent', 'trial']);

export const MemberInfoSchema = z.object({
  id: z.number().int(),
  account: z.string(),
  nickname: z.string(),
  type: z.number().int(),
  role: AccountRoleSchema,
  /** Integer minor units. */
  balance: z.number().int(),
  currency: z.string(),
  currencySymbol: z.string(),
  unreadMessageCount: z.number().int().nonnegative(),
  availablePromoCount: z.number().int().nonnegative(),
  vip: z.object({ level: z.number().int().nonnegative(), isVip: z.boolean() }),
  firstTimeLogin: z.boolean(),
  hasPaymentPassword: z.boolean(),
  mobileBound: z.boolean(),
  emailBound: z.boolean(),
  totpEnabled: z.boolean(),
  /** Additions: the masked bound contacts and the bank-name binding, for the security centre. */
  maskedMobile: z.string().nullable().optional(),
  maskedEmail: z.string().nullable().optional(),
  bankNameBound: z.boolean().optional(),
  affiliateCode: z.string().nullable().optional(),
});
export type MemberInfo = z.infer<typeof MemberInfoSchema>;

// ---------------------------------------------------------------- login

export const LoginTypeSchema = z.enum(['username', 'sms']);
export type LoginType = z.infer<typeof LoginTypeSchema>;

/** How the session of a login success body was obtained. */
export const SessionOriginSchema = z.enum(['username', 'sms', 'register', 'trial', 'phone']);
export type SessionOrigin = z.infer<typeof SessionOriginSchema>;

export const PortalSchema = z.enum(['member', 'agent']);
export type Portal = z.infer<typeof PortalSchema>;

/** The decrypted payload of `POST /auth/login`. For sms: username = mobile number, password = the SMS code. */
export const LoginPayloadSchema = z.object({
  type: LoginTypeSchema,
  username: text(64).trim().min(1),
  password: text(128).min(1),
  captcha: optionalText(16),
  captchaId: optionalText(64),
  countryDialingCode: optionalText(8),
  portal: PortalSchema.optional(),
  rememberMe: z.boolean().optional(),
});
export type LoginPayload = z.infer<typeof LoginPayloadSchema>;

export const LoginSuccessSchema = z.object({
  status: z.literal('OK'),
  token: z.string(),
  expiresAt: z.string(),
  firstTimeLogin: z.boolean(),
  passwordExpired: z.boolean(),
  weakPassword: z.boolean(),
  loginType: SessionOriginSchema,
  member: MemberInfoSchema,
});
export type LoginSuccess = z.infer<typeof LoginSuccessSchema>;

export const TwoFactorMethodSchema = z.enum(['MOBILE', 'EMAIL', 'BANK_NAME', 'TOTP']);
export type TwoFactorMethod = z.infer<typeof TwoFactorMethodSchema>;

export const TwoFactorChallengeSchema = z.object({
  status: z.literal('TWO_FACTOR'),
  challengeId: z.string(),
  methods: z.array(TwoFactorMethodSchema),
  maskedMobile: z.string().optional(),
  maskedEmail: z.string().optional(),
  /** Addition: when the challenge ends (ISO). */
  expiresAt: z.string().optional(),
});
export type TwoFactorChallenge = z.infer<typeof TwoFactorChallengeSchema>;

export const LoginResponseSchema = z.discriminatedUnion('status', [LoginSuccessSchema, TwoFactorChallengeSchema]);
export type LoginResponse = z.infer<typeof LoginResponseSchema>;

export const TwoFactorVerifyRequestSchema = z.object({
  challengeId: text(64).min(1),
  method: TwoFactorMethodSchema,
  value: text(255).trim().min(1),
});
export type TwoFactorVerifyRequest = z.infer<typeof TwoFactorVerifyRequestSchema>;

export const TwoFactorSmsRequestSchema = z.object({ challengeId: text(64).min(1) });
export type TwoFactorSmsRequest = z.infer<typeof TwoFactorSmsRequestSchema>;

/** Details of 401 INVALID_CREDENTIALS / 400 CAPTCHA_REQUIRED / CAPTCHA_INVALID on login. */
export const LoginFailureDetailsSchema = z.object({ captchaRequired: z.boolean() });
export type LoginFailureDetails = z.infer<typeof LoginFailureDetailsSchema>;

// ---------------------------------------------------------------- SMS codes

export const SmsCodeResponseSchema = z.object({
  /** Code lifetime; the resend button stays disabled for 60 s x expiredMinutes. */
  expiredMinutes: z.number().int().positive(),
});
export type SmsCodeResponse = z.infer<typeof SmsCodeResponseSchema>;

export const LoginSmsRequestSchema = z.object({
  mobileNum: text(32),
  countryDialingCode: text(8),
  captcha: optionalText(16),
  captchaId: optionalText(64),
});
export type LoginSmsRequest = z.infer<typeof LoginSmsRequestSchema>;

export const RegisterSmsRequestSchema = z.object({
  mobileNo: text(32),
  countryDialingCode: text(8),
  captcha: optionalText(16),
  captchaId: optionalText(64),
});
export type RegisterSmsRequest = z.infer<typeof RegisterSmsRequestSchema>;

export const PasswordSmsRequestSchema = z.object({
  mobileNum: text(32),
  countryDialingCode: text(8),
  captcha: optionalText(16),
  captchaId: optionalText(64),
});
export type PasswordSmsRequest = z.infer<typeof PasswordSmsRequestSchema>;

// ---------------------------------------------------------------- registration

export const REGISTER_FIELDS = [
  'username',
  'password',
  'confirmPassword',
  'payeeName',
  'email',
  'qqNum',
  'mobileNum',
  'recommenderId',
  'affiliateCode',
  'paymentPassword',
  'line',
  'whatsapp',
  'facebook',
  'wechat',
  'idNumber',
  'referralCode',
  'nickname',
  'telegram',
  'zalo',
  'birthday',
  'captcha',
  'verificationCode',
] as const;
export const RegisterFieldNameSchema = z.enum(REGISTER_FIELDS);
export type RegisterFieldName = z.infer<typeof RegisterFieldNameSchema>;

export const RegisterFieldSchema = z.object({
  field: RegisterFieldNameSchema,
  enabled: z.boolean(),
  required: z.boolean(),
  patternId: z.string(),
  /** A lone `*` accepts anything. */
  acceptedPattern: z.string(),
  minLength: z.number().int().nonnegative(),
  maxLength: z.number().int().positive(),
});
export type RegisterField = z.infer<typeof RegisterFieldSchema>;

export const RegisterSettingsSchema = z.object({
  defaultType: z.enum(['mobile', 'username']),
  /** Registration itself is on (REGISTRATION flag). Addition. */
  registrationEnabled: z.boolean().optional(),
  mobileEnabled: z.boolean(),
  smsVerification: z.boolean(),
  /** Mobile registration also asks for a password (MOBILE_PASSWORD_REGISTRATION). Addition. */
  mobilePassword: z.boolean().optional(),
  minAge: z.number().int().positive(),
  fields: z.array(RegisterFieldSchema),
});
export type RegisterSettings = z.infer<typeof RegisterSettingsSchema>;

export const CountrySchema = z.object({ countryCode: z.string(), countryDialingCode: z.string() });
export type Country = z.infer<typeof CountrySchema>;
export const CountryListSchema = z.array(CountrySchema);

export const AffiliateCheckQuerySchema = z.object({ code: text(64), domain: optionalText(255) });
export type AffiliateCheckQuery = z.infer<typeof AffiliateCheckQuerySchema>;
export const AffiliateCheckResponseSchema = z.object({ valid: z.boolean() });
export type AffiliateCheckResponse = z.infer<typeof AffiliateCheckResponseSchema>;

/** Body of `PUT /auth/register` and `PUT /auth/register/mobile` (SPEC §3 "Registration user"). */
export const RegisterRequestSchema = z.object({
  username: optionalText(64),
  password: optionalText(128),
  confirmPassword: optionalText(128),
  payeeName: optionalText(),
  email: optionalText(),
  qqNum: optionalText(),
  mobileNum: optionalText(32),
  countryDialingCode: optionalText(8),
  recommenderId: optionalText(),
  captcha: optionalText(16),
  captchaId: optionalText(64),
  verificationCode: optionalText(255),
  affiliateCode: optionalText(64),
  paymentPassword: optionalText(128),
  line: optionalText(),
  whatsapp: optionalText(),
  facebook: optionalText(),
  wechat: optionalText(),
  idNumber: optionalText(),
  referralCode: optionalText(64),
  nickname: optionalText(64),
  telegram: optionalText(),
  zalo: optionalText(),
  birthday: optionalText(10),
  domain: optionalText(),
  registerUrl: optionalText(2000),
  registerMethod: z.literal('WEB').optional(),
  login: z.boolean().optional(),
  acceptTerms: z.boolean().optional(),
  ageConfirmed: z.boolean().optional(),
});
export type RegisterRequest = z.infer<typeof RegisterRequestSchema>;

/** details of 400 VALIDATION_ERROR from registration and password calls. */
export const FieldErrorSchema = z.object({ field: z.string(), message: z.string() });
export type FieldError = z.infer<typeof FieldErrorSchema>;

// ---------------------------------------------------------------- trial

export const FreePlayRequestSchema = z.object({
  /** The browser's OS string (navigator.platform or similar). */
  os: z.string().max(64).regex(/^[A-Za-z0-9 _.,;:()/+-]*$/, 'letters, digits and simple punctuation only'),
  platform: z.literal('W'),
  encryption: z.string().max(512).regex(/^[A-Za-z0-9+/=_-]*$/, 'base64 expected').optional(),
  gatewayVersion: z.literal(3),
});
export type FreePlayRequest = z.infer<typeof FreePlayRequestSchema>;

// ---------------------------------------------------------------- passwords

/** The decrypted payload of `POST /auth/password`. */
export const ChangePasswordPayloadSchema = z.object({
  oldPassword: optionalText(128),
  newPassword: text(128).min(1),
  confirmNewPassword: text(128).min(1),
});
export type ChangePasswordPayload = z.infer<typeof ChangePasswordPayloadSchema>;

/** `POST /auth/password/forgot`, application/x-www-form-urlencoded. */
export const ForgotPasswordRequestSchema = z.object({
  username: text(64)
    .trim()
    .min(1)
    .regex(/^[\p{L}\p{N}_.@+-]+$/u, 'not a valid username'),
  email: text(255)
    .trim()
    .min(1)
    .regex(/^[^\s@<>]+@[^\s@<>]+\.[^\s@<>]{2,}$/, 'not a valid email'),
});
export type ForgotPasswordRequest = z.infer<typeof ForgotPasswordRequestSchema>;
export const ForgotPasswordResponseSchema = z.object({ sent: z.literal(true) });
export type ForgotPasswordResponse = z.infer<typeof ForgotPasswordResponseSchema>;

export const ResetPasswordRequestSchema = z.object({
  token: text(128).min(1),
  newPassword: text(128).min(1),
  confirmNewPassword: text(128).min(1),
});
export type ResetPasswordRequest = z.infer<typeof ResetPasswordRequestSchema>;

/** The decrypted payload of `POST /auth/password/phone`. */
export const PhonePasswordPayloadSchema = z.object({
  mobileNum: text(32).trim().min(1),
  countryDialingCode: text(8).trim().min(1),
  verificationCode: text(255).trim().min(1),
  newPassword: text(128).min(1),
  /** Optional: when sent it must equal newPassword. */
  confirmNewPassword: optionalText(128),
});
export type PhonePasswordPayload = z.infer<typeof PhonePasswordPayloadSchema>;

// ---------------------------------------------------------------- security centre

export const SessionInfoSchema = z.object({
  id: z.string(),
  current: z.boolean(),
  createdAt: z.string(),
  lastSeenAt: z.string(),
  ip: z.string().nullable(),
  userAgent: z.string().nullable(),
  expiresAt: z.string(),
});
export type SessionInfo = z.infer<typeof SessionInfoSchema>;
export const SessionListSchema = z.array(SessionInfoSchema);

export const SessionIdParamsSchema = z.object({ id: z.uuid() });

export const TotpSetupResponseSchema = z.object({
  /** Base32 secret (RFC 4648, no padding). */
  secret: z.string(),
  /** `otpauth://totp/...` for the QR code. */
  otpauthUrl: z.string(),
});
export type TotpSetupResponse = z.infer<typeof TotpSetupResponseSchema>;

export const TotpCodeRequestSchema = z.object({ code: z.string().trim().regex(/^\d{6}$/, '6 digits expected') });
export type TotpCodeRequest = z.infer<typeof TotpCodeRequestSchema>;

export const BindEmailRequestSchema = z.object({ email: text(255).trim().min(1) });
export type BindEmailRequest = z.infer<typeof BindEmailRequestSchema>;

export const BindBankNameRequestSchema = z.object({ bankAccountName: text(255).trim().min(1) });
export type BindBankNameRequest = z.infer<typeof BindBankNameRequestSchema>;

export const PaymentPasswordRequestSchema = z.object({
  paymentPassword: text(128).min(1),
  loginPassword: text(128).min(1),
});
export type PaymentPasswordRequest = z.infer<typeof PaymentPasswordRequestSchema>;
