import type { ReactNode } from 'react';
import { LinkButton } from '@/lib/LinkButton';
import { PATHS } from '@/config/paths';
import { PERMISSIONS } from '@/config/permissions';
import { formatDateTime, formatMoney, formatNumber } from '@/lib/format';
import { useGetSuppliersQuery } from '@/modules/suppliers';
import { useCan } from '@/session/useCan';
import { knownValue, STOCK_STATE_LABELS, stockState } from '../stockLevels';
import type { InventoryItem } from '../types';

/** An inventory item for reading (inventory.read without write): every field, nothing to change. */
export function ItemDetails({ item }: { item: InventoryItem }) {
  const canSuppliers = useCan(PERMISSIONS.suppliersRead);
  // Supplier names only with their read permission (a 403 would end the session): else the id.
  const { data: suppliers } = useGetSuppliersQuery(undefined, { skip: !canSuppliers });
  const supplier = item.supplierId ? (suppliers?.find((s) => s.id === item.supplierId)?.name ?? item.supplierId) : '—';
  const state = stockState(item);
  const rows: [string, ReactNode][] = [
    ['Category', item.category || '—'],
    ['Storage area', item.storageArea || '—'],
    ['Supplier', supplier],
    ['Product', item.productId ?? '—'],
    ['Amount on hand', `${formatNumber(item.amount)} ${item.unit}`.trim()],
    ['Par level', formatNumber(item.parLevel)],
    ['Minimum', formatNumber(item.minAmount)],
    ['Cost per unit', formatMoney(item.unitCost)],
    ['Value on hand', formatMoney(knownValue(item))],
    ['State', state ? STOCK_STATE_LABELS[state] : '—'],
    ['Last counted', item.lastCountedAt ? formatDateTime(item.lastCountedAt) : 'Never'],
    ['Active', item.active ? 'Yes (counted and ordered)' : 'No'],
  ];
  return (
    <section aria-label={`${item.name}, read only`}>
      <p className="text-body-secondary">You can read this item; changing it needs the inventory write permission.</p>
      <dl className="row mb-3">
        {rows.map(([label, value]) => (
          <div key={label} className="col-sm-6 col-lg-4 mb-2">
            <dt className="small text-body-secondary fw-normal">{label}</dt>
            <dd className="mb-0 fw-semibold">{value}</dd>
          </div>
        ))}
      </dl>
      <LinkButton to={PATHS.inventory} variant="outline-secondary">
        Back to the overview
      </LinkButton>
    </section>
  );
}
