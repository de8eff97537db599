import { openModal } from './modal-store.ts';

export interface MessageDialogProps {
  title?: string;
  message: string;
  tone?: 'info' | 'warning' | 'error' | 'success';
  confirmLabel?: string;
  cancelLabel?: string;
}

/** Promise-returning openers (STYLE.md "one modal host"); the dialogs themselves load on first use. */
export const alertDialog = (props: MessageDialogProps) => openModal<true, MessageDialogProps>('alert', props);
export const confirmDialog = async (props: MessageDialogProps) => (await openModal<boolean, MessageDialogProps>('confirm', props)) === true;
