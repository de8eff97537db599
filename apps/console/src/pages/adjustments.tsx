import { ADJUSTMENT_STATUSES, type Adjustment, type AdjustmentList } from '@app/contracts';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { DataTable, type Column } from '../components/data-table.tsx';
import { Badge, Button, Empty, ErrorState, Field, Input, PageHeader, Pager, Select, Spinner, statusTone, useErrorText } from '../components/ui.tsx';
import { call } from '../lib/api.ts';
import { dateTime, money } from '../lib/format.ts';
import { useSession } from '../lib/session.ts';

const PAGE_SIZE = 50;

/** Manual balance adjustments above the threshold wait here for a second operator (two-person rule). */
export function AdjustmentsPage() {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const me = useSession()?.operator.id;
  const client = useQueryClient();
  const [params, setParams] = useSearchParams();
  const status = params.get('status') ?? 'PENDING';
  const page = Number(params.get('page') ?? 1) || 1;
  const [rejecting, setRejecting] = useState<string | null>(null);
  const [reason, setReason] = useState('');
  const [notice, setNotice] = useState<{ ok: boolean; text: string } | null>(null);

  const list = useQuery({
    queryKey: ['adjustments', status, page],
    queryFn: ({ signal }) => call<AdjustmentList>('/operator/adjustments', { query: { status: status === 'ALL' ? undefined : status, page, pageSize: PAGE_SIZE }, signal }),
    placeholderData: keepPreviousData,
    refetchInterval: 30_000,
  });
  const decide = useMutation({
    mutationFn: ({ id, decision, why }: { id: string; decision: 'approve' | 'reject'; why?: string }) =>
      call<Adjustment>(`/operator/adjustments/${id}/${decision}`, { method: 'POST', body: why ? { reason: why } : {} }),
    onSuccess: (a, v) => {
      setRejecting(null);
      setReason('');
      setNotice({ ok: true, text: t(v.decision === 'approve' ? 'adjustments.approvedOne' : 'adjustments.rejectedOne', { amount: money(a.amount, a.currency), member: a.memberUsername }) });
    },
    onError: (err) => setNotice({ ok: false, text: errorText(err) }),
    onSettled: () => client.invalidateQueries({ queryKey: ['adjustments'] }),
  });

  const columns = useMemo<Column<Adjustment>[]>(
    () => [
      { id: 'created', header: t('payments.col.created'), cell: (a) => <span className="tabular-nums">{dateTime(a.createdAt)}</span> },
      {
        id: 'member',
        header: t('payments.col.member'),
        cell: (a) => (
          <Link to={`/members/${a.memberId}`} className="text-accent hover:underline">
            <bdi>{a.memberUsername}</bdi>
          </Link>
        ),
      },
      { id: 'amount', header: t('payments.col.amount'), numeric: true, cell: (a) => <span className={a.amount < 0 ? 'text-danger' : 'text-success'}>{money(a.amount, a.currency)}</span> },
      { id: 'reason', header: t('adjustments.reason'), cell: (a) => <span className="block max-w-xs truncate" title={a.reason}>{a.reason}</span> },
      { id: 'requestedBy', header: t('adjustments.requestedBy'), cell: (a) => <bdi>{a.requestedBy.username}</bdi> },
      { id: 'status', header: t('payments.col.status'), cell: (a) => <Badge tone={statusTone(a.status)} testId="row-status">{t(`status.${a.status}`)}</Badge> },
      { id: 'decidedBy', header: t('adjustments.decidedBy'), cell: (a) => (a.decidedBy ? <bdi>{a.decidedBy.username}</bdi> : '–') },
      {
        id: 'actions',
        pinned: true,
        header: t('payments.col.actions'),
        cell: (a) => {
          if (a.status !== 'PENDING') return null;
          if (a.requestedBy.id === me) return <span className="text-xs text-fg-muted" data-testid="needs-other">{t('adjustments.needsOther')}</span>;
          if (rejecting === a.id)
            return (
              <form
                className="flex gap-1"
                onSubmit={(e) => {
                  e.preventDefault();
                  if (reason.trim().length >= 3) decide.mutate({ id: a.id, decision: 'reject', why: reason.trim() });
                }}
              >
                <Input className="w-40" aria-label={t('payments.reason')} placeholder={t('payments.reason')} value={reason} onChange={(e) => setReason(e.target.value)} autoFocus data-testid="reject-reason" />
                <Button tone="danger" type="submit" disabled={reason.trim().length < 3 || decide.isPending} data-testid="reject-confirm">
                  {t('payments.reject')}
                </Button>
                <Button tone="ghost" onClick={() => setRejecting(null)}>
                  {t('action.cancel')}
                </Button>
              </form>
            );
          return (
            <span className="flex gap-1">
              <Button tone="primary" disabled={decide.isPending} onClick={() => decide.mutate({ id: a.id, decision: 'approve' })} data-testid="approve">
                {t('payments.approve')}
              </Button>
              <Button tone="ghost" onClick={() => setRejecting(a.id)} data-testid="reject">
                {t('payments.reject')}
              </Button>
            </span>
          );
        },
      },
    ],
    [t, me, rejecting, reason, decide],
  );

  return (
    <div data-testid="adjustments-page">
      <PageHeader title={t('nav.adjustments')}>
        {list.data && <span className="text-xs text-fg-muted">{t('adjustments.threshold', { amount: money(list.data.approvalThreshold) })}</span>}
      </PageHeader>
      <div className="mb-3 flex flex-wrap items-end gap-3">
        <Field label={t('payments.filterStatus')}>
          <Select value={status} onChange={(e) => setParams(e.target.value === 'PENDING' ? {} : { status: e.target.value }, { replace: true })} data-testid="filter-status">
            <option value="ALL">{t('payments.all')}</option>
            {ADJUSTMENT_STATUSES.map((s) => (
              <option key={s} value={s}>
                {t(`status.${s}`)}
              </option>
            ))}
          </Select>
        </Field>
      </div>
      {notice && (
        <p className={`mb-3 rounded-lg p-3 text-sm ${notice.ok ? 'bg-success/15 text-success' : 'bg-danger/15 text-danger'}`} role="status" data-testid="adjustments-notice">
          {notice.text}
        </p>
      )}
      {list.isPending ? (
        <Spinner />
      ) : list.error && !list.data ? (
        <ErrorState error={list.error} onRetry={() => void list.refetch()} />
      ) : !list.data.items.length ? (
        <Empty>{t('adjustments.empty')}</Empty>
      ) : (
        <div className="grid gap-3">
          <DataTable columns={columns} rows={list.data.items} rowKey={(a) => a.id} label={t('nav.adjustments')} />
          <Pager page={page} pageSize={PAGE_SIZE} total={list.data.total} onPage={(p) => setParams({ ...(status !== 'PENDING' ? { status } : {}), page: String(p) }, { replace: true })} />
        </div>
      )}
    </div>
  );
}
