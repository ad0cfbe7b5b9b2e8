import type { ReactNode } from 'react';

/** A horizontally scrollable table wrapper that keyboard users can reach and scroll (axe). */
export function ScrollRegion({ label, className = '', children }: { label: string; className?: string; children: ReactNode }) {
  return (
    // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- a scrollable region must be reachable by keyboard (axe scrollable-region-focusable)
    <div className={`table-responsive ${className}`} tabIndex={0} role="region" aria-label={label}>
      {children}
    </div>
  );
}
