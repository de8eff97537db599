import { formatRuleMessage, matchesRule, PATTERNS, type PatternId } from '@app/contracts';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/button.tsx';
import { TextField } from '../../../components/form/text-field.tsx';
import { useFormError } from '../../../components/form/use-form-error.ts';
import { alertDialog } from '../../../components/modal/message-openers.ts';
import { useFieldRule } from '../api/get-field-rules.ts';
import { useBindBankName } from '../api/put-bank-name.ts';
import { useSetPaymentPassword } from '../api/put-payment-password.ts';
import { useBindEmail } from '../api/put-security-email.ts';

function FormFooter({ busy, error, onCancel, testId }: { busy: boolean; error: string | null; onCancel: () => void; testId: string }) {
  const { t } = useTranslation(['member', 'auth']);
  return (
    <>
      {error && (
        <p role="alert" className="text-sm text-danger" data-testid="form-error">
          {error}
        </p>
      )}
      <div className="flex justify-end gap-2">
        <Button variant="ghost" size="sm" onClick={onCancel}>
          {t('common:actions.cancel')}
        </Button>
        <Button type="submit" size="sm" busy={busy} data-testid={testId}>
          {t('security.save')}
        </Button>
      </div>
    </>
  );
}

/** Submits through a save; after it the form closes and a notice confirms. A failure stays in the form as its error line. */
function useSaveAndClose(onDone: () => void, doneMessage: string) {
  const { formError, guard } = useFormError();
  const save = <V,>(action: (values: V) => Promise<unknown>) =>
    guard(async (values: V) => {
      await action(values);
      onDone();
      void alertDialog({ tone: 'success', message: doneMessage });
    });
  return { formError, save };
}

const EMAIL_RULE = { acceptedPattern: PATTERNS.EMAIL.acceptedPattern, minLength: 5, maxLength: 255 };

export function EmailForm({ onDone }: { onDone: () => void }) {
  const { t } = useTranslation(['member', 'auth']);
  const mutation = useBindEmail();
  const { formError, save } = useSaveAndClose(onDone, t('security.email.done'));
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm({ defaultValues: { email: '' } });
  const submit = handleSubmit(save(({ email }) => mutation.mutateAsync(email.trim())));
  return (
    <form onSubmit={submit} noValidate className="space-y-3" data-testid="email-form">
      <TextField
        label={t('security.email.field')}
        type="email"
        autoComplete="email"
        maxLength={255}
        error={errors.email?.message}
        data-testid="bind-email-input"
        {...register('email', {
          validate: (v) => matchesRule(v.trim(), EMAIL_RULE) || formatRuleMessage(t('auth:pattern.EMAIL'), EMAIL_RULE),
        })}
      />
      <FormFooter busy={mutation.isPending} error={formError} onCancel={onDone} testId="bind-email-submit" />
    </form>
  );
}

export function BankNameForm({ onDone }: { onDone: () => void }) {
  const { t } = useTranslation(['member', 'auth']);
  const mutation = useBindBankName();
  const { formError, save } = useSaveAndClose(onDone, t('security.bankName.done'));
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm({ defaultValues: { name: '' } });
  const submit = handleSubmit(save(({ name }) => mutation.mutateAsync(name.trim())));
  return (
    <form onSubmit={submit} noValidate className="space-y-3" data-testid="bank-name-form">
      <TextField
        label={t('security.bankName.field')}
        autoComplete="name"
        maxLength={60}
        hint={t('security.bankName.hint')}
        error={errors.name?.message}
        data-testid="bind-bank-name-input"
        {...register('name', {
          validate: (v) => {
            const name = v.trim();
            if (!name) return t('auth:validation.required', { field: t('security.bankName.field') });
            return ([...name].length >= 2 && [...name].length <= 60 && !/[<>]/.test(name)) || formatRuleMessage(t('auth:pattern.NO_SPECIAL'), { minLength: 2, maxLength: 60 });
          },
        })}
      />
      <FormFooter busy={mutation.isPending} error={formError} onCancel={onDone} testId="bind-bank-name-submit" />
    </form>
  );
}

export function PaymentPasswordForm({ onDone }: { onDone: () => void }) {
  const { t } = useTranslation(['member', 'auth']);
  const mutation = useSetPaymentPassword();
  const { formError, save } = useSaveAndClose(onDone, t('security.paymentPassword.done'));
  const {
    register,
    handleSubmit,
    getValues,
    formState: { errors },
  } = useForm({ defaultValues: { paymentPassword: '', confirm: '', loginPassword: '' } });
  const required = (label: string) => (v: string) => v.trim() !== '' || t('auth:validation.required', { field: label });
  // The server checks the paymentPassword registration rule (6 digits unless the operator changed it).
  const rule = useFieldRule('paymentPassword') ?? { patternId: 'DIGITS', acceptedPattern: PATTERNS.DIGITS.acceptedPattern, minLength: 6, maxLength: 6 };
  const patternKey = rule.patternId in PATTERNS ? (rule.patternId as PatternId) : 'ANY';
  const submit = handleSubmit(save((v) => mutation.mutateAsync({ paymentPassword: v.paymentPassword.trim(), loginPassword: v.loginPassword })));
  return (
    <form onSubmit={submit} noValidate className="space-y-3" data-testid="payment-password-form">
      <TextField
        label={t('security.paymentPassword.field')}
        type="password"
        autoComplete="off"
        error={errors.paymentPassword?.message}
        data-testid="payment-password-input"
        inputMode={patternKey === 'DIGITS' ? 'numeric' : undefined}
        maxLength={rule.maxLength}
        {...register('paymentPassword', {
          validate: (v) => {
            const r = required(t('security.paymentPassword.field'))(v);
            if (r !== true) return r;
            return matchesRule(v.trim(), rule) || formatRuleMessage(t(`auth:pattern.${patternKey}`), rule);
          },
        })}
      />
      <TextField
        label={t('security.paymentPassword.confirm')}
        type="password"
        autoComplete="off"
        maxLength={128}
        error={errors.confirm?.message}
        data-testid="payment-password-confirm"
        {...register('confirm', { validate: (v) => v.trim() === getValues('paymentPassword').trim() || t('auth:validation.confirmMismatch') })}
      />
      <TextField
        label={t('security.paymentPassword.loginPassword')}
        type="password"
        autoComplete="current-password"
        maxLength={128}
        error={errors.loginPassword?.message}
        data-testid="payment-login-password"
        {...register('loginPassword', { validate: required(t('security.paymentPassword.loginPassword')) })}
      />
      <FormFooter busy={mutation.isPending} error={formError} onCancel={onDone} testId="payment-password-submit" />
    </form>
  );
}
