import { AGENT_TYPES, APPLICATION_STATUSES, type OperatorAgentApplication, type OperatorAgentApplicationList, type OperatorAgentNode, type OperatorAgentTree } from '@app/contracts';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { ConfirmDialog, useSectionErrorText } from '../components/confirm.tsx';
import { type Column } from '../components/data-table.tsx';
import { PagedList, useUrlFilters } from '../components/paged-list.tsx';
import { Tabs } from '../components/tabs.tsx';
import { Badge, Button, Card, ErrorState, Field, Input, PageHeader, Select, Spinner } from '../components/ui.tsx';
import { call } from '../lib/api.ts';
import { count, dateTime } from '../lib/format.ts';
import { mayCall } from '../lib/roles.ts';
import { useSession } from '../lib/session.ts';

const PAGE_SIZE = 20;
/** Children shown per opened node before "show more". */
const LEVEL_SIZE = 50;
type Tab = 'tree' | 'applications';

/** Agent applications (SPEC §2.8 affiliate form): the queue, approve with an agent type or reject, with a note. */
function Applications() {
  const { t } = useTranslation();
  const errorText = useSectionErrorText('agents');
  const client = useQueryClient();
  const [params, set] = useUrlFilters();
  const status = params.get('status') ?? 'PENDING';
  const page = Number(params.get('page') ?? 1) || 1;
  const [review, setReview] = useState<{ item: OperatorAgentApplication; decision: 'APPROVE' | 'REJECT' } | null>(null);
  const [note, setNote] = useState('');
  const [agentType, setAgentType] = useState<(typeof AGENT_TYPES)[number]>(1);
  const [notice, setNotice] = useState<string | null>(null);
  const list = useQuery({
    queryKey: ['agent-applications', status, page],
    queryFn: ({ signal }) => call<OperatorAgentApplicationList>('/operator/agent-applications', { query: { status: status === 'ALL' ? undefined : status, page, pageSize: PAGE_SIZE }, signal }),
    placeholderData: keepPreviousData,
  });
  const act = useMutation({
    mutationFn: (r: NonNullable<typeof review>) =>
      call<OperatorAgentApplication>(`/operator/agent-applications/${r.item.id}/review`, {
        method: 'POST',
        body: { decision: r.decision, ...(note.trim() ? { note: note.trim() } : {}), ...(r.decision === 'APPROVE' && r.item.memberId !== null ? { agentType } : {}) },
      }),
    onSuccess: (a) => {
      setNotice(a.status === 'APPROVED' ? (a.affiliateCode ? t('agents.approvedCode', { name: a.name, code: a.affiliateCode }) : t('agents.approved', { name: a.name })) : t('agents.rejected', { name: a.name }));
      setReview(null);
    },
    onSettled: () => client.invalidateQueries({ queryKey: ['agent-applications'] }),
  });
  const open = (item: OperatorAgentApplication, decision: 'APPROVE' | 'REJECT') => {
    act.reset();
    setNote('');
    setAgentType(1);
    setNotice(null);
    setReview({ item, decision });
  };
  const columns: Column<OperatorAgentApplication>[] = [
    { id: 'created', header: t('agents.col.created'), cell: (a) => <span className="tabular-nums">{dateTime(a.createdAt)}</span> },
    {
      id: 'name',
      header: t('agents.col.applicant'),
      cell: (a) => (
        <span>
          <bdi className="font-medium">{a.name}</bdi>
          {a.username ? (
            <span className="text-fg-muted">
              {' '}
              · <bdi>{a.username}</bdi> #{a.memberId}
            </span>
          ) : (
            <span className="text-fg-muted"> · {t('agents.visitor')}</span>
          )}
        </span>
      ),
    },
    { id: 'contact', header: t('agents.col.contact'), cell: (a) => <bdi className="text-fg-secondary">{[a.email, a.mobile, a.contact].filter(Boolean).join(' · ') || '–'}</bdi> },
    { id: 'message', header: t('agents.col.message'), cell: (a) => <span className="block max-w-xs truncate whitespace-normal" title={a.message}>{a.message}</span> },
    {
      id: 'status',
      header: t('agents.col.status'),
      cell: (a) => (
        <span className="grid gap-0.5">
          <Badge tone={a.status === 'APPROVED' ? 'ok' : a.status === 'REJECTED' ? 'bad' : 'warn'} testId="application-status">
            {t(`agents.status.${a.status}`)}
          </Badge>
          {a.reviewedBy && <span className="text-xs text-fg-muted">{t('agents.reviewedBy', { by: a.reviewedBy, at: dateTime(a.reviewedAt) })}</span>}
        </span>
      ),
    },
    {
      id: 'actions',
      pinned: true,
      header: t('agents.col.actions'),
      cell: (a) =>
        a.status === 'PENDING' ? (
          <span className="flex gap-1">
            <Button tone="primary" onClick={() => open(a, 'APPROVE')} data-testid="application-approve">
              {t('agents.approve')}
            </Button>
            <Button tone="danger" onClick={() => open(a, 'REJECT')} data-testid="application-reject">
              {t('agents.reject')}
            </Button>
          </span>
        ) : (
          a.affiliateCode && <span className="tabular-nums text-fg-muted">{a.affiliateCode}</span>
        ),
    },
  ];
  return (
    <div data-testid="agent-applications">
      {notice && (
        <p className="mb-3 rounded-lg bg-success/15 p-3 text-sm text-success" role="status" data-testid="agents-notice">
          {notice}
        </p>
      )}
      <div className="mb-3 flex flex-wrap items-end gap-3">
        <Field label={t('agents.col.status')}>
          <Select value={status} onChange={(e) => set({ status: e.target.value === 'PENDING' ? '' : e.target.value, page: '' })} data-testid="applications-status">
            {APPLICATION_STATUSES.map((s) => (
              <option key={s} value={s}>
                {t(`agents.status.${s}`)}
              </option>
            ))}
            <option value="ALL">{t('agents.all')}</option>
          </Select>
        </Field>
      </div>
      <PagedList
        query={list}
        empty={t('agents.noApplications')}
        page={page}
        pageSize={PAGE_SIZE}
        onPage={(p) => set({ page: String(p) })}
        table={{ columns, rowKey: (a) => a.id, label: t('agents.applications'), rowTestId: 'application-row' }}
      />
      <ConfirmDialog
        open={review !== null}
        title={review ? t(review.decision === 'APPROVE' ? 'agents.confirmApprove' : 'agents.confirmReject', { name: review.item.name }) : ''}
        text={review ? (review.decision === 'REJECT' ? t('agents.rejectText') : review.item.memberId === null ? t('agents.approveVisitorText') : t('agents.approveText', { username: review.item.username })) : undefined}
        confirmLabel={review?.decision === 'REJECT' ? t('agents.reject') : t('agents.approve')}
        tone={review?.decision === 'REJECT' ? 'danger' : 'primary'}
        busy={act.isPending}
        error={act.error ? errorText(act.error) : null}
        onConfirm={() => review && act.mutate(review)}
        onCancel={() => setReview(null)}
      >
        {review?.decision === 'APPROVE' && review.item.memberId !== null && (
          <Field label={t('agents.agentType')}>
            <Select value={agentType} onChange={(e) => setAgentType(Number(e.target.value) as (typeof AGENT_TYPES)[number])} data-testid="review-agent-type">
              {AGENT_TYPES.map((a) => (
                <option key={a} value={a}>
                  {t(`agents.type.${a}`)}
                </option>
              ))}
            </Select>
          </Field>
        )}
        <Field label={t('agents.note')}>
          <Input value={note} maxLength={500} onChange={(e) => setNote(e.target.value)} data-testid="review-note" />
        </Field>
      </ConfirmDialog>
    </div>
  );
}

/** One level of the tree, loaded when its node is opened (a page of LEVEL_SIZE, then "show more"). */
function Level({ parentId, depth }: { parentId: number; depth: number }) {
  const { t } = useTranslation();
  const [pages, setPages] = useState(1);
  const level = useQuery({
    queryKey: ['agent-tree', parentId, pages],
    queryFn: ({ signal }) => call<OperatorAgentTree>('/operator/agents/tree', { query: { parentId, pageSize: Math.min(100, LEVEL_SIZE * pages) }, signal }),
    placeholderData: keepPreviousData,
  });
  if (level.isPending) return <Spinner />;
  if (level.error && !level.data) return <ErrorState error={level.error} onRetry={() => void level.refetch()} />;
  const { items, total } = level.data;
  return (
    <ul role="group" className="grid gap-0.5">
      {items.map((n) => (
        <Node key={n.memberId} node={n} depth={depth} />
      ))}
      {items.length < total && items.length < 100 && (
        <li style={{ paddingInlineStart: `${depth * 1.25 + 2}rem` }}>
          <Button tone="ghost" onClick={() => setPages(pages + 1)} data-testid="tree-more">
            {t('agents.showMore', { shown: items.length, total })}
          </Button>
        </li>
      )}
      {items.length < total && items.length >= 100 && (
        <li className="text-sm text-fg-muted" style={{ paddingInlineStart: `${depth * 1.25 + 2}rem` }}>
          {t('agents.tooMany', { shown: items.length, total })}
        </li>
      )}
    </ul>
  );
}

function Node({ node, depth }: { node: OperatorAgentNode; depth: number }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const canOpen = node.direct > 0;
  return (
    <li role="treeitem" aria-expanded={canOpen ? open : undefined} aria-level={depth + 1} data-testid="tree-node" data-id={node.memberId}>
      <div className="flex min-h-9 flex-wrap items-center gap-x-3 gap-y-1 rounded-lg px-2 py-1 hover:bg-sunken" style={{ paddingInlineStart: `${depth * 1.25 + 0.5}rem` }}>
        <button
          type="button"
          className="grid size-7 place-items-center rounded-md border border-line text-xs disabled:opacity-30"
          disabled={!canOpen}
          onClick={() => setOpen(!open)}
          aria-label={t(open ? 'agents.collapse' : 'agents.expand', { name: node.username })}
          data-testid="tree-toggle"
        >
          <span aria-hidden="true" className="rtl:-scale-x-100">
            {open ? '▾' : '▸'}
          </span>
        </button>
        <bdi className="font-semibold">{node.username}</bdi>
        <span className="text-xs text-fg-muted">#{node.memberId}</span>
        <Badge tone={node.isAgent ? 'info' : 'muted'}>{node.isAgent ? t('agents.agent') : t('agents.member')}</Badge>
        <span className="ms-auto flex flex-wrap gap-3 text-xs text-fg-secondary tabular-nums" data-testid="tree-counts">
          <span>{t('agents.direct', { n: count(node.direct) })}</span>
          <span>{t('agents.team', { n: count(node.team) })}</span>
          <span>{t('agents.subAgents', { n: count(node.subAgents) })}</span>
        </span>
      </div>
      {open && <Level parentId={node.memberId} depth={depth + 1} />}
    </li>
  );
}

/** The agent tree: top-level agents (or agents found by name), each opened one level at a time. */
function Tree() {
  const { t } = useTranslation();
  const [params, set] = useUrlFilters();
  const search = params.get('q') ?? '';
  const page = Number(params.get('page') ?? 1) || 1;
  const [draft, setDraft] = useState(search);
  const roots = useQuery({
    queryKey: ['agent-tree', 'roots', search, page],
    queryFn: ({ signal }) => call<OperatorAgentTree>('/operator/agents/tree', { query: { search: search || undefined, page, pageSize: PAGE_SIZE }, signal }),
    placeholderData: keepPreviousData,
  });
  return (
    <Card title={search ? t('agents.found', { q: search }) : t('agents.topLevel')} testId="agent-tree">
      <form
        className="mb-3 flex flex-wrap items-end gap-2"
        onSubmit={(e) => {
          e.preventDefault();
          set({ q: draft.trim(), page: '' });
        }}
      >
        <Field label={t('agents.searchLabel')}>
          <Input className="w-56" value={draft} maxLength={64} onChange={(e) => setDraft(e.target.value)} data-testid="tree-search" />
        </Field>
        <Button type="submit">{t('action.search')}</Button>
        {search && (
          <Button
            tone="ghost"
            onClick={() => {
              setDraft('');
              set({ q: '', page: '' });
            }}
          >
            {t('agents.clearSearch')}
          </Button>
        )}
      </form>
      <PagedList query={roots} empty={search ? t('agents.noMatch') : t('agents.noAgents')} page={page} pageSize={PAGE_SIZE} onPage={(p) => set({ page: String(p) })}>
        {(items) => (
          <ul role="tree" aria-label={t('agents.tree')} className="grid gap-0.5">
            {items.map((n) => (
              <Node key={n.memberId} node={n} depth={0} />
            ))}
          </ul>
        )}
      </PagedList>
    </Card>
  );
}

/** Agents (issue 18): the agent tree for every role that reads members; the applications queue for admins. */
export function AgentsPage() {
  const { t } = useTranslation();
  const role = useSession()?.operator.role;
  const [params, setParams] = useSearchParams();
  const canReview = mayCall(role, 'GET /api/v1/operator/agent-applications');
  const tabs: { key: Tab; label: string }[] = [{ key: 'tree', label: t('agents.tree') }, ...(canReview ? [{ key: 'applications' as const, label: t('agents.applications') }] : [])];
  const tab: Tab = params.get('tab') === 'applications' && canReview ? 'applications' : 'tree';
  return (
    <div data-testid="agents-page">
      <PageHeader title={t('agents.title')} />
      <Tabs tabs={tabs} current={tab} label={t('agents.title')} onChange={(k) => setParams(k === 'tree' ? {} : { tab: k }, { replace: true })} />
      {tab === 'tree' ? <Tree /> : <Applications />}
    </div>
  );
}

