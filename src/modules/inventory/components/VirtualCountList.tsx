import { useLingui } from '@lingui/react/macro';
import { useEffect, useMemo, useRef } from 'react';
import { useVirtualRows, VirtualRegion } from '@/components/list/virtualRows';
import type { InventoryItem } from '../types';
import type { useCountScreen } from '../useCountScreen';
import { AreaHeading, CountRow } from './CountRow';

type Screen = ReturnType<typeof useCountScreen>;
type Row = { kind: 'area'; area: string; items: InventoryItem[] } | { kind: 'item'; item: InventoryItem };

/** An estimate of a row's height; rows are measured once drawn. */
const ROW_HEIGHT = 64;

/**
 * A long count (issue #29: 2,000 items) draws only the rows in view, like the inventory overview:
 * a scroll region with the storage areas' headings between their items. Enter still moves to the
 * next field: a field out of view is scrolled to and focused once drawn (useCountScreen `reveal`).
 * Every drawn field keeps its label.
 */
export function VirtualCountList({ groups, screen }: { groups: { area: string; items: InventoryItem[] }[]; screen: Screen }) {
  const { t } = useLingui();
  const rows = useMemo<Row[]>(
    () => groups.flatMap((g): Row[] => [{ kind: 'area', ...g }, ...g.items.map((item): Row => ({ kind: 'item', item }))]),
    [groups],
  );
  const indexOf = useMemo(() => new Map(rows.flatMap((r, i) => (r.kind === 'item' ? [[r.item.id, i] as const] : []))), [rows]);
  const scrollRef = useRef<HTMLDivElement>(null);
  const { virtualizer, items, paddingTop, paddingBottom } = useVirtualRows({
    scrollRef,
    count: rows.length,
    rowHeight: ROW_HEIGHT,
    overscan: 6,
  });
  const revealRef = screen.reveal;
  useEffect(() => {
    revealRef.current = (itemId) => {
      const index = indexOf.get(itemId);
      if (index !== undefined) virtualizer.scrollToIndex(index, { align: 'center' });
    };
    return () => {
      revealRef.current = null;
    };
  }, [revealRef, indexOf, virtualizer]);

  const inAll = indexOf.size;
  const spacer = (height: number) => height > 0 && <li aria-hidden="true" className="list-unstyled" style={{ height }} />;
  return (
    <VirtualRegion scrollRef={scrollRef} label={t`Items to count`} maxHeight="70vh" className="mb-4">
      <ul className="list-group list-group-flush" aria-label={t`Items to count, ${inAll} in all`}>
        {spacer(paddingTop)}
        {/* eslint-disable-next-line react-hooks/refs -- the rows read the screen's state; its `reveal` ref is written only in the effect above */}
        {items.map((v) => {
          const row = rows[v.index];
          if (!row) return null;
          if (row.kind === 'area') {
            return (
              <li
                key={`area:${row.area}`}
                ref={virtualizer.measureElement}
                data-index={v.index}
                className="list-group-item bg-body-tertiary"
              >
                <AreaHeading className="h6 mb-0" area={row.area} items={row.items} counted={screen.counted} />
              </li>
            );
          }
          const { item } = row;
          return (
            <CountRow
              key={item.id}
              measureRef={virtualizer.measureElement}
              index={v.index}
              item={item}
              entry={screen.entries[item.id]}
              counted={screen.counted.get(item.id)}
              draft={screen.drafts[item.id] ?? ''}
              error={screen.errors[item.id]}
              onDraft={screen.onDraft}
              onCommit={screen.onCommit}
              onRetry={screen.retry}
              inputRef={screen.inputRef}
            />
          );
        })}
        {spacer(paddingBottom)}
      </ul>
    </VirtualRegion>
  );
}
