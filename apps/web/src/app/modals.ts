import { lazy } from 'react';
import { registerModal } from '../components/modal/modal-store.ts';
import { importWithTimeout } from '../lib/lazy.ts';

/** Every popup kind of SPEC §2.6, mounted by the one modal host. Feature popups load on first open. */
export function registerModals(): void {
  const messages = () => importWithTimeout(() => import('../components/modal/message-dialogs.tsx'));
  registerModal('alert', lazy(() => messages().then((m) => ({ default: m.AlertDialog }))));
  registerModal('confirm', lazy(() => messages().then((m) => ({ default: m.ConfirmDialog }))));
  registerModal('login', lazy(() => importWithTimeout(() => import('../features/auth/components/login-modal.tsx')).then((m) => ({ default: m.LoginModal }))));
  registerModal(
    'register',
    lazy(() => importWithTimeout(() => import('../features/auth/components/register-modal.tsx')).then((m) => ({ default: m.RegisterModal }))),
  );
  registerModal('help', lazy(() => importWithTimeout(() => import('../features/help/components/help-modal.tsx')).then((m) => ({ default: m.HelpModal }))));
}
