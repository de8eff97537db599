import { DEPOSIT_METHODS, DEPOSIT_STATUSES, WITHDRAWAL_STATUSES } from '@app/contracts';
import type { z } from 'zod';
import type { OperatorBulkResult, OperatorDepositListSchema, OperatorWithdrawalListSchema } from '@app/contracts';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { useBlobUrl } from '../components/auth-image.tsx';
import { ConfirmDialog, useSectionErrorText } from '../components/confirm.tsx';
import { DataTable, type Column } from '../components/data-table.tsx';
import { Badge, Button, Empty, ErrorState, Field, Input, PageHeader, Pager, Select, Spinner, statusTone, useErrorText } from '../components/ui.tsx';
import { call } from '../lib/api.ts';
import { dateTime, money, parseBaht } from '../lib/format.ts';

type Deposit = z.infer<typeof OperatorDepositListSchema>['items'][number];
type Withdrawal = z.infer<typeof OperatorWithdrawalListSchema>['items'][number];
type Tab = 'deposits' | 'withdrawals' | 'disputes';
type Row = Deposit | Withdrawal;
const PAGE_SIZE = 50;
const TABS: Tab[] = ['deposits', 'withdrawals', 'disputes'];

/** Reason prompt for a rejection (required by the API). */
function RejectForm({ onSubmit, onCancel, busy }: { onSubmit: (reason: string) => void; onCancel: () => void; busy: boolean }) {
  const { t } = useTranslation();
  const [reason, setReason] = useState('');
  return (
    <form
      className="flex items-center gap-1"
      onSubmit={(e) => {
        e.preventDefault();
        if (reason.trim()) onSubmit(reason.trim());
      }}
    >
      <Input className="w-44" placeholder={t('payments.reason')} aria-label={t('payments.reason')} value={reason} onChange={(e) => setReason(e.target.value)} autoFocus data-testid="reject-reason" />
      <Button tone="danger" type="submit" disabled={busy || !reason.trim()} data-testid="reject-confirm">
        {t('payments.reject')}
      </Button>
      <Button tone="ghost" onClick={onCancel}>
        {t('action.cancel')}
      </Button>
    </form>
  );
}

/** One proof image of a withdrawal, fetched with the operator's token. */
function ProofImage({ withdrawalId, proofId }: { withdrawalId: string; proofId: string }) {
  const { t } = useTranslation();
  const { url, error } = useBlobUrl(`/operator/payments/withdrawals/${withdrawalId}/proofs/${proofId}`);
  if (error) return <p className="text-sm text-danger">{t('paymentsExtra.proofFailed')}</p>;
  if (!url) return <Spinner />;
  return (
    <a href={url} target="_blank" rel="noreferrer">
      <img src={url} alt={t('paymentsExtra.proofAlt', { id: proofId })} className="max-h-80 w-full rounded-lg border border-line object-contain" data-testid="proof-image" />
    </a>
  );
}

const RISK_TONE: Record<string, 'warn' | 'bad' | 'muted'> = {
  FIRST_DEPOSIT: 'muted',
  FIRST_WITHDRAWAL: 'muted',
  LARGE_AMOUNT: 'warn',
  EXCLUDED: 'bad',
  KYC_PENDING: 'warn',
  KYC_REQUIRED: 'bad',
  KYC_REJECTED: 'bad',
};

/** yyyy-MM-dd (the operator's own calendar day) → the instant it starts, for the API's time range. */
const dayStart = (day: string, plusDays = 0) => {
  const d = new Date(`${day}T00:00:00`);
  d.setDate(d.getDate() + plusDays);
  return d.toISOString();
};

/**
 * Deposit and withdrawal queues, and disputed withdrawals (the member answered "not received"; deposits
 * have no such state): filters, risk flags, proofs, one-by-one decisions and bulk approve / reject with a
 * confirmation and the server's per-item outcome.
 */
export function PaymentsPage() {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const bulkErrorText = useSectionErrorText('bulk');
  const [params, setParams] = useSearchParams();
  const tab: Tab = TABS.includes(params.get('tab') as Tab) ? (params.get('tab') as Tab) : 'deposits';
  const kind = tab === 'deposits' ? 'deposits' : 'withdrawals';
  const status = params.get('status') ?? (tab === 'disputes' ? 'ALL' : 'PENDING');
  const method = params.get('method') ?? '';
  const member = params.get('member') ?? '';
  const minAmount = params.get('min') ?? '';
  const maxAmount = params.get('max') ?? '';
  const fromDay = params.get('from') ?? '';
  const toDay = params.get('to') ?? '';
  const page = Number(params.get('page') ?? 1) || 1;
  const [selected, setSelected] = useState<Set<string>>(new Set());
  const [rejecting, setRejecting] = useState<string | null>(null);
  const [proofsOf, setProofsOf] = useState<Withdrawal | null>(null);
  const [notice, setNotice] = useState<{ tone: 'ok' | 'bad'; text: string } | null>(null);
  const [bulkAsk, setBulkAsk] = useState<{ action: 'approve' | 'reject'; ids: string[]; requestId: string } | null>(null);
  const [bulkReason, setBulkReason] = useState('');
  const [bulkResult, setBulkResult] = useState<OperatorBulkResult | null>(null);
  const [memberDraft, setMemberDraft] = useState(member);
  const client = useQueryClient();

  const set = (patch: Record<string, string>) => {
    const next = new URLSearchParams(params);
    for (const [k, v] of Object.entries(patch)) {
      if (v) next.set(k, v);
      else next.delete(k);
    }
    if (!('page' in patch)) next.delete('page');
    setSelected(new Set());
    setParams(next, { replace: true });
  };

  const minMinor = minAmount ? parseBaht(minAmount) : null;
  const maxMinor = maxAmount ? parseBaht(maxAmount) : null;
  const query = {
    status: status === 'ALL' ? undefined : status,
    method: kind === 'deposits' ? method || undefined : undefined,
    dispute: tab === 'disputes' ? 'true' : undefined,
    member: member || undefined,
    minAmount: minMinor ?? undefined,
    maxAmount: maxMinor ?? undefined,
    from: fromDay ? dayStart(fromDay) : undefined,
    to: toDay ? dayStart(toDay, 1) : undefined,
    page,
    pageSize: PAGE_SIZE,
  };
  const list = useQuery({
    queryKey: ['payments', kind, query],
    queryFn: ({ signal }) => call<{ items: Row[]; total: number }>(`/operator/payments/${kind}`, { query, signal }),
    // Keep the rows while a filter changes, never across deposits / withdrawals (their columns differ).
    placeholderData: (previous, previousQuery) => (previousQuery?.queryKey[1] === kind ? keepPreviousData(previous) : undefined),
    refetchInterval: 30_000,
  });

  const decide = useMutation({
    mutationFn: ({ id, decision, reason }: { id: string; decision: 'approve' | 'reject'; reason?: string }) =>
      call(`/operator/payments/${kind}/${id}/${decision}`, { method: 'POST', body: reason ? { reason } : {} }),
    onSuccess: (_data, v) => {
      setNotice({ tone: 'ok', text: t(v.decision === 'approve' ? 'payments.approvedOne' : 'payments.rejectedOne', { id: v.id }) });
      setRejecting(null);
    },
    onError: (err) => setNotice({ tone: 'bad', text: errorText(err) }),
    onSettled: () => client.invalidateQueries({ queryKey: ['payments', kind] }),
  });

  // One request for the ticked rows; the server decides each through the single-item path and answers per item.
  // The request id is made when the dialog opens, so pressing confirm again after a lost answer is a safe retry.
  const bulk = useMutation({
    mutationFn: (ask: { action: 'approve' | 'reject'; ids: string[]; requestId: string; reason?: string }) =>
      call<OperatorBulkResult>(`/operator/payments/${kind}/bulk`, { method: 'POST', body: { ids: ask.ids, action: ask.action, requestId: ask.requestId, ...(ask.reason ? { reason: ask.reason } : {}) } }),
    onSuccess: (result) => {
      setBulkResult(result);
      setBulkAsk(null);
      setBulkReason('');
      setSelected(new Set());
    },
    onSettled: () => client.invalidateQueries({ queryKey: ['payments', kind] }),
  });

  const columns = useMemo<Column<Row>[]>(() => {
    const base: Column<Row>[] = [
      { id: 'id', header: t('payments.col.id'), cell: (r) => <span className="tabular-nums">{r.id}</span> },
      { id: 'member', header: t('payments.col.member'), cell: (r) => <bdi className="font-medium">{r.username}</bdi> },
      { id: 'amount', header: t('payments.col.amount'), numeric: true, cell: (r) => money(r.amount, r.currency) },
      {
        id: 'risk',
        header: t('paymentsExtra.col.risk'),
        cell: (r) =>
          r.riskFlags.length ? (
            <span className="flex flex-wrap gap-1" data-testid="risk-flags">
              {r.riskFlags.map((f) => (
                <Badge key={f} tone={RISK_TONE[f] ?? 'muted'}>
                  {t(`paymentsExtra.risk.${f}`)}
                </Badge>
              ))}
            </span>
          ) : (
            '–'
          ),
      },
    ];
    const specific: Column<Row>[] =
      kind === 'deposits'
        ? [
            { id: 'method', header: t('payments.col.method'), cell: (r) => t(`payments.method.${(r as Deposit).method}`) },
            { id: 'reference', header: t('payments.col.reference'), cell: (r) => (r as Deposit).reference ?? (r as Deposit).gatewayOrderId ?? '–' },
          ]
        : [
            { id: 'bank', header: t('payments.col.bank'), cell: (r) => `${(r as Withdrawal).bankName} · ${(r as Withdrawal).accountName}` },
            { id: 'account', header: t('payments.col.account'), cell: (r) => <span className="tabular-nums">{(r as Withdrawal).accountNumber}</span> },
            {
              id: 'proofs',
              header: t('paymentsExtra.col.proofs'),
              cell: (r) => {
                const w = r as Withdrawal;
                if (!w.proofIds.length && !w.memberNote) return '–';
                return (
                  <Button tone="ghost" onClick={() => setProofsOf(w)} data-testid="open-proofs">
                    {t('paymentsExtra.viewProofs', { count: w.proofIds.length })}
                  </Button>
                );
              },
            },
          ];
    return [
      ...base,
      ...specific,
      { id: 'status', header: t('payments.col.status'), cell: (r) => <Badge tone={statusTone(r.status)} testId="row-status">{t(`status.${r.status}`, { defaultValue: r.status })}</Badge> },
      { id: 'created', header: t('payments.col.created'), cell: (r) => <span className="tabular-nums">{dateTime(r.createdAt)}</span> },
      {
        id: 'actions',
        pinned: true,
        header: t('payments.col.actions'),
        cell: (r) => {
          if (r.status !== 'PENDING' || (kind === 'deposits' && (r as Deposit).method !== 'BANK_TRANSFER')) return null;
          if (rejecting === r.id) return <RejectForm busy={decide.isPending} onCancel={() => setRejecting(null)} onSubmit={(reason) => decide.mutate({ id: r.id, decision: 'reject', reason })} />;
          return (
            <span className="flex gap-1">
              <Button tone="primary" disabled={decide.isPending} onClick={() => decide.mutate({ id: r.id, decision: 'approve' })} data-testid="approve">
                {t('payments.approve')}
              </Button>
              <Button tone="ghost" onClick={() => setRejecting(r.id)} data-testid="reject">
                {t('payments.reject')}
              </Button>
            </span>
          );
        },
      },
    ];
  }, [t, kind, rejecting, decide, setRejecting, setProofsOf]);

  const statuses = kind === 'deposits' ? DEPOSIT_STATUSES : tab === 'disputes' ? (['NOT_RECEIVED', 'PARTIALLY_RECEIVED'] as const) : WITHDRAWAL_STATUSES;
  const rows = list.data?.items ?? [];
  const amountInvalid = (minAmount !== '' && minMinor === null) || (maxAmount !== '' && maxMinor === null);
  const openBulk = (action: 'approve' | 'reject') => {
    bulk.reset();
    setBulkReason('');
    setBulkAsk({ action, ids: [...selected], requestId: crypto.randomUUID() });
  };
  return (
    <div data-testid={`payments-${tab}`}>
      <PageHeader title={t('nav.payments')} />
      <div role="tablist" className="mb-3 flex gap-1 overflow-x-auto border-b border-line">
        {TABS.map((k) => (
          <button
            key={k}
            role="tab"
            type="button"
            aria-selected={tab === k}
            className={`-mb-px border-b-2 px-3 py-2 text-sm font-semibold whitespace-nowrap ${tab === k ? 'border-primary text-primary' : 'border-transparent text-fg-secondary hover:text-fg'}`}
            onClick={() => {
              setBulkResult(null);
              set({ tab: k === 'deposits' ? '' : k, status: '', method: '' });
            }}
            data-testid={`tab-${k}`}
          >
            {k === 'disputes' ? t('paymentsExtra.disputes') : t(`payments.${k}`)}
          </button>
        ))}
      </div>
      {tab === 'disputes' && <p className="mb-3 text-sm text-fg-secondary">{t('paymentsExtra.disputesHint')}</p>}
      <div className="mb-3 grid grid-cols-2 items-end gap-3 sm:flex sm:flex-wrap">
        <Field label={t('payments.filterStatus')}>
          <Select value={status} onChange={(e) => set({ status: e.target.value === (tab === 'disputes' ? 'ALL' : 'PENDING') ? '' : e.target.value })} data-testid="filter-status">
            <option value="ALL">{t('payments.all')}</option>
            {statuses.map((s) => (
              <option key={s} value={s}>
                {t(`status.${s}`)}
              </option>
            ))}
          </Select>
        </Field>
        {kind === 'deposits' && (
          <Field label={t('payments.filterMethod')}>
            <Select value={method} onChange={(e) => set({ method: e.target.value })} data-testid="filter-method">
              <option value="">{t('payments.all')}</option>
              {DEPOSIT_METHODS.map((m) => (
                <option key={m} value={m}>
                  {t(`payments.method.${m}`)}
                </option>
              ))}
            </Select>
          </Field>
        )}
        <Field label={t('paymentsExtra.filter.member')}>
          <form
            onSubmit={(e) => {
              e.preventDefault();
              set({ member: memberDraft.trim() });
            }}
          >
            <Input className="w-full sm:w-40" value={memberDraft} placeholder={t('paymentsExtra.filter.memberHint')} onChange={(e) => setMemberDraft(e.target.value)} onBlur={() => memberDraft.trim() !== member && set({ member: memberDraft.trim() })} data-testid="filter-member" />
          </form>
        </Field>
        <Field label={t('paymentsExtra.filter.minAmount')}>
          <Input className="w-full sm:w-28" inputMode="decimal" defaultValue={minAmount} key={`min-${minAmount}`} onBlur={(e) => e.target.value.trim() !== minAmount && set({ min: e.target.value.trim() })} data-testid="filter-min" />
        </Field>
        <Field label={t('paymentsExtra.filter.maxAmount')}>
          <Input className="w-full sm:w-28" inputMode="decimal" defaultValue={maxAmount} key={`max-${maxAmount}`} onBlur={(e) => e.target.value.trim() !== maxAmount && set({ max: e.target.value.trim() })} data-testid="filter-max" />
        </Field>
        <Field label={t('paymentsExtra.filter.from')}>
          <Input type="date" value={fromDay} max={toDay || undefined} onChange={(e) => set({ from: e.target.value })} data-testid="filter-from" />
        </Field>
        <Field label={t('paymentsExtra.filter.to')}>
          <Input type="date" value={toDay} min={fromDay || undefined} onChange={(e) => set({ to: e.target.value })} data-testid="filter-to" />
        </Field>
        {(member || minAmount || maxAmount || fromDay || toDay) && (
          <Button
            tone="ghost"
            onClick={() => {
              setMemberDraft('');
              set({ member: '', min: '', max: '', from: '', to: '' });
            }}
            data-testid="filter-clear"
          >
            {t('paymentsExtra.filter.clear')}
          </Button>
        )}
      </div>
      {amountInvalid && (
        <p className="mb-3 text-sm text-danger" role="alert">
          {t('paymentsExtra.filter.amountInvalid')}
        </p>
      )}
      {selected.size > 0 && (
        <div className="sticky top-0 z-10 mb-3 flex flex-wrap items-center gap-2 rounded-xl border border-primary/40 bg-elevated p-3 shadow-card" role="region" aria-label={t('bulk.bar')} data-testid="bulk-bar">
          <span className="text-sm font-semibold">{t('bulk.selected', { count: selected.size })}</span>
          <span className="ms-auto flex gap-2">
            <Button tone="ghost" onClick={() => setSelected(new Set())} data-testid="bulk-clear">
              {t('bulk.clear')}
            </Button>
            <Button tone="danger" onClick={() => openBulk('reject')} data-testid="bulk-reject">
              {t('bulk.reject', { count: selected.size })}
            </Button>
            <Button tone="primary" onClick={() => openBulk('approve')} data-testid="bulk-approve">
              {t('bulk.approve', { count: selected.size })}
            </Button>
          </span>
        </div>
      )}
      {notice && (
        <p className={`mb-3 rounded-lg p-3 text-sm ${notice.tone === 'ok' ? 'bg-success/15 text-success' : 'bg-danger/15 text-danger'}`} role="status" data-testid="payments-notice">
          {notice.text}
        </p>
      )}
      {bulkResult && (
        <section className="mb-3 rounded-xl border border-line bg-elevated p-3" aria-live="polite" data-testid="bulk-result">
          <div className="mb-2 flex items-center gap-2">
            <h2 className="text-sm font-bold">{t(bulkResult.action === 'approve' ? 'bulk.resultApproved' : 'bulk.resultRejected', { ok: bulkResult.succeeded, failed: bulkResult.failed })}</h2>
            <Button tone="ghost" className="ms-auto" onClick={() => setBulkResult(null)}>
              {t('bulk.dismiss')}
            </Button>
          </div>
          <ul className="grid gap-1 text-sm">
            {bulkResult.results.map((r) => (
              <li key={r.id} className="flex flex-wrap items-center gap-2" data-testid="bulk-item" data-id={r.id} data-ok={r.ok}>
                <Badge tone={r.ok ? 'ok' : 'bad'}>{r.ok ? t('bulk.itemOk') : t('bulk.itemFailed')}</Badge>
                <span className="tabular-nums">{r.id}</span>
                {r.status && <span className="text-fg-secondary">{t(`status.${r.status}`, { defaultValue: r.status })}</span>}
                {!r.ok && <span className="text-danger">{t(`bulk.code.${r.code ?? 'OTHER'}`, { defaultValue: r.message ?? t('bulk.code.OTHER') })}</span>}
              </li>
            ))}
          </ul>
        </section>
      )}
      {list.isPending ? (
        <Spinner />
      ) : list.error && !list.data ? (
        <ErrorState error={list.error} onRetry={() => void list.refetch()} />
      ) : !rows.length ? (
        <Empty>{tab === 'disputes' ? t('paymentsExtra.noDisputes') : t('payments.empty')}</Empty>
      ) : (
        <div className="grid gap-3">
          <DataTable
            columns={columns}
            rows={rows}
            rowKey={(r) => r.id}
            label={tab === 'disputes' ? t('paymentsExtra.disputes') : t(`payments.${kind}`)}
            selectable={(r) => r.status === 'PENDING' && (kind === 'withdrawals' || (r as Deposit).method === 'BANK_TRANSFER')}
            selected={selected}
            onSelect={setSelected}
          />
          <Pager page={page} pageSize={PAGE_SIZE} total={list.data?.total ?? 0} onPage={(p) => set({ page: String(p) })} />
        </div>
      )}
      <ConfirmDialog
        open={bulkAsk !== null}
        title={bulkAsk?.action === 'reject' ? t('bulk.confirmRejectTitle', { count: bulkAsk.ids.length }) : t('bulk.confirmApproveTitle', { count: bulkAsk?.ids.length ?? 0 })}
        text={
          bulkAsk && (
            <>
              <p>{t(kind === 'deposits' ? 'bulk.confirmDeposits' : 'bulk.confirmWithdrawals', { total: money(rows.filter((r) => bulkAsk.ids.includes(r.id)).reduce((a, r) => a + r.amount, 0), rows[0]?.currency) })}</p>
              <p className="mt-1 text-xs tabular-nums">{bulkAsk.ids.join(', ')}</p>
            </>
          )
        }
        confirmLabel={bulkAsk?.action === 'reject' ? t('payments.reject') : t('payments.approve')}
        tone={bulkAsk?.action === 'reject' ? 'danger' : 'primary'}
        busy={bulk.isPending}
        error={bulk.error ? bulkErrorText(bulk.error) : null}
        canConfirm={bulkAsk?.action !== 'reject' || bulkReason.trim().length > 0}
        onConfirm={() => bulkAsk && bulk.mutate({ ...bulkAsk, reason: bulkAsk.action === 'reject' ? bulkReason.trim() : undefined })}
        onCancel={() => setBulkAsk(null)}
        testId="bulk-confirm"
      >
        {bulkAsk?.action === 'reject' && (
          <Field label={t('payments.reason')}>
            <Input value={bulkReason} onChange={(e) => setBulkReason(e.target.value)} maxLength={500} data-testid="bulk-reason" />
          </Field>
        )}
      </ConfirmDialog>
      <ConfirmDialog
        open={proofsOf !== null}
        title={t('paymentsExtra.proofsTitle', { id: proofsOf?.id ?? '' })}
        text={proofsOf?.memberNote ? t('paymentsExtra.memberNote', { note: proofsOf.memberNote }) : undefined}
        confirmLabel={t('paymentsExtra.close')}
        onConfirm={() => setProofsOf(null)}
        onCancel={() => setProofsOf(null)}
        testId="proofs-dialog"
      >
        <div className="grid max-h-[60vh] gap-2 overflow-y-auto">
          {proofsOf?.proofIds.map((p) => <ProofImage key={p} withdrawalId={proofsOf.id} proofId={p} />)}
        </div>
      </ConfirmDialog>
    </div>
  );
}
