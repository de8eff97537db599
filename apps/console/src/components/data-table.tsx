import { tableFeatures, useTable, type ColumnDef, type RowData } from '@tanstack/react-table';
import { useMemo, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

export interface Column<T> {
  id: string;
  header: string;
  cell: (row: T) => ReactNode;
  numeric?: boolean;
  /** Stays at the end edge while the other columns scroll (row actions on a phone). */
  pinned?: boolean;
}

const features = tableFeatures({});

/**
 * The console's grid: TanStack Table for the header and row model (the API filters and pages), with an
 * optional checkbox column for bulk actions. Rows carry data-testid="row" and data-id for the tests.
 */
export function DataTable<T extends RowData>({
  columns,
  rows,
  rowKey,
  label,
  selectable,
  selected,
  onSelect,
  rowTestId = 'row',
}: {
  columns: Column<T>[];
  rows: T[];
  rowKey: (row: T) => string;
  label: string;
  /** Which rows can be ticked for a bulk action. */
  selectable?: (row: T) => boolean;
  selected?: ReadonlySet<string>;
  onSelect?: (next: Set<string>) => void;
  rowTestId?: string;
}) {
  const { t } = useTranslation();
  const defs = useMemo<ColumnDef<typeof features, T>[]>(
    () => columns.map((c) => ({ id: c.id, accessorFn: (row: T) => row as never, header: () => c.header, cell: (info) => c.cell(info.row.original) })),
    [columns],
  );
  const byId = useMemo(() => new Map(columns.map((c) => [c.id, c])), [columns]);
  const table = useTable({ features, columns: defs, data: rows, getRowId: (row) => rowKey(row) });
  const pickable = selectable && selected && onSelect ? rows.filter(selectable).map(rowKey) : [];
  const allPicked = pickable.length > 0 && pickable.every((id) => selected?.has(id));
  const toggle = (id: string) => {
    if (!selected || !onSelect) return;
    const next = new Set(selected);
    if (next.has(id)) next.delete(id);
    else next.add(id);
    onSelect(next);
  };
  const align = (id: string) => (byId.get(id)?.numeric ? 'text-end tabular-nums' : 'text-start');
  const pin = (id: string, bg: string) => (byId.get(id)?.pinned ? `sticky end-0 border-s border-line ${bg}` : '');
  return (
    <div className="overflow-x-auto rounded-xl border border-line bg-elevated">
      <table className="w-full min-w-max text-sm" aria-label={label}>
        <thead className="bg-sunken text-xs text-fg-muted">
          {table.getHeaderGroups().map((group) => (
            <tr key={group.id}>
              {selectable && (
                <th scope="col" className="w-10 px-3 py-2">
                  <input
                    type="checkbox"
                    aria-label={t('table.selectAll')}
                    checked={allPicked}
                    disabled={!pickable.length}
                    onChange={() => onSelect?.(allPicked ? new Set() : new Set(pickable))}
                    data-testid="select-all"
                  />
                </th>
              )}
              {group.headers.map((header) => (
                <th key={header.id} scope="col" className={`px-3 py-2 font-semibold whitespace-nowrap ${align(header.column.id)} ${pin(header.column.id, 'bg-sunken')}`}>
                  <table.FlexRender header={header} />
                </th>
              ))}
            </tr>
          ))}
        </thead>
        <tbody>
          {table.getRowModel().rows.map((row) => {
            const canPick = selectable?.(row.original) ?? false;
            return (
              <tr key={row.id} className="border-t border-line hover:bg-sunken/50" data-testid={rowTestId} data-id={row.id}>
                {selectable && (
                  <td className="px-3 py-2">
                    {canPick && <input type="checkbox" aria-label={t('table.select', { id: row.id })} checked={selected?.has(row.id) ?? false} onChange={() => toggle(row.id)} data-testid="select-row" />}
                  </td>
                )}
                {row.getAllCells().map((cell) => (
                  <td key={cell.id} className={`px-3 py-2 whitespace-nowrap ${align(cell.column.id)} ${pin(cell.column.id, 'bg-elevated')}`}>
                    <table.FlexRender cell={cell} />
                  </td>
                ))}
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}
