import { Trans, useLingui } from '@lingui/react/macro';
import { useMemo, useState } from 'react';
import Form from 'react-bootstrap/Form';
import { formatDate, formatMoney, formatNumber } from '@/lib/format';
import { peakIndex, type UsageRow } from '../usageAnalysis';
import { SectionCard } from '@/components/SectionCard';
import { ChartTable, UsageChart, type ChartSeries } from './UsageChart';
import { unitLabel } from '@/modules/products';

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
  const { t } = useLingui();
  const [chosen, setChosen] = useState('');
  const seriesLabel = t`Usage value (EUR)`;
  const storeSeries: ChartSeries[] = useMemo(() => [{ label: seriesLabel, values: storeValues }], [seriesLabel, storeValues]);
  const selected = topItems.find((r) => r.item.id === chosen) ?? topItems[0];
  const itemSeries: ChartSeries[] = useMemo(
    () => (selected?.usage ? [{ label: `${selected.item.name} (${unitLabel(selected.item.unit)})`, values: selected.usage.daily }] : []),
    [selected],
  );
  const selectedName = selected?.item.name ?? '';
  const selectedUnit = selected ? unitLabel(selected.item.unit) : '';
  const perDay = formatNumber(selected?.usage?.averageDailyUsage, 1);
  const inWindow = formatNumber(selected?.usage?.totalUsage, 1);
  const total = storeValues.reduce((s, v) => s + v, 0);
  const peak = peakIndex(storeValues);
  const busiest = days[peak];
  const dayCount = windowLength ?? '—';
  const used = formatMoney(total);
  const busiestDay = busiest ? `${formatDate(busiest)} (${formatMoney(storeValues[peak])})` : '—';
  return (
    <div className="row g-3 mb-3">
      <SectionCard id="chart-store-title" className="col-xl-6" title={t`Daily usage value, ${storeName}`}>
        <p className="small text-body-secondary">
          <Trans>
            {used} used over {dayCount} days; the busiest day was {busiestDay}.
          </Trans>
        </p>
        <UsageChart title={t`Daily usage value`} days={days} series={storeSeries} formatValue={money} />
        <ChartTable caption={t`Usage value per day, ${storeName}`} days={days} series={storeSeries} formatValue={money} />
      </SectionCard>
      <SectionCard id="chart-item-title" className="col-xl-6" title={t`Usage trend of one item`}>
        <Form.Group controlId="chart-item" className="mb-2">
          <Form.Label className="small">
            <Trans>Item (top 30 by usage value)</Trans>
          </Form.Label>
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
              {t`${selectedName}: ${perDay} ${selectedUnit} a day on average, ${inWindow} in ${dayCount} days.`}
            </p>
            <UsageChart title={t`Item usage`} days={days} series={itemSeries} formatValue={units} />
            <ChartTable caption={t`Daily usage of ${selectedName}`} days={days} series={itemSeries} formatValue={units} />
          </>
        ) : (
          <p className="text-body-secondary">
            <Trans>No usage recorded in this window.</Trans>
          </p>
        )}
      </SectionCard>
    </div>
  );
}
