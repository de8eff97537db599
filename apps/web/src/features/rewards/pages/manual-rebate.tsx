import type { RebateClaim } from '@app/contracts';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Button, buttonClass } from '../../../components/button.tsx';
import { newRequestId } from '../../../lib/amount.ts';
import { formatDateTime, formatLocale } from '../../../lib/format.ts';
import { isApiError } from '../../../lib/http.ts';
import { memberPath } from '../../../lib/member-pages.ts';
import { useMoney } from '../../site/hooks/use-money.ts';
import { useClaimRebate, useRebate } from '../api/rebate.ts';
import { QueryState } from '../components/query-state.tsx';
import { rewardErrorText } from '../components/reward-error.ts';
import { TermsList } from '../components/terms-list.tsx';

/** 80 basis points → "0.8%" in the reader's locale. */
function formatRate(bp: number): string {
  return new Intl.NumberFormat(formatLocale(), { style: 'percent', maximumFractionDigits: 2 }).format(bp / 10_000);
}

function ClaimHistory({ claims }: { claims: RebateClaim[] }) {
  const { t } = useTranslation(['rewards', 'records']);
  const money = useMoney();
  if (claims.length === 0) return <p className="text-sm text-fg-muted">{t('rebate.noHistory')}</p>;
  return (
    <ul className="grid gap-2" data-testid="rebate-history">
      {claims.map((c) => (
        <li key={c.id} className="flex flex-wrap items-center justify-between gap-2 rounded-xl border border-line p-3 text-sm">
          <div className="min-w-0">
            <p className="font-semibold">{t('rebate.claimedOn', { date: formatDateTime(c.claimedAt) })}</p>
            <p className="text-fg-secondary">{c.lines.map((l) => `${t(`records:categories.${l.category}`, { defaultValue: l.category })} ${money(l.amount)}`).join(' · ')}</p>
          </div>
          <p className="font-bold text-accent tabular-nums">{money(c.amount)}</p>
        </li>
      ))}
    </ul>
  );
}

/**
 * SPEC §2.7 manualRebate (only with the MANUAL_REBATE whitelabel flag): rebate per game category on
 * valid turnover since the last claim, claimed as one bonus, and the claims made.
 */
export function ManualRebatePage() {
  const { t } = useTranslation(['rewards', 'records']);
  const money = useMoney();
  const q = useRebate();
  const claim = useClaimRebate();
  // Kept across a retry after a lost answer, so the server returns the first claim instead of a second.
  const requestId = useRef(newRequestId());
  const [message, setMessage] = useState<{ tone: 'ok' | 'error'; text: string } | null>(null);

  const onClaim = () => {
    setMessage(null);
    claim.mutate(requestId.current, {
      onSuccess: (r) => {
        requestId.current = newRequestId();
        setMessage({ tone: 'ok', text: t('rebate.claimed', { amount: money(r.claim.amount) }) });
      },
      onError: (e) => {
        if (isApiError(e)) requestId.current = newRequestId();
        setMessage({ tone: 'error', text: rewardErrorText(e, t) });
      },
    });
  };

  const data = q.data;
  const hasTurnover = data ? data.lines.some((l) => l.validTurnover > 0) : false;
  return (
    <section className="grid gap-4 rounded-card bg-elevated p-4 shadow-card" aria-labelledby="rebate-title" data-testid="manual-rebate">
      <div>
        <h1 id="rebate-title" className="text-xl font-bold">
          {t('rebate.title')}
        </h1>
        <p className="max-w-prose text-sm text-fg-secondary">{t('rebate.intro')}</p>
      </div>
      <QueryState isPending={q.isPending} error={q.error} />
      {data && (
        <>
          <div className="grid gap-4 rounded-xl border border-line p-4 md:grid-cols-[1fr_auto] md:items-center">
            <div>
              <p className="text-sm text-fg-muted">{t('rebate.available')}</p>
              <p className="text-3xl font-bold text-accent tabular-nums" data-testid="rebate-total">
                {money(data.total)}
              </p>
              <p className="text-xs text-fg-secondary">{data.since ? t('rebate.since', { date: formatDateTime(data.since) }) : t('rebate.sinceStart')}</p>
            </div>
            <Button onClick={onClaim} busy={claim.isPending} disabled={data.total === 0} data-testid="rebate-claim">
              {t('rebate.claim')}
            </Button>
            <TermsList terms={data.terms} className="md:col-span-2" />
          </div>
          {message && (
            <div role={message.tone === 'ok' ? 'status' : 'alert'} className={`flex flex-wrap items-center gap-2 text-sm ${message.tone === 'ok' ? 'text-success' : 'text-danger'}`}>
              <span>{message.text}</span>
              {message.tone === 'ok' && (
                <Link to={memberPath('bonusDetails')} className={buttonClass({ variant: 'outline', size: 'sm' })}>
                  {t('rebate.viewBonus')}
                </Link>
              )}
            </div>
          )}
          {!hasTurnover && (
            <p className="rounded-card border border-dashed border-line p-6 text-center text-fg-muted" data-testid="rebate-empty">
              {t('rebate.empty')}
            </p>
          )}
          <div className="overflow-x-auto">
            <table className="w-full text-sm" data-testid="rebate-table">
              <caption className="sr-only">{t('rebate.tableCaption')}</caption>
              <thead>
                <tr className="border-b border-line text-start text-fg-muted">
                  <th scope="col" className="py-2 pe-2 text-start font-medium">
                    {t('rebate.category')}
                  </th>
                  <th scope="col" className="px-2 py-2 text-end font-medium">
                    {t('rebate.turnover')}
                  </th>
                  <th scope="col" className="px-2 py-2 text-end font-medium">
                    {t('rebate.rate')}
                  </th>
                  <th scope="col" className="py-2 ps-2 text-end font-medium">
                    {t('rebate.amount')}
                  </th>
                </tr>
              </thead>
              <tbody>
                {data.lines.map((l) => (
                  <tr key={l.category} className={`border-b border-line/60 ${l.validTurnover > 0 ? '' : 'text-fg-muted'}`} data-testid="rebate-line" data-category={l.category}>
                    <th scope="row" className="py-2 pe-2 text-start font-medium">
                      {t(`records:categories.${l.category}`, { defaultValue: l.category })}
                    </th>
                    <td className="px-2 py-2 text-end tabular-nums">{money(l.validTurnover)}</td>
                    <td className="px-2 py-2 text-end tabular-nums">{formatRate(l.rateBp)}</td>
                    <td className="py-2 ps-2 text-end font-semibold tabular-nums">{money(l.amount)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
          <h2 className="font-semibold">{t('rebate.history')}</h2>
          <ClaimHistory claims={data.history} />
        </>
      )}
    </section>
  );
}
