import type { DepositMethods } from '@app/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { Button } from '../../../components/button.tsx';
import { Tabs } from '../../../components/form/tabs.tsx';
import { TextField } from '../../../components/form/text-field.tsx';
import { Pager } from '../../../components/pager.tsx';
import { Spinner } from '../../../components/spinner.tsx';
import { formatDateTime } from '../../../lib/format.ts';
import { useDepositMethods } from '../api/get-deposit-methods.ts';
import { PAGE_SIZE, useDeposit, useDeposits } from '../api/get-deposits.ts';
import { useCreateDeposit } from '../api/post-deposit.ts';
import { AmountField } from '../components/amount-field.tsx';
import { BalanceStrip } from '../components/balance-strip.tsx';
import { Card, FormMessage, ListState } from '../components/section.tsx';
import { StatusBadge } from '../components/status-badge.tsx';
import { newRequestId, parseMajorToMinor } from '../../../lib/amount.ts';
import { useMoney } from '../../site/hooks/use-money.ts';

type Method = 'GATEWAY' | 'BANK_TRANSFER';
const PRESETS = [10_000, 50_000, 100_000, 500_000, 1_000_000];

function useAmount(limits?: { min: number; max: number }) {
  const { t } = useTranslation('wallet');
  const [text, setText] = useState('');
  const [touched, setTouched] = useState(false);
  const minor = parseMajorToMinor(text);
  let error: string | undefined;
  if (minor === null || minor <= 0) error = t('form.amountInvalid');
  else if (limits && (minor < limits.min || minor > limits.max)) error = t('form.amountRange');
  return { text, setText, minor, error: touched ? error : undefined, valid: !error, touch: () => setTouched(true), reset: () => (setText(''), setTouched(false)) };
}

/** SPEC §2.7 deposit (depositv2): online payment through the gateway, or a manual bank transfer; then the records. */
export function DepositPage() {
  const { t } = useTranslation('wallet');
  const [params] = useSearchParams();
  const methods = useDepositMethods();
  const [method, setMethod] = useState<Method>('GATEWAY');
  const returning = params.get('deposit');

  return (
    <div className="grid gap-4" data-testid="deposit-page">
      {returning && <ReturnBanner depositId={returning} gatewayStatus={params.get('gatewayStatus')} />}
      <Card title={t('deposit.title')}>
        <BalanceStrip />
        {methods.isPending ? (
          <div className="grid place-items-center py-8">
            <Spinner />
          </div>
        ) : methods.error || !methods.data ? (
          <FormMessage error={methods.error} />
        ) : (
          <>
            <Tabs<Method>
              label={t('deposit.methods')}
              value={method}
              onChange={setMethod}
              tabs={[
                { key: 'GATEWAY', label: t('deposit.online'), testId: 'deposit-tab-gateway' },
                { key: 'BANK_TRANSFER', label: t('deposit.bank'), testId: 'deposit-tab-bank' },
              ]}
            />
            {method === 'GATEWAY' ? <GatewayForm methods={methods.data} /> : <BankTransferForm methods={methods.data} />}
          </>
        )}
      </Card>
      <DepositRecords />
    </div>
  );
}

function GatewayForm({ methods }: { methods: DepositMethods }) {
  const { t } = useTranslation('wallet');
  const amount = useAmount(methods.limits);
  const create = useCreateDeposit();
  const [requestId, setRequestId] = useState(newRequestId);
  const gateway = methods.methods.find((m) => m.method === 'GATEWAY');
  if (!gateway) return <p className="text-sm text-fg-muted">{t('deposit.onlineUnavailable')}</p>;

  const submit = (e: FormEvent) => {
    e.preventDefault();
    amount.touch();
    if (!amount.valid || amount.minor === null) return;
    create.mutate(
      { method: 'GATEWAY', amount: amount.minor, requestId },
      {
        onSuccess: (result) => {
          setRequestId(newRequestId());
          // The hosted payment page is a full page of the gateway; it sends the member back here.
          if (result.payUrl) window.location.assign(result.payUrl);
        },
      },
    );
  };

  return (
    <form className="grid gap-4" onSubmit={submit} noValidate data-testid="deposit-gateway-form">
      {gateway.sandbox && (
        <p className="rounded-xl border border-warning/40 bg-warning/10 px-3 py-2 text-sm text-warning" data-testid="sandbox-note">
          {t('deposit.sandboxNote')}
        </p>
      )}
      <AmountField value={amount.text} onChange={amount.setText} error={amount.error} limits={methods.limits} presets={PRESETS} testId="deposit-amount" />
      <FormMessage error={create.error} />
      <Button type="submit" size="lg" block busy={create.isPending} data-testid="deposit-submit">
        {t('deposit.payNow')}
      </Button>
    </form>
  );
}

function BankTransferForm({ methods }: { methods: DepositMethods }) {
  const { t } = useTranslation('wallet');
  const amount = useAmount(methods.limits);
  const [reference, setReference] = useState('');
  const [refTouched, setRefTouched] = useState(false);
  const create = useCreateDeposit();
  const [requestId, setRequestId] = useState(newRequestId);
  const [done, setDone] = useState<string | null>(null);
  const refError = refTouched && reference.trim().length < 2 ? t('form.referenceRequired') : undefined;
  const bank = methods.receivingBank;

  const submit = (e: FormEvent) => {
    e.preventDefault();
    amount.touch();
    setRefTouched(true);
    if (!amount.valid || amount.minor === null || reference.trim().length < 2) return;
    setDone(null);
    create.mutate(
      { method: 'BANK_TRANSFER', amount: amount.minor, reference: reference.trim(), requestId },
      {
        onSuccess: () => {
          setRequestId(newRequestId());
          amount.reset();
          setReference('');
          setRefTouched(false);
          setDone(t('deposit.bankSubmitted'));
        },
      },
    );
  };

  return (
    <form className="grid gap-4" onSubmit={submit} noValidate data-testid="deposit-bank-form">
      <div className="rounded-xl border border-line p-3 text-sm">
        <p className="mb-2 font-semibold">{t('deposit.bankTo')}</p>
        <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1">
          <dt className="text-fg-muted">{t('bank.bankName')}</dt>
          <dd>{bank.bankName}</dd>
          <dt className="text-fg-muted">{t('bank.accountName')}</dt>
          <dd>{bank.accountName}</dd>
          <dt className="text-fg-muted">{t('bank.accountNumber')}</dt>
          <dd className="font-mono tabular-nums">{bank.accountNumber}</dd>
        </dl>
        <p className="mt-2 text-xs text-fg-muted">{t('deposit.bankHelp')}</p>
      </div>
      <AmountField value={amount.text} onChange={amount.setText} error={amount.error} limits={methods.limits} presets={PRESETS} testId="deposit-bank-amount" />
      <TextField
        label={t('form.reference')}
        value={reference}
        maxLength={64}
        onChange={(e) => setReference(e.target.value)}
        onBlur={() => setRefTouched(true)}
        error={refError}
        hint={t('form.referenceHint')}
        data-testid="deposit-reference"
      />
      <FormMessage error={create.error} success={done} />
      <Button type="submit" size="lg" block busy={create.isPending} data-testid="deposit-bank-submit">
        {t('deposit.bankSubmit')}
      </Button>
    </form>
  );
}

/** After the hosted page: follows the deposit until the gateway's callback settles it. */
function ReturnBanner({ depositId, gatewayStatus }: { depositId: string; gatewayStatus: string | null }) {
  const { t } = useTranslation('wallet');
  const money = useMoney();
  const client = useQueryClient();
  const q = useDeposit(depositId);
  const status = q.data?.status;
  useEffect(() => {
    if (status && status !== 'PENDING') {
      void client.invalidateQueries({ queryKey: ['payments', 'deposits'] });
      void client.invalidateQueries({ queryKey: ['members', 'me'] });
      void client.invalidateQueries({ queryKey: ['wallet'] });
    }
  }, [status, client]);
  if (q.error) return <FormMessage error={q.error} />;
  // The gateway's own answer on the way back: a cancelled or declined payment is final even
  // while its callback (which settles the deposit here) is still on its way.
  const gatewayGaveUp = gatewayStatus === 'CANCELLED' || gatewayStatus === 'FAILED';
  const shown = status === 'PENDING' && gatewayGaveUp ? gatewayStatus : status;
  const waiting = !shown || shown === 'PENDING';
  const tone = shown === 'CREDITED' ? 'border-success/40 bg-success/10' : waiting ? 'border-line bg-sunken' : 'border-danger/40 bg-danger/10';
  return (
    <div className={`flex items-center gap-3 rounded-card border p-4 ${tone}`} role="status" data-testid="deposit-return" data-status={shown ?? 'LOADING'}>
      {waiting && <Spinner size="sm" />}
      <div className="min-w-0 flex-1 text-sm">
        <p className="font-semibold">
          {waiting
            ? gatewayStatus === 'PAID'
              ? t('deposit.return.waiting')
              : t('deposit.return.pending')
            : shown === 'CREDITED'
              ? t('deposit.return.credited', { amount: money(q.data?.amount ?? 0) })
              : shown === 'CANCELLED'
                ? t('deposit.return.cancelled')
                : t('deposit.return.notPaid')}
        </p>
      </div>
      {shown && <StatusBadge status={shown} />}
    </div>
  );
}

function DepositRecords() {
  const { t } = useTranslation('wallet');
  const money = useMoney();
  const [page, setPage] = useState(1);
  const q = useDeposits(page);
  const data = q.data;
  const totalPages = data ? Math.max(1, Math.ceil(data.total / PAGE_SIZE)) : 1;
  return (
    <Card title={t('deposit.records')} testId="deposit-records">
      <ListState isPending={q.isPending} error={q.error} isEmpty={!data?.items.length}>
        <ul className="divide-y divide-line">
          {data?.items.map((d) => (
            <li key={d.id} className="flex flex-wrap items-center gap-x-4 gap-y-1 py-3" data-testid="deposit-row" data-status={d.status}>
              <div className="min-w-0 flex-1">
                <p className="flex flex-wrap items-center gap-2">
                  <span className="font-semibold tabular-nums">{money(d.amount)}</span>
                  <StatusBadge status={d.status} />
                </p>
                <p className="text-xs text-fg-muted">
                  {t(`method.${d.method}`)} · <span className="tabular-nums whitespace-nowrap">{formatDateTime(d.createdAt)}</span>
                  {d.reference ? ` · ${d.reference}` : ''}
                </p>
                {d.note && d.status === 'REJECTED' && <p className="text-xs text-danger">{d.note}</p>}
              </div>
            </li>
          ))}
        </ul>
        <Pager page={page} totalPages={totalPages} onChange={setPage} label={t('pagerLabel')} />
      </ListState>
    </Card>
  );
}
