import type { ReactNode } from 'react';

/** A column header read by screen readers only (a column of buttons). */
export function HiddenHeader({ children }: { children: ReactNode }) {
  return (
    <th scope="col">
      <span className="visually-hidden">{children}</span>
    </th>
  );
}
