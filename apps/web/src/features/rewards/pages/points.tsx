import type { PointEntry, PointRedeem } from '@app/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Button, buttonClass } from '../../../components/button.tsx';
import { Spinner } from '../../../components/spinner.tsx';
import { formatDateTime, formatInteger } from '../../../lib/format.ts';
import { useMoney } from '../../site/hooks/use-money.ts';
import { usePoints } from '../api/points.ts';
import { pointsErrorText } from '../components/points-error.ts';

const STATUS_TONE = { APPROVED: 'text-success', REJECTED: 'text-danger', IN_PROCESS: 'text-warning' } as const;

function RedeemHistory({ redeems }: { redeems: PointRedeem[] }) {
  const { t } = useTranslation('points');
  const money = useMoney();
  if (redeems.length === 0) return <p className="rounded-card border border-dashed border-line p-6 text-center text-fg-muted">{t('history.empty')}</p>;
  return (
    <ul className="grid gap-2" data-testid="redeem-history">
      {redeems.map((r) => (
        <li key={r.id} className="grid gap-1 rounded-xl border border-line p-3 text-sm" data-testid="redeem-row" data-status={r.status}>
          <div className="flex flex-wrap items-center justify-between gap-2">
            <p className="font-semibold">
              {r.itemName}
              {r.quantity > 1 && ` × ${formatInteger(r.quantity)}`}
            </p>
            <span className={`font-semibold ${STATUS_TONE[r.status]}`}>{t(`status.${r.status}`)}</span>
          </div>
          <p className="text-fg-secondary">
            {t('history.points', { points: formatInteger(r.points) })}
            {r.amount !== null && ` · ${t('history.amount', { amount: money(r.amount) })}`}
          </p>
          <p className="text-xs text-fg-muted">
            {t('history.reference', { reference: r.reference })} · {formatDateTime(r.createdAt)}
          </p>
          {r.remark && <p className="text-xs text-fg-secondary">{t('history.remark', { remark: r.remark })}</p>}
        </li>
      ))}
    </ul>
  );
}

function PointsDetails({ entries }: { entries: PointEntry[] }) {
  const { t } = useTranslation(['points', 'records']);
  const money = useMoney();
  if (entries.length === 0) return <p className="rounded-card border border-dashed border-line p-6 text-center text-fg-muted">{t('details.empty')}</p>;
  return (
    <ul className="grid gap-2" data-testid="points-details">
      {entries.map((e) => (
        <li key={e.id} className="flex items-center justify-between gap-3 rounded-xl border border-line p-3 text-sm" data-kind={e.kind}>
          <div className="min-w-0">
            <p className="font-semibold">{t(`details.kinds.${e.kind}`)}</p>
            <p className="text-xs text-fg-muted">
              {e.kind === 'EARN' && e.category
                ? t('details.earnedOn', { category: t(`records:categories.${e.category}`, { defaultValue: e.category }), turnover: money(e.turnover ?? 0) })
                : t('details.reference', { reference: e.reference ?? '' })}{' '}
              · {formatDateTime(e.createdAt)}
            </p>
          </div>
          <p className={`font-bold tabular-nums ${e.points > 0 ? 'text-success' : 'text-danger'}`}>
            {e.points > 0 ? '+' : '−'}
            {formatInteger(Math.abs(e.points))}
          </p>
        </li>
      ))}
    </ul>
  );
}

/** SPEC §2.7 member-centre `points` (only with the POINTS_SYSTEM flag): balance, how points are earned, redeem history and points details. */
export function PointsPage() {
  const { t } = useTranslation(['points', 'records']);
  const money = useMoney();
  const q = usePoints();
  const [tab, setTab] = useState<'history' | 'details'>('history');
  const data = q.data;
  return (
    <section className="grid gap-4 rounded-card bg-elevated p-4 shadow-card" aria-labelledby="points-title" data-testid="points-page">
      <h1 id="points-title" className="text-xl font-bold">
        {t('page.title')}
      </h1>
      {q.isPending ? (
        <div className="grid place-items-center py-12">
          <Spinner label={t('loading')} />
        </div>
      ) : q.error ? (
        <div role="alert" className="grid justify-items-center gap-3 rounded-card border border-line p-6 text-center text-danger">
          <p>{pointsErrorText(q.error, t)}</p>
          <Button variant="outline" size="sm" onClick={() => void q.refetch()}>
            {t('retry')}
          </Button>
        </div>
      ) : (
        data && (
          <>
            <div className="grid gap-3 rounded-xl border border-line p-4 sm:grid-cols-[1fr_auto] sm:items-center">
              <div>
                <p className="text-sm text-fg-muted">{t('balance')}</p>
                <p className="text-3xl font-bold text-accent tabular-nums" data-testid="points-balance">
                  {formatInteger(data.balance)}
                </p>
                <p className="text-xs text-fg-secondary">{t('page.totals', { earned: formatInteger(data.earned), spent: formatInteger(data.spent) })}</p>
              </div>
              <Link to="/pointMall" className={buttonClass({ variant: 'accent' })}>
                {t('page.toMall')}
              </Link>
            </div>
            <details className="rounded-xl border border-line p-3 text-sm">
              <summary className="cursor-pointer font-semibold">{t('page.howToEarn')}</summary>
              <p className="mt-2 text-fg-secondary">{t('page.neverExpire')}</p>
              <ul className="mt-2 grid gap-1 sm:grid-cols-2">
                {data.rates.map((r) => (
                  <li key={r.category} className="flex justify-between gap-2">
                    <span>{t(`records:categories.${r.category}`, { defaultValue: r.category })}</span>
                    <span className="tabular-nums text-fg-secondary">{t('page.rate', { turnover: money(r.turnoverPerPoint) })}</span>
                  </li>
                ))}
              </ul>
            </details>
            <div role="tablist" className="flex gap-2 border-b border-line">
              {(['history', 'details'] as const).map((k) => (
                <button
                  key={k}
                  role="tab"
                  type="button"
                  aria-selected={tab === k}
                  onClick={() => setTab(k)}
                  className={`-mb-px border-b-2 px-3 py-2 text-sm font-semibold ${tab === k ? 'border-primary text-primary' : 'border-transparent text-fg-muted'}`}
                  data-testid={`points-tab-${k}`}
                >
                  {t(`page.tabs.${k}`)}
                </button>
              ))}
            </div>
            <div role="tabpanel">{tab === 'history' ? <RedeemHistory redeems={data.redeems} /> : <PointsDetails entries={data.details} />}</div>
          </>
        )
      )}
    </section>
  );
}
