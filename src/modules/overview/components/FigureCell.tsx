import { useLingui } from '@lingui/react/macro';
import Spinner from 'react-bootstrap/Spinner';
import { formatDecimal, formatMoney } from '@/lib/format';
import { formatHourFigure } from '@/lib/duration';
import { SALES_MESSAGES } from '@/modules/sales';
import type { BlankReason, Cell, ColumnKey } from '../figures';

const HOURS: ReadonlySet<ColumnKey> = new Set(['planned', 'worked', 'overContract']);

/** A figure as the table shows it: money, hours (h:mm) or a percentage; "—" for none. */
function figureText(key: ColumnKey, n: number | null | undefined): string {
  if (n === null || n === undefined) return '—';
  if (HOURS.has(key)) return formatHourFigure(n);
  if (key === 'labourPercent') return `${formatDecimal(n, 1)} %`;
  return formatMoney(n);
}

/** Why a figure is blank, in words (the figure itself is not asked for). */
function useBlankReason(): (reason: BlankReason) => string {
  const { t } = useLingui();
  return (reason) =>
    reason === 'notPermitted'
      ? t`No permission to read this`
      : reason === 'switchStore'
        ? t`Readable with this store as the current store`
        : reason === 'noSales'
          ? SALES_MESSAGES.missing
          : t`Not every store's figure is available`;
}

/** One cell: the figure with the previous period's beside it, or its loading, failure or reason. */
export function FigureCell({ column, cell, withPrevious }: { column: ColumnKey; cell: Cell; withPrevious: boolean }) {
  const { t } = useLingui();
  const reasonOf = useBlankReason();
  if (cell.state === 'loading') {
    return (
      <td className="text-end" aria-busy="true">
        <Spinner size="sm" animation="border" aria-hidden="true" />
        <span className="visually-hidden">{t`Loading...`}</span>
      </td>
    );
  }
  if (cell.state === 'error') return <td className="text-end text-danger">{t`Failed`}</td>;
  if (cell.state === 'blank') {
    return (
      <td className="text-end text-body-secondary small" data-blank={cell.reason}>
        {reasonOf(cell.reason)}
      </td>
    );
  }
  const before = cell.before;
  return (
    <td className="text-end text-nowrap">
      <div>{figureText(column, cell.now)}</div>
      {withPrevious && before !== undefined && (
        <div className="small text-body-secondary">
          <span className="visually-hidden">{t`Previous period:`} </span>
          {figureText(column, before)}
        </div>
      )}
    </td>
  );
}
