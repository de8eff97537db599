import { useTranslation } from 'react-i18next';
import { afterClose } from '../../../components/modal/after-close.ts';
import { Dialog } from '../../../components/modal/dialog.tsx';
import { alertDialog } from '../../../components/modal/message-openers.ts';
import type { ModalComponentProps } from '../../../components/modal/modal-store.ts';
import { queryClient } from '../../../lib/query-client.ts';
import { ChangePasswordForm } from './change-password-form.tsx';

export interface ChangePasswordModalProps {
  /** Forced (weak or expired password): the popup cannot be dismissed. */
  forced?: boolean;
  knownPassword?: string;
}

/** SPEC §2.6 change-password popup (security centre, first login or expired password). */
export function ChangePasswordModal({ props, close }: ModalComponentProps<ChangePasswordModalProps | undefined, true>) {
  const { t } = useTranslation('auth');
  const forced = Boolean(props?.forced);
  return (
    <Dialog title={forced ? t('changePassword.forcedTitle') : t('changePassword.title')} onClose={() => close()} size="sm" dismissible={!forced}>
      {forced && <p className="mb-4 text-sm text-fg-secondary">{t('changePassword.forcedIntro')}</p>}
      <ChangePasswordForm
        knownPassword={props?.knownPassword}
        onCancel={forced ? undefined : () => close()}
        onDone={() => {
          void queryClient.invalidateQueries({ queryKey: ['members', 'me'] });
          void queryClient.invalidateQueries({ queryKey: ['auth', 'sessions'] });
          close(true);
          // After this popup's history entry is gone, or the Back would close the notice too.
          afterClose(() => void alertDialog({ tone: 'success', message: t('changePassword.done') }));
        }}
      />
    </Dialog>
  );
}
