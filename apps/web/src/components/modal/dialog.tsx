import * as RadixDialog from '@radix-ui/react-dialog';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

export interface DialogProps {
  title: ReactNode;
  /** Visually hidden title for dialogs whose heading is part of the artwork. */
  hideTitle?: boolean;
  description?: ReactNode;
  onClose: () => void;
  children: ReactNode;
  size?: 'sm' | 'md' | 'lg' | 'xl';
  /** Dialogs that must be answered (forced password change) cannot be dismissed. */
  dismissible?: boolean;
  footer?: ReactNode;
  /**
   * Move the focus into the dialog after its first frame instead of while it mounts. Focusing at mount
   * forces the browser to restyle the whole page under it at once (the scroll lock changes the body's
   * style); for a popup that opens over a loading lobby that was one long task on phones.
   */
  deferFocus?: boolean;
}

const WIDTH = { sm: 'max-w-sm', md: 'max-w-md', lg: 'max-w-2xl', xl: 'max-w-5xl' } as const;

/** Focuses the dialog content once the frame that shows it has been laid out (then focusing costs nothing). */
function focusAfterFrame(event: Event): void {
  event.preventDefault();
  const content = event.currentTarget as HTMLElement | null;
  requestAnimationFrame(() => setTimeout(() => content?.focus({ preventScroll: true })));
}

/** Base popup: focus trap, Escape and outside click to close, labelled for screen readers. */
export function Dialog({ title, hideTitle, description, onClose, children, size = 'md', dismissible = true, footer, deferFocus = false }: DialogProps) {
  const { t } = useTranslation();
  return (
    <RadixDialog.Root open onOpenChange={(open) => !open && dismissible && onClose()}>
      <RadixDialog.Portal>
        {/* Dimmed, not blurred: a full-screen backdrop-filter re-rasterises the whole page under it for every
            frame of the lobby's carousel and counters (recurring long tasks on phones; bench/README.md, Lighthouse). */}
        <RadixDialog.Overlay className="fixed inset-0 z-40 bg-overlay" />
        <RadixDialog.Content
          onOpenAutoFocus={deferFocus ? focusAfterFrame : undefined}
          onEscapeKeyDown={(e) => !dismissible && e.preventDefault()}
          onPointerDownOutside={(e) => !dismissible && e.preventDefault()}
          className={`fixed inset-x-0 bottom-0 z-50 mx-auto max-h-[92dvh] w-full overflow-y-auto rounded-t-2xl bg-elevated text-fg shadow-card sm:inset-x-4 sm:top-1/2 sm:bottom-auto sm:-translate-y-1/2 sm:rounded-2xl ${WIDTH[size]}`}
        >
          <div className="sticky top-0 z-10 flex items-center justify-between gap-3 border-b border-line bg-elevated px-5 py-4">
            <RadixDialog.Title className={hideTitle ? 'sr-only' : 'text-lg font-semibold'}>{title}</RadixDialog.Title>
            {dismissible && (
              <RadixDialog.Close
                className="-me-2 grid size-9 place-items-center rounded-full text-fg-muted hover:bg-sunken hover:text-fg"
                aria-label={t('common:actions.close')}
              >
                <svg viewBox="0 0 24 24" className="size-5" aria-hidden="true">
                  <path d="M6 6l12 12M18 6L6 18" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
                </svg>
              </RadixDialog.Close>
            )}
          </div>
          {description ? (
            <RadixDialog.Description className="px-5 pt-4 text-sm text-fg-secondary">{description}</RadixDialog.Description>
          ) : (
            <RadixDialog.Description className="sr-only">{title}</RadixDialog.Description>
          )}
          <div className="px-5 py-4">{children}</div>
          {footer && <div className="flex justify-end gap-2 border-t border-line px-5 py-3">{footer}</div>}
        </RadixDialog.Content>
      </RadixDialog.Portal>
    </RadixDialog.Root>
  );
}
