import { DEPOSIT_METHODS, DEPOSIT_STATUSES, WITHDRAWAL_STATUSES } from '@app/contracts';
import type { z } from 'zod';
import type { OperatorDepositListSchema, OperatorWithdrawalListSchema } from '@app/contracts';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { DataTable, type Column } from '../components/data-table.tsx';
import { Badge, Button, Empty, ErrorState, Field, Input, PageHeader, Pager, Select, Spinner, statusTone, useErrorText } from '../components/ui.tsx';
import { call } from '../lib/api.ts';
import { dateTime, money } from '../lib/format.ts';

type Deposit = z.infer<typeof OperatorDepositListSchema>['items'][number];
type Withdrawal = z.infer<typeof OperatorWithdrawalListSchema>['items'][number];
type Kind = 'deposits' | 'withdrawals';
const PAGE_SIZE = 50;

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

/** Deposit and withdrawal queues: filters by status (and method), approve / reject one, approve the ticked ones. */
export function PaymentsPage() {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const [params, setParams] = useSearchParams();
  const kind: Kind = params.get('tab') === 'withdrawals' ? 'withdrawals' : 'deposits';
  const status = params.get('status') ?? 'PENDING';
  const method = params.get('method') ?? '';
  const page = Number(params.get('page') ?? 1) || 1;
  const [selected, setSelected] = useState<Set<string>>(new Set());
  const [rejecting, setRejecting] = useState<string | null>(null);
  const [notice, setNotice] = useState<{ tone: 'ok' | 'bad'; text: string } | null>(null);
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

  const key = ['payments', kind, status, method, page] as const;
  const list = useQuery({
    queryKey: key,
    queryFn: ({ signal }) =>
      call<{ items: (Deposit | Withdrawal)[]; total: number }>(`/operator/payments/${kind}`, {
        query: { status: status === 'ALL' ? undefined : status, method: kind === 'deposits' ? method : undefined, page, pageSize: PAGE_SIZE },
        signal,
      }),
    placeholderData: keepPreviousData,
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

  const bulk = useMutation({
    mutationFn: async (ids: string[]) => {
      let ok = 0;
      const failed: string[] = [];
      // One after another: each approval moves money and is audited on its own.
      for (const id of ids) {
        try {
          await call(`/operator/payments/${kind}/${id}/approve`, { method: 'POST', body: {} });
          ok += 1;
        } catch {
          failed.push(id);
        }
      }
      return { ok, failed };
    },
    onSuccess: ({ ok, failed }) => {
      setSelected(new Set());
      setNotice(failed.length ? { tone: 'bad', text: t('payments.bulkPartial', { ok, failed: failed.length, ids: failed.join(', ') }) } : { tone: 'ok', text: t('payments.bulkDone', { count: ok }) });
    },
    onSettled: () => client.invalidateQueries({ queryKey: ['payments', kind] }),
  });

  const columns = useMemo<Column<Deposit | Withdrawal>[]>(() => {
    const base: Column<Deposit | Withdrawal>[] = [
      { id: 'id', header: t('payments.col.id'), cell: (r) => <span className="tabular-nums">{r.id}</span> },
      { id: 'member', header: t('payments.col.member'), cell: (r) => <bdi className="font-medium">{r.username}</bdi> },
      { id: 'amount', header: t('payments.col.amount'), numeric: true, cell: (r) => money(r.amount, r.currency) },
    ];
    const specific: Column<Deposit | Withdrawal>[] =
      kind === 'deposits'
        ? [
            { id: 'method', header: t('payments.col.method'), cell: (r) => t(`payments.method.${(r as Deposit).method}`) },
            { id: 'reference', header: t('payments.col.reference'), cell: (r) => (r as Deposit).reference ?? (r as Deposit).gatewayOrderId ?? '–' },
          ]
        : [
            { id: 'bank', header: t('payments.col.bank'), cell: (r) => `${(r as Withdrawal).bankName} · ${(r as Withdrawal).accountName}` },
            { id: 'account', header: t('payments.col.account'), cell: (r) => <span className="tabular-nums">{(r as Withdrawal).accountNumber}</span> },
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
  }, [t, kind, rejecting, decide]);

  const statuses = kind === 'deposits' ? DEPOSIT_STATUSES : WITHDRAWAL_STATUSES;
  const rows = list.data?.items ?? [];
  return (
    <div data-testid={`payments-${kind}`}>
      <PageHeader title={t('nav.payments')} />
      <div role="tablist" className="mb-3 flex gap-1 border-b border-line">
        {(['deposits', 'withdrawals'] as const).map((k) => (
          <button
            key={k}
            role="tab"
            type="button"
            aria-selected={kind === k}
            className={`-mb-px border-b-2 px-3 py-2 text-sm font-semibold ${kind === k ? 'border-primary text-primary' : 'border-transparent text-fg-secondary hover:text-fg'}`}
            onClick={() => set({ tab: k === 'deposits' ? '' : k, status: '', method: '' })}
            data-testid={`tab-${k}`}
          >
            {t(`payments.${k}`)}
          </button>
        ))}
      </div>
      <div className="mb-3 flex flex-wrap items-end gap-3">
        <Field label={t('payments.filterStatus')}>
          <Select value={status} onChange={(e) => set({ status: e.target.value === 'PENDING' ? '' : e.target.value })} data-testid="filter-status">
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
        <Button tone="primary" className="ms-auto" disabled={!selected.size || bulk.isPending} onClick={() => bulk.mutate([...selected])} data-testid="bulk-approve">
          {t('payments.bulkApprove', { count: selected.size })}
        </Button>
      </div>
      {notice && (
        <p className={`mb-3 rounded-lg p-3 text-sm ${notice.tone === 'ok' ? 'bg-success/15 text-success' : 'bg-danger/15 text-danger'}`} role="status" data-testid="payments-notice">
          {notice.text}
        </p>
      )}
      {list.isPending ? (
        <Spinner />
      ) : list.error && !list.data ? (
        <ErrorState error={list.error} onRetry={() => void list.refetch()} />
      ) : !rows.length ? (
        <Empty>{t('payments.empty')}</Empty>
      ) : (
        <div className="grid gap-3">
          <DataTable
            columns={columns}
            rows={rows}
            rowKey={(r) => r.id}
            label={t(`payments.${kind}`)}
            selectable={(r) => r.status === 'PENDING' && (kind === 'withdrawals' || (r as Deposit).method === 'BANK_TRANSFER')}
            selected={selected}
            onSelect={setSelected}
          />
          <Pager page={page} pageSize={PAGE_SIZE} total={list.data?.total ?? 0} onPage={(p) => set({ page: String(p) })} />
        </div>
      )}
    </div>
  );
}
