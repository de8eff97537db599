import type { ConsoleMemberList, ConsoleMemberRow } from '@app/contracts';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useMemo, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { DataTable, type Column } from '../components/data-table.tsx';
import { Badge, Button, Empty, ErrorState, Input, PageHeader, Pager, Spinner, statusTone } from '../components/ui.tsx';
import { call } from '../lib/api.ts';
import { dateTime, money } from '../lib/format.ts';

const PAGE_SIZE = 25;

/** Search by username (prefix), mobile digits or id; a row opens the member. */
export function MembersPage() {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const query = params.get('query') ?? '';
  const page = Number(params.get('page') ?? 1) || 1;
  const [draft, setDraft] = useState(query);
  const list = useQuery({
    queryKey: ['members', query, page],
    queryFn: ({ signal }) => call<ConsoleMemberList>('/operator/members', { query: { query, page, pageSize: PAGE_SIZE }, signal }),
    placeholderData: keepPreviousData,
  });
  function search(e: FormEvent) {
    e.preventDefault();
    setParams(draft.trim() ? { query: draft.trim() } : {}, { replace: true });
  }
  const columns = useMemo<Column<ConsoleMemberRow>[]>(
    () => [
      { id: 'id', header: t('members.col.id'), cell: (m) => <span className="tabular-nums">{m.id}</span> },
      {
        id: 'username',
        header: t('members.col.username'),
        cell: (m) => (
          <Link to={`/members/${m.id}`} className="font-semibold text-accent hover:underline" data-testid="member-link">
            <bdi>{m.username}</bdi>
          </Link>
        ),
      },
      { id: 'nickname', header: t('members.col.nickname'), cell: (m) => m.nickname ?? '–' },
      { id: 'mobile', header: t('members.col.mobile'), cell: (m) => <span className="tabular-nums">{m.mobile ?? '–'}</span> },
      { id: 'status', header: t('members.col.status'), cell: (m) => <Badge tone={statusTone(m.status)}>{t(`status.${m.status}`, { defaultValue: m.status })}</Badge> },
      { id: 'balance', header: t('members.col.balance'), numeric: true, cell: (m) => money(m.balance, m.currency) },
      { id: 'created', header: t('members.col.created'), cell: (m) => <span className="tabular-nums">{dateTime(m.createdAt)}</span> },
      { id: 'lastLogin', header: t('members.col.lastLogin'), cell: (m) => <span className="tabular-nums">{dateTime(m.lastLoginAt)}</span> },
    ],
    [t],
  );
  return (
    <div data-testid="members-page">
      <PageHeader title={t('nav.members')} />
      <form onSubmit={search} className="mb-3 flex gap-2" role="search">
        <Input className="max-w-md" type="search" placeholder={t('members.searchHint')} aria-label={t('members.searchHint')} value={draft} onChange={(e) => setDraft(e.target.value)} data-testid="member-search" />
        <Button type="submit" tone="primary" data-testid="member-search-submit">
          {t('action.search')}
        </Button>
      </form>
      {list.isPending ? (
        <Spinner />
      ) : list.error && !list.data ? (
        <ErrorState error={list.error} onRetry={() => void list.refetch()} />
      ) : !list.data.items.length ? (
        <Empty>{t('members.empty')}</Empty>
      ) : (
        <div className="grid gap-3">
          <DataTable columns={columns} rows={list.data.items} rowKey={(m) => String(m.id)} label={t('nav.members')} />
          <Pager page={page} pageSize={PAGE_SIZE} total={list.data.total} onPage={(p) => setParams({ ...(query ? { query } : {}), page: String(p) }, { replace: true })} />
        </div>
      )}
    </div>
  );
}
