import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useLocation, useNavigate } from 'react-router';
import type { ConsoleSession } from '@app/contracts';
import { Preferences } from '../components/layout.tsx';
import { Button, Field, Input, useErrorText } from '../components/ui.tsx';
import { call, isApiError } from '../lib/api.ts';
import { startSession, takeEndReason, useSession } from '../lib/session.ts';

/** Password, then (when the server asks: OTP_REQUIRED) the 6-digit code of the operator's authenticator app. */
export function LoginPage() {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const navigate = useNavigate();
  const location = useLocation();
  const session = useSession();
  const [reason] = useState(takeEndReason);
  const [username, setUsername] = useState('');
  const [password, setPassword] = useState('');
  const [otp, setOtp] = useState('');
  const [step, setStep] = useState<'password' | 'otp'>('password');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const from = (location.state as { from?: string } | null)?.from ?? '/';

  if (session) return <Navigate to={from} replace />;

  async function submit(e: FormEvent) {
    e.preventDefault();
    setBusy(true);
    setError(null);
    try {
      const body = step === 'otp' ? { username, password, otp } : { username, password };
      const s = await call<ConsoleSession>('/operator/auth/login', { method: 'POST', body });
      startSession({ token: s.token, expiresAt: s.expiresAt, idleTimeoutSeconds: s.idleTimeoutSeconds, totpEnabled: s.totpEnabled, operator: s.operator });
      void navigate(from, { replace: true });
    } catch (err) {
      if (isApiError(err, 'OTP_REQUIRED')) {
        setStep('otp');
      } else {
        if (isApiError(err, 'OTP_INVALID')) setOtp('');
        setError(errorText(err));
      }
    } finally {
      setBusy(false);
    }
  }

  return (
    <div className="grid min-h-dvh place-items-center bg-gradient-to-br from-grad-from to-grad-to p-4">
      <div className="w-full max-w-sm">
        <div className="mb-3 flex justify-end">
          <Preferences />
        </div>
        <form onSubmit={submit} className="grid gap-4 rounded-card border border-line bg-elevated p-6 shadow-card" data-testid="login-form" noValidate>
          <div>
            <p className="text-sm font-semibold text-primary">{t('layout.brand')}</p>
            <h1 className="text-2xl font-extrabold">{step === 'otp' ? t('login.otpTitle') : t('login.title')}</h1>
          </div>
          {reason && (
            <p className="rounded-lg bg-warning/15 p-3 text-sm text-warning" role="status" data-testid="login-notice">
              {t(`login.ended.${reason}`)}
            </p>
          )}
          {step === 'password' ? (
            <>
              <Field label={t('login.username')}>
                <Input autoComplete="username" value={username} onChange={(e) => setUsername(e.target.value)} required autoFocus data-testid="login-username" />
              </Field>
              <Field label={t('login.password')}>
                <Input type="password" autoComplete="current-password" value={password} onChange={(e) => setPassword(e.target.value)} required data-testid="login-password" />
              </Field>
            </>
          ) : (
            <Field label={t('login.otp')} hint={t('login.otpHint')}>
              <Input
                inputMode="numeric"
                autoComplete="one-time-code"
                pattern="[0-9]{6}"
                maxLength={6}
                value={otp}
                onChange={(e) => setOtp(e.target.value.replace(/\D/g, ''))}
                autoFocus
                data-testid="login-otp"
              />
            </Field>
          )}
          {error && (
            <p className="text-sm text-danger" role="alert" data-testid="login-error">
              {error}
            </p>
          )}
          <Button tone="primary" type="submit" disabled={busy || !username || !password || (step === 'otp' && otp.length !== 6)} data-testid="login-submit">
            {step === 'otp' ? t('login.verify') : t('login.submit')}
          </Button>
          {step === 'otp' && (
            <Button
              tone="ghost"
              onClick={() => {
                setStep('password');
                setOtp('');
                setError(null);
              }}
            >
              {t('login.back')}
            </Button>
          )}
        </form>
      </div>
    </div>
  );
}
