import { QR_DEFAULTS, type TotpSetupResponse } from '@app/contracts';
import { useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/button.tsx';
import { TextField } from '../../../components/form/text-field.tsx';
import { alertDialog } from '../../../components/modal/message-openers.ts';
import { Spinner } from '../../../components/spinner.tsx';
import { errorText } from '../../../lib/error-text.ts';
import { useDisableTotp } from '../api/delete-totp.ts';
import { useEnableTotp } from '../api/post-totp-enable.ts';
import { useSetupTotp } from '../api/post-totp-setup.ts';

/** The QR code is drawn in the browser (the secret never goes to a third party); `qrcode` is its own lazy chunk. */
function QrImage({ text, label }: { text: string; label: string }) {
  const [src, setSrc] = useState<string | null>(null);
  useEffect(() => {
    let live = true;
    void import('qrcode').then((QRCode) =>
      QRCode.toDataURL(text, { width: 200, margin: 1, errorCorrectionLevel: QR_DEFAULTS.correctionLevel }).then((url) => live && setSrc(url)),
    );
    return () => {
      live = false;
    };
  }, [text]);
  return (
    <div className="grid size-[200px] shrink-0 place-items-center rounded-xl bg-elevated p-0" data-testid="totp-qr">
      {src ? <img src={src} alt={label} width={200} height={200} className="rounded-xl" /> : <Spinner />}
    </div>
  );
}

function CodeForm({ submitLabel, busy, onCode, testId }: { submitLabel: string; busy: boolean; onCode: (code: string) => Promise<void>; testId: string }) {
  const { t } = useTranslation('member');
  const [error, setError] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm({ defaultValues: { code: '' } });
  const submit = handleSubmit(async ({ code }) => {
    setError(null);
    try {
      await onCode(code.trim());
    } catch (e) {
      setError(errorText(e));
    }
  });
  return (
    <form onSubmit={submit} noValidate className="flex flex-wrap items-end gap-2" data-testid={`${testId}-form`}>
      <TextField
        className="w-40"
        label={t('security.totp.code')}
        inputMode="numeric"
        autoComplete="one-time-code"
        maxLength={6}
        error={errors.code?.message ?? error ?? undefined}
        data-testid={`${testId}-code`}
        {...register('code', { validate: (v) => /^\d{6}$/.test(v.trim()) || t('security.totp.codeRule') })}
      />
      <Button type="submit" busy={busy} data-testid={`${testId}-submit`}>
        {submitLabel}
      </Button>
    </form>
  );
}

/** Authenticator (TOTP) enrolment: secret and QR code, confirmed with a first code; switched off with a code. */
export function TotpCard({ enabled, account }: { enabled: boolean; account: string }) {
  const { t } = useTranslation('member');
  const setup = useSetupTotp();
  const enable = useEnableTotp();
  const disable = useDisableTotp();
  const [pending, setPending] = useState<TotpSetupResponse | null>(null);
  const [disabling, setDisabling] = useState(false);

  return (
    <section className="rounded-card bg-elevated p-5 shadow-card" aria-labelledby="totp-title" data-testid="totp-card">
      <div className="flex items-start gap-3">
        <span className={`mt-2 size-2.5 shrink-0 rounded-full ${enabled ? 'bg-success' : 'bg-warning'}`} aria-hidden="true" />
        <div className="min-w-0 flex-1">
          <div className="flex flex-wrap items-baseline gap-x-3 gap-y-0.5">
            <h2 id="totp-title" className="font-semibold">
              {t('security.totp.title')}
            </h2>
            <span className={`text-sm font-medium ${enabled ? 'text-success' : 'text-warning'}`} data-testid="totp-status">
              {enabled ? t('security.status.on') : t('security.status.off')}
            </span>
          </div>
          <p className="text-sm text-fg-secondary">{t('security.totp.description')}</p>
        </div>
        <div className="shrink-0 self-center">
          {!enabled && !pending && (
            <Button
              size="sm"
              variant="outline"
              busy={setup.isPending}
              onClick={() => setup.mutate(undefined, { onSuccess: setPending, onError: (e) => void alertDialog({ tone: 'warning', message: errorText(e) }) })}
              data-testid="totp-setup"
            >
              {t('security.totp.setUp')}
            </Button>
          )}
          {enabled && !disabling && (
            <Button size="sm" variant="outline" onClick={() => setDisabling(true)} data-testid="totp-disable-open">
              {t('security.totp.turnOff')}
            </Button>
          )}
        </div>
      </div>

      {!enabled && pending && (
        <div className="mt-4 flex flex-col gap-4 rounded-xl bg-sunken p-4 sm:flex-row">
          <QrImage text={pending.otpauthUrl} label={t('security.totp.qrAlt', { account })} />
          <div className="min-w-0 flex-1 space-y-3">
            <ol className="list-decimal space-y-1 ps-5 text-sm text-fg-secondary">
              <li>{t('security.totp.step1')}</li>
              <li>{t('security.totp.step2')}</li>
              <li>{t('security.totp.step3')}</li>
            </ol>
            <p className="text-xs text-fg-muted">{t('security.totp.manual')}</p>
            <code className="block rounded-lg bg-elevated px-3 py-2 font-mono text-sm break-all select-all" data-testid="totp-secret">
              {pending.secret}
            </code>
            <CodeForm
              testId="totp-enable"
              submitLabel={t('security.totp.confirm')}
              busy={enable.isPending}
              onCode={async (code) => {
                await enable.mutateAsync(code);
                setPending(null);
                void alertDialog({ tone: 'success', message: t('security.totp.enabled') });
              }}
            />
          </div>
        </div>
      )}

      {enabled && disabling && (
        <div className="mt-4 space-y-3 rounded-xl bg-sunken p-4">
          <p className="text-sm text-fg-secondary">{t('security.totp.turnOffIntro')}</p>
          <CodeForm
            testId="totp-disable"
            submitLabel={t('security.totp.turnOff')}
            busy={disable.isPending}
            onCode={async (code) => {
              await disable.mutateAsync(code);
              setDisabling(false);
            }}
          />
        </div>
      )}
    </section>
  );
}
