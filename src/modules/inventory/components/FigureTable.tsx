import { Trans } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import Button from 'react-bootstrap/Button';
import Table from 'react-bootstrap/Table';

/** A column of a figures table: its header, and `end` for numbers (right-aligned). */
export type FigureColumn = string | { header: ReactNode; end: true };

/** A small read-only table of figures with a caption for screen readers; rows come as children. */
export function FigureTable({ caption, columns, children }: { caption: string; columns: readonly FigureColumn[]; children: ReactNode }) {
  return (
    <Table responsive size="sm" className="align-middle">
      <caption className="visually-hidden">{caption}</caption>
      <thead>
        <tr>
          {columns.map((c, i) =>
            typeof c === 'string' ? (
              <th key={i} scope="col">
                {c}
              </th>
            ) : (
              <th key={i} scope="col" className="text-end">
                {c.header}
              </th>
            ),
          )}
        </tr>
      </thead>
      <tbody>{children}</tbody>
    </Table>
  );
}

/** A right-aligned figure column. */
export const end = (header: ReactNode): FigureColumn => ({ header, end: true });

/** "Show 50 more of 120": grows a long table by one step (nothing when all rows are shown). */
export function ShowMore({ shown, total, step, onMore }: { shown: number; total: number; step: number; onMore: (next: number) => void }) {
  if (total <= shown) return null;
  const more = Math.min(step, total - shown);
  const left = total - shown;
  return (
    <Button variant="outline-secondary" size="sm" onClick={() => onMore(shown + step)}>
      <Trans>
        Show {more} more of {left}
      </Trans>
    </Button>
  );
}
