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
  // Accounts: the login popup's steps (2FA, forced change, forgot) live inside it; these open on their own.
  registerModal(
    'change-password',
    lazy(() => importWithTimeout(() => import('../features/auth/components/change-password-modal.tsx')).then((m) => ({ default: m.ChangePasswordModal }))),
  );
  registerModal(
    'reset-password',
    lazy(() => importWithTimeout(() => import('../features/auth/components/reset-password-modal.tsx')).then((m) => ({ default: m.ResetPasswordModal }))),
  );
  registerModal('help', lazy(() => importWithTimeout(() => import('../features/help/components/help-modal.tsx')).then((m) => ({ default: m.HelpModal }))));
  // Lobby: the notice popup (SPEC §2.6, 9 per page) and the game popup (launched game in an iframe).
  registerModal('notice', lazy(() => importWithTimeout(() => import('../features/home/components/notice-modal.tsx')).then((m) => ({ default: m.NoticeModal }))));
  registerModal(
    'announcement',
    lazy(() => importWithTimeout(() => import('../features/content/components/announcement-modal.tsx')).then((m) => ({ default: m.AnnouncementModal }))),
  );
  registerModal('game', lazy(() => importWithTimeout(() => import('../features/games/components/game-popup.tsx')).then((m) => ({ default: m.GamePopup }))));
}
