import type { AuditEntry, AuditList } from '@app/contracts';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useMemo, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { DataTable, type Column } from '../components/data-table.tsx';
import { Button, Empty, ErrorState, Field, Input, PageHeader, Pager, Spinner, useErrorText } from '../components/ui.tsx';
import { call, isApiError } from '../lib/api.ts';
import { toCsv, download } from '../lib/csv.ts';
import { dateTime } from '../lib/format.ts';

const PAGE_SIZE = 50;

async function browserCsv(filters: Record<string, string>): Promise<string> {
  const items: AuditEntry[] = [];
  for (let p = 1; p <= 250; p += 1) {
    const chunk = await call<AuditList>('/operator/audit', { query: { ...filters, page: p, pageSize: 200 } });
    items.push(...chunk.items);
    if (items.length >= chunk.total || !chunk.items.length) break;
  }
  return toCsv(
    ['id', 'createdAt', 'operatorId', 'operator', 'action', 'targetType', 'targetId', 'ip', 'before', 'after'],
    items.map((i) => [i.id, i.createdAt, i.operatorId, i.operator, i.action, i.targetType, i.targetId, i.ip, i.before, i.after]),
  );
}
const FILTERS = ['action', 'operatorId', 'targetType', 'targetId'] as const;
type Filters = Record<(typeof FILTERS)[number], string>;

function short(value: unknown): string {
  if (value === null || value === undefined) return '';
  const s = JSON.stringify(value);
  return s.length > 80 ? `${s.slice(0, 79)}…` : s;
}

/** Every operator write: who, what, before/after, IP; filters and a CSV of everything the filters match. */
export function AuditPage() {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const [params, setParams] = useSearchParams();
  const page = Number(params.get('page') ?? 1) || 1;
  const applied = Object.fromEntries(FILTERS.map((f) => [f, params.get(f) ?? ''])) as Filters;
  const [draft, setDraft] = useState<Filters>(applied);
  const [exporting, setExporting] = useState(false);
  const [exportError, setExportError] = useState<string | null>(null);

  const list = useQuery({
    queryKey: ['audit', applied, page],
    queryFn: ({ signal }) => call<AuditList>('/operator/audit', { query: { ...applied, page, pageSize: PAGE_SIZE }, signal }),
    placeholderData: keepPreviousData,
  });

  function apply(e: FormEvent) {
    e.preventDefault();
    const next = new URLSearchParams();
    for (const f of FILTERS) if (draft[f].trim()) next.set(f, draft[f].trim());
    setParams(next, { replace: true });
  }

  /** The server's CSV of everything the filters match (GET /operator/audit.csv); until a server has that route, the pages written as CSV here. */
  async function exportCsv() {
    setExporting(true);
    setExportError(null);
    const name = `audit-${new Date().toISOString().slice(0, 10)}.csv`;
    try {
      download(name, await call<string>('/operator/audit.csv', { query: applied, text: true }));
    } catch (err) {
      if (isApiError(err) && err.status === 404) {
        try {
          download(name, await browserCsv(applied));
        } catch (inner) {
          setExportError(errorText(inner));
        }
      } else setExportError(errorText(err));
    } finally {
      setExporting(false);
    }
  }

  const columns = useMemo<Column<AuditEntry>[]>(
    () => [
      { id: 'time', header: t('audit.col.time'), cell: (r) => <span className="tabular-nums">{dateTime(r.createdAt)}</span> },
      { id: 'operator', header: t('audit.col.operator'), cell: (r) => <bdi>{r.operator ?? t('audit.system')}</bdi> },
      { id: 'action', header: t('audit.col.action'), cell: (r) => <code className="text-xs">{r.action}</code> },
      {
        id: 'target',
        header: t('audit.col.target'),
        // Session and adjustment ids are UUIDs: the start is enough to tell rows apart, the whole id is in the tooltip and the CSV.
        cell: (r) =>
          r.targetType ? (
            <span className="block max-w-56 truncate" title={`${r.targetType} #${r.targetId ?? ''}`}>
              {r.targetType} #{r.targetId ?? ''}
            </span>
          ) : (
            '–'
          ),
      },
      {
        id: 'change',
        header: t('audit.col.change'),
        cell: (r) => (
          <span className="block max-w-xs truncate font-mono text-xs text-fg-secondary" title={JSON.stringify({ before: r.before, after: r.after })}>
            {r.before !== null && r.before !== undefined && <span className="text-danger">{short(r.before)} </span>}
            {r.after !== null && r.after !== undefined && <span className="text-success">{short(r.after)}</span>}
          </span>
        ),
      },
      { id: 'ip', header: t('audit.col.ip'), cell: (r) => <span className="tabular-nums">{r.ip ?? '–'}</span> },
    ],
    [t],
  );

  return (
    <div data-testid="audit-page">
      <PageHeader title={t('nav.audit')}>
        <Button tone="primary" onClick={() => void exportCsv()} disabled={exporting} data-testid="audit-export">
          {exporting ? t('audit.exporting') : t('audit.export')}
        </Button>
      </PageHeader>
      <form onSubmit={apply} className="mb-3 grid grid-cols-2 items-end gap-3 md:grid-cols-5">
        {FILTERS.map((f) => (
          <Field key={f} label={t(`audit.filter.${f}`)}>
            <Input value={draft[f]} inputMode={f === 'operatorId' ? 'numeric' : undefined} onChange={(e) => setDraft({ ...draft, [f]: e.target.value })} data-testid={`audit-filter-${f}`} />
          </Field>
        ))}
        <Button type="submit" data-testid="audit-apply">
          {t('action.filter')}
        </Button>
      </form>
      {exportError && (
        <p className="mb-3 text-sm text-danger" role="alert">
          {exportError}
        </p>
      )}
      {list.isPending ? (
        <Spinner />
      ) : list.error && !list.data ? (
        <ErrorState error={list.error} onRetry={() => void list.refetch()} />
      ) : !list.data.items.length ? (
        <Empty>{t('audit.empty')}</Empty>
      ) : (
        <div className="grid gap-3">
          <DataTable columns={columns} rows={list.data.items} rowKey={(r) => r.id} label={t('nav.audit')} />
          <Pager
            page={page}
            pageSize={PAGE_SIZE}
            total={list.data.total}
            onPage={(p) => {
              const next = new URLSearchParams(params);
              next.set('page', String(p));
              setParams(next, { replace: true });
            }}
          />
        </div>
      )}
    </div>
  );
}
