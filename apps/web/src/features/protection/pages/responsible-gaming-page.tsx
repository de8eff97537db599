import {
  LIMIT_KINDS,
  REALITY_CHECK_DEFAULT_MINUTES,
  SELF_EXCLUSION_PERIODS,
  TIME_OUT_PERIODS,
  type SelfExclusionPeriod,
  type TimeOutPeriod,
} from '@app/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/button.tsx';
import { inputClass } from '../../../components/form/text-field.tsx';
import { Dialog } from '../../../components/modal/dialog.tsx';
import { Spinner } from '../../../components/spinner.tsx';
import { errorText } from '../../../lib/error-text.ts';
import { formatDateTime } from '../../../lib/format.ts';
import { useLimits } from '../api/limits.ts';
import { downloadStatement } from '../api/statement.ts';
import { useProtectionStatus, useRealityCheck, useSelfExclusion, useTimeOut } from '../api/status.ts';
import { KycSection } from '../components/kyc-section.tsx';
import { LimitRow } from '../components/limit-row.tsx';

const REALITY_CHOICES = [15, 30, 45, 60, 90, 120];

function Section({ title, intro, children, testId }: { title: string; intro?: string; children: React.ReactNode; testId?: string }) {
  return (
    <section className="grid gap-3 rounded-card bg-elevated p-4 shadow-card md:p-5" data-testid={testId}>
      <h2 className="text-lg font-bold">{title}</h2>
      {intro && <p className="text-sm text-fg-secondary">{intro}</p>}
      {children}
    </section>
  );
}

function Alert({ error }: { error: unknown }) {
  if (!error) return null;
  return (
    <p role="alert" className="rounded-xl bg-danger/10 px-3 py-2 text-sm text-danger" data-testid="protection-error">
      {errorText(error)}
    </p>
  );
}

/** Member centre "Responsible gaming" (issue 20): limits, reality check, time-out, self-exclusion, statement, identity verification. */
export function ResponsibleGamingPage() {
  const { t } = useTranslation('protection');
  const status = useProtectionStatus();
  const limits = useLimits();
  const exclusion = status.data?.exclusion ?? null;

  return (
    <div className="grid gap-4" data-testid="responsible-gaming">
      <header className="grid gap-1">
        <h1 className="text-xl font-bold">{t('title')}</h1>
        <p className="text-sm text-fg-secondary">{t('intro')}</p>
      </header>

      {exclusion && (
        <p role="status" className="rounded-xl border border-warning/40 bg-warning/10 p-3 text-sm" data-testid="protection-exclusion">
          {exclusion.kind === 'TIME_OUT'
            ? t('status.timeOut', { until: formatDateTime(exclusion.until ?? '') })
            : exclusion.until
              ? t('status.selfExcluded', { until: formatDateTime(exclusion.until) })
              : t('status.selfExcludedPermanent')}{' '}
          {t('status.stillAllowed')}
        </p>
      )}

      <Section title={t('limits.title')} intro={t('limits.intro')} testId="protection-limits">
        {limits.isPending ? (
          <div className="grid place-items-center py-6">
            <Spinner />
          </div>
        ) : limits.error ? (
          <Alert error={limits.error} />
        ) : (
          <div className="grid gap-4 lg:grid-cols-3">
            {LIMIT_KINDS.map((kind) => (
              <div key={kind} className="grid content-start gap-2">
                <h3 className="font-semibold">{t(`kinds.${kind}`)}</h3>
                <p className="text-xs text-fg-muted">{t(`kindHelp.${kind}`)}</p>
                <ul className="grid gap-2">
                  {limits.data.limits
                    .filter((l) => l.kind === kind)
                    .map((l) => (
                      <LimitRow key={`${l.kind}-${l.period}`} limit={l} />
                    ))}
                </ul>
              </div>
            ))}
          </div>
        )}
      </Section>

      <RealityCheckSection current={status.data?.realityCheckMinutes ?? REALITY_CHECK_DEFAULT_MINUTES} />
      <ExclusionSection blocked={exclusion !== null && exclusion.kind === 'SELF_EXCLUSION'} />
      <StatementSection />
      <KycSection />
    </div>
  );
}

function RealityCheckSection({ current }: { current: number }) {
  const { t } = useTranslation('protection');
  const save = useRealityCheck();
  const [minutes, setMinutes] = useState<number | null>(null);
  const value = minutes ?? current;
  return (
    <Section title={t('reality.title')} intro={t('reality.intro')} testId="protection-reality">
      <div className="flex flex-wrap items-center gap-2">
        <label className="text-sm" htmlFor="reality-minutes">
          {t('reality.label')}
        </label>
        <select id="reality-minutes" className={`${inputClass} h-9 sm:max-w-xs`} value={value} onChange={(e) => setMinutes(Number(e.target.value))} data-testid="reality-minutes">
          {REALITY_CHOICES.map((m) => (
            <option key={m} value={m}>
              {t('reality.minutes', { minutes: m })}
            </option>
          ))}
        </select>
        <Button size="sm" busy={save.isPending} disabled={value === current} onClick={() => save.mutate({ minutes: value }, { onSuccess: () => setMinutes(null) })} data-testid="reality-save">
          {t('reality.save')}
        </Button>
        {save.isSuccess && <span className="text-sm text-success">{t('saved')}</span>}
      </div>
      <Alert error={save.error} />
    </Section>
  );
}

type Pending = { kind: 'TIME_OUT'; period: TimeOutPeriod } | { kind: 'SELF_EXCLUSION'; period: SelfExclusionPeriod };

function ExclusionSection({ blocked }: { blocked: boolean }) {
  const { t } = useTranslation('protection');
  const timeOut = useTimeOut();
  const selfExclusion = useSelfExclusion();
  const [toPeriod, setToPeriod] = useState<TimeOutPeriod>('24H');
  const [sePeriod, setSePeriod] = useState<SelfExclusionPeriod>('6M');
  const [confirming, setConfirming] = useState<Pending | null>(null);
  const [ticked, setTicked] = useState(false);

  const run = () => {
    if (!confirming) return;
    const done = { onSettled: () => (setConfirming(null), setTicked(false)) };
    if (confirming.kind === 'TIME_OUT') timeOut.mutate({ period: confirming.period }, done);
    else selfExclusion.mutate({ period: confirming.period, confirm: true }, done);
  };

  return (
    <Section title={t('exclusion.title')} intro={t('exclusion.intro')} testId="protection-exclusion-section">
      <div className="grid gap-4 md:grid-cols-2">
        <div className="grid content-start gap-2 rounded-xl border border-line p-3">
          <h3 className="font-semibold">{t('exclusion.timeOut')}</h3>
          <p className="text-xs text-fg-muted">{t('exclusion.timeOutHelp')}</p>
          <div className="flex flex-wrap gap-2">
            <select aria-label={t('exclusion.period')} className={`${inputClass} h-9 sm:max-w-xs`} value={toPeriod} onChange={(e) => setToPeriod(e.target.value as TimeOutPeriod)} data-testid="time-out-period">
              {TIME_OUT_PERIODS.map((p) => (
                <option key={p} value={p}>
                  {t(`timeOutPeriods.${p}`)}
                </option>
              ))}
            </select>
            <Button size="sm" variant="outline" disabled={blocked} onClick={() => setConfirming({ kind: 'TIME_OUT', period: toPeriod })} data-testid="time-out-start">
              {t('exclusion.startTimeOut')}
            </Button>
          </div>
        </div>
        <div className="grid content-start gap-2 rounded-xl border border-danger/40 p-3">
          <h3 className="font-semibold">{t('exclusion.selfExclusion')}</h3>
          <p className="text-xs text-fg-muted">{t('exclusion.selfExclusionHelp')}</p>
          <div className="flex flex-wrap gap-2">
            <select aria-label={t('exclusion.period')} className={`${inputClass} h-9 sm:max-w-xs`} value={sePeriod} onChange={(e) => setSePeriod(e.target.value as SelfExclusionPeriod)} data-testid="self-exclusion-period">
              {SELF_EXCLUSION_PERIODS.map((p) => (
                <option key={p} value={p}>
                  {t(`selfExclusionPeriods.${p}`)}
                </option>
              ))}
            </select>
            <Button size="sm" variant="danger" onClick={() => setConfirming({ kind: 'SELF_EXCLUSION', period: sePeriod })} data-testid="self-exclusion-start">
              {t('exclusion.startSelfExclusion')}
            </Button>
          </div>
        </div>
      </div>
      <Alert error={timeOut.error ?? selfExclusion.error} />
      {confirming && (
        <Dialog
          title={confirming.kind === 'TIME_OUT' ? t('confirm.timeOutTitle') : t('confirm.selfExclusionTitle')}
          onClose={() => (setConfirming(null), setTicked(false))}
          footer={
            <>
              <Button variant="ghost" onClick={() => (setConfirming(null), setTicked(false))}>
                {t('confirm.back')}
              </Button>
              <Button variant="danger" disabled={!ticked} busy={timeOut.isPending || selfExclusion.isPending} onClick={run} data-testid="exclusion-confirm">
                {t('confirm.go')}
              </Button>
            </>
          }
        >
          <div className="grid gap-3 text-sm">
            <p>
              {confirming.kind === 'TIME_OUT'
                ? t('confirm.timeOutBody', { period: t(`timeOutPeriods.${confirming.period}`) })
                : t('confirm.selfExclusionBody', { period: t(`selfExclusionPeriods.${confirming.period}`) })}
            </p>
            <p className="font-semibold">{t('confirm.final')}</p>
            <label className="flex items-start gap-2">
              <input type="checkbox" className="mt-1 size-4 accent-primary" checked={ticked} onChange={(e) => setTicked(e.target.checked)} data-testid="exclusion-tick" />
              <span>{t('confirm.understand')}</span>
            </label>
          </div>
        </Dialog>
      )}
    </Section>
  );
}

function StatementSection() {
  const { t } = useTranslation('protection');
  const [month, setMonth] = useState(() => new Date().toISOString().slice(0, 7));
  const [busy, setBusy] = useState<'csv' | 'pdf' | null>(null);
  const [error, setError] = useState<unknown>(null);
  const get = (format: 'csv' | 'pdf') => {
    setBusy(format);
    setError(null);
    downloadStatement(month, format)
      .catch(setError)
      .finally(() => setBusy(null));
  };
  return (
    <Section title={t('statement.title')} intro={t('statement.intro')} testId="protection-statement">
      <div className="flex flex-wrap items-center gap-2">
        <label className="text-sm" htmlFor="statement-month">
          {t('statement.month')}
        </label>
        <input id="statement-month" type="month" className={`${inputClass} h-9 sm:max-w-xs`} value={month} max={new Date().toISOString().slice(0, 7)} onChange={(e) => setMonth(e.target.value)} />
        <Button size="sm" variant="outline" busy={busy === 'csv'} disabled={!month} onClick={() => get('csv')} data-testid="statement-csv">
          {t('statement.csv')}
        </Button>
        <Button size="sm" variant="outline" busy={busy === 'pdf'} disabled={!month} onClick={() => get('pdf')} data-testid="statement-pdf">
          {t('statement.pdf')}
        </Button>
      </div>
      <Alert error={error} />
    </Section>
  );
}
