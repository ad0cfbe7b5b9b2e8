import type { ReactNode } from 'react';
import Table, { type TableProps } from 'react-bootstrap/Table';
import { cellClass } from './tableRows';
import type { Column } from './tableTypes';

/** A header cell of a `PlainTable`: its text, or the text and how it stands. */
type PlainHeader =
  | string
  | (Pick<Column<unknown>, 'align' | 'hideBelow'> & {
      label: ReactNode;
      /** The React key when `label` is not a text. */
      key?: string;
      /** Read by screen readers only (a column of buttons). */
      hidden?: boolean;
    });

type PlainTableProps = Omit<TableProps, 'children'> & {
  caption: ReactNode;
  /** Shown above the table; by default the caption is for screen readers only. */
  captionVisible?: boolean;
  headers: readonly PlainHeader[];
  /** The body rows. */
  children: ReactNode;
  /** The footer rows (totals). */
  footer?: ReactNode;
};

/**
 * A table laid out by hand (form fields in cells, row headers, totals) with its caption and
 * header row written once. A list of records is a `DataTable`; this is for the tables that are
 * not one (a form's rows, a report's figures, a grid).
 */
export function PlainTable({ caption, captionVisible = false, headers, children, footer, ...table }: PlainTableProps) {
  return (
    <Table {...table}>
      <caption className={captionVisible ? undefined : 'visually-hidden'}>{caption}</caption>
      <thead>
        <tr>
          {headers.map((h, i) => {
            const cell = typeof h === 'string' ? { label: h } : h;
            return (
              <th key={cell.key ?? (typeof cell.label === 'string' ? cell.label : i)} scope="col" className={cellClass(cell)}>
                {cell.hidden ? <span className="visually-hidden">{cell.label}</span> : cell.label}
              </th>
            );
          })}
        </tr>
      </thead>
      <tbody>{children}</tbody>
      {footer && <tfoot>{footer}</tfoot>}
    </Table>
  );
}
