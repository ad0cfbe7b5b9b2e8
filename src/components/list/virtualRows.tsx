import { observeElementRect, useVirtualizer } from '@tanstack/react-virtual';
import type { ReactNode, RefObject } from 'react';

const NO_LAYOUT_RECT = { width: 1200, height: 600 };

/**
 * The rows of a long list that are in view (plus `overscan`), and the room above and below them
 * that spacers keep, so the scroll bar tells the full length. `scrollRef` is the `VirtualRegion`'s.
 */
export function useVirtualRows({
  scrollRef,
  count,
  rowHeight,
  overscan,
}: {
  scrollRef: RefObject<HTMLDivElement | null>;
  count: number;
  rowHeight: number;
  overscan: number;
}) {
  // eslint-disable-next-line react-hooks/incompatible-library -- the virtualiser returns fresh functions; the callers are not compiler-memoised, which is fine
  const virtualizer = useVirtualizer({
    count,
    getScrollElement: () => scrollRef.current,
    estimateSize: () => rowHeight,
    overscan,
    // jsdom and the first paint have no layout yet: assume a viewport so rows render at once.
    initialRect: NO_LAYOUT_RECT,
    // A region measured without height (jsdom has no layout) keeps that viewport, not zero rows.
    observeElementRect: (instance, cb) => observeElementRect(instance, (rect) => cb(rect.height > 0 ? rect : NO_LAYOUT_RECT)),
  });
  const items = virtualizer.getVirtualItems();
  const paddingTop = items[0]?.start ?? 0;
  const paddingBottom = virtualizer.getTotalSize() - (items[items.length - 1]?.end ?? 0);
  return { virtualizer, items, paddingTop, paddingBottom };
}

/** The scroll box of a virtualised list: a named region keyboard users can reach and scroll (axe: scrollable-region-focusable). */
export function VirtualRegion({
  scrollRef,
  label,
  maxHeight,
  className = '',
  children,
}: {
  scrollRef: RefObject<HTMLDivElement | null>;
  label: string;
  maxHeight: string;
  className?: string;
  children: ReactNode;
}) {
  return (
    <div
      ref={scrollRef}
      className={`border rounded overflow-auto ${className}`.trim()}
      style={{ maxHeight }}
      role="region"
      aria-label={label}
      // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- a scrollable region must be reachable by keyboard
      tabIndex={0}
    >
      {children}
    </div>
  );
}
