import type { OperatorGame, OperatorGameList, OperatorVendorList } from '@app/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useMemo, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { DataTable, type Column } from '../components/data-table.tsx';
import { Badge, Button, Card, Empty, ErrorState, Field, Input, PageHeader, Pager, Select, Spinner, useErrorText } from '../components/ui.tsx';
import { call } from '../lib/api.ts';

const PAGE_SIZE = 50;

/** The order box of a row: saved on Enter or when the field is left, only when it changed. */
function SortInput({ game, onSave }: { game: OperatorGame; onSave: (sort: number) => void }) {
  const { t } = useTranslation();
  const [value, setValue] = useState(String(game.sort));
  const save = () => {
    const n = Number(value);
    if (Number.isInteger(n) && n >= 0 && n !== game.sort) onSave(n);
    else setValue(String(game.sort));
  };
  return (
    <Input
      className="!w-20 text-end tabular-nums"
      inputMode="numeric"
      aria-label={t('games.sortOf', { code: game.code })}
      value={value}
      onChange={(e) => setValue(e.target.value.replace(/\D/g, ''))}
      onBlur={save}
      onKeyDown={(e) => e.key === 'Enter' && save()}
      data-testid="game-sort"
    />
  );
}

/** Vendors and games: maintenance switches, the hot list and the order; the feed import is on its own page. */
export function GamesPage() {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const client = useQueryClient();
  const [draft, setDraft] = useState('');
  const [filter, setFilter] = useState<{ query: string; vendor: string; hot: string; page: number }>({ query: '', vendor: '', hot: '', page: 1 });
  const [notice, setNotice] = useState<{ ok: boolean; text: string } | null>(null);
  const vendors = useQuery({ queryKey: ['games', 'vendors'], queryFn: ({ signal }) => call<OperatorVendorList>('/operator/games/vendors', { signal }) });
  const games = useQuery({
    queryKey: ['games', 'list', filter],
    queryFn: ({ signal }) => call<OperatorGameList>('/operator/games', { signal, query: { query: filter.query, vendor: filter.vendor, hot: filter.hot, page: filter.page, pageSize: PAGE_SIZE } }),
    placeholderData: (prev) => prev,
  });
  const refresh = () => client.invalidateQueries({ queryKey: ['games'] });
  const onError = (err: unknown) => setNotice({ ok: false, text: errorText(err) });
  const gameMaintenance = useMutation({
    mutationFn: ({ code, on }: { code: string; on: boolean }) => call(`/operator/games/${encodeURIComponent(code)}/maintenance`, { method: 'PUT', body: { maintenance: on } }),
    onSuccess: (_d, v) => setNotice({ ok: true, text: t(v.on ? 'games.maintenanceOn' : 'games.maintenanceOff', { code: v.code }) }),
    onError,
    onSettled: refresh,
  });
  const vendorMaintenance = useMutation({
    mutationFn: ({ code, on }: { code: string; on: boolean }) => call(`/operator/vendors/${encodeURIComponent(code)}/maintenance`, { method: 'PUT', body: { maintenance: on } }),
    onSuccess: (_d, v) => setNotice({ ok: true, text: t(v.on ? 'games.maintenanceOn' : 'games.maintenanceOff', { code: v.code }) }),
    onError,
    onSettled: refresh,
  });
  const listing = useMutation({
    mutationFn: ({ code, ...body }: { code: string; hot?: boolean; sort?: number }) => call(`/operator/games/${encodeURIComponent(code)}`, { method: 'PATCH', body }),
    onSuccess: (_d, v) => setNotice({ ok: true, text: t('games.saved', { code: v.code }) }),
    onError,
    onSettled: refresh,
  });

  function search(e: FormEvent) {
    e.preventDefault();
    setFilter((f) => ({ ...f, query: draft.trim(), page: 1 }));
  }

  const columns = useMemo<Column<OperatorGame>[]>(
    () => [
      {
        id: 'name',
        header: t('games.col.game'),
        cell: (g) => (
          <span className="grid">
            <bdi className="font-semibold">{g.name}</bdi>
            <span className="text-xs text-fg-muted">
              <bdi>{g.code}</bdi> · {g.gameType}
              {g.classify ? ` · ${g.classify}` : ''}
            </span>
          </span>
        ),
      },
      { id: 'vendor', header: t('games.col.vendor'), cell: (g) => <bdi>{g.vendor}</bdi> },
      {
        id: 'state',
        header: t('games.col.state'),
        cell: (g) => (
          <span className="flex flex-wrap gap-1">
            {!g.enabled && <Badge tone="muted">{t('games.disabled')}</Badge>}
            {g.maintenance && <Badge tone="warn">{t('games.maintenance')}</Badge>}
            {g.new && <Badge tone="info">{t('games.new')}</Badge>}
          </span>
        ),
      },
      {
        id: 'hot',
        header: t('games.col.hot'),
        cell: (g) => (
          <input type="checkbox" className="size-4" checked={g.hot} aria-label={t('games.hotOf', { code: g.code })} onChange={(e) => listing.mutate({ code: g.code, hot: e.target.checked })} data-testid="game-hot" />
        ),
      },
      { id: 'sort', header: t('games.col.sort'), numeric: true, cell: (g) => <SortInput key={`${g.code}:${g.sort}`} game={g} onSave={(sort) => listing.mutate({ code: g.code, sort })} /> },
      {
        id: 'maintenance',
        header: t('games.col.maintenance'),
        cell: (g) => (
          <input
            type="checkbox"
            className="size-4"
            checked={g.maintenance}
            aria-label={t('games.maintenanceOf', { code: g.code })}
            onChange={(e) => gameMaintenance.mutate({ code: g.code, on: e.target.checked })}
            data-testid="game-maintenance"
          />
        ),
      },
    ],
    [t, listing, gameMaintenance],
  );

  return (
    <div data-testid="games-page">
      <PageHeader title={t('games.title')}>
        <Link to="/games/import" className="inline-flex min-h-9 items-center rounded-lg bg-primary px-3 py-1.5 text-sm font-semibold text-primary-contrast hover:bg-primary-strong" data-testid="games-import-link">
          {t('games.import')}
        </Link>
      </PageHeader>
      {notice && (
        <p className={`mb-3 rounded-lg p-3 text-sm ${notice.ok ? 'bg-success/15 text-success' : 'bg-danger/15 text-danger'}`} role="status" data-testid="games-notice">
          {notice.text}
        </p>
      )}
      <div className="grid gap-4 xl:grid-cols-[1fr_22rem]">
        <div className="grid min-w-0 content-start gap-3">
          <form onSubmit={search} className="flex flex-wrap items-end gap-2">
            <Field label={t('games.search')}>
              <Input type="search" value={draft} onChange={(e) => setDraft(e.target.value)} placeholder={t('games.searchHint')} data-testid="games-search" />
            </Field>
            <Field label={t('games.col.vendor')}>
              <Select value={filter.vendor} onChange={(e) => setFilter((f) => ({ ...f, vendor: e.target.value, page: 1 }))} data-testid="games-vendor">
                <option value="">{t('games.allVendors')}</option>
                {vendors.data?.items.map((v) => (
                  <option key={v.code} value={v.code}>
                    {v.name} ({v.code})
                  </option>
                ))}
              </Select>
            </Field>
            <Field label={t('games.col.hot')}>
              <Select value={filter.hot} onChange={(e) => setFilter((f) => ({ ...f, hot: e.target.value, page: 1 }))} data-testid="games-hot-filter">
                <option value="">{t('games.allGames')}</option>
                <option value="true">{t('games.hotOnly')}</option>
              </Select>
            </Field>
            <Button type="submit">{t('action.search')}</Button>
          </form>
          {games.isPending ? (
            <Spinner />
          ) : games.error ? (
            <ErrorState error={games.error} onRetry={() => void games.refetch()} />
          ) : !games.data.items.length ? (
            <Empty>{t('games.empty')}</Empty>
          ) : (
            <>
              <DataTable columns={columns} rows={games.data.items} rowKey={(g) => g.code} label={t('games.title')} />
              <Pager page={games.data.page} pageSize={games.data.pageSize} total={games.data.total} onPage={(page) => setFilter((f) => ({ ...f, page }))} />
            </>
          )}
        </div>
        <Card title={t('games.vendors')} testId="vendors-card" className="xl:sticky xl:top-4 xl:max-h-[calc(100vh-2rem)] xl:overflow-y-auto">
          {vendors.isPending ? (
            <Spinner />
          ) : vendors.error ? (
            <ErrorState error={vendors.error} onRetry={() => void vendors.refetch()} />
          ) : !vendors.data.items.length ? (
            <Empty>{t('games.noVendors')}</Empty>
          ) : (
            <ul className="grid gap-1 text-sm">
              {vendors.data.items.map((v) => (
                <li key={v.code} className="flex items-center justify-between gap-2 border-b border-line py-1.5 last:border-0" data-testid="vendor-row" data-id={v.code}>
                  <span className="grid min-w-0">
                    <bdi className="truncate font-semibold">{v.name}</bdi>
                    <span className="text-xs text-fg-muted">
                      <bdi>{v.code}</bdi> · {t('games.gameCount', { count: v.games })}
                      {!v.enabled && ` · ${t('games.disabled')}`}
                    </span>
                  </span>
                  <label className="flex shrink-0 items-center gap-1.5 text-xs">
                    <input type="checkbox" className="size-4" checked={v.maintenance} onChange={(e) => vendorMaintenance.mutate({ code: v.code, on: e.target.checked })} data-testid="vendor-maintenance" />
                    {t('games.maintenance')}
                  </label>
                </li>
              ))}
            </ul>
          )}
        </Card>
      </div>
    </div>
  );
}
