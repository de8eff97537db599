import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/button.tsx';
import { Pager } from '../../../components/pager.tsx';
import { Spinner } from '../../../components/spinner.tsx';
import { formatDateTime } from '../../../lib/format.ts';
import { useUpline, useUplineTransfers } from '../api/get-upline.ts';
import { useTransferToUpline } from '../api/post-upline-transfer.ts';
import { AmountField } from '../components/amount-field.tsx';
import { BalanceStrip } from '../components/balance-strip.tsx';
import { Card, FormMessage, ListState } from '../components/section.tsx';
import { useMoney } from '../../site/hooks/use-money.ts';
import { PaymentPasswordField } from '../components/payment-password-field.tsx';
import { usePaymentRequestForm } from '../hooks/use-payment-request-form.ts';

/** SPEC §2.7/§6 transfer to upline: a member sends money to their upline agent with the payment password. */
export function TransferUplinePage() {
  const { t } = useTranslation('wallet');
  const upline = useUpline();
  return (
    <div className="grid gap-4" data-testid="upline-page">
      <Card title={t('upline.title')}>
        <BalanceStrip />
        {upline.isPending ? (
          <div className="grid place-items-center py-8">
            <Spinner />
          </div>
        ) : upline.error ? (
          <FormMessage error={upline.error} />
        ) : !upline.data?.upline ? (
          <p className="rounded-xl border border-dashed border-line p-6 text-center text-fg-muted" data-testid="no-upline">
            {t('upline.none')}
          </p>
        ) : (
          <UplineForm upline={upline.data.upline} />
        )}
      </Card>
      <UplineRecords />
    </div>
  );
}

function UplineForm({ upline }: { upline: string }) {
  const { t } = useTranslation('wallet');
  const money = useMoney();
  const send = useTransferToUpline();
  const form = usePaymentRequestForm({
    checkAmount: (minor) => (minor === null || minor <= 0 ? t('form.amountInvalid') : undefined),
    send: send.mutate,
    describeDone: (r) => t('upline.sent', { amount: money(r.amount), upline: r.upline }),
  });
  return (
    <form className="grid gap-3" onSubmit={form.submit} noValidate data-testid="upline-form">
      <div className="rounded-xl border border-line p-3 text-sm">
        <span className="text-fg-muted">{t('upline.to')}</span> <span className="font-semibold" data-testid="upline-name">{upline}</span>
      </div>
      <AmountField {...form.amount} testId="upline-amount" />
      <PaymentPasswordField {...form.password} data-testid="upline-payment-password" />
      <FormMessage error={send.error} success={form.done} />
      <Button type="submit" size="lg" block busy={send.isPending} data-testid="upline-submit">
        {t('upline.submit')}
      </Button>
    </form>
  );
}

function UplineRecords() {
  const { t } = useTranslation('wallet');
  const money = useMoney();
  const [page, setPage] = useState(1);
  const q = useUplineTransfers(page);
  const data = q.data;
  const totalPages = data ? Math.max(1, Math.ceil(data.total / data.pageSize)) : 1;
  return (
    <Card title={t('upline.records')}>
      <ListState isPending={q.isPending} error={q.error} isEmpty={!data?.items.length}>
        <ul className="divide-y divide-line">
          {data?.items.map((r) => (
            <li key={r.id} className="flex items-center justify-between gap-3 py-3 text-sm">
              <div>
                <p className="font-semibold tabular-nums">{money(r.amount)}</p>
                <p className="text-xs whitespace-nowrap text-fg-muted tabular-nums">{formatDateTime(r.createdAt)}</p>
              </div>
              <span className="text-fg-secondary">{r.upline}</span>
            </li>
          ))}
        </ul>
        <Pager page={page} totalPages={totalPages} onChange={setPage} label={t('pagerLabel')} />
      </ListState>
    </Card>
  );
}
