import { PROMOTION_APPLICATION_STATUSES, type ApplicationStatus, type OperatorApplicationList, type OperatorApplicationRow } from '@app/contracts';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { MemberLink } from '../components/member-link.tsx';
import { useBlobUrl } from '../components/auth-image.tsx';
import { ConfirmDialog, useSectionErrorText } from '../components/confirm.tsx';
import { DataTable, type Column } from '../components/data-table.tsx';
import { Badge, Button, Empty, ErrorState, Field, Input, PageHeader, Select, Spinner } from '../components/ui.tsx';
import { call } from '../lib/api.ts';
import { dateTime } from '../lib/format.ts';
import { fetchPromotions, promotionsKey, promotionTitle, PromotionTabs } from './promotions.tsx';

const TONE: Record<ApplicationStatus, 'warn' | 'ok' | 'bad'> = { PENDING: 'warn', APPROVED: 'ok', REJECTED: 'bad' };
type Decision = { kind: 'approve' | 'reject'; row: OperatorApplicationRow };

/** One image the member attached, fetched with the operator's token; opens full size. */
function Thumb({ applicationId, position }: { applicationId: string; position: number }) {
  const { t } = useTranslation();
  const { url, error } = useBlobUrl(`/operator/promotions/applications/${applicationId}/images/${position}`);
  const label = t('applications.image', { n: position });
  if (error) return <span className="text-xs text-danger">{t('applications.imageFailed')}</span>;
  if (!url) return <span className="inline-block size-10 animate-pulse rounded bg-sunken" aria-label={t('state.loading')} />;
  return (
    <a href={url} target="_blank" rel="noreferrer" title={label}>
      <img src={url} alt={label} className="size-10 rounded border border-line object-cover" data-testid="application-image" />
    </a>
  );
}

/** /promotions/applications: the members' applications with comment and images; approve (pays the bonus) or reject with a reason. */
export function PromotionApplicationsPage() {
  const { t, i18n } = useTranslation();
  const client = useQueryClient();
  const errorText = useSectionErrorText('applications');
  const [params, setParams] = useSearchParams();
  // Pending first; "ALL" in the address shows every status.
  const statusParam = params.get('status') ?? 'PENDING';
  const status = statusParam === 'ALL' ? '' : statusParam;
  const promotionId = params.get('promotionId') ?? '';
  const memberId = params.get('memberId') ?? '';
  const [memberTyped, setMemberTyped] = useState(memberId);
  const [decision, setDecision] = useState<Decision | null>(null);
  const [reason, setReason] = useState('');
  const setParam = (key: string, value: string) => {
    const next = new URLSearchParams(params);
    if (value) next.set(key, value);
    else next.delete(key);
    setParams(next, { replace: true });
  };
  const list = useQuery({
    queryKey: ['promotion-applications', status, promotionId, memberId],
    queryFn: ({ signal }) => call<OperatorApplicationList>('/operator/promotions/applications', { signal, query: { status, promotionId, memberId } }),
    placeholderData: keepPreviousData,
  });
  const promotions = useQuery({ queryKey: [...promotionsKey, 'choices'], queryFn: ({ signal }) => fetchPromotions({ pageSize: 100 }, signal) });
  const decide = useMutation({
    mutationFn: (d: Decision & { reason: string }) => call(`/operator/promotions/applications/${d.row.id}/${d.kind}`, { method: 'POST', body: d.reason ? { reason: d.reason } : {} }),
    onSuccess: async () => {
      setDecision(null);
      setReason('');
      await Promise.all([client.invalidateQueries({ queryKey: ['promotion-applications'] }), client.invalidateQueries({ queryKey: promotionsKey })]);
    },
  });
  const open = (d: Decision) => {
    decide.reset();
    setReason('');
    setDecision(d);
  };
  const columns = useMemo<Column<OperatorApplicationRow>[]>(
    () => [
      { id: 'created', header: t('applications.col.created'), cell: (a) => <span className="tabular-nums">{dateTime(a.createdAt)}</span> },
      {
        id: 'member',
        header: t('applications.col.member'),
        cell: (a) => <MemberLink id={a.memberId} username={a.username} testId="application-member" />,
      },
      { id: 'promotion', header: t('applications.col.promotion'), cell: (a) => <Link to={`/promotions/${a.promotionId}`} className="hover:underline">{a.promotionTitle}</Link> },
      { id: 'comment', header: t('applications.col.comment'), cell: (a) => <span className="block max-w-72 truncate whitespace-normal" title={a.comment}>{a.comment || '–'}</span> },
      {
        id: 'images',
        header: t('applications.col.images'),
        cell: (a) =>
          a.images ? (
            <span className="flex gap-1">
              {Array.from({ length: a.images }, (_, i) => (
                <Thumb key={i} applicationId={a.id} position={i + 1} />
              ))}
            </span>
          ) : (
            '–'
          ),
      },
      {
        id: 'status',
        header: t('applications.col.status'),
        cell: (a) => (
          <span className="grid gap-0.5">
            <Badge tone={TONE[a.status]} testId="application-status">{t(`applications.status.${a.status}`)}</Badge>
            {a.reason && <span className="max-w-56 truncate text-xs text-fg-muted" title={a.reason}>{a.reason}</span>}
          </span>
        ),
      },
      {
        id: 'actions',
        header: t('applications.col.actions'),
        pinned: true,
        cell: (a) =>
          a.status === 'PENDING' ? (
            <span className="flex gap-1">
              <Button tone="primary" onClick={() => open({ kind: 'approve', row: a })} data-testid="application-approve">
                {t('applications.approve')}
              </Button>
              <Button tone="ghost" className="text-danger" onClick={() => open({ kind: 'reject', row: a })} data-testid="application-reject">
                {t('applications.reject')}
              </Button>
            </span>
          ) : (
            <span className="text-xs text-fg-muted tabular-nums">{dateTime(a.decidedAt)}</span>
          ),
      },
    ],
    // eslint-disable-next-line react-hooks/exhaustive-deps -- `open` only sets state
    [t],
  );
  return (
    <div data-testid="applications-page">
      <PageHeader title={t('applications.title')} />
      <PromotionTabs />
      <div className="mb-3 grid gap-2 sm:flex sm:flex-wrap sm:items-end">
        <Field label={t('applications.col.status')}>
          <Select value={statusParam} onChange={(e) => setParam('status', e.target.value)} data-testid="applications-status">
            {PROMOTION_APPLICATION_STATUSES.map((s) => (
              <option key={s} value={s}>
                {t(`applications.status.${s}`)}
              </option>
            ))}
            <option value="ALL">{t('applications.all')}</option>
          </Select>
        </Field>
        <Field label={t('applications.col.promotion')}>
          <Select className="sm:max-w-72" value={promotionId} onChange={(e) => setParam('promotionId', e.target.value)} data-testid="applications-promotion">
            <option value="">{t('applications.allPromotions')}</option>
            {promotions.data?.items.map((p) => (
              <option key={p.id} value={p.id}>
                {promotionTitle(p, i18n.language)}
              </option>
            ))}
          </Select>
        </Field>
        <form
          className="flex items-end gap-2"
          onSubmit={(e) => {
            e.preventDefault();
            setParam('memberId', /^\d+$/.test(memberTyped.trim()) ? memberTyped.trim() : '');
          }}
        >
          <Field label={t('applications.memberId')}>
            <Input className="w-32" inputMode="numeric" value={memberTyped} onChange={(e) => setMemberTyped(e.target.value)} data-testid="applications-member" />
          </Field>
          <Button type="submit">{t('action.filter')}</Button>
        </form>
      </div>
      {list.isPending ? (
        <Spinner />
      ) : list.error ? (
        <ErrorState error={list.error} onRetry={() => void list.refetch()} />
      ) : !list.data.list.length ? (
        <Empty>{t('applications.empty')}</Empty>
      ) : (
        <DataTable columns={columns} rows={list.data.list} rowKey={(a) => a.id} label={t('applications.title')} />
      )}
      <ConfirmDialog
        open={decision !== null}
        title={decision ? t(decision.kind === 'approve' ? 'applications.approveTitle' : 'applications.rejectTitle', { member: decision.row.memberId, promotion: decision.row.promotionTitle }) : ''}
        text={decision ? t(decision.kind === 'approve' ? 'applications.approveText' : 'applications.rejectText') : undefined}
        confirmLabel={decision?.kind === 'reject' ? t('applications.reject') : t('applications.approve')}
        tone={decision?.kind === 'reject' ? 'danger' : 'primary'}
        busy={decide.isPending}
        error={decide.error ? errorText(decide.error) : null}
        canConfirm={decision?.kind !== 'reject' || reason.trim().length >= 3}
        onConfirm={() => decision && decide.mutate({ ...decision, reason: reason.trim() })}
        onCancel={() => setDecision(null)}
      >
        {decision?.kind === 'reject' && (
          <Field label={t('applications.reason')} hint={t('applications.reasonHint')}>
            <textarea
              className="min-h-20 w-full rounded-lg border border-line bg-elevated px-3 py-1.5 text-sm text-fg"
              value={reason}
              onChange={(e) => setReason(e.target.value)}
              maxLength={300}
              required
              autoFocus
              data-testid="application-reason"
            />
          </Field>
        )}
      </ConfirmDialog>
    </div>
  );
}
