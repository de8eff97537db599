import type { LoginSuccess, RegisterField, RegisterFieldName, RegisterRequest } from '@app/contracts';
import { useState, type InputHTMLAttributes, type ReactNode } from 'react';
import { useForm } from 'react-hook-form';
import { Trans, useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Button } from '../../../components/button.tsx';
import { CheckboxField } from '../../../components/form/checkbox-field.tsx';
import { Tabs } from '../../../components/form/tabs.tsx';
import { TextField } from '../../../components/form/text-field.tsx';
import { alertDialog } from '../../../components/modal/message-openers.ts';
import { errorText } from '../../../lib/error-text.ts';
import { isApiError } from '../../../lib/http.ts';
import { checkAffiliateCode } from '../api/get-affiliate-check.ts';
import { useRegisterSettings } from '../api/get-register-settings.ts';
import { requestRegisterCode } from '../api/post-sms-register-code.ts';
import { useRegister, type RegisterType } from '../api/put-register.ts';
import { useCaptcha } from '../hooks/use-captcha.ts';
import { useDialCode } from '../hooks/use-dial-code.ts';
import { checkRule, ruleMessage } from '../hooks/use-password-rule.ts';
import { CaptchaField } from './captcha-field.tsx';
import { CountryCodeSelect } from './country-code-select.tsx';
import { FormError } from './form-error.tsx';
import { SmsCodeButton } from './sms-code-button.tsx';

type Values = Partial<Record<RegisterFieldName, string>> & { acceptTerms: boolean; ageConfirmed: boolean };

/** Optional fields in display order, after the account fields; each shows when the server enables it. */
const EXTRA_FIELDS: RegisterFieldName[] = [
  'payeeName',
  'nickname',
  'email',
  'birthday',
  'idNumber',
  'qqNum',
  'line',
  'whatsapp',
  'facebook',
  'wechat',
  'telegram',
  'zalo',
  'paymentPassword',
  'recommenderId',
  'affiliateCode',
  'referralCode',
];

const INPUT_PROPS: Partial<Record<RegisterFieldName, InputHTMLAttributes<HTMLInputElement>>> = {
  username: { autoComplete: 'username', autoCapitalize: 'none', spellCheck: false },
  password: { type: 'password', autoComplete: 'new-password' },
  confirmPassword: { type: 'password', autoComplete: 'new-password' },
  paymentPassword: { type: 'password', autoComplete: 'off' },
  email: { type: 'email', autoComplete: 'email' },
  mobileNum: { type: 'tel', inputMode: 'numeric', autoComplete: 'tel-national' },
  verificationCode: { inputMode: 'numeric', autoComplete: 'one-time-code' },
  birthday: { type: 'date', autoComplete: 'bday' },
  payeeName: { autoComplete: 'name' },
  nickname: { autoComplete: 'nickname' },
};

export interface RegisterFormProps {
  referralCode?: string;
  onRegistered: (res: LoginSuccess) => void;
}

/**
 * SPEC §3/§4/§5 registration. Which fields show, which are required and their
 * pattern/min/max come from `GET /auth/register/settings`; the server checks the
 * same rules again.
 */
export function RegisterForm({ referralCode, onRegistered }: RegisterFormProps) {
  const { t } = useTranslation('auth');
  const settings = useRegisterSettings();
  const [type, setType] = useState<RegisterType>(settings.mobileEnabled && settings.defaultType === 'mobile' ? 'mobile' : 'username');
  const [dialCode, setDialCode] = useDialCode();
  const [formError, setFormError] = useState<string | null>(null);
  const mutation = useRegister();
  const rules = new Map(settings.fields.map((f) => [f.field, f]));
  const enabled = (f: RegisterFieldName) => rules.get(f)?.enabled === true;
  const captchaOn = enabled('captcha');
  const captcha = useCaptcha(captchaOn);

  const isMobile = type === 'mobile';
  const showPassword = !isMobile || settings.mobilePassword !== false;
  const showUsername = !isMobile;
  const showMobile = isMobile || enabled('mobileNum');
  const showCode = showMobile && settings.smsVerification;
  const extras = EXTRA_FIELDS.filter((f) => enabled(f) || (f === 'referralCode' && referralCode));

  const {
    register,
    handleSubmit,
    getValues,
    trigger,
    setError,
    setValue,
    formState: { errors },
  } = useForm<Values>({ defaultValues: { referralCode: referralCode ?? '', acceptTerms: false, ageConfirmed: false } });

  const label = (f: RegisterFieldName) => t(`fields.${f}`);
  const isRequired = (f: RegisterFieldName) =>
    (f === 'username' && showUsername) ||
    (f === 'password' && showPassword) ||
    (f === 'confirmPassword' && showPassword) ||
    (f === 'mobileNum' && isMobile) ||
    // The code is needed whenever a mobile number is given (the server texts it there).
    (f === 'verificationCode' && showCode && (isMobile || (getValues('mobileNum') ?? '').trim() !== '')) ||
    // The server marks the code required whenever SMS verification is on; it only applies with a mobile number.
    (f !== 'verificationCode' && rules.get(f)?.required === true);

  const validator = (f: RegisterFieldName) => (raw: string | undefined) => {
    const v = (raw ?? '').trim();
    if (!v) return isRequired(f) ? t('validation.required', { field: label(f) }) : true;
    if (f === 'confirmPassword') return v === (getValues('password') ?? '').trim() || t('validation.confirmMismatch');
    if (f === 'verificationCode' || f === 'captcha') return true;
    return checkRule(t, rules.get(f) as RegisterField | undefined, v) ?? true;
  };

  const field = (f: RegisterFieldName, extra: { leading?: ReactNode; trailing?: ReactNode } = {}) => {
    const rule = rules.get(f);
    return (
      <TextField
        key={f}
        label={
          <>
            {label(f)}
            {isRequired(f) && (
              <span className="text-danger" aria-hidden="true">
                {' *'}
              </span>
            )}
          </>
        }
        maxLength={f === 'verificationCode' ? 255 : rule?.maxLength}
        error={errors[f]?.message}
        data-testid={`register-${f}`}
        {...INPUT_PROPS[f]}
        {...extra}
        {...register(f, { validate: validator(f) })}
      />
    );
  };

  const sendCode = async () => {
    if (!(await trigger('mobileNum'))) return null;
    return requestRegisterCode({ mobileNo: (getValues('mobileNum') ?? '').trim(), countryDialingCode: dialCode });
  };

  const submit = handleSubmit(async (values) => {
    setFormError(null);
    const body: RegisterRequest = {};
    const shown: RegisterFieldName[] = [
      ...(showUsername ? (['username'] as const) : []),
      ...(showMobile ? (['mobileNum'] as const) : []),
      ...(showCode ? (['verificationCode'] as const) : []),
      ...(showPassword ? (['password', 'confirmPassword'] as const) : []),
      ...extras,
    ];
    for (const f of shown) {
      const v = (values[f] ?? '').trim();
      if (v) (body as Record<string, string>)[f] = v;
    }
    if (showMobile) body.countryDialingCode = dialCode;
    if (captchaOn && captcha.captchaId) Object.assign(body, { captcha: (values.captcha ?? '').trim(), captchaId: captcha.captchaId });
    Object.assign(body, {
      domain: window.location.hostname,
      registerUrl: window.location.href,
      registerMethod: 'WEB' as const,
      login: true,
      acceptTerms: values.acceptTerms,
      ageConfirmed: values.ageConfirmed,
    });
    try {
      const invitation = body.affiliateCode || body.referralCode;
      if (invitation && !(await checkAffiliateCode(invitation))) {
        await alertDialog({ tone: 'warning', message: t('errors:codes.AFFILIATE_CODE_INVALID') });
        return;
      }
      onRegistered(await mutation.mutateAsync({ type, body }));
    } catch (error) {
      if (captchaOn) {
        captcha.renew();
        setValue('captcha', '');
      }
      applyServerError(error);
    }
  });

  const applyServerError = (error: unknown) => {
    const byCode: Record<string, RegisterFieldName> = {
      USERNAME_TAKEN: 'username',
      MOBILE_TAKEN: 'mobileNum',
      MOBILE_INVALID: 'mobileNum',
      MOBILE_REQUIRED: 'mobileNum',
      VERIFICATION_CODE_INVALID: 'verificationCode',
      VERIFICATION_CODE_EXPIRED: 'verificationCode',
      VERIFICATION_CODE_REQUIRED: 'verificationCode',
      PASSWORD_MISMATCH: 'confirmPassword',
      CAPTCHA_INVALID: 'captcha',
      CAPTCHA_REQUIRED: 'captcha',
    };
    if (isApiError(error, 'AFFILIATE_CODE_INVALID') || isApiError(error, 'REFERRAL_SELF')) {
      void alertDialog({ tone: 'warning', message: errorText(error) });
      return;
    }
    const target = isApiError(error) ? byCode[error.code] : undefined;
    if (target) {
      setError(target, { message: errorText(error) }, { shouldFocus: true });
      return;
    }
    if (isApiError(error, 'VALIDATION_ERROR') && Array.isArray(error.details)) {
      for (const d of error.details as { field?: string }[]) {
        const f = d.field as RegisterFieldName | undefined;
        const rule = f ? rules.get(f) : undefined;
        if (f) setError(f, { message: rule ? ruleMessage(t, rule) : errorText(error) });
      }
    }
    setFormError(errorText(error));
  };

  return (
    <form onSubmit={submit} noValidate className="space-y-4" data-testid="register-form">
      {settings.mobileEnabled && (
        <Tabs
          label={t('register.typeLabel')}
          value={type}
          onChange={(k) => {
            setType(k);
            setFormError(null);
          }}
          tabs={[
            { key: 'username', label: t('register.byUsername'), testId: 'register-tab-username' },
            { key: 'mobile', label: t('register.byMobile'), testId: 'register-tab-mobile' },
          ]}
        />
      )}
      {showUsername && field('username')}
      {showMobile && field('mobileNum', { leading: <CountryCodeSelect value={dialCode} onChange={setDialCode} /> })}
      {showCode && field('verificationCode', { trailing: <SmsCodeButton send={sendCode} testId="register-sms-send" /> })}
      {showPassword && field('password')}
      {showPassword && field('confirmPassword')}
      {extras.map((f) => field(f))}
      {captchaOn && <CaptchaField captcha={captcha} error={errors.captcha?.message} {...register('captcha', { validate: validator('captcha') })} />}
      <div className="space-y-2">
        <CheckboxField
          label={
            <Trans
              t={t}
              i18nKey="register.acceptTerms"
              components={{ terms: <Link to="/help#term" target="_blank" className="font-semibold text-primary underline" /> }}
            />
          }
          error={errors.acceptTerms?.message}
          data-testid="register-terms"
          {...register('acceptTerms', { validate: (v) => v || t('validation.termsRequired') })}
        />
        <CheckboxField
          label={t('register.ageConfirm', { age: settings.minAge })}
          error={errors.ageConfirmed?.message}
          data-testid="register-age"
          {...register('ageConfirmed', { validate: (v) => v || t('validation.ageRequired', { age: settings.minAge }) })}
        />
      </div>
      <FormError message={formError} />
      <Button type="submit" block size="lg" busy={mutation.isPending} data-testid="register-submit">
        {t('register.submit')}
      </Button>
    </form>
  );
}
