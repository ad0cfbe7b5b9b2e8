import { useRef, type ReactNode } from 'react';
import { idOf, Row } from './tableRows';
import type { DataTableProps } from './tableTypes';
import { useVirtualRows, VirtualRegion } from './virtualRows';

/** The table's virtualised form: only the rows in view (plus a few) are in the DOM; spacer rows keep the height. */
export function VirtualBody<T>({
  rows,
  caption,
  columns,
  rowKey = idOf,
  actions,
  head,
  footer,
  rowHeight,
  locale,
}: DataTableProps<T> & { head: ReactNode; footer: ReactNode; rowHeight: number; locale: string }) {
  const scrollRef = useRef<HTMLDivElement>(null);
  const { items, paddingTop, paddingBottom } = useVirtualRows({ scrollRef, count: rows.length, rowHeight, overscan: 8 });
  const span = columns.length + (actions ? 1 : 0);
  const spacer = (height: number) =>
    height > 0 && (
      <tr aria-hidden="true">
        <td colSpan={span} style={{ height, padding: 0, border: 0 }} />
      </tr>
    );
  return (
    <VirtualRegion scrollRef={scrollRef} label={caption} maxHeight="65vh">
      <table className="table table-hover align-middle mb-0 data-table" aria-rowcount={rows.length + 1}>
        <caption className="visually-hidden">
          {caption}, {rows.length} rows
        </caption>
        {head}
        <tbody>
          {spacer(paddingTop)}
          {items.map((v) => {
            const row = rows[v.index];
            return row === undefined ? null : (
              <Row
                key={rowKey(row, v.index)}
                row={row}
                columns={columns}
                actions={actions}
                index={v.index}
                height={rowHeight}
                locale={locale}
              />
            );
          })}
          {spacer(paddingBottom)}
        </tbody>
        {footer}
      </table>
    </VirtualRegion>
  );
}
