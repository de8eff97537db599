import type { UseQueryResult } from '@tanstack/react-query';
import type { RowData } from '@tanstack/react-table';
import type { ReactNode } from 'react';
import { useSearchParams } from 'react-router';
import { DataTable, type Column } from './data-table.tsx';
import { Empty, ErrorState, Field, Pager, Select, Spinner } from './ui.tsx';

/**
 * A page's filters in the address (?status=...&page=2): the current parameters and a setter that
 * replaces the given ones (an empty value removes it) without adding a history entry.
 */
export function useUrlFilters(): [URLSearchParams, (patch: Record<string, string>) => void] {
  const [params, setParams] = useSearchParams();
  const set = (patch: Record<string, string>) => {
    const next = new URLSearchParams(params);
    for (const [k, v] of Object.entries(patch)) {
      if (v) next.set(k, v);
      else next.delete(k);
    }
    setParams(next, { replace: true });
  };
  return [params, set];
}

/**
 * The body of a paged list: the spinner, the error with a retry, the empty text, or the rows (a grid by
 * default, or `children` for another layout) and the pager.
 */
export function PagedList<T extends RowData>({
  query,
  empty,
  page,
  pageSize,
  onPage,
  table,
  children,
}: {
  query: UseQueryResult<{ items: T[]; total: number }>;
  empty: string;
  page: number;
  pageSize: number;
  onPage: (page: number) => void;
  table?: { columns: Column<T>[]; rowKey: (row: T) => string; label: string; rowTestId: string };
  children?: (items: T[]) => ReactNode;
}) {
  if (query.isPending) return <Spinner />;
  if (query.error && !query.data) return <ErrorState error={query.error} onRetry={() => void query.refetch()} />;
  const data = query.data!;
  if (!data.items.length) return <Empty>{empty}</Empty>;
  return (
    <div className="grid gap-3">
      {table ? <DataTable columns={table.columns} rows={data.items} rowKey={table.rowKey} label={table.label} rowTestId={table.rowTestId} /> : children?.(data.items)}
      <Pager page={page} pageSize={pageSize} total={data.total} onPage={onPage} />
    </div>
  );
}

/** A list filter: "all" (the empty value) or one of `options`, each shown by `optionLabel`. */
export function FilterSelect<V extends string>({
  label,
  value,
  allLabel,
  options,
  optionLabel,
  onChange,
  testId,
}: {
  label: string;
  value: string;
  allLabel: string;
  options: readonly V[];
  optionLabel: (option: V) => string;
  onChange: (value: string) => void;
  testId?: string;
}) {
  return (
    <Field label={label}>
      <Select value={value} onChange={(e) => onChange(e.target.value)} data-testid={testId}>
        <option value="">{allLabel}</option>
        {options.map((o) => (
          <option key={o} value={o}>
            {optionLabel(o)}
          </option>
        ))}
      </Select>
    </Field>
  );
}
