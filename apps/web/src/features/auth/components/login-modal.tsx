import { WhitelabelFlag, type LoginSuccess, type TwoFactorChallenge } from '@app/contracts';
import { Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { Dialog } from '../../../components/modal/dialog.tsx';
import type { ModalComponentProps } from '../../../components/modal/modal-store.ts';
import { openModal } from '../../../components/modal/modal-store.ts';
import { Spinner } from '../../../components/spinner.tsx';
import { queryClient } from '../../../lib/query-client.ts';
import { afterClose } from '../../../components/modal/after-close.ts';
import { completeLogin } from '../lib/complete-login.ts';
import { useFlag } from '../lib/use-flag.ts';
import { ChangePasswordForm } from './change-password-form.tsx';
import { ForgotPasswordForm } from './forgot-password-form.tsx';
import { FreePlayButton } from './free-play-button.tsx';
import { LoginForm } from './login-form.tsx';
import { TwoFactorForm } from './two-factor-form.tsx';

export interface LoginModalProps {
  /** From /login?redirect=: where to go after logging in. */
  redirect?: string | null;
  /** Opened on the agent landing page: agent portal, then /agentHome. */
  agent?: boolean;
  /** Open straight on the forgot-password view. */
  view?: 'forgot';
}

type View = { kind: 'login' } | { kind: 'forgot' } | { kind: 'twoFactor'; challenge: TwoFactorChallenge; password: string } | { kind: 'changePassword'; password: string };

/**
 * The login popup (SPEC §2.6/§4). Second factor, forced password change and
 * forgot password are steps of the same popup, so Back and focus stay simple.
 */
export function LoginModal({ props, close }: ModalComponentProps<LoginModalProps | undefined, { redirect: string } | true>) {
  const { t } = useTranslation('auth');
  const navigate = useNavigate();
  const agent = Boolean(props?.agent);
  const [view, setView] = useState<View>({ kind: props?.view ?? 'login' });
  const registerOn = useFlag(WhitelabelFlag.REGISTRATION);

  const leave = (target?: string) => {
    if (props?.redirect !== undefined) {
      // Routed /login: the route replaces itself with the destination.
      close({ redirect: target ?? props.redirect ?? '/' });
      return;
    }
    close(true);
    if (target) afterClose(() => navigate(target));
  };

  const finish = (res: LoginSuccess, password: string) => {
    const { mustChangePassword } = completeLogin(res);
    if (mustChangePassword) setView({ kind: 'changePassword', password });
    else leave(agent ? '/agentHome' : undefined);
  };

  const title =
    view.kind === 'forgot'
      ? t('forgot.title')
      : view.kind === 'twoFactor'
        ? t('twoFactor.title')
        : view.kind === 'changePassword'
          ? t('changePassword.forcedTitle')
          : agent
            ? t('login.agentTitle')
            : t('login.title');

  return (
    <Dialog title={title} onClose={() => close()} size="sm" dismissible={view.kind !== 'changePassword'}>
      <Suspense fallback={<Spinner />}>
        {view.kind === 'login' && (
          <>
            <LoginForm portal={agent ? 'agent' : 'member'} onSuccess={finish} onTwoFactor={(challenge, password) => setView({ kind: 'twoFactor', challenge, password })} />
            <div className="mt-4 flex flex-wrap items-center justify-between gap-2 text-sm">
              <button type="button" className="font-semibold text-primary hover:underline" onClick={() => setView({ kind: 'forgot' })} data-testid="forgot-link">
                {t('login.forgot')}
              </button>
              {!agent && registerOn && (
                <button
                  type="button"
                  className="text-fg-secondary hover:text-fg"
                  onClick={() => {
                    close();
                    afterClose(() => void openModal('register'));
                  }}
                  data-testid="to-register"
                >
                  {t('login.noAccount')} <span className="font-semibold text-primary">{t('login.register')}</span>
                </button>
              )}
            </div>
            {!agent && <FreePlayButton className="mt-4" onLoggedIn={(res) => finish(res, '')} />}
          </>
        )}
        {view.kind === 'twoFactor' && (
          <TwoFactorForm challenge={view.challenge} onSuccess={(res) => finish(res, view.password)} onRestart={() => setView({ kind: 'login' })} />
        )}
        {view.kind === 'changePassword' && (
          <>
            <p className="mb-4 text-sm text-fg-secondary" data-testid="forced-change-reason">
              {t('changePassword.forcedIntro')}
            </p>
            <ChangePasswordForm
              knownPassword={view.password || undefined}
              onDone={() => {
                void queryClient.invalidateQueries({ queryKey: ['members', 'me'] });
                leave(agent ? '/agentHome' : '/');
              }}
            />
          </>
        )}
        {view.kind === 'forgot' && <ForgotPasswordForm onBack={() => setView({ kind: 'login' })} onLoggedIn={(res) => {
              completeLogin(res);
              leave('/');
            }} />}
      </Suspense>
    </Dialog>
  );
}
