import type { DetailItem } from '@/components/DetailList';
import { formatMoney } from '@/lib/format';
import { formatWeekdays } from '../logic';
import type { Supplier } from '../types';
import { SupplierStatusBadge } from './SupplierStatusBadge';

const days = (n: number | undefined) => (n === undefined ? '' : `${n} ${n === 1 ? 'day' : 'days'}`);

/** A supplier for readers without suppliers.write (shown by DetailList): every field, nothing to change. */
export function supplierDetails(s: Supplier): DetailItem[] {
  const a = s.address;
  return [
    ['Status', <SupplierStatusBadge key="status" status={s.status} />],
    ['Customer account', s.customerAccountNo],
    ['Contact name', s.contactName],
    ['Email', s.email],
    ['Order email', s.orderEmail],
    ['Phone', s.phone],
    ['Address', [a.street, [a.postalCode, a.city].filter(Boolean).join(' '), a.country].filter(Boolean).join(', ')],
    ['VAT id', s.vatId],
    ['Payment terms', days(s.paymentTermsDays)],
    ['Minimum order value', s.minOrderValue === undefined ? '' : formatMoney(s.minOrderValue)],
    ['Delivery days', formatWeekdays(s.deliveryWeekdays)],
    ['Order cut-off time', s.orderCutoffTime],
    ['Lead time', days(s.leadTimeDays)],
    ['Notes', s.notes],
  ];
}
