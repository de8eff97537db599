import type { TotpSetupResult } from '@app/contracts';
import { useMutation } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Badge, Button, Card, Field, Input, PageHeader, useErrorText } from '../components/ui.tsx';
import { call } from '../lib/api.ts';
import { getSession, startSession, useSession } from '../lib/session.ts';

/** The signed-in operator: role, and two-step sign-in (TOTP) set-up with any authenticator app. */
export function AccountPage() {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const session = useSession();
  const [code, setCode] = useState('');
  const setup = useMutation({ mutationFn: () => call<TotpSetupResult>('/operator/auth/totp/setup', { method: 'POST', body: {} }) });
  const confirm = useMutation({
    mutationFn: () => call('/operator/auth/totp/confirm', { method: 'POST', body: { code } }),
    onSuccess: () => {
      const s = getSession();
      if (s) startSession({ ...s, totpEnabled: true });
    },
  });
  function submit(e: FormEvent) {
    e.preventDefault();
    if (code.length === 6) confirm.mutate();
  }
  if (!session) return null;
  const enabled = session.totpEnabled === true;
  return (
    <div data-testid="account-page">
      <PageHeader title={t('nav.account')} />
      <div className="grid max-w-2xl gap-4">
        <Card title={t('account.who')}>
          <p className="text-sm">
            <bdi className="font-semibold">{session.operator.username}</bdi> · {t(`role.${session.operator.role}`)}
          </p>
        </Card>
        <Card title={t('account.totp')} actions={<Badge tone={enabled ? 'ok' : 'warn'} testId="totp-state">{enabled ? t('content.on') : t('content.off')}</Badge>}>
          {enabled ? (
            <p className="text-sm text-fg-secondary">{t('account.totpOn')}</p>
          ) : !setup.data ? (
            <div className="grid gap-2">
              <p className="text-sm text-fg-secondary">{t('account.totpIntro')}</p>
              <Button tone="primary" className="justify-self-start" onClick={() => setup.mutate()} disabled={setup.isPending} data-testid="totp-setup">
                {t('account.totpStart')}
              </Button>
              {setup.error && (
                <p className="text-sm text-danger" role="alert">
                  {errorText(setup.error)}
                </p>
              )}
            </div>
          ) : (
            <form onSubmit={submit} className="grid gap-3">
              <p className="text-sm text-fg-secondary">{t('account.totpScan')}</p>
              <p className="rounded-lg bg-sunken p-3 font-mono text-sm break-all" data-testid="totp-secret">
                {setup.data.secret}
              </p>
              <a href={setup.data.otpauthUrl} className="text-sm text-accent underline">
                {t('account.totpOpen')}
              </a>
              <Field label={t('login.otp')}>
                <Input inputMode="numeric" autoComplete="one-time-code" maxLength={6} value={code} onChange={(e) => setCode(e.target.value.replace(/\D/g, ''))} data-testid="totp-code" />
              </Field>
              {confirm.error && (
                <p className="text-sm text-danger" role="alert">
                  {errorText(confirm.error)}
                </p>
              )}
              <Button type="submit" tone="primary" className="justify-self-start" disabled={code.length !== 6 || confirm.isPending} data-testid="totp-confirm">
                {t('account.totpConfirm')}
              </Button>
            </form>
          )}
        </Card>
      </div>
    </div>
  );
}
