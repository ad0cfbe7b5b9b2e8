import { useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { formatMoney, formatNumber } from '@/lib/format';
import { valueByCategory } from '../inventoryList';
import type { UsageRow } from '../usageAnalysis';
import type { InventoryItem } from '../types';
import { end, FigureTable, ShowMore } from './FigureTable';
import { SectionCard } from '@/components/SectionCard';
import { unitLabel } from '@/modules/products';

const PAGE = 50;

/** Average usage and days of stock left per item (50 at a time), and the stock value by category. */
export function StockFigures({
  rows,
  items,
  windowLength,
}: {
  rows: UsageRow[];
  items: InventoryItem[];
  windowLength: number | undefined;
}) {
  const { t } = useLingui();
  const [shown, setShown] = useState(PAGE);
  const days = windowLength ?? '—';
  const categories = valueByCategory(items);
  return (
    <div className="row g-3">
      <SectionCard id="usage-title" className="col-xl-8" title={t`Average usage and days of stock left`}>
        <FigureTable
          caption={t`Per item, fewest days left first`}
          columns={[t`Item`, end(t`On hand`), end(t`Per day (${days}-day average)`), end(t`Days left`)]}
        >
          {rows.slice(0, shown).map((r) => (
            <tr key={r.item.id}>
              <td>{r.item.name}</td>
              <td className="text-end">
                {formatNumber(r.item.amount)} {unitLabel(r.item.unit)}
              </td>
              <td className="text-end">{formatNumber(r.usage?.averageDailyUsage, 1)}</td>
              <td className="text-end">{r.daysLeft ?? (r.usage?.averageDailyUsage === 0 ? t`Not used` : '—')}</td>
            </tr>
          ))}
        </FigureTable>
        <ShowMore shown={shown} total={rows.length} step={PAGE} onMore={setShown} />
      </SectionCard>
      <SectionCard id="category-title" className="col-xl-4" title={t`Value by category`}>
        <FigureTable caption={t`Stock value on hand per category`} columns={[t`Category`, end(t`Items`), end(t`Value`)]}>
          {categories.map((c) => (
            <tr key={c.category}>
              <td>{c.category}</td>
              <td className="text-end">{c.items}</td>
              <td className="text-end">{formatMoney(c.value)}</td>
            </tr>
          ))}
        </FigureTable>
      </SectionCard>
    </div>
  );
}
