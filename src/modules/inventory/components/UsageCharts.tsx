import { useMemo, useState } from 'react';
import Form from 'react-bootstrap/Form';
import { formatDate, formatMoney, formatNumber } from '@/lib/format';
import { peakIndex, type UsageRow } from '../usageAnalysis';
import { SectionCard } from './SectionCard';
import { ChartTable, UsageChart, type ChartSeries } from './UsageChart';

const money = (n: number) => formatMoney(n);
const units = (n: number) => formatNumber(n, 1);

/** The analysis page's two charts: the store's daily usage value, and one chosen item's usage. */
export function UsageCharts({
  storeName,
  days,
  windowLength,
  storeValues,
  topItems,
}: {
  storeName: string;
  days: string[];
  windowLength: number | undefined;
  /** Usage value per day of the window. */
  storeValues: number[];
  /** Items that can be charted, largest usage value first. */
  topItems: UsageRow[];
}) {
  const [chosen, setChosen] = useState('');
  const storeSeries: ChartSeries[] = useMemo(() => [{ label: 'Usage value (EUR)', values: storeValues }], [storeValues]);
  const selected = topItems.find((r) => r.item.id === chosen) ?? topItems[0];
  const itemSeries: ChartSeries[] = useMemo(
    () => (selected?.usage ? [{ label: `${selected.item.name} (${selected.item.unit})`, values: selected.usage.daily }] : []),
    [selected],
  );
  const total = storeValues.reduce((s, v) => s + v, 0);
  const peak = peakIndex(storeValues);
  const busiest = days[peak];
  const span = `${windowLength ?? '—'} days`;
  return (
    <div className="row g-3 mb-3">
      <SectionCard id="chart-store-title" className="col-xl-6" title={`Daily usage value, ${storeName}`}>
        <p className="small text-body-secondary">
          {formatMoney(total)} used over {span}; the busiest day was{' '}
          {busiest ? `${formatDate(busiest)} (${formatMoney(storeValues[peak])})` : '—'}.
        </p>
        <UsageChart title="Daily usage value" days={days} series={storeSeries} formatValue={money} />
        <ChartTable caption={`Usage value per day, ${storeName}`} days={days} series={storeSeries} formatValue={money} />
      </SectionCard>
      <SectionCard id="chart-item-title" className="col-xl-6" title="Usage trend of one item">
        <Form.Group controlId="chart-item" className="mb-2">
          <Form.Label className="small">Item (top 30 by usage value)</Form.Label>
          <Form.Select size="sm" value={selected?.item.id ?? ''} onChange={(e) => setChosen(e.target.value)}>
            {topItems.map((r) => (
              <option key={r.item.id} value={r.item.id}>
                {r.item.name}
              </option>
            ))}
          </Form.Select>
        </Form.Group>
        {selected?.usage ? (
          <>
            <p className="small text-body-secondary">
              {selected.item.name}: {formatNumber(selected.usage.averageDailyUsage, 1)} {selected.item.unit} a day on average,{' '}
              {formatNumber(selected.usage.totalUsage, 1)} in {span}.
            </p>
            <UsageChart title="Item usage" days={days} series={itemSeries} formatValue={units} />
            <ChartTable caption={`Daily usage of ${selected.item.name}`} days={days} series={itemSeries} formatValue={units} />
          </>
        ) : (
          <p className="text-body-secondary">No usage recorded in this window.</p>
        )}
      </SectionCard>
    </div>
  );
}
