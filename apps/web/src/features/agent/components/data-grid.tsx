import { tableFeatures, useTable, type ColumnDef, type RowData } from '@tanstack/react-table';
import { useMemo, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Pager } from '../../../components/pager.tsx';
import { Spinner } from '../../../components/spinner.tsx';
import { agentErrorText } from '../lib/error-text.ts';

export interface GridColumn<T> {
  id: string;
  header: string;
  cell: (row: T) => ReactNode;
  /** Numbers line up on the end edge. */
  numeric?: boolean;
  /** The server sorts by this column (its id is the API's sort key). */
  sortable?: boolean;
  /** Totals row cell. */
  footer?: ReactNode;
}

export interface GridSort {
  sort: string;
  order: 'asc' | 'desc';
}

export interface DataGridProps<T extends RowData> {
  columns: GridColumn<T>[];
  rows: T[] | undefined;
  rowKey: (row: T) => string;
  isPending: boolean;
  error: unknown;
  /** Shown when the list is empty (an honest "nothing in this range"). */
  empty: string;
  label: string;
  sort?: GridSort;
  onSort?: (sort: GridSort) => void;
  page?: number;
  pageSize?: number;
  total?: number;
  onPage?: (page: number) => void;
  testId?: string;
}

const features = tableFeatures({});

/**
 * The grid of every agent report: TanStack Table for the header/row model, server-side sorting and
 * paging (the API pages and sorts, so a 100,000-member team never reaches the browser whole),
 * loading, error and empty states, and a totals row.
 */
export function DataGrid<T extends RowData>({ columns, rows, rowKey, isPending, error, empty, label, sort, onSort, page, pageSize, total, onPage, testId }: DataGridProps<T>) {
  const { t } = useTranslation('agent');
  const defs = useMemo<ColumnDef<typeof features, T>[]>(
    () => columns.map((c) => ({ id: c.id, accessorFn: (row: T) => row as never, header: () => c.header, cell: (info) => c.cell(info.row.original) })),
    [columns],
  );
  const byId = useMemo(() => new Map(columns.map((c) => [c.id, c])), [columns]);
  const data = useMemo(() => rows ?? [], [rows]);
  const table = useTable({ features, columns: defs, data, getRowId: (row) => rowKey(row) });
  const hasFooter = columns.some((c) => c.footer !== undefined);
  const totalPages = pageSize && total !== undefined ? Math.max(1, Math.ceil(total / pageSize)) : 1;

  if (isPending) {
    return (
      <div className="grid place-items-center py-12" data-testid="agent-grid-loading">
        <Spinner label={t('states.loading')} />
      </div>
    );
  }
  if (error && !rows) {
    return (
      <p className="rounded-card border border-line p-6 text-center text-danger" role="alert" data-testid="agent-grid-error">
        {agentErrorText(error)}
      </p>
    );
  }
  if (!data.length) {
    return (
      <p className="rounded-card border border-dashed border-line p-8 text-center text-fg-muted" data-testid="agent-empty">
        {empty}
      </p>
    );
  }

  const align = (id: string) => (byId.get(id)?.numeric ? 'text-end' : 'text-start');
  // The first column (who) stays in view while a phone scrolls the figures sideways.
  const first = columns[0]?.id;
  const pin = (id: string, bg: string) => (id === first ? `sticky start-0 z-[1] ${bg}` : '');
  return (
    <div className="grid gap-3" data-testid={testId}>
      <div className="overflow-x-auto rounded-xl border border-line">
        <table className="w-full min-w-max text-sm" aria-label={label}>
          <thead className="bg-sunken text-xs text-fg-muted">
            {table.getHeaderGroups().map((group) => (
              <tr key={group.id}>
                {group.headers.map((header) => {
                  const col = byId.get(header.column.id);
                  const active = sort?.sort === header.column.id;
                  const ariaSort = active ? (sort?.order === 'asc' ? 'ascending' : 'descending') : undefined;
                  return (
                    <th key={header.id} scope="col" aria-sort={ariaSort} className={`px-3 py-2 font-semibold whitespace-nowrap ${align(header.column.id)} ${pin(header.column.id, 'bg-sunken')}`}>
                      {col?.sortable && onSort ? (
                        <button
                          type="button"
                          className={`inline-flex items-center gap-1 hover:text-fg ${active ? 'text-fg' : ''}`}
                          onClick={() => onSort({ sort: header.column.id, order: active && sort?.order === 'desc' ? 'asc' : 'desc' })}
                          data-testid={`sort-${header.column.id}`}
                        >
                          <table.FlexRender header={header} />
                          <span aria-hidden="true">{active ? (sort?.order === 'asc' ? '▲' : '▼') : '↕'}</span>
                        </button>
                      ) : (
                        <table.FlexRender header={header} />
                      )}
                    </th>
                  );
                })}
              </tr>
            ))}
          </thead>
          <tbody>
            {table.getRowModel().rows.map((row) => (
              <tr key={row.id} className="border-t border-line">
                {row.getAllCells().map((cell) => (
                  <td key={cell.id} className={`px-3 py-2 whitespace-nowrap ${align(cell.column.id)} ${byId.get(cell.column.id)?.numeric ? 'tabular-nums' : ''} ${pin(cell.column.id, 'bg-elevated')}`}>
                    <table.FlexRender cell={cell} />
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
          {hasFooter && (
            <tfoot className="border-t-2 border-line bg-sunken font-semibold" data-testid="grid-totals">
              <tr>
                {columns.map((c) => (
                  <td key={c.id} className={`px-3 py-2 whitespace-nowrap ${c.numeric ? 'text-end tabular-nums' : 'text-start'} ${pin(c.id, 'bg-sunken')}`}>
                    {c.footer}
                  </td>
                ))}
              </tr>
            </tfoot>
          )}
        </table>
      </div>
      {page !== undefined && onPage && (
        <div className="flex flex-wrap items-center justify-between gap-2 text-xs text-fg-muted">
          <span data-testid="grid-count">{t('states.count', { count: total ?? data.length })}</span>
          <Pager page={page} totalPages={totalPages} onChange={onPage} label={t('states.pager')} />
        </div>
      )}
    </div>
  );
}
