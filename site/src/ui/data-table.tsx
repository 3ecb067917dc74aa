import type { HTMLAttributes, Key, ReactNode } from 'react';
import { type ConfirmedDelete, DeleteButton, useConfirmDelete } from './confirm-delete.tsx';

export interface Column<T> {
  header: string;
  cell: (row: T) => ReactNode;
  /** Classes of the column's cells beside the padding (wrapping, weight). */
  className?: string;
}

export interface DataTableProps<T> {
  rows: T[];
  rowKey: (row: T) => Key;
  columns: Column<T>[];
  /** The table's minimum width as a Tailwind class, so narrow screens scroll it instead of squeezing it. */
  minWidth: string;
  /** The actions column: its header, and the buttons of a row before the delete button. */
  actions?: { header: string; cell?: (row: T) => ReactNode };
  /** A delete button on every row, which asks before deleting. */
  remove?: ConfirmedDelete<T>;
  rowProps?: (row: T) => HTMLAttributes<HTMLTableRowElement>;
}

/** The admin screens' table: a header row, one row per item, and per-row actions with a confirmed delete. */
export function DataTable<T>({
  rows,
  rowKey,
  columns,
  minWidth,
  actions,
  remove,
  rowProps,
}: DataTableProps<T>) {
  const confirm = useConfirmDelete<T>({
    message: remove?.message ?? (() => ''),
    busy: remove?.busy ?? false,
    onConfirm: remove?.onConfirm ?? (() => undefined),
  });
  return (
    <div className="overflow-x-auto rounded-xl border border-slate-200 bg-white shadow-sm">
      <table className={`w-full ${minWidth} text-left text-sm`}>
        <thead className="bg-slate-50 text-slate-600">
          <tr>
            {columns.map((column) => (
              <th key={column.header} scope="col" className="px-4 py-3 font-medium">
                {column.header}
              </th>
            ))}
            {actions && (
              <th scope="col" className="px-4 py-3 text-right font-medium">
                {actions.header}
              </th>
            )}
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-100">
          {rows.map((row) => (
            <tr key={rowKey(row)} {...rowProps?.(row)}>
              {columns.map((column) => (
                <td key={column.header} className={`px-4 py-3 ${column.className ?? ''}`}>
                  {column.cell(row)}
                </td>
              ))}
              {actions && (
                <td className="px-4 py-3">
                  <div className="flex justify-end gap-1">
                    {actions.cell?.(row)}
                    {remove && <DeleteButton name={remove.name(row)} onClick={() => confirm.ask(row)} />}
                  </div>
                </td>
              )}
            </tr>
          ))}
        </tbody>
      </table>
      {remove && confirm.dialog}
    </div>
  );
}
