import { useTranslation } from 'react-i18next';
import { ComingSoonNote } from '../../../components/coming-soon-note.tsx';
import { Dialog } from '../../../components/modal/dialog.tsx';
import type { ModalComponentProps } from '../../../components/modal/modal-store.ts';

/** Login popup (SPEC §2.6/§2.9). The form arrives with the accounts work; until then the popup says so. */
export function LoginModal({ close }: ModalComponentProps<{ redirect?: string | null }>) {
  const { t } = useTranslation();
  return (
    <Dialog title={t('common:auth.login')} onClose={() => close()} size="sm">
      <ComingSoonNote />
    </Dialog>
  );
}
