import { WhitelabelFlag, type LoginSuccess } from '@app/contracts';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/button.tsx';
import { Tabs } from '../../../components/form/tabs.tsx';
import { TextField } from '../../../components/form/text-field.tsx';
import { alertDialog } from '../../../components/modal/message-openers.ts';
import { errorText } from '../../../lib/error-text.ts';
import { useForgotPassword } from '../api/post-forgot-password.ts';
import { useSetPasswordByPhone } from '../api/post-password-phone.ts';
import { requestPasswordCode } from '../api/post-sms-password-code.ts';
import { useDialCode } from '../hooks/use-dial-code.ts';
import { useRuleValidator } from '../hooks/use-password-rule.ts';
import { useFlag } from '../lib/use-flag.ts';
import { CountryCodeSelect } from './country-code-select.tsx';
import { FormError } from './form-error.tsx';
import { SmsCodeButton } from './sms-code-button.tsx';

export interface ForgotPasswordFormProps {
  /** Back to the login form (also after the reset mail was sent). */
  onBack: () => void;
  /** A new password set by phone logs the account in. */
  onLoggedIn: (res: LoginSuccess) => void;
}

/** SPEC §2.9 forgot password: by email (a reset link is mailed) or by phone (code + new password, then logged in). */
export function ForgotPasswordForm({ onBack, onLoggedIn }: ForgotPasswordFormProps) {
  const { t } = useTranslation('auth');
  const phoneEnabled = useFlag(WhitelabelFlag.PASSWORD_BY_PHONE);
  const [mode, setMode] = useState<'email' | 'phone'>('email');
  return (
    <div data-testid="forgot-password">
      {phoneEnabled && (
        <Tabs
          label={t('forgot.modeLabel')}
          value={mode}
          onChange={setMode}
          tabs={[
            { key: 'email', label: t('forgot.byEmail'), testId: 'forgot-tab-email' },
            { key: 'phone', label: t('forgot.byPhone'), testId: 'forgot-tab-phone' },
          ]}
        />
      )}
      {mode === 'phone' && phoneEnabled ? <ByPhone onBack={onBack} onLoggedIn={onLoggedIn} /> : <ByEmail onBack={onBack} />}
    </div>
  );
}

function ByEmail({ onBack }: { onBack: () => void }) {
  const { t } = useTranslation('auth');
  const mutation = useForgotPassword();
  const emailRule = useRuleValidator('email');
  const [formError, setFormError] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm({ defaultValues: { username: '', email: '' } });
  const submit = handleSubmit(async (v) => {
    setFormError(null);
    try {
      await mutation.mutateAsync({ username: v.username.trim(), email: v.email.trim() });
      await alertDialog({ tone: 'success', message: t('forgot.emailSent') });
      onBack();
    } catch (error) {
      setFormError(errorText(error));
    }
  });
  const check = (label: string, rule: (v: string) => string | true) => (v: string) => (v.trim() === '' ? t('validation.required', { field: label }) : rule(v));
  return (
    <form onSubmit={submit} noValidate className="space-y-4" data-testid="forgot-email-form">
      <p className="text-sm text-fg-secondary">{t('forgot.emailIntro')}</p>
      <TextField
        label={t('fields.username')}
        autoComplete="username"
        autoCapitalize="none"
        maxLength={64}
        error={errors.username?.message}
        data-testid="forgot-username"
        // Only required: accounts made under older username rules must still be able to reset.
        {...register('username', { validate: check(t('fields.username'), () => true) })}
      />
      <TextField
        label={t('fields.email')}
        type="email"
        autoComplete="email"
        maxLength={255}
        error={errors.email?.message}
        data-testid="forgot-email"
        {...register('email', { validate: check(t('fields.email'), emailRule) })}
      />
      <FormError message={formError} />
      <div className="flex gap-2">
        <Button variant="ghost" className="whitespace-nowrap" onClick={onBack}>
          {t('forgot.back')}
        </Button>
        <Button type="submit" block busy={mutation.isPending} data-testid="forgot-submit">
          {t('forgot.sendLink')}
        </Button>
      </div>
    </form>
  );
}

function ByPhone({ onBack, onLoggedIn }: ForgotPasswordFormProps) {
  const { t } = useTranslation('auth');
  const mutation = useSetPasswordByPhone();
  const passwordRule = useRuleValidator('password');
  const mobileRule = useRuleValidator('mobileNum');
  const [dialCode, setDialCode] = useDialCode();
  const [formError, setFormError] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    trigger,
    getValues,
    formState: { errors },
  } = useForm({ defaultValues: { mobile: '', code: '', newPassword: '', confirm: '' } });
  const required = (label: string) => (v: string) => v.trim() !== '' || t('validation.required', { field: label });
  const submit = handleSubmit(async (v) => {
    setFormError(null);
    try {
      const res = await mutation.mutateAsync({
        mobileNum: v.mobile.trim(),
        countryDialingCode: dialCode,
        verificationCode: v.code.trim(),
        newPassword: v.newPassword.trim(),
        confirmNewPassword: v.confirm.trim(),
      });
      onLoggedIn(res);
    } catch (error) {
      setFormError(errorText(error));
    }
  });
  const sendCode = async () => {
    if (!(await trigger('mobile'))) return null;
    return requestPasswordCode({ mobileNum: getValues('mobile').trim(), countryDialingCode: dialCode });
  };
  return (
    <form onSubmit={submit} noValidate className="space-y-4" data-testid="forgot-phone-form">
      <TextField
        label={t('fields.mobileNum')}
        type="tel"
        inputMode="numeric"
        autoComplete="tel-national"
        error={errors.mobile?.message}
        leading={<CountryCodeSelect value={dialCode} onChange={setDialCode} />}
        data-testid="forgot-mobile"
        {...register('mobile', {
          validate: (v) => {
            const r = required(t('fields.mobileNum'))(v);
            return r === true ? mobileRule(v) : r;
          },
        })}
      />
      <TextField
        label={t('fields.verificationCode')}
        inputMode="numeric"
        autoComplete="one-time-code"
        maxLength={255}
        error={errors.code?.message}
        trailing={<SmsCodeButton send={sendCode} testId="forgot-sms-send" />}
        data-testid="forgot-code"
        {...register('code', { validate: required(t('fields.verificationCode')) })}
      />
      <TextField
        label={t('fields.newPassword')}
        type="password"
        autoComplete="new-password"
        maxLength={128}
        error={errors.newPassword?.message}
        data-testid="forgot-new-password"
        {...register('newPassword', {
          validate: (v) => {
            const r = required(t('fields.newPassword'))(v);
            return r === true ? passwordRule(v) : r;
          },
        })}
      />
      <TextField
        label={t('fields.confirmNewPassword')}
        type="password"
        autoComplete="new-password"
        maxLength={128}
        error={errors.confirm?.message}
        data-testid="forgot-confirm"
        {...register('confirm', { validate: (v) => (v.trim() === getValues('newPassword').trim() ? true : t('validation.confirmMismatch')) })}
      />
      <FormError message={formError} />
      <div className="flex gap-2">
        <Button variant="ghost" className="whitespace-nowrap" onClick={onBack}>
          {t('forgot.back')}
        </Button>
        <Button type="submit" block busy={mutation.isPending} data-testid="forgot-phone-submit">
          {t('forgot.setPassword')}
        </Button>
      </div>
    </form>
  );
}
