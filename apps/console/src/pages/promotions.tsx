import { PROMOTION_STATES, type OperatorPromotionList, type OperatorPromotionView, type PromotionState } from '@app/contracts';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useMemo, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, NavLink } from 'react-router';
import { ConfirmDialog, useSectionErrorText } from '../components/confirm.tsx';
import { DataTable, type Column } from '../components/data-table.tsx';
import { Badge, Button, Empty, ErrorState, Input, PageHeader, Pager, Select, Spinner } from '../components/ui.tsx';
import { call } from '../lib/api.ts';
import { count, dateTime, money } from '../lib/format.ts';

export const promotionsKey = ['promotions'] as const;
const PAGE_SIZE = 25;
const STATE_TONE: Record<PromotionState, 'ok' | 'info' | 'muted'> = { RUNNING: 'ok', UPCOMING: 'info', ENDED: 'muted' };

export function fetchPromotions(filter: { query?: string; state?: PromotionState | ''; page?: number; pageSize?: number }, signal?: AbortSignal) {
  return call<OperatorPromotionList>('/operator/promotions', { signal, query: { query: filter.query, state: filter.state, page: filter.page ?? 1, pageSize: filter.pageSize ?? PAGE_SIZE } });
}

/** The title in the console's language when it is Thai, else English. */
export function promotionTitle(p: Pick<OperatorPromotionView, 'text'>, language: string): string {
  return (language === 'ty' ? p.text.TY.title : '') || p.text.EN.title;
}

/** The promotions area's two pages: the promotions and the members' applications. */
export function PromotionTabs() {
  const { t } = useTranslation();
  const tabs = [
    { to: '/promotions', label: t('promotions.tabs.promotions'), end: true },
    { to: '/promotions/applications', label: t('promotions.tabs.applications'), end: false },
  ];
  return (
    <nav aria-label={t('promotions.nav')} className="mb-4 flex gap-1 overflow-x-auto border-b border-line" data-testid="promotion-tabs">
      {tabs.map((tab) => (
        <NavLink
          key={tab.to}
          to={tab.to}
          end={tab.end}
          className={({ isActive }) => `-mb-px shrink-0 border-b-2 px-3 py-2 text-sm font-semibold ${isActive ? 'border-primary text-primary' : 'border-transparent text-fg-secondary hover:text-fg'}`}
        >
          {tab.label}
        </NavLink>
      ))}
    </nav>
  );
}

/** The bonus terms in one line: wagering multiple, max cash-out, days to meet it, game categories. */
export function TermsText({ p }: { p: Pick<OperatorPromotionView, 'terms' | 'currency'> }) {
  const { t } = useTranslation();
  const parts = [
    t('promotions.terms.wagering', { n: p.terms.wageringMultiplier }),
    p.terms.maxCashout === null ? t('promotions.terms.noCap') : t('promotions.terms.cap', { amount: money(p.terms.maxCashout, p.currency) }),
    t('promotions.terms.days', { n: p.terms.validDays }),
    p.terms.categories.length ? p.terms.categories.map((c) => t(`promotions.category.${c}`, { defaultValue: c })).join(', ') : t('promotions.terms.allGames'),
  ];
  // Wraps inside the grid's cell, so the pinned actions column never covers it.
  return <span className="block max-w-64 min-w-48 text-xs whitespace-normal text-fg-secondary">{parts.join(' · ')}</span>;
}

/** /promotions: the grid with search and state filter, a link to edit each, and "End now". */
export function PromotionsPage() {
  const { t, i18n } = useTranslation();
  const client = useQueryClient();
  const errorText = useSectionErrorText('promotions');
  const [typed, setTyped] = useState('');
  const [filter, setFilter] = useState<{ query: string; state: PromotionState | ''; page: number }>({ query: '', state: '', page: 1 });
  const [ending, setEnding] = useState<OperatorPromotionView | null>(null);
  const list = useQuery({ queryKey: [...promotionsKey, filter], queryFn: ({ signal }) => fetchPromotions(filter, signal), placeholderData: keepPreviousData });
  const end = useMutation({
    mutationFn: (p: OperatorPromotionView) => call<{ id: string }>(`/operator/promotions/${p.id}/end`, { method: 'POST', body: {} }),
    onSuccess: async () => {
      setEnding(null);
      await client.invalidateQueries({ queryKey: promotionsKey });
    },
  });
  const columns = useMemo<Column<OperatorPromotionView>[]>(
    () => [
      {
        id: 'title',
        header: t('promotions.col.title'),
        cell: (p) => (
          <Link to={`/promotions/${p.id}`} className="font-semibold text-accent hover:underline" data-testid="promotion-link">
            {promotionTitle(p, i18n.language)}
          </Link>
        ),
      },
      { id: 'state', header: t('promotions.col.state'), cell: (p) => <Badge tone={STATE_TONE[p.state]} testId="promotion-state">{t(`promotions.state.${p.state}`)}</Badge> },
      {
        id: 'window',
        header: t('promotions.col.window'),
        cell: (p) => (
          <span className="grid text-xs tabular-nums">
            <span>{dateTime(p.startsAt)} –</span>
            <span>{dateTime(p.endsAt)}</span>
          </span>
        ),
      },
      { id: 'bonus', header: t('promotions.col.bonus'), numeric: true, cell: (p) => money(p.bonusAmount, p.currency) },
      { id: 'terms', header: t('promotions.col.terms'), cell: (p) => <TermsText p={p} /> },
      {
        id: 'applications',
        header: t('promotions.col.applications'),
        numeric: true,
        cell: (p) => (
          <Link to={`/promotions/applications?promotionId=${p.id}`} className="text-accent hover:underline" title={t('promotions.applicationCounts', { pending: p.applications.pending, approved: p.applications.approved, rejected: p.applications.rejected })}>
            {count(p.applications.pending)} / {count(p.applications.pending + p.applications.approved + p.applications.rejected)}
          </Link>
        ),
      },
      {
        id: 'actions',
        header: t('promotions.col.actions'),
        pinned: true,
        cell: (p) =>
          p.state === 'ENDED' ? null : (
            <Button tone="ghost" className="text-danger" onClick={() => setEnding(p)} data-testid="promotion-end">
              {p.state === 'UPCOMING' ? t('promotions.cancel') : t('promotions.end')}
            </Button>
          ),
      },
    ],
    [t, i18n.language],
  );
  const search = (e: FormEvent) => {
    e.preventDefault();
    setFilter((f) => ({ ...f, query: typed.trim(), page: 1 }));
  };
  return (
    <div data-testid="promotions-page">
      <PageHeader title={t('promotions.title')}>
        <Link to="/promotions/new" className="inline-flex min-h-9 items-center rounded-lg bg-primary px-3 text-sm font-semibold text-primary-contrast hover:bg-primary-strong" data-testid="promotion-new">
          {t('promotions.new')}
        </Link>
      </PageHeader>
      <PromotionTabs />
      <form onSubmit={search} className="mb-3 flex flex-wrap items-center gap-2">
        <Input className="max-w-xs" type="search" placeholder={t('promotions.searchHint')} aria-label={t('action.search')} value={typed} onChange={(e) => setTyped(e.target.value)} data-testid="promotions-search" />
        <Select className="max-w-48" aria-label={t('promotions.col.state')} value={filter.state} onChange={(e) => setFilter((f) => ({ ...f, state: e.target.value as PromotionState | '', page: 1 }))} data-testid="promotions-state">
          <option value="">{t('promotions.state.all')}</option>
          {PROMOTION_STATES.map((s) => (
            <option key={s} value={s}>
              {t(`promotions.state.${s}`)}
            </option>
          ))}
        </Select>
        <Button type="submit">{t('action.search')}</Button>
      </form>
      {list.isPending ? (
        <Spinner />
      ) : list.error ? (
        <ErrorState error={list.error} onRetry={() => void list.refetch()} />
      ) : !list.data.items.length ? (
        <Empty>{t('promotions.empty')}</Empty>
      ) : (
        <div className="grid gap-3">
          <DataTable columns={columns} rows={list.data.items} rowKey={(p) => p.id} label={t('promotions.title')} />
          <Pager page={filter.page} pageSize={PAGE_SIZE} total={list.data.total} onPage={(page) => setFilter((f) => ({ ...f, page }))} />
        </div>
      )}
      <ConfirmDialog
        open={ending !== null}
        title={ending ? t(ending.state === 'UPCOMING' ? 'promotions.cancelTitle' : 'promotions.endTitle', { title: promotionTitle(ending, i18n.language) }) : ''}
        text={t('promotions.endText')}
        confirmLabel={ending?.state === 'UPCOMING' ? t('promotions.cancel') : t('promotions.end')}
        tone="danger"
        busy={end.isPending}
        error={end.error ? errorText(end.error) : null}
        onConfirm={() => ending && end.mutate(ending)}
        onCancel={() => {
          setEnding(null);
          end.reset();
        }}
      />
    </div>
  );
}
