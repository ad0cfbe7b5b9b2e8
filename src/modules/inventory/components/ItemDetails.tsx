import { Trans, useLingui } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import { LinkButton } from '@/components/LinkButton';
import { PATHS } from '../paths';
import { formatDateTime, formatMoney, formatNumber } from '@/lib/format';
import { useGetSuppliersQuery } from '@/modules/suppliers';
import { useCan } from '@/session/useCan';
import { knownValue, STOCK_STATE_LABELS, stockState } from '../stockLevels';
import type { InventoryItem } from '../types';
import { storageAreaLabel } from '../storageAreas';
import { unitLabel } from '@/modules/products';

/** An inventory item for reading (inventory.read without write): every field, nothing to change. */
export function ItemDetails({ item }: { item: InventoryItem }) {
  const { t } = useLingui();
  const canSuppliers = useCan('suppliers.read');
  // Supplier names only with their read permission (a 403 would end the session): else the id.
  const { data: suppliers } = useGetSuppliersQuery(undefined, { skip: !canSuppliers });
  const supplier = item.supplierId ? (suppliers?.find((s) => s.id === item.supplierId)?.name ?? item.supplierId) : '—';
  const state = stockState(item);
  const name = item.name;
  const rows: [string, ReactNode][] = [
    [t`Category`, item.category || '—'],
    [t`Storage area`, item.storageArea ? storageAreaLabel(item.storageArea) : '—'],
    [t`Supplier`, supplier],
    [t`Product`, item.productId ?? '—'],
    [t`Amount on hand`, `${formatNumber(item.amount)} ${unitLabel(item.unit)}`.trim()],
    [t`Par level`, formatNumber(item.parLevel)],
    [t`Minimum`, formatNumber(item.minAmount)],
    [t`Cost per unit`, formatMoney(item.unitCost)],
    [t`Value on hand`, formatMoney(knownValue(item))],
    [t`State`, state ? STOCK_STATE_LABELS[state] : '—'],
    [t`Last counted`, item.lastCountedAt ? formatDateTime(item.lastCountedAt) : t`Never`],
    [t`Active`, item.active ? t`Yes (counted and ordered)` : t`No`],
  ];
  return (
    <section aria-label={t`${name}, read only`}>
      <p className="text-body-secondary">
        <Trans>You can read this item; changing it needs the inventory write permission.</Trans>
      </p>
      <dl className="row mb-3">
        {rows.map(([label, value]) => (
          <div key={label} className="col-sm-6 col-lg-4 mb-2">
            <dt className="small text-body-secondary fw-normal">{label}</dt>
            <dd className="mb-0 fw-semibold">{value}</dd>
          </div>
        ))}
      </dl>
      <LinkButton to={PATHS.inventory} variant="outline-secondary">
        <Trans>Back to the overview</Trans>
      </LinkButton>
    </section>
  );
}
