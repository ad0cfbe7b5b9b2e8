import { formatMoney, formatNumber } from '@/lib/format';
import { deltaTone, formatDelta } from '../stockLevels';
import { totalValue } from '../countRules';
import { end, FigureTable } from './FigureTable';

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
  if (rows.length === 0) return <p className="mb-0">No amounts entered: nothing changes.</p>;
  return (
    <>
      <FigureTable caption={caption} columns={['Item', end('On hand'), end('Counted'), end('Difference'), end('Value')]}>
        {rows.map((r) => (
          <tr key={r.itemId}>
            <td>{r.name}</td>
            <td className="text-end">{formatNumber(r.before)}</td>
            <td className="text-end">
              {formatNumber(r.counted)} {r.unit}
            </td>
            <td className={`text-end ${deltaTone(r.delta)}`}>{formatDelta(r.delta, (n) => formatNumber(n))}</td>
            <td className="text-end">{formatMoney(r.value)}</td>
          </tr>
        ))}
      </FigureTable>
      <p className="fw-semibold mb-0">
        {rows.length} {rows.length === 1 ? 'item' : 'items'} · value of the differences {formatMoney(totalValue(rows))}
      </p>
    </>
  );
}
