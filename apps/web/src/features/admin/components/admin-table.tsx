import type { ReactTable, Row, RowData, TableFeatures } from '@tanstack/react-table';
import { cn } from '../../../lib/cn';

export interface AdminTableProps<TFeatures extends TableFeatures, TData extends RowData> {
  /** The rows and columns, from TanStack Table's `useTable` (decision 032). */
  table: ReactTable<TFeatures, TData>;
  /** Said to screen readers: what the rows are and in which order. */
  caption: string;
  /** Classes per column id, for columns that give way on a narrow screen. */
  responsive?: Readonly<Record<string, string>>;
  /** A new page is on its way: the rows shown are the last page's. */
  busy?: boolean;
  /** Extra classes of one row (e.g. an inactive package, dimmed). */
  rowClassName?: (row: Row<TFeatures, TData>) => string | false | undefined;
}

const cellPadding = 'px-3 first:pl-4 sm:px-4 sm:first:pl-5';

/**
 * The admin area's one table markup (Users, Orders, Packages): a real <table> with a caption,
 * column headers, an `actions` column aligned right, and columns that hide on small screens.
 */
export function AdminTable<TFeatures extends TableFeatures, TData extends RowData>({
  table,
  caption,
  responsive = {},
  busy = false,
  rowClassName,
}: AdminTableProps<TFeatures, TData>) {
  return (
    <div className={cn('frame overflow-x-auto rounded-[3px] transition-opacity', busy && 'opacity-60')} aria-busy={busy || undefined}>
      <table className="w-full text-left text-sm">
        <caption className="sr-only">{caption}</caption>
        <thead className="border-b border-paper-300 bg-paper-100/80">
          {table.getHeaderGroups().map((group) => (
            <tr key={group.id}>
              {group.headers.map((header) => (
                <th
                  key={header.id}
                  scope="col"
                  className={cn('eyebrow py-3 font-semibold text-ink-600', cellPadding, header.column.id === 'actions' && 'text-right', responsive[header.column.id])}
                >
                  {header.isPlaceholder ? null : <table.FlexRender header={header} />}
                </th>
              ))}
            </tr>
          ))}
        </thead>
        <tbody className="divide-y divide-paper-300">
          {table.getRowModel().rows.map((row) => (
            <tr key={row.id} className={cn('align-middle hover:bg-paper-100/60', rowClassName?.(row))}>
              {row.getAllCells().map((cell) => (
                <td key={cell.id} className={cn('py-3.5', cellPadding, cell.column.id === 'actions' && 'text-right', responsive[cell.column.id])}>
                  <table.FlexRender cell={cell} />
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
