import { FEEDBACK_TYPES, type FeedbackItem, type FeedbackList } from '@app/contracts';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ConfirmDialog, useSectionErrorText } from '../components/confirm.tsx';
import { type Column } from '../components/data-table.tsx';
import { PagedList, useUrlFilters } from '../components/paged-list.tsx';
import { Badge, Button, Card, Field, Input, PageHeader, Select } from '../components/ui.tsx';
import { call } from '../lib/api.ts';
import { dateTime } from '../lib/format.ts';

const PAGE_SIZE = 20;

const TYPE_NAMES = new Map<number, string>(Object.entries(FEEDBACK_TYPES).map(([name, code]) => [code, name]));

/** Feedback (SPEC §2.9): the members' and visitors' messages, newest first; marking one reviewed, with a note. */
export function FeedbackPage() {
  const { t } = useTranslation();
  const errorText = useSectionErrorText('feedback');
  const client = useQueryClient();
  const [params, set] = useUrlFilters();
  const status = params.get('status') ?? 'NEW';
  const page = Number(params.get('page') ?? 1) || 1;
  const [item, setItem] = useState<FeedbackItem | null>(null);
  const [note, setNote] = useState('');
  const [notice, setNotice] = useState<string | null>(null);
  const list = useQuery({
    queryKey: ['feedback', status, page],
    queryFn: ({ signal }) => call<FeedbackList>('/operator/feedback', { query: { status: status === 'ALL' ? undefined : status, page, pageSize: PAGE_SIZE }, signal }),
    placeholderData: keepPreviousData,
  });
  const review = useMutation({
    mutationFn: (f: FeedbackItem) => call<{ id: number }>(`/operator/feedback/${f.id}/review`, { method: 'POST', body: note.trim() ? { note: note.trim() } : {} }),
    onSuccess: (r) => {
      setNotice(t('feedback.reviewed', { id: r.id }));
      setItem(null);
    },
    onSettled: () => client.invalidateQueries({ queryKey: ['feedback'] }),
  });
  const open = (f: FeedbackItem) => {
    review.reset();
    setNote('');
    setNotice(null);
    setItem(f);
  };
  const typeName = (code: number) => t(`feedback.type.${TYPE_NAMES.get(code) ?? 'others'}`);
  const columns: Column<FeedbackItem>[] = [
    { id: 'created', header: t('feedback.col.created'), cell: (f) => <span className="tabular-nums">{dateTime(f.createdAt)}</span> },
    { id: 'type', header: t('feedback.col.type'), cell: (f) => typeName(f.type) },
    {
      id: 'sender',
      header: t('feedback.col.sender'),
      cell: (f) =>
        f.memberId !== null ? (
          <Link className="text-primary hover:underline" to={`/members/${f.memberId}`}>
            <bdi>{f.sender}</bdi> #{f.memberId}
          </Link>
        ) : (
          <span>
            <bdi>{f.sender || t('feedback.anonymous')}</bdi> <span className="text-fg-muted">· {t('feedback.visitor')}</span>
          </span>
        ),
    },
    { id: 'content', header: t('feedback.col.content'), cell: (f) => <p className="max-w-md min-w-56 whitespace-pre-wrap">{f.content}</p> },
    {
      id: 'status',
      header: t('feedback.col.status'),
      cell: (f) => (
        <span className="grid gap-0.5">
          <Badge tone={f.status === 'NEW' ? 'warn' : 'ok'} testId="feedback-status">
            {t(`feedback.status.${f.status}`)}
          </Badge>
          {f.note && <span className="max-w-56 text-xs whitespace-normal text-fg-muted">{f.note}</span>}
        </span>
      ),
    },
    {
      id: 'actions',
      pinned: true,
      header: t('feedback.col.actions'),
      cell: (f) =>
        f.status === 'NEW' ? (
          <Button tone="primary" onClick={() => open(f)} data-testid="feedback-review">
            {t('feedback.review')}
          </Button>
        ) : (
          <span className="text-xs text-fg-muted tabular-nums">{dateTime(f.reviewedAt)}</span>
        ),
    },
  ];
  return (
    <div data-testid="feedback-page">
      <PageHeader title={t('feedback.title')} />
      {notice && (
        <p className="mb-3 rounded-lg bg-success/15 p-3 text-sm text-success" role="status" data-testid="feedback-notice">
          {notice}
        </p>
      )}
      <Card>
        <div className="mb-3 flex flex-wrap items-end gap-3">
          <Field label={t('feedback.col.status')}>
            <Select value={status} onChange={(e) => set({ status: e.target.value === 'NEW' ? '' : e.target.value, page: '' })} data-testid="feedback-filter">
              <option value="NEW">{t('feedback.status.NEW')}</option>
              <option value="REVIEWED">{t('feedback.status.REVIEWED')}</option>
              <option value="ALL">{t('feedback.all')}</option>
            </Select>
          </Field>
        </div>
        <PagedList
          query={list}
          empty={t('feedback.empty')}
          page={page}
          pageSize={PAGE_SIZE}
          onPage={(p) => set({ page: String(p) })}
          table={{ columns, rowKey: (f) => String(f.id), label: t('feedback.title'), rowTestId: 'feedback-row' }}
        />
      </Card>
      <ConfirmDialog
        open={item !== null}
        title={item ? t('feedback.confirm', { sender: item.sender || t('feedback.anonymous') }) : ''}
        text={item ? <p className="whitespace-pre-wrap">{item.content}</p> : undefined}
        confirmLabel={t('feedback.markReviewed')}
        busy={review.isPending}
        error={review.error ? errorText(review.error) : null}
        onConfirm={() => item && review.mutate(item)}
        onCancel={() => setItem(null)}
      >
        <Field label={t('feedback.note')} hint={t('feedback.noteHint')}>
          <Input value={note} maxLength={500} onChange={(e) => setNote(e.target.value)} autoFocus data-testid="feedback-note" />
        </Field>
      </ConfirmDialog>
    </div>
  );
}
