import type { ConsoleMemberList, Exclusion, LimitView } from '@app/contracts';
import type { TFunction } from 'i18next';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { useSectionErrorText } from '../components/confirm.tsx';
import { DataTable } from '../components/data-table.tsx';
import { Badge, Button, Card, Empty, ErrorState, Field, Input, PageHeader, Spinner, statusTone } from '../components/ui.tsx';
import { call } from '../lib/api.ts';
import { dateTime, money } from '../lib/format.ts';

/** GET /operator/protection/members/:memberId (OperatorProtectionViewSchema). */
interface ProtectionView {
  memberId: number;
  exclusion: Exclusion | null;
  limits: LimitView[];
  realityCheckMinutes: number;
  notes: { id: string; operatorId: number; note: string; createdAt: string }[];
  events: { action: string; detail: Record<string, unknown>; at: string }[];
}

function Row({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="flex justify-between gap-3 border-b border-line py-1.5 text-sm last:border-0">
      <dt className="text-fg-muted">{label}</dt>
      <dd className="text-end font-medium">{children}</dd>
    </div>
  );
}

/** "limit.set" -> the catalogue key "limit_set" (a dot would nest). */
const actionKey = (action: string) => action.replace(/[.-]/g, '_');

/** A member's own change in words: "Deposit · 24 hours → ฿1,000.00". */
function eventDetail(detail: Record<string, unknown>, t: TFunction): string {
  const parts: string[] = [];
  if (typeof detail.kind === 'string') parts.push(t(`risk.kind.${detail.kind}`, { defaultValue: detail.kind }));
  if (typeof detail.period === 'string') parts.push(t(`risk.period.${detail.period}`, { defaultValue: detail.period }));
  if ('amount' in detail) parts.push(detail.amount === null ? t('risk.noLimit') : money(detail.amount as number));
  if (typeof detail.until === 'string') parts.push(t('risk.untilDate', { date: dateTime(detail.until) }));
  else if ('until' in detail && detail.until === null) parts.push(t('risk.permanent'));
  if (typeof detail.appliesAt === 'string') parts.push(t('risk.appliesAt', { date: dateTime(detail.appliesAt) }));
  if (typeof detail.minutes === 'number') parts.push(t('risk.minutes', { count: detail.minutes }));
  if (typeof detail.files === 'number') parts.push(t('risk.files', { count: detail.files }));
  if (typeof detail.reason === 'string') parts.push(detail.reason);
  return parts.join(' · ') || '–';
}

function NoteForm({ memberId }: { memberId: number }) {
  const { t } = useTranslation();
  const errorText = useSectionErrorText('risk');
  const client = useQueryClient();
  const [note, setNote] = useState('');
  const [saved, setSaved] = useState(false);
  const m = useMutation({
    mutationFn: () => call(`/operator/protection/members/${memberId}/notes`, { method: 'POST', body: { note: note.trim() } }),
    onSuccess: () => {
      setNote('');
      setSaved(true);
      void client.invalidateQueries({ queryKey: ['protection', memberId] });
    },
  });
  function submit(e: FormEvent) {
    e.preventDefault();
    setSaved(false);
    if (note.trim()) m.mutate();
  }
  return (
    <form className="grid gap-2" onSubmit={submit} data-testid="risk-note-form">
      <Field label={t('risk.noteLabel')} hint={t('risk.noteHint')}>
        <textarea
          className="min-h-20 w-full rounded-lg border border-line bg-elevated px-3 py-1.5 text-sm text-fg"
          value={note}
          onChange={(e) => {
            setNote(e.target.value);
            setSaved(false);
          }}
          maxLength={2000}
          data-testid="risk-note"
        />
      </Field>
      {m.error && (
        <p className="text-sm text-danger" role="alert" data-testid="risk-note-error">
          {errorText(m.error)}
        </p>
      )}
      {saved && (
        <p className="text-sm text-success" role="status">
          {t('risk.noteSaved')}
        </p>
      )}
      <Button type="submit" tone="primary" className="justify-self-start" disabled={!note.trim() || m.isPending} data-testid="risk-note-save">
        {t('risk.addNote')}
      </Button>
    </form>
  );
}

/** One member's protection state: exclusion, limits, reality check, their own changes, the team's notes. */
function ProtectionPanel({ memberId }: { memberId: number }) {
  const { t } = useTranslation();
  const q = useQuery({ queryKey: ['protection', memberId], queryFn: ({ signal }) => call<ProtectionView>(`/operator/protection/members/${memberId}`, { signal }) });
  if (q.isPending) return <Spinner />;
  if (q.error) return <ErrorState error={q.error} onRetry={() => void q.refetch()} />;
  const v = q.data;
  const ex = v.exclusion;
  const set = v.limits.filter((l) => l.amount !== null || l.pending !== null);
  return (
    <div className="grid gap-4 xl:grid-cols-[3fr_2fr]" data-testid="risk-member" data-member={memberId}>
      <Card
        title={t('risk.stateOf', { id: memberId })}
        actions={
          <Link to={`/members/${memberId}`} className="text-sm text-accent hover:underline">
            {t('risk.openMember')}
          </Link>
        }
      >
        <dl>
          <Row label={t('risk.exclusion')}>
            {ex ? (
              <span className="text-danger" data-testid="risk-exclusion">
                {t(`risk.exclusionKind.${ex.kind}`)} · {ex.until ? t('risk.untilDate', { date: dateTime(ex.until) }) : t('risk.permanent')}
              </span>
            ) : (
              <span data-testid="risk-exclusion">{t('risk.exclusionNone')}</span>
            )}
          </Row>
          {ex && <Row label={t('risk.since')}>{dateTime(ex.since)}</Row>}
          <Row label={t('risk.realityCheck')}>{v.realityCheckMinutes > 0 ? t('risk.minutes', { count: v.realityCheckMinutes }) : t('risk.off')}</Row>
        </dl>
        <h3 className="mt-4 mb-2 text-sm font-bold">{t('risk.limits')}</h3>
        {set.length ? (
          <DataTable
            label={t('risk.limits')}
            rows={set}
            rowKey={(r) => `${r.kind}-${r.period}`}
            rowTestId="risk-limit-row"
            columns={[
              { id: 'kind', header: t('risk.col.kind'), cell: (r) => t(`risk.kind.${r.kind}`) },
              { id: 'period', header: t('risk.col.period'), cell: (r) => t(`risk.period.${r.period}`) },
              { id: 'amount', header: t('risk.col.amount'), numeric: true, cell: (r) => (r.amount === null ? t('risk.noLimit') : money(r.amount)) },
              { id: 'used', header: t('risk.col.used'), numeric: true, cell: (r) => money(r.used) },
              {
                id: 'pending',
                header: t('risk.col.pending'),
                cell: (r) =>
                  r.pending === null
                    ? '–'
                    : r.pending.amount === null
                      ? t('risk.pendingRemoval', { date: dateTime(r.pending.appliesAt) })
                      : t('risk.pendingChange', { amount: money(r.pending.amount), date: dateTime(r.pending.appliesAt) }),
              },
            ]}
          />
        ) : (
          <p className="text-sm text-fg-muted" data-testid="risk-no-limits">
            {t('risk.noLimits')}
          </p>
        )}
      </Card>
      <Card title={t('risk.notes')}>
        <NoteForm memberId={memberId} />
        {v.notes.length ? (
          <ol className="mt-4 grid gap-2" aria-label={t('risk.notes')}>
            {v.notes.map((n) => (
              <li key={n.id} className="rounded-lg border border-line p-2 text-sm" data-testid="risk-note-item">
                <p className="text-xs text-fg-muted">{t('risk.noteBy', { date: dateTime(n.createdAt), operator: n.operatorId })}</p>
                <p className="mt-1 break-words whitespace-pre-wrap">{n.note}</p>
              </li>
            ))}
          </ol>
        ) : (
          <p className="mt-4 text-sm text-fg-muted">{t('risk.noNotes')}</p>
        )}
      </Card>
      <Card title={t('risk.history')} className="xl:col-span-2">
        {v.events.length ? (
          <DataTable
            label={t('risk.history')}
            rows={v.events}
            rowKey={(r) => `${r.at}-${r.action}-${JSON.stringify(r.detail)}`}
            rowTestId="risk-event-row"
            columns={[
              { id: 'at', header: t('risk.col.time'), cell: (r) => <span className="tabular-nums">{dateTime(r.at)}</span> },
              { id: 'action', header: t('risk.col.action'), cell: (r) => t(`risk.action.${actionKey(r.action)}`, { defaultValue: r.action }) },
              { id: 'detail', header: t('risk.col.detail'), cell: (r) => eventDetail(r.detail, t) },
            ]}
          />
        ) : (
          <Empty>{t('risk.noHistory')}</Empty>
        )}
      </Card>
    </div>
  );
}

/** Risk team (roles admin and risk): find a member, read their responsible-gaming state, record notes. */
export function RiskPage() {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const query = params.get('query') ?? '';
  const memberId = Number(params.get('member')) || null;
  const [draft, setDraft] = useState(query);
  const search = useQuery({
    queryKey: ['members', query, 1, 'risk'],
    queryFn: ({ signal }) => call<ConsoleMemberList>('/operator/members', { query: { query, page: 1, pageSize: 10 }, signal }),
    enabled: query !== '',
    placeholderData: keepPreviousData,
  });
  function submit(e: FormEvent) {
    e.preventDefault();
    const q = draft.trim();
    setParams(q ? { query: q } : {}, { replace: true });
  }
  const pick = (id: number) => setParams({ ...(query ? { query } : {}), member: String(id) }, { replace: false });
  return (
    <div data-testid="risk-page">
      <PageHeader title={t('risk.title')} />
      <p className="mb-3 text-sm text-fg-muted">{t('risk.intro')}</p>
      <form onSubmit={submit} className="mb-3 flex gap-2" role="search">
        <Input className="max-w-md" type="search" placeholder={t('risk.searchHint')} aria-label={t('risk.searchHint')} value={draft} onChange={(e) => setDraft(e.target.value)} data-testid="risk-search" />
        <Button type="submit" tone="primary" data-testid="risk-search-submit">
          {t('risk.search')}
        </Button>
      </form>
      {query !== '' && (
        <div className="mb-4">
          {search.isPending ? (
            <Spinner />
          ) : search.error && !search.data ? (
            <ErrorState error={search.error} onRetry={() => void search.refetch()} />
          ) : !search.data.items.length ? (
            <Empty>{t('risk.noMatch')}</Empty>
          ) : (
            <ul className="flex flex-wrap gap-2" aria-label={t('risk.matches')}>
              {search.data.items.map((m) => (
                <li key={m.id}>
                  <button
                    type="button"
                    aria-pressed={memberId === m.id}
                    onClick={() => pick(m.id)}
                    className={`flex min-h-9 items-center gap-2 rounded-lg border px-3 py-1.5 text-sm ${memberId === m.id ? 'border-primary bg-primary/15 text-primary' : 'border-line bg-elevated hover:bg-sunken'}`}
                    data-testid="risk-match"
                  >
                    <bdi className="font-semibold">{m.username}</bdi>
                    <span className="text-fg-muted tabular-nums">#{m.id}</span>
                    {m.status !== 'ACTIVE' && <Badge tone={statusTone(m.status)}>{t(`status.${m.status}`, { defaultValue: m.status })}</Badge>}
                  </button>
                </li>
              ))}
            </ul>
          )}
        </div>
      )}
      {memberId ? <ProtectionPanel memberId={memberId} /> : !query && <Empty>{t('risk.pickMember')}</Empty>}
    </div>
  );
}
