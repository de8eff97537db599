import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/button.tsx';
import { TextField } from '../../../components/form/text-field.tsx';
import { useFormError } from '../../../components/form/use-form-error.ts';
import { useChangePassword } from '../api/post-change-password.ts';
import { requiredRule } from '../lib/required-rule.ts';
import { FormError } from './form-error.tsx';
import { NewPasswordFields, type NewPasswordValues } from './new-password-fields.tsx';

interface Values extends NewPasswordValues {
  oldPassword: string;
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
  const { formError, guard } = useFormError();
  const form = useForm<Values>({ defaultValues: { oldPassword: '', newPassword: '', confirm: '' } });
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = form;

  const submit = handleSubmit(
    guard(async (v) => {
      await mutation.mutateAsync({
        oldPassword: knownPassword ?? v.oldPassword,
        newPassword: v.newPassword.trim(),
        confirmNewPassword: v.confirm.trim(),
      });
      onDone();
    }),
  );

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
          {...register('oldPassword', { validate: requiredRule(t, t('fields.oldPassword')) })}
        />
      )}
      <NewPasswordFields form={form} testIds={{ newPassword: 'new-password', confirm: 'confirm-new-password' }} isConfirmRequired />
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
