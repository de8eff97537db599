import { useEffect, useId, useRef, type FormEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../lib/api.ts';
import { Button, useErrorText } from './ui.tsx';

/**
 * A confirmation step for an action that changes something (native modal <dialog>: focus stays inside,
 * Escape cancels). `children` holds extra fields (a reason); `error` is the server's answer when the
 * action failed, shown in the dialog so the operator can correct and try again.
 */
export function ConfirmDialog({
  open,
  title,
  text,
  confirmLabel,
  tone = 'primary',
  busy,
  error,
  canConfirm = true,
  onConfirm,
  onCancel,
  children,
  testId = 'confirm-dialog',
}: {
  open: boolean;
  title: string;
  text?: ReactNode;
  confirmLabel: string;
  tone?: 'primary' | 'danger';
  busy?: boolean;
  error?: string | null;
  canConfirm?: boolean;
  onConfirm: () => void;
  onCancel: () => void;
  children?: ReactNode;
  testId?: string;
}) {
  const { t } = useTranslation();
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  useEffect(() => {
    const d = ref.current;
    if (!d) return;
    if (open && !d.open) d.showModal();
    if (!open && d.open) d.close();
  }, [open]);
  function submit(e: FormEvent) {
    e.preventDefault();
    if (canConfirm && !busy) onConfirm();
  }
  return (
    <dialog
      ref={ref}
      aria-labelledby={titleId}
      className="m-auto w-[min(28rem,calc(100vw-2rem))] rounded-card border border-line bg-elevated p-0 text-fg shadow-card backdrop:bg-black/50"
      onCancel={(e) => {
        e.preventDefault();
        if (!busy) onCancel();
      }}
      data-testid={testId}
    >
      {open && (
        <form className="grid gap-3 p-4" onSubmit={submit}>
          <h2 id={titleId} className="text-base font-bold">
            {title}
          </h2>
          {text && <div className="text-sm text-fg-secondary">{text}</div>}
          {children}
          {error && (
            <p className="rounded-lg bg-danger/15 p-2 text-sm text-danger" role="alert" data-testid="confirm-error">
              {error}
            </p>
          )}
          <div className="flex justify-end gap-2">
            <Button tone="ghost" onClick={onCancel} disabled={busy} data-testid="confirm-cancel">
              {t('action.cancel')}
            </Button>
            <Button tone={tone} type="submit" disabled={!canConfirm || busy} data-testid="confirm-ok">
              {confirmLabel}
            </Button>
          </div>
        </form>
      )}
    </dialog>
  );
}

/** Like useErrorText, but a page's own section may name its codes (`<section>.error.<CODE>`) first. */
export function useSectionErrorText(section: string) {
  const { t, i18n } = useTranslation();
  const base = useErrorText();
  return (error: unknown): string => {
    const key = isApiError(error) ? `${section}.error.${error.code}` : '';
    return key && i18n.exists(key) ? t(key) : base(error);
  };
}
