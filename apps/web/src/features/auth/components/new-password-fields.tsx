import type { UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { TextField } from '../../../components/form/text-field.tsx';
import { useRuleValidator } from '../hooks/use-password-rule.ts';
import { requiredRule } from '../lib/required-rule.ts';

export interface NewPasswordValues {
  newPassword: string;
  confirm: string;
}

export interface NewPasswordFieldsProps<T extends NewPasswordValues> {
  form: UseFormReturn<T>;
  testIds: { newPassword: string; confirm: string };
  /** An empty confirmation says "required" instead of "does not match". */
  isConfirmRequired?: boolean;
}

/** New password under the password rule, and its confirmation, which must be equal (both trimmed). */
export function NewPasswordFields<T extends NewPasswordValues>({ form, testIds, isConfirmRequired = false }: NewPasswordFieldsProps<T>) {
  const { t } = useTranslation('auth');
  const passwordRule = useRuleValidator('password');
  // T has both fields; react-hook-form cannot see that through a type parameter.
  const { register, getValues, formState } = form as unknown as UseFormReturn<NewPasswordValues>;
  const matches = (v: string) => v.trim() === getValues('newPassword').trim() || t('validation.confirmMismatch');
  const fields = [
    { name: 'newPassword', label: t('fields.newPassword'), validate: requiredRule(t, t('fields.newPassword'), passwordRule) },
    { name: 'confirm', label: t('fields.confirmNewPassword'), validate: isConfirmRequired ? requiredRule(t, t('fields.confirmNewPassword'), matches) : matches },
  ] as const;
  return fields.map(({ name, label, validate }) => (
    <TextField
      key={name}
      label={label}
      type="password"
      autoComplete="new-password"
      maxLength={128}
      error={formState.errors[name]?.message}
      data-testid={testIds[name]}
      {...register(name, { validate })}
    />
  ));
}
