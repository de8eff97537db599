import { Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { Dialog } from '../../../components/modal/dialog.tsx';
import { openModal, type ModalComponentProps } from '../../../components/modal/modal-store.ts';
import { Spinner } from '../../../components/spinner.tsx';
import { afterClose } from '../../../components/modal/after-close.ts';
import { alertDialog } from '../../../components/modal/message-openers.ts';
import { completeLogin } from '../lib/complete-login.ts';
import { RegisterForm } from './register-form.tsx';

/** Runs `fn` once the page is on home (or after 5 s, so the confirmation is never lost). */
function whenHome(fn: () => void, started = Date.now()): void {
  if (window.location.pathname === '/' || Date.now() - started > 5_000) afterClose(fn, 0);
  else setTimeout(() => whenHome(fn, started), 50);
}

export interface RegisterModalProps {
  /** From /register?referralCode=: prefills the code. */
  referralCode?: string | null;
}

/** The registration popup (SPEC §2.6/§4): by username or by mobile; logged in and sent home on success. */
export function RegisterModal({ props, close }: ModalComponentProps<RegisterModalProps | undefined, { redirect: string } | true>) {
  const { t } = useTranslation('auth');
  const navigate = useNavigate();
  const routed = Boolean(props && 'referralCode' in props);
  return (
    <Dialog title={t('register.title')} onClose={() => close()} size="md">
      <Suspense
        fallback={
          <div className="grid place-items-center py-10">
            <Spinner />
          </div>
        }
      >
        <RegisterForm
          referralCode={props?.referralCode ?? undefined}
          onRegistered={(res) => {
            completeLogin(res);
            // Confirms the new account (a new member is welcomed, not "welcomed back").
            const confirmAccount = () =>
              void alertDialog({
                tone: 'success',
                title: t('register.doneTitle'),
                message: t('register.doneMessage', { account: res.member.account }),
                confirmLabel: t('register.doneConfirm'),
              });
            if (routed) {
              // The route replaces /register with home when the popup resolves; a popup opened before that
              // navigation lands would put /register back, so the confirmation waits for home.
              close({ redirect: '/' });
              whenHome(confirmAccount);
            } else {
              close(true);
              afterClose(() => {
                if (window.location.pathname !== '/') void navigate('/');
                confirmAccount();
              });
            }
          }}
        />
        <p className="mt-4 text-center text-sm text-fg-secondary">
          {t('register.haveAccount')}{' '}
          <button
            type="button"
            className="font-semibold text-primary hover:underline"
            onClick={() => {
              close();
              afterClose(() => void openModal('login'));
            }}
            data-testid="to-login"
          >
            {t('register.login')}
          </button>
        </p>
      </Suspense>
    </Dialog>
  );
}
