import { useTranslation } from 'react-i18next';
import { Button } from '../button.tsx';
import { Dialog } from './dialog.tsx';
import type { ModalComponentProps } from './modal-store.ts';

import type { MessageDialogProps } from './message-openers.ts';

const TONE_ICON: Record<NonNullable<MessageDialogProps['tone']>, string> = {
  info: 'text-accent',
  warning: 'text-warning',
  error: 'text-danger',
  success: 'text-success',
};

function ToneMark({ tone }: { tone: NonNullable<MessageDialogProps['tone']> }) {
  return (
    <svg viewBox="0 0 24 24" className={`size-10 shrink-0 ${TONE_ICON[tone]}`} aria-hidden="true">
      <circle cx="12" cy="12" r="10" fill="none" stroke="currentColor" strokeWidth="2" />
      {tone === 'success' ? (
        <path d="M7 12.5l3.2 3L17 9" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
      ) : (
        <path d="M12 7v6m0 4h.01" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
      )}
    </svg>
  );
}

export function AlertDialog({ props, close }: ModalComponentProps<MessageDialogProps, true>) {
  const { t } = useTranslation();
  const tone = props.tone ?? 'info';
  return (
    <Dialog
      title={props.title ?? t(`common:dialog.${tone}`)}
      onClose={() => close()}
      size="sm"
      footer={
        <Button autoFocus onClick={() => close(true)}>
          {props.confirmLabel ?? t('common:actions.ok')}
        </Button>
      }
    >
      <div className="flex items-start gap-3">
        <ToneMark tone={tone} />
        <p className="pt-2 text-fg-secondary">{props.message}</p>
      </div>
    </Dialog>
  );
}

export function ConfirmDialog({ props, close }: ModalComponentProps<MessageDialogProps, boolean>) {
  const { t } = useTranslation();
  return (
    <Dialog
      title={props.title ?? t('common:dialog.confirm')}
      onClose={() => close(false)}
      size="sm"
      footer={
        <>
          <Button variant="ghost" onClick={() => close(false)}>
            {props.cancelLabel ?? t('common:actions.cancel')}
          </Button>
          <Button autoFocus onClick={() => close(true)}>
            {props.confirmLabel ?? t('common:actions.confirm')}
          </Button>
        </>
      }
    >
      <div className="flex items-start gap-3">
        <ToneMark tone={props.tone ?? 'warning'} />
        <p className="pt-2 text-fg-secondary">{props.message}</p>
      </div>
    </Dialog>
  );
}
