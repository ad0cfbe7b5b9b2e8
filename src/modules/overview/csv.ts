import { i18n } from '@lingui/core';
import { t } from '@lingui/core/macro';
import { toLocaleCsv, type CsvFormat } from '@/lib/download';
import { COLUMN_LABELS } from './columns';
import { COLUMNS, PERIOD_COLUMNS, type Cell, type RowCells } from './figures';

/** The overview as CSV in the person's format: a line per store and the total; per period column the figure and the previous period's; blank cells empty. */
export function overviewCsv(rows: readonly { name: string; cells: RowCells }[], format: CsvFormat): string {
  const figure = (cell: Cell | undefined, which: 'now' | 'before') => (cell?.state === 'value' ? (cell[which] ?? null) : null);
  const columns = [
    { header: t`Store`, value: (r: (typeof rows)[number]) => r.name },
    ...COLUMNS.flatMap((key) => {
      const label = i18n._(COLUMN_LABELS[key]);
      const now = { header: label, value: (r: (typeof rows)[number]) => figure(r.cells[key], 'now') };
      if (!PERIOD_COLUMNS.has(key)) return [now];
      return [now, { header: t`${label} (previous period)`, value: (r: (typeof rows)[number]) => figure(r.cells[key], 'before') }];
    }),
  ];
  return toLocaleCsv(rows, columns, format);
}
