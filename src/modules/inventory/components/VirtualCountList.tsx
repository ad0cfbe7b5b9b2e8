import { Trans, useLingui } from '@lingui/react/macro';
import { useVirtualizer } from '@tanstack/react-virtual';
import { useEffect, useMemo, useRef } from 'react';
import type { InventoryItem } from '../types';
import { storageAreaLabel } from '../storageAreas';
import type { useCountScreen } from '../useCountScreen';
import { CountRow } from './CountRow';

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
  // eslint-disable-next-line react-hooks/incompatible-library -- the virtualiser returns fresh functions; this component is not compiler-memoised, which is fine
  const virtualizer = useVirtualizer({
    count: rows.length,
    getScrollElement: () => scrollRef.current,
    estimateSize: () => ROW_HEIGHT,
    overscan: 6,
    initialRect: { width: 1200, height: 600 },
  });
  const { reveal } = screen;
  useEffect(() => {
    reveal.current = (itemId) => {
      const index = indexOf.get(itemId);
      if (index !== undefined) virtualizer.scrollToIndex(index, { align: 'center' });
    };
    return () => {
      reveal.current = null;
    };
  }, [reveal, indexOf, virtualizer]);

  const inAll = indexOf.size;
  const drawn = virtualizer.getVirtualItems();
  const top = drawn[0]?.start ?? 0;
  const bottom = virtualizer.getTotalSize() - (drawn[drawn.length - 1]?.end ?? 0);
  const spacer = (height: number) => height > 0 && <li aria-hidden="true" className="list-unstyled" style={{ height }} />;
  return (
    <div
      ref={scrollRef}
      className="border rounded overflow-auto mb-4"
      style={{ maxHeight: '70vh' }}
      role="region"
      aria-label={t`Items to count`}
      // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- a scrollable region must be reachable by keyboard
      tabIndex={0}
    >
      <ul className="list-group list-group-flush" aria-label={t`Items to count, ${inAll} in all`}>
        {spacer(top)}
        {drawn.map((v) => {
          const row = rows[v.index];
          if (!row) return null;
          if (row.kind === 'area') {
            const countedHere = row.items.filter((i) => screen.counted.has(i.id)).length;
            const inArea = row.items.length;
            return (
              <li
                key={`area:${row.area}`}
                ref={virtualizer.measureElement}
                data-index={v.index}
                className="list-group-item bg-body-tertiary"
              >
                <h2 className="h6 mb-0 d-flex justify-content-between">
                  <span>{storageAreaLabel(row.area)}</span>
                  <span className="small text-body-secondary fw-normal">
                    <Trans>
                      {countedHere} of {inArea} counted
                    </Trans>
                  </span>
                </h2>
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
        {spacer(bottom)}
      </ul>
    </div>
  );
}
