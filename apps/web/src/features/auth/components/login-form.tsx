import { WhitelabelFlag, type LoginSuccess, type LoginType, type Portal, type TwoFactorChallenge } from '@app/contracts';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/button.tsx';
import { CheckboxField } from '../../../components/form/checkbox-field.tsx';
import { Tabs } from '../../../components/form/tabs.tsx';
import { TextField } from '../../../components/form/text-field.tsx';
import { errorText } from '../../../lib/error-text.ts';
import { isApiError } from '../../../lib/http.ts';
import { useLogin } from '../api/post-login.ts';
import { requestLoginCode } from '../api/post-sms-login-code.ts';
import { useCaptcha } from '../hooks/use-captcha.ts';
import { useDialCode } from '../hooks/use-dial-code.ts';
import { useFlag } from '../lib/use-flag.ts';
import { CaptchaField } from './captcha-field.tsx';
import { CountryCodeSelect } from './country-code-select.tsx';
import { FormError } from './form-error.tsx';
import { SmsCodeButton } from './sms-code-button.tsx';

interface LoginValues {
  username: string;
  password: string;
  mobile: string;
  code: string;
  captcha: string;
  rememberMe: boolean;
}

export interface LoginFormProps {
  portal: Portal;
  onSuccess: (res: LoginSuccess, password: string) => void;
  onTwoFactor: (challenge: TwoFactorChallenge, password: string) => void;
}

/** SPEC §2.9/§4 login by username or SMS code; the image captcha appears after a failure that asks for it. */
export function LoginForm({ portal, onSuccess, onTwoFactor }: LoginFormProps) {
  const { t } = useTranslation('auth');
  const smsEnabled = useFlag(WhitelabelFlag.SMS_LOGIN);
  const [type, setType] = useState<LoginType>('username');
  const [captchaShown, setCaptchaShown] = useState(false);
  const captcha = useCaptcha(captchaShown);
  const [dialCode, setDialCode] = useDialCode();
  const [formError, setFormError] = useState<string | null>(null);
  const login = useLogin();
  const {
    register,
    handleSubmit,
    getValues,
    setValue,
    trigger,
    formState: { errors },
  } = useForm<LoginValues>({ defaultValues: { username: '', password: '', mobile: '', code: '', captcha: '', rememberMe: false } });

  const required = (label: string) => ({ validate: (v: string) => v.trim() !== '' || t('validation.required', { field: label }) });
  const isSms = type === 'sms' && smsEnabled;

  const submit = handleSubmit(async (v) => {
    setFormError(null);
    const password = isSms ? v.code.trim() : v.password.trim();
    try {
      const res = await login.mutateAsync({
        type: isSms ? 'sms' : 'username',
        username: isSms ? v.mobile.trim() : v.username.trim(),
        password,
        ...(isSms ? { countryDialingCode: dialCode } : {}),
        ...(captchaShown && captcha.captchaId ? { captcha: v.captcha.trim(), captchaId: captcha.captchaId } : {}),
        portal,
        rememberMe: v.rememberMe,
      });
      if (res.status === 'TWO_FACTOR') onTwoFactor(res, password);
      else onSuccess(res, password);
    } catch (error) {
      const details = isApiError(error) ? (error.details as { captchaRequired?: boolean } | undefined) : undefined;
      if (details?.captchaRequired || isApiError(error, 'CAPTCHA_REQUIRED') || isApiError(error, 'CAPTCHA_INVALID')) {
        if (captchaShown) captcha.renew();
        setCaptchaShown(true);
        setValue('captcha', '');
      }
      setFormError(errorText(error));
    }
  });

  const sendCode = async () => {
    if (!(await trigger('mobile'))) return null;
    return requestLoginCode({ mobileNum: getValues('mobile').trim(), countryDialingCode: dialCode });
  };

  return (
    <form onSubmit={submit} noValidate className="space-y-4" data-testid="login-form">
      {smsEnabled && (
        <Tabs
          label={t('login.typeLabel')}
          value={type}
          onChange={(k) => {
            setType(k);
            setFormError(null);
          }}
          tabs={[
            { key: 'username', label: t('login.byUsername'), testId: 'login-tab-username' },
            { key: 'sms', label: t('login.bySms'), testId: 'login-tab-sms' },
          ]}
        />
      )}
      {isSms ? (
        <>
          <TextField
            label={t('fields.mobileNum')}
            type="tel"
            inputMode="numeric"
            autoComplete="tel-national"
            error={errors.mobile?.message}
            leading={<CountryCodeSelect value={dialCode} onChange={setDialCode} />}
            data-testid="login-mobile"
            {...register('mobile', required(t('fields.mobileNum')))}
          />
          <TextField
            label={t('fields.verificationCode')}
            inputMode="numeric"
            autoComplete="one-time-code"
            maxLength={255}
            error={errors.code?.message}
            trailing={<SmsCodeButton send={sendCode} />}
            data-testid="login-code"
            {...register('code', required(t('fields.verificationCode')))}
          />
        </>
      ) : (
        <>
          <TextField
            label={t('fields.username')}
            autoComplete="username"
            autoCapitalize="none"
            spellCheck={false}
            maxLength={64}
            error={errors.username?.message}
            data-testid="login-username"
            {...register('username', required(t('fields.username')))}
          />
          <TextField
            label={t('fields.password')}
            type="password"
            autoComplete="current-password"
            maxLength={128}
            error={errors.password?.message}
            data-testid="login-password"
            {...register('password', required(t('fields.password')))}
          />
        </>
      )}
      {captchaShown && <CaptchaField captcha={captcha} error={errors.captcha?.message} {...register('captcha', required(t('fields.captcha')))} />}
      {!isSms && <CheckboxField label={t('login.rememberMe')} {...register('rememberMe')} />}
      <FormError message={formError} />
      <Button type="submit" block size="lg" busy={login.isPending} data-testid="login-submit">
        {t('login.submit')}
      </Button>
    </form>
  );
}
