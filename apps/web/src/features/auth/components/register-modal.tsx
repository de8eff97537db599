import { useTranslation } from 'react-i18next';
import { ComingSoonNote } from '../../../components/coming-soon-note.tsx';
import { Dialog } from '../../../components/modal/dialog.tsx';
import type { ModalComponentProps } from '../../../components/modal/modal-store.ts';

/** Registration popup (SPEC §2.9). The form arrives with the accounts work; until then the popup says so. */
export function RegisterModal({ close }: ModalComponentProps<{ referralCode?: string | null }>) {
  const { t } = useTranslation();
  return (
    <Dialog title={t('common:auth.register')} onClose={() => close()} size="md">
      <ComingSoonNote />
    </Dialog>
  );
}
