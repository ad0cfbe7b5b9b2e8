import { plural, t } from '@lingui/core/macro';
import type { DetailItem } from '@/components/DetailList';
import { formatMoney } from '@/lib/format';
import { formatWallTime } from '@/lib/storeTime';
import { formatWeekdays } from '../logic';
import type { Supplier } from '../types';
import { SupplierStatusBadge } from './SupplierStatusBadge';

const days = (n: number | undefined) => (n === undefined ? '' : plural(n, { one: '# day', other: '# days' }));

/** A supplier for readers without suppliers.write (shown by DetailList): every field, nothing to change. */
export function supplierDetails(s: Supplier): DetailItem[] {
  const a = s.address;
  return [
    [t`Status`, <SupplierStatusBadge key="status" status={s.status} />],
    [t`Customer account`, s.customerAccountNo],
    [t`Contact name`, s.contactName],
    [t`Email`, s.email],
    [t`Order email`, s.orderEmail],
    [t`Phone`, s.phone],
    [t`Address`, [a.street, [a.postalCode, a.city].filter(Boolean).join(' '), a.country].filter(Boolean).join(', ')],
    [t`VAT id`, s.vatId],
    [t`Payment terms`, days(s.paymentTermsDays)],
    [t`Minimum order value`, s.minOrderValue === undefined ? '' : formatMoney(s.minOrderValue)],
    [t`Delivery days`, formatWeekdays(s.deliveryWeekdays)],
    [t`Order cut-off time`, s.orderCutoffTime ? formatWallTime(s.orderCutoffTime) : ''],
    [t`Lead time`, days(s.leadTimeDays)],
    [t`Notes`, s.notes],
  ];
}
