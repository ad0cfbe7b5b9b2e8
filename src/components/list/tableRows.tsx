import { memo, type ReactNode } from 'react';
import { RowActions } from './RowActions';
import type { Column, DataTableProps } from './tableTypes';

export const cellClass = (c: Pick<Column<unknown>, 'align' | 'hideBelow'>) =>
  // eslint-disable-next-line lingui/no-unlocalized-strings -- CSS classes, not a text
  [c.align && `text-${c.align}`, c.hideBelow && `d-none d-${c.hideBelow}-table-cell`].filter(Boolean).join(' ') || undefined;

interface RowProps<T> {
  row: T;
  columns: readonly Column<T>[];
  actions: DataTableProps<T>['actions'];
  index?: number;
  height?: number;
  /** The language the cells are formatted in: a switch re-renders the memoised rows. */
  locale?: string;
}

/** A row re-renders only when its data or the columns change: filtering mostly moves rows. */
export const Row = memo(function Row<T>({ row, columns, actions, index, height }: RowProps<T>) {
  return (
    <tr aria-rowindex={index === undefined ? undefined : index + 2} style={height ? { height } : undefined}>
      {columns.map((c) => (
        <td key={c.key} className={cellClass(c)}>
          {c.cell(row)}
        </td>
      ))}
      {actions && (
        <td className="text-end">
          <RowActions actions={actions.items(row)} menuLabel={actions.menuLabel(row)} />
        </td>
      )}
    </tr>
  );
}) as <T>(props: RowProps<T>) => ReactNode;

/** A row's default key: its `id`, else its position (give rows without an id a `rowKey`). */
export function idOf(row: unknown, index: number): string {
  return typeof row === 'object' && row !== null && 'id' in row && typeof row.id === 'string' ? row.id : String(index);
}

/** The footer row: the columns' `footer` cells after `footerLabel`, or the rows given as `footer`. */
export function tableFooter<T>({ columns, footerLabel, actions, footer }: DataTableProps<T>): ReactNode {
  if (footer) return <tfoot>{footer}</tfoot>;
  const first = columns.findIndex((c) => c.footer !== undefined);
  if (footerLabel === undefined && first < 0) return null;
  const leading = first < 0 ? columns : columns.slice(0, first);
  const span = leading.filter((c) => !c.hideBelow).length;
  return (
    <tfoot>
      <tr>
        <th scope="row" colSpan={span}>
          {footerLabel}
        </th>
        {leading
          .filter((c) => c.hideBelow)
          .map((c) => (
            <td key={c.key} className={cellClass(c)} />
          ))}
        {(first < 0 ? [] : columns.slice(first)).map((c) => (
          <td key={c.key} className={[cellClass(c), 'fw-semibold'].join(' ')}>
            {c.footer}
          </td>
        ))}
        {actions && <td />}
      </tr>
    </tfoot>
  );
}
