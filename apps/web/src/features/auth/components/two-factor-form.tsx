import type { LoginSuccess, TwoFactorChallenge, TwoFactorMethod } from '@app/contracts';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { TextField } from '../../../components/form/text-field.tsx';
import { useFormError } from '../../../components/form/use-form-error.ts';
import { errorText } from '../../../lib/error-text.ts';
import { isApiError } from '../../../lib/http.ts';
import { sendChallengeSms } from '../api/post-login-verify-sms.ts';
import { useVerifyLogin } from '../api/post-login-verify.ts';
import { requiredRule } from '../lib/required-rule.ts';
import { BackSubmitFooter } from './back-submit-footer.tsx';
import { SmsCodeButton } from './sms-code-button.tsx';

export interface TwoFactorFormProps {
  challenge: TwoFactorChallenge;
  onSuccess: (res: LoginSuccess) => void;
  /** The challenge ended (expired or too many tries): back to the login form. */
  onRestart: () => void;
}

const INPUT: Record<TwoFactorMethod, { inputMode?: 'numeric' | 'email' | 'text'; autoComplete: string; maxLength: number }> = {
  MOBILE: { inputMode: 'numeric', autoComplete: 'one-time-code', maxLength: 8 },
  EMAIL: { inputMode: 'email', autoComplete: 'email', maxLength: 255 },
  BANK_NAME: { inputMode: 'text', autoComplete: 'off', maxLength: 255 },
  TOTP: { inputMode: 'numeric', autoComplete: 'one-time-code', maxLength: 6 },
};

/** SPEC §4 "unregistered IP login": prove the account with one of the methods the server offers. */
export function TwoFactorForm({ challenge, onSuccess, onRestart }: TwoFactorFormProps) {
  const { t } = useTranslation('auth');
  const [method, setMethod] = useState<TwoFactorMethod>(challenge.methods[0] ?? 'MOBILE');
  const { formError, setFormError, guard } = useFormError();
  const verify = useVerifyLogin();
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors },
  } = useForm<{ value: string }>({ defaultValues: { value: '' } });

  const hint =
    method === 'MOBILE' && challenge.maskedMobile
      ? t('twoFactor.hint.MOBILE', { mobile: challenge.maskedMobile })
      : method === 'EMAIL' && challenge.maskedEmail
        ? t('twoFactor.hint.EMAIL', { email: challenge.maskedEmail })
        : t(`twoFactor.hintGeneric.${method}`);

  const submit = handleSubmit(
    guard(
      async ({ value }) => onSuccess(await verify.mutateAsync({ challengeId: challenge.challengeId, method, value: value.trim() })),
      (error) => {
        if (!isApiError(error, 'TWO_FACTOR_EXPIRED')) return errorText(error);
        onRestart();
        return null;
      },
    ),
  );

  return (
    <form onSubmit={submit} noValidate className="space-y-4" data-testid="two-factor-form">
      <p className="text-sm text-fg-secondary">{t('twoFactor.intro')}</p>
      <fieldset className="space-y-2">
        <legend className="mb-2 text-sm font-medium text-fg-secondary">{t('twoFactor.method')}</legend>
        <div className="grid grid-cols-2 gap-2">
          {challenge.methods.map((m) => (
            <label
              key={m}
              className={`flex cursor-pointer items-center gap-2 rounded-xl border px-3 py-2 text-sm ${m === method ? 'border-primary bg-sunken text-fg' : 'border-line text-fg-secondary'}`}
            >
              <input
                type="radio"
                name="two-factor-method"
                value={m}
                checked={m === method}
                onChange={() => {
                  setMethod(m);
                  reset({ value: '' });
                  setFormError(null);
                }}
                className="accent-(--c-primary)"
                data-testid={`two-factor-method-${m}`}
              />
              {t(`twoFactor.methods.${m}`)}
            </label>
          ))}
        </div>
      </fieldset>
      <TextField
        key={method}
        label={t(`twoFactor.label.${method}`)}
        hint={hint}
        {...INPUT[method]}
        error={errors.value?.message}
        trailing={method === 'MOBILE' ? <SmsCodeButton send={() => sendChallengeSms(challenge.challengeId)} testId="two-factor-sms-send" /> : undefined}
        data-testid="two-factor-value"
        {...register('value', { validate: requiredRule(t, t(`twoFactor.label.${method}`)) })}
      />
      <BackSubmitFooter error={formError} backLabel={t('twoFactor.back')} onBack={onRestart} submitLabel={t('twoFactor.submit')} isBusy={verify.isPending} submitTestId="two-factor-submit" />
    </form>
  );
}
