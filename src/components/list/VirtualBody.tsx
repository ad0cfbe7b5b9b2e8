import { observeElementRect, useVirtualizer } from '@tanstack/react-virtual';
import { useRef, type ReactNode } from 'react';
import { idOf, Row } from './tableRows';
import type { DataTableProps } from './tableTypes';

const NO_LAYOUT_RECT = { width: 1200, height: 600 };

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
  // eslint-disable-next-line react-hooks/incompatible-library -- the virtualiser returns fresh functions; this component is not compiler-memoised, which is fine
  const virtualizer = useVirtualizer({
    count: rows.length,
    getScrollElement: () => scrollRef.current,
    estimateSize: () => rowHeight,
    overscan: 8,
    // jsdom and the first paint have no layout yet: assume a viewport so rows render at once.
    initialRect: NO_LAYOUT_RECT,
    // A region measured without height (jsdom has no layout) keeps that viewport, not zero rows.
    observeElementRect: (instance, cb) => observeElementRect(instance, (rect) => cb(rect.height > 0 ? rect : NO_LAYOUT_RECT)),
  });
  const items = virtualizer.getVirtualItems();
  const paddingTop = items[0]?.start ?? 0;
  const paddingBottom = virtualizer.getTotalSize() - (items[items.length - 1]?.end ?? 0);
  const span = columns.length + (actions ? 1 : 0);
  const spacer = (height: number) =>
    height > 0 && (
      <tr aria-hidden="true">
        <td colSpan={span} style={{ height, padding: 0, border: 0 }} />
      </tr>
    );
  return (
    // A focusable scroll region so keyboard users can scroll it (axe: scrollable-region-focusable).
    <div
      ref={scrollRef}
      className="border rounded overflow-auto"
      style={{ maxHeight: '65vh' }}
      role="region"
      aria-label={caption}
      // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- a scrollable region must be reachable by keyboard
      tabIndex={0}
    >
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
    </div>
  );
}
