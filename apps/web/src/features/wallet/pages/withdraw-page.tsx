import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Button, buttonClass } from '../../../components/button.tsx';
import { TextField } from '../../../components/form/text-field.tsx';
import { Pager } from '../../../components/pager.tsx';
import { Spinner } from '../../../components/spinner.tsx';
import { formatDateTime } from '../../../lib/format.ts';
import { memberPath } from '../../../lib/member-pages.ts';
import { useSession } from '../../../lib/session.ts';
import { useBankAccount } from '../api/get-bank-account.ts';
import { useBanks } from '../api/get-banks.ts';
import { useWithdrawals, WITHDRAWALS_PAGE_SIZE } from '../api/get-withdrawals.ts';
import { useCreateWithdrawal } from '../api/post-withdrawal.ts';
import { useBindBankAccount } from '../api/put-bank-account.ts';
import { AmountField } from '../components/amount-field.tsx';
import { BalanceStrip } from '../components/balance-strip.tsx';
import { BankSelect } from '../components/bank-select.tsx';
import { ConfirmReceipt } from '../components/confirm-receipt.tsx';
import { ProofThumbs } from '../components/proof-thumbs.tsx';
import { Card, FormMessage, ListState } from '../components/section.tsx';
import { StatusBadge } from '../components/status-badge.tsx';
import { useMoney } from '../../site/hooks/use-money.ts';
import { PaymentPasswordField } from '../components/payment-password-field.tsx';
import { usePaymentRequestForm } from '../hooks/use-payment-request-form.ts';

/** SPEC §2.7 withdraw: bound bank account and payment password required; records with the receipt confirmation of §4. */
export function WithdrawPage() {
  const { t } = useTranslation('wallet');
  const hasPaymentPassword = useSession((s) => s.member?.hasPaymentPassword ?? true);
  const bank = useBankAccount();
  const [editing, setEditing] = useState(false);

  return (
    <div className="grid gap-4" data-testid="withdraw-page">
      <Card title={t('withdraw.title')}>
        <BalanceStrip />
        {!hasPaymentPassword ? (
          <div className="grid gap-3 rounded-xl border border-warning/40 bg-warning/10 p-4 text-sm" data-testid="need-payment-password">
            <p>{t('withdraw.needPaymentPassword')}</p>
            <Link to={memberPath('securityCenter')} className={`${buttonClass({ size: 'sm' })} w-fit`}>
              {t('withdraw.goSecurity')}
            </Link>
          </div>
        ) : bank.isPending ? (
          <div className="grid place-items-center py-8">
            <Spinner />
          </div>
        ) : bank.error ? (
          <FormMessage error={bank.error} />
        ) : !bank.data?.bankAccount || editing ? (
          <BindBankForm onDone={() => setEditing(false)} canCancel={Boolean(bank.data?.bankAccount)} />
        ) : (
          <>
            <div className="flex items-center justify-between gap-3 rounded-xl border border-line p-3" data-testid="bound-bank">
              <div className="min-w-0 text-sm">
                <p className="text-xs text-fg-muted">{t('withdraw.toAccount')}</p>
                <p className="truncate font-semibold">
                  {bank.data.bankAccount.bankName} · <span className="font-mono">{bank.data.bankAccount.accountNumberMasked}</span>
                </p>
                <p className="truncate text-xs text-fg-secondary">{bank.data.bankAccount.accountName}</p>
              </div>
              <Button variant="ghost" size="sm" onClick={() => setEditing(true)} data-testid="bank-change">
                {t('bank.change')}
              </Button>
            </div>
            <WithdrawForm limits={bank.data.withdrawalLimits} />
          </>
        )}
      </Card>
      <WithdrawalRecords />
    </div>
  );
}

function BindBankForm({ onDone, canCancel }: { onDone: () => void; canCancel: boolean }) {
  const { t } = useTranslation('wallet');
  const bind = useBindBankAccount();
  const banksQuery = useBanks();
  const banks = banksQuery.data?.banks ?? [];
  const [form, setForm] = useState({ bankName: '', accountName: '', accountNumber: '', paymentPassword: '' });
  const [touched, setTouched] = useState(false);
  const errors = {
    bankName: form.bankName.trim().length < 2 ? t('bank.bankNameRequired') : undefined,
    accountName: form.accountName.trim().length < 2 ? t('bank.accountNameRequired') : undefined,
    accountNumber: /^[0-9]{6,20}$/.test(form.accountNumber.trim()) ? undefined : t('bank.accountNumberInvalid'),
    paymentPassword: form.paymentPassword ? undefined : t('form.paymentPasswordRequired'),
  };
  const field = (key: keyof typeof form) => ({
    value: form[key],
    onChange: (e: { target: { value: string } }) => setForm((f) => ({ ...f, [key]: e.target.value })),
    error: touched ? errors[key] : undefined,
  });
  const submit = (e: FormEvent) => {
    e.preventDefault();
    setTouched(true);
    if (Object.values(errors).some(Boolean)) return;
    bind.mutate(
      { bankName: form.bankName.trim(), accountName: form.accountName.trim(), accountNumber: form.accountNumber.trim(), paymentPassword: form.paymentPassword },
      { onSuccess: onDone },
    );
  };
  return (
    <form className="grid gap-3" onSubmit={submit} noValidate data-testid="bind-bank-form">
      <p className="text-sm text-fg-secondary">{t('bank.intro')}</p>
      {banksQuery.isPending || banks.length > 0 ? (
        <BankSelect label={t('bank.bankName')} banks={banks} {...field('bankName')} />
      ) : (
        <TextField label={t('bank.bankName')} maxLength={64} autoComplete="off" {...field('bankName')} data-testid="bank-name" />
      )}
      <TextField label={t('bank.accountName')} maxLength={64} autoComplete="name" {...field('accountName')} data-testid="bank-account-name" />
      <TextField label={t('bank.accountNumber')} maxLength={20} inputMode="numeric" autoComplete="off" {...field('accountNumber')} data-testid="bank-account-number" />
      <TextField label={t('form.paymentPassword')} type="password" autoComplete="off" {...field('paymentPassword')} data-testid="bank-payment-password" />
      <FormMessage error={bind.error} />
      <div className="flex gap-2">
        <Button type="submit" busy={bind.isPending} className="flex-1" data-testid="bank-submit">
          {t('bank.bind')}
        </Button>
        {canCancel && (
          <Button variant="outline" onClick={onDone}>
            {t('form.cancel')}
          </Button>
        )}
      </div>
    </form>
  );
}

function WithdrawForm({ limits }: { limits: { min: number; max: number } }) {
  const { t } = useTranslation('wallet');
  const money = useMoney();
  const create = useCreateWithdrawal();
  const form = usePaymentRequestForm({
    checkAmount: (minor) => (minor === null || minor <= 0 ? t('form.amountInvalid') : minor < limits.min || minor > limits.max ? t('form.amountRange') : undefined),
    send: create.mutate,
    describeDone: (w) => t('withdraw.submitted', { amount: money(w.amount) }),
  });

  return (
    <form className="grid gap-3" onSubmit={form.submit} noValidate data-testid="withdraw-form">
      <AmountField {...form.amount} limits={limits} testId="withdraw-amount" />
      <PaymentPasswordField {...form.password} data-testid="withdraw-payment-password" />
      <p className="text-xs text-fg-muted">{t('withdraw.pendingNote')}</p>
      <FormMessage error={create.error} success={form.done} />
      <Button type="submit" size="lg" block busy={create.isPending} data-testid="withdraw-submit">
        {t('withdraw.submit')}
      </Button>
    </form>
  );
}

function WithdrawalRecords() {
  const { t } = useTranslation('wallet');
  const money = useMoney();
  const [page, setPage] = useState(1);
  const q = useWithdrawals(page);
  const data = q.data;
  const totalPages = data ? Math.max(1, Math.ceil(data.total / WITHDRAWALS_PAGE_SIZE)) : 1;
  return (
    <Card title={t('withdraw.records')} testId="withdraw-records">
      <ListState isPending={q.isPending} error={q.error} isEmpty={!data?.items.length}>
        <ul className="divide-y divide-line">
          {data?.items.map((w) => (
            <li key={w.id} className="py-3" data-testid="withdrawal-row" data-status={w.status} data-id={w.id}>
              <div className="flex flex-wrap items-center gap-x-4 gap-y-1">
                <div className="min-w-0 flex-1">
                  <p className="flex flex-wrap items-center gap-2">
                    <span className="font-semibold tabular-nums">{money(w.amount)}</span>
                    <StatusBadge status={w.status} />
                  </p>
                  <p className="text-xs text-fg-muted">
                    {w.bankName} <span className="font-mono">{w.accountNumberMasked}</span> · <span className="tabular-nums whitespace-nowrap">{formatDateTime(w.createdAt)}</span>
                  </p>
                  {w.rejectReason && <p className="text-xs text-danger">{w.rejectReason}</p>}
                  {w.status === 'PARTIALLY_RECEIVED' && w.receivedAmount !== null && (
                    <p className="text-xs text-fg-secondary">{t('withdraw.receivedAmount', { amount: money(w.receivedAmount) })}</p>
                  )}
                  <ProofThumbs withdrawalId={w.id} proofIds={w.proofIds} />
                </div>
              </div>
              {w.status === 'DISBURSED' && <ConfirmReceipt withdrawal={w} />}
            </li>
          ))}
        </ul>
        <Pager page={page} totalPages={totalPages} onChange={setPage} label={t('pagerLabel')} />
      </ListState>
    </Card>
  );
}
