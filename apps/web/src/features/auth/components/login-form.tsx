import { WhitelabelFlag, type LoginSuccess, type LoginType, type Portal, type TwoFactorChallenge } from '@app/contracts';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/button.tsx';
import { CheckboxField } from '../../../components/form/checkbox-field.tsx';
import { Tabs } from '../../../components/form/tabs.tsx';
import { TextField } from '../../../components/form/text-field.tsx';
import { useFormError } from '../../../components/form/use-form-error.ts';
import { errorText } from '../../../lib/error-text.ts';
import { isApiError } from '../../../lib/http.ts';
import { useLogin } from '../api/post-login.ts';
import { requestLoginCode } from '../api/post-sms-login-code.ts';
import { useCaptcha } from '../hooks/use-captcha.ts';
import { useDialCode } from '../hooks/use-dial-code.ts';
import { requiredRule } from '../lib/required-rule.ts';
import { useFlag } from '../lib/use-flag.ts';
import { CaptchaField } from './captcha-field.tsx';
import { FormError } from './form-error.tsx';
import { MobileCodeFields } from './mobile-code-fields.tsx';

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
  const { formError, setFormError, guard } = useFormError();
  const login = useLogin();
  const form = useForm<LoginValues>({ defaultValues: { username: '', password: '', mobile: '', code: '', captcha: '', rememberMe: false } });
  const {
    register,
    handleSubmit,
    setValue,
    formState: { errors },
  } = form;

  const required = (label: string) => ({ validate: requiredRule(t, label) });
  const isSms = type === 'sms' && smsEnabled;

  const submit = handleSubmit(
    guard(
      async (v) => {
        const password = isSms ? v.code.trim() : v.password.trim();
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
      },
      (error) => {
        const details = isApiError(error) ? (error.details as { captchaRequired?: boolean } | undefined) : undefined;
        if (details?.captchaRequired || isApiError(error, 'CAPTCHA_REQUIRED') || isApiError(error, 'CAPTCHA_INVALID')) {
          if (captchaShown) captcha.renew();
          setCaptchaShown(true);
          setValue('captcha', '');
        }
        return errorText(error);
      },
    ),
  );

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
        <MobileCodeFields
          form={form}
          dialCode={dialCode}
          onDialCodeChange={setDialCode}
          requestCode={requestLoginCode}
          testIds={{ mobile: 'login-mobile', code: 'login-code' }}
        />
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
