import { WhitelabelFlag, type LoginSuccess } from '@app/contracts';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Tabs } from '../../../components/form/tabs.tsx';
import { TextField } from '../../../components/form/text-field.tsx';
import { alertDialog } from '../../../components/modal/message-openers.ts';
import { useFormError } from '../../../components/form/use-form-error.ts';
import { useForgotPassword } from '../api/post-forgot-password.ts';
import { useSetPasswordByPhone } from '../api/post-password-phone.ts';
import { requestPasswordCode } from '../api/post-sms-password-code.ts';
import { useDialCode } from '../hooks/use-dial-code.ts';
import { useRuleValidator } from '../hooks/use-password-rule.ts';
import { requiredRule } from '../lib/required-rule.ts';
import { useFlag } from '../lib/use-flag.ts';
import { BackSubmitFooter } from './back-submit-footer.tsx';
import { MobileCodeFields } from './mobile-code-fields.tsx';
import { NewPasswordFields } from './new-password-fields.tsx';

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
  const { formError, guard } = useFormError();
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm({ defaultValues: { username: '', email: '' } });
  const submit = handleSubmit(
    guard(async (v) => {
      await mutation.mutateAsync({ username: v.username.trim(), email: v.email.trim() });
      await alertDialog({ tone: 'success', message: t('forgot.emailSent') });
      onBack();
    }),
  );
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
        {...register('username', { validate: requiredRule(t, t('fields.username')) })}
      />
      <TextField
        label={t('fields.email')}
        type="email"
        autoComplete="email"
        maxLength={255}
        error={errors.email?.message}
        data-testid="forgot-email"
        {...register('email', { validate: requiredRule(t, t('fields.email'), emailRule) })}
      />
      <BackSubmitFooter error={formError} backLabel={t('forgot.back')} onBack={onBack} submitLabel={t('forgot.sendLink')} isBusy={mutation.isPending} submitTestId="forgot-submit" />
    </form>
  );
}

function ByPhone({ onBack, onLoggedIn }: ForgotPasswordFormProps) {
  const { t } = useTranslation('auth');
  const mutation = useSetPasswordByPhone();
  const mobileRule = useRuleValidator('mobileNum');
  const [dialCode, setDialCode] = useDialCode();
  const { formError, guard } = useFormError();
  const form = useForm({ defaultValues: { mobile: '', code: '', newPassword: '', confirm: '' } });
  const submit = form.handleSubmit(
    guard(async (v) => {
      const res = await mutation.mutateAsync({
        mobileNum: v.mobile.trim(),
        countryDialingCode: dialCode,
        verificationCode: v.code.trim(),
        newPassword: v.newPassword.trim(),
        confirmNewPassword: v.confirm.trim(),
      });
      onLoggedIn(res);
    }),
  );
  return (
    <form onSubmit={submit} noValidate className="space-y-4" data-testid="forgot-phone-form">
      <MobileCodeFields
        form={form}
        dialCode={dialCode}
        onDialCodeChange={setDialCode}
        requestCode={requestPasswordCode}
        mobileRule={mobileRule}
        testIds={{ mobile: 'forgot-mobile', code: 'forgot-code', send: 'forgot-sms-send' }}
      />
      <NewPasswordFields form={form} testIds={{ newPassword: 'forgot-new-password', confirm: 'forgot-confirm' }} />
      <BackSubmitFooter error={formError} backLabel={t('forgot.back')} onBack={onBack} submitLabel={t('forgot.setPassword')} isBusy={mutation.isPending} submitTestId="forgot-phone-submit" />
    </form>
  );
}
