import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/button.tsx';
import { TextField } from '../../../components/form/text-field.tsx';
import { errorText } from '../../../lib/error-text.ts';
import { useChangePassword } from '../api/post-change-password.ts';
import { useRuleValidator } from '../hooks/use-password-rule.ts';
import { FormError } from './form-error.tsx';

interface Values {
  oldPassword: string;
  newPassword: string;
  confirmNewPassword: string;
}

export interface ChangePasswordFormProps {
  /** The current password when the app already knows it (just typed at login): not asked again. */
  knownPassword?: string;
  onDone: () => void;
  onCancel?: () => void;
}

/** SPEC §2.9/§5 change password: old (unless known), new under the password rule, confirmation equal. */
export function ChangePasswordForm({ knownPassword, onDone, onCancel }: ChangePasswordFormProps) {
  const { t } = useTranslation('auth');
  const mutation = useChangePassword();
  const [formError, setFormError] = useState<string | null>(null);
  const passwordRule = useRuleValidator('password');
  const {
    register,
    handleSubmit,
    getValues,
    formState: { errors },
  } = useForm<Values>({ defaultValues: { oldPassword: '', newPassword: '', confirmNewPassword: '' } });
  const required = (label: string) => (v: string) => v.trim() !== '' || t('validation.required', { field: label });

  const submit = handleSubmit(async (v) => {
    setFormError(null);
    try {
      await mutation.mutateAsync({
        oldPassword: knownPassword ?? v.oldPassword,
        newPassword: v.newPassword.trim(),
        confirmNewPassword: v.confirmNewPassword.trim(),
      });
      onDone();
    } catch (error) {
      setFormError(errorText(error));
    }
  });

  return (
    <form onSubmit={submit} noValidate className="space-y-4" data-testid="change-password-form">
      {!knownPassword && (
        <TextField
          label={t('fields.oldPassword')}
          type="password"
          autoComplete="current-password"
          maxLength={128}
          error={errors.oldPassword?.message}
          data-testid="old-password"
          {...register('oldPassword', { validate: required(t('fields.oldPassword')) })}
        />
      )}
      <TextField
        label={t('fields.newPassword')}
        type="password"
        autoComplete="new-password"
        maxLength={128}
        error={errors.newPassword?.message}
        data-testid="new-password"
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
        error={errors.confirmNewPassword?.message}
        data-testid="confirm-new-password"
        {...register('confirmNewPassword', {
          validate: (v) => {
            const r = required(t('fields.confirmNewPassword'))(v);
            if (r !== true) return r;
            return v.trim() === getValues('newPassword').trim() || t('validation.confirmMismatch');
          },
        })}
      />
      <FormError message={formError} />
      <div className="flex gap-2">
        {onCancel && (
          <Button variant="ghost" onClick={onCancel}>
            {t('common:actions.cancel')}
          </Button>
        )}
        <Button type="submit" block busy={mutation.isPending} data-testid="change-password-submit">
          {t('changePassword.submit')}
        </Button>
      </div>
    </form>
  );
}
