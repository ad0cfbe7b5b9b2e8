import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { formatMoney, formatNumber } from '@/lib/format';
import { deltaTone, formatDelta } from '../stockLevels';
import { totalValue } from '../countRules';
import { end, FigureTable } from './FigureTable';
import { unitLabel } from '@/modules/products';

export interface DifferenceRow {
  itemId: string;
  name: string;
  unit?: string;
  before?: number | undefined;
  counted: number;
  delta?: number | undefined;
  value?: number | undefined;
}

/** The differences of a count by item with their value, and the total value. */
export function CountDifferences({ caption, rows }: { caption: string; rows: readonly DifferenceRow[] }) {
  const { t } = useLingui();
  if (rows.length === 0)
    return (
      <p className="mb-0">
        <Trans>No amounts entered: nothing changes.</Trans>
      </p>
    );
  const value = formatMoney(totalValue(rows));
  return (
    <>
      <FigureTable caption={caption} columns={[t`Item`, end(t`On hand`), end(t`Counted`), end(t`Difference`), end(t`Value`)]}>
        {rows.map((r) => (
          <tr key={r.itemId}>
            <td>{r.name}</td>
            <td className="text-end">{formatNumber(r.before)}</td>
            <td className="text-end">
              {formatNumber(r.counted)} {r.unit ? unitLabel(r.unit) : null}
            </td>
            <td className={`text-end ${deltaTone(r.delta)}`}>{formatDelta(r.delta, (n) => formatNumber(n))}</td>
            <td className="text-end">{formatMoney(r.value)}</td>
          </tr>
        ))}
      </FigureTable>
      <p className="fw-semibold mb-0">
        <Plural
          value={rows.length}
          one={`# item · value of the differences ${value}`}
          other={`# items · value of the differences ${value}`}
        />
      </p>
    </>
  );
}
