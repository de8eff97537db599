import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/button.tsx';
import { useFormError } from '../../../components/form/use-form-error.ts';
import { afterClose } from '../../../components/modal/after-close.ts';
import { Dialog } from '../../../components/modal/dialog.tsx';
import { alertDialog } from '../../../components/modal/message-openers.ts';
import type { ModalComponentProps } from '../../../components/modal/modal-store.ts';
import { errorText } from '../../../lib/error-text.ts';
import { isApiError } from '../../../lib/http.ts';
import { useResetPassword } from '../api/post-reset-password.ts';
import { FormError } from './form-error.tsx';
import { NewPasswordFields } from './new-password-fields.tsx';

/**
 * /resetPassword?token=…: the link of the forgot-password mail. Sets a new
 * password with the single-use token, then sends the member to log in.
 */
export function ResetPasswordModal({ close }: ModalComponentProps<unknown, { redirect: string }>) {
  const { t } = useTranslation('auth');
  const [token] = useState(() => new URLSearchParams(window.location.search).get('token') ?? '');
  const mutation = useResetPassword();
  const { formError, guard } = useFormError();
  const form = useForm({ defaultValues: { newPassword: '', confirm: '' } });

  const submit = form.handleSubmit(
    guard(
      async (v) => {
        await mutation.mutateAsync({ token, newPassword: v.newPassword.trim(), confirmNewPassword: v.confirm.trim() });
        await alertDialog({ tone: 'success', message: t('reset.done') });
        // Let the notice's history entry go first, then replace this route with /login.
        await new Promise<void>((resolve) => afterClose(resolve));
        close({ redirect: '/login' });
      },
      (error) => (isApiError(error, 'RESET_TOKEN_INVALID') ? t('reset.linkInvalid') : errorText(error)),
    ),
  );

  return (
    <Dialog title={t('reset.title')} onClose={() => close()} size="sm">
      {!token ? (
        <p className="text-sm text-fg-secondary" data-testid="reset-no-token">
          {t('reset.linkInvalid')}
        </p>
      ) : (
        <form onSubmit={submit} noValidate className="space-y-4" data-testid="reset-password-form">
          <NewPasswordFields form={form} testIds={{ newPassword: 'reset-new-password', confirm: 'reset-confirm' }} />
          <FormError message={formError} />
          <Button type="submit" block busy={mutation.isPending} data-testid="reset-submit">
            {t('reset.submit')}
          </Button>
        </form>
      )}
    </Dialog>
  );
}
