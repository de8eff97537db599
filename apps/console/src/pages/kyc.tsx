import type { KycDocument, OperatorKycCase } from '@app/contracts';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { MemberLink } from '../components/member-link.tsx';
import { useBlobUrl } from '../components/auth-image.tsx';
import { ConfirmDialog, useSectionErrorText } from '../components/confirm.tsx';
import { Badge, Button, Card, Empty, ErrorState, Field, PageHeader, Select, Spinner, statusTone } from '../components/ui.tsx';
import { call } from '../lib/api.ts';
import { dateTime, money } from '../lib/format.ts';

const STATUSES = ['PENDING', 'APPROVED', 'REJECTED'] as const;
type Filter = (typeof STATUSES)[number];

/** One identity document: fetched with the operator's token, shown as a thumbnail that opens full size. */
function DocumentThumb({ caseId, doc, index }: { caseId: number; doc: KycDocument; index: number }) {
  const { t } = useTranslation();
  const errorText = useSectionErrorText('kyc');
  const { url, error, pending } = useBlobUrl(`/operator/kyc/${caseId}/documents/${doc.id}`);
  const label = t('kyc.document', { n: index + 1 });
  if (pending) return <div className="grid size-32 place-items-center rounded-lg border border-line bg-sunken text-xs text-fg-muted">{t('state.loading')}</div>;
  if (error || !url)
    return (
      <div className="grid size-32 place-items-center rounded-lg border border-dashed border-danger p-2 text-center text-xs text-danger" role="alert" data-testid="kyc-document-error">
        {errorText(error)}
      </div>
    );
  return (
    <a href={url} target="_blank" rel="noreferrer" className="block rounded-lg border border-line focus-visible:outline-2 focus-visible:outline-primary" title={label}>
      <img src={url} alt={label} className="size-32 rounded-lg object-cover" data-testid="kyc-document" />
    </a>
  );
}

type Pending = { kind: 'approve' | 'reject'; item: OperatorKycCase };

/** The identity-document review queue (issue 20): look at the images, approve, or reject with a reason the member reads. */
export function KycPage() {
  const { t } = useTranslation();
  const errorText = useSectionErrorText('kyc');
  const client = useQueryClient();
  const [params, setParams] = useSearchParams();
  const raw = params.get('status');
  const status: Filter = STATUSES.includes(raw as Filter) ? (raw as Filter) : 'PENDING';
  const [pending, setPending] = useState<Pending | null>(null);
  const [reason, setReason] = useState('');
  const [notice, setNotice] = useState<string | null>(null);

  const list = useQuery({
    queryKey: ['kyc', status],
    queryFn: ({ signal }) => call<{ items: OperatorKycCase[] }>('/operator/kyc', { query: { status }, signal }),
    placeholderData: keepPreviousData,
    refetchInterval: 30_000,
  });
  const decide = useMutation({
    mutationFn: (p: Pending & { reason?: string }) => call<OperatorKycCase>(`/operator/kyc/${p.item.memberId}/${p.kind}`, { method: 'POST', body: p.kind === 'reject' ? { reason: p.reason } : {} }),
    onSuccess: (c, p) => {
      setPending(null);
      setReason('');
      setNotice(t(p.kind === 'approve' ? 'kyc.approvedOne' : 'kyc.rejectedOne', { member: c.username }));
    },
    onSettled: () => client.invalidateQueries({ queryKey: ['kyc'] }),
  });
  const open = (p: Pending) => {
    decide.reset();
    setReason('');
    setNotice(null);
    setPending(p);
  };
  const items = list.data?.items ?? [];

  return (
    <div data-testid="kyc-page">
      <PageHeader title={t('kyc.title')} />
      <div className="mb-3 flex flex-wrap items-end gap-3">
        <Field label={t('kyc.filterStatus')}>
          <Select value={status} onChange={(e) => setParams(e.target.value === 'PENDING' ? {} : { status: e.target.value }, { replace: true })} data-testid="kyc-filter-status">
            {STATUSES.map((s) => (
              <option key={s} value={s}>
                {t(`kyc.status.${s}`)}
              </option>
            ))}
          </Select>
        </Field>
        {status === 'PENDING' && <p className="text-sm text-fg-muted">{t('kyc.hint')}</p>}
      </div>
      {notice && (
        <p className="mb-3 rounded-lg bg-success/15 p-3 text-sm text-success" role="status" data-testid="kyc-notice">
          {notice}
        </p>
      )}
      {list.isPending ? (
        <Spinner />
      ) : list.error && !list.data ? (
        <ErrorState error={list.error} onRetry={() => void list.refetch()} />
      ) : !items.length ? (
        <Empty>{t(`kyc.empty.${status}`)}</Empty>
      ) : (
        <ul className="grid gap-3 lg:grid-cols-2" aria-label={t('kyc.title')}>
          {items.map((c) => (
            <li key={c.memberId} data-testid="kyc-case" data-member={c.memberId} data-status={c.status}>
              <Card
                title={c.username}
                actions={
                  <Badge tone={statusTone(c.status)} testId="kyc-case-status">
                    {t(`kyc.status.${c.status}`, { defaultValue: c.status })}
                  </Badge>
                }
              >
                <dl className="mb-3 grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
                  <dt className="text-fg-muted">{t('kyc.member')}</dt>
                  <dd>
                    <MemberLink id={c.memberId} username={c.username} />{' '}
                    ·{' '}
                    <Link to={`/risk?member=${c.memberId}`} className="text-accent hover:underline">
                      {t('kyc.protection')}
                    </Link>
                  </dd>
                  <dt className="text-fg-muted">{t('kyc.deposited')}</dt>
                  <dd className="tabular-nums">{money(c.deposited)}</dd>
                  <dt className="text-fg-muted">{t('kyc.submitted')}</dt>
                  <dd className="tabular-nums">{dateTime(c.submittedAt)}</dd>
                  {c.reviewedAt && (
                    <>
                      <dt className="text-fg-muted">{t('kyc.reviewed')}</dt>
                      <dd className="tabular-nums">{c.reviewedBy ? t('kyc.reviewedBy', { date: dateTime(c.reviewedAt), operator: c.reviewedBy }) : dateTime(c.reviewedAt)}</dd>
                    </>
                  )}
                  {c.reason && (
                    <>
                      <dt className="text-fg-muted">{t('kyc.reason')}</dt>
                      <dd className="break-words">{c.reason}</dd>
                    </>
                  )}
                </dl>
                {c.documents.length ? (
                  <div className="flex flex-wrap gap-2" aria-label={t('kyc.documents')}>
                    {c.documents.map((d, i) => (
                      <DocumentThumb key={d.id} caseId={c.memberId} doc={d} index={i} />
                    ))}
                  </div>
                ) : (
                  <p className="text-sm text-fg-muted">{t('kyc.noDocuments')}</p>
                )}
                {c.status === 'PENDING' && (
                  <div className="mt-3 flex flex-wrap gap-2">
                    <Button tone="primary" onClick={() => open({ kind: 'approve', item: c })} data-testid="kyc-approve">
                      {t('kyc.approve')}
                    </Button>
                    <Button tone="danger" onClick={() => open({ kind: 'reject', item: c })} data-testid="kyc-reject">
                      {t('kyc.reject')}
                    </Button>
                  </div>
                )}
              </Card>
            </li>
          ))}
        </ul>
      )}
      <ConfirmDialog
        open={pending !== null}
        title={pending ? t(pending.kind === 'approve' ? 'kyc.confirmApproveTitle' : 'kyc.confirmRejectTitle', { member: pending.item.username }) : ''}
        text={pending ? t(pending.kind === 'approve' ? 'kyc.confirmApproveText' : 'kyc.confirmRejectText') : undefined}
        confirmLabel={pending?.kind === 'reject' ? t('kyc.reject') : t('kyc.approve')}
        tone={pending?.kind === 'reject' ? 'danger' : 'primary'}
        busy={decide.isPending}
        error={decide.error ? errorText(decide.error) : null}
        canConfirm={pending?.kind !== 'reject' || reason.trim().length >= 3}
        onConfirm={() => pending && decide.mutate({ ...pending, reason: reason.trim() })}
        onCancel={() => setPending(null)}
      >
        {pending?.kind === 'reject' && (
          <Field label={t('kyc.reasonLabel')} hint={t('kyc.reasonHint')}>
            <textarea
              className="min-h-20 w-full rounded-lg border border-line bg-elevated px-3 py-1.5 text-sm text-fg"
              value={reason}
              onChange={(e) => setReason(e.target.value)}
              minLength={3}
              maxLength={500}
              required
              autoFocus
              data-testid="kyc-reject-reason"
            />
          </Field>
        )}
      </ConfirmDialog>
    </div>
  );
}
