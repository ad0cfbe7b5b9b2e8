import { t } from '@lingui/core/macro';
import type { SupplierStatus } from './types';

/** A supplier's status as people read it, in the active language. */
export function supplierStatusLabel(status: SupplierStatus): string {
  return status === 'active' ? t`Active` : t`Archived`;
}

/** The status choices of the form and the list's filter. */
export function supplierStatusOptions(): { value: SupplierStatus; label: string }[] {
  return [
    { value: 'active', label: supplierStatusLabel('active') },
    { value: 'archived', label: supplierStatusLabel('archived') },
  ];
}

/** The fields' labels in the comparison of a refused stale save (issue #29), in the active language. */
export const conflictLabels = (): Record<string, string> => ({
  name: t`Name`,
  status: t`Status`,
  customerAccountNo: t`Customer account no.`,
  vatId: t`VAT id`,
  contactName: t`Contact name`,
  phone: t`Phone`,
  email: t`Email`,
  orderEmail: t`Order email`,
  'address.street': t`Street`,
  'address.postalCode': t`Postal code`,
  'address.city': t`City`,
  'address.country': t`Country`,
  paymentTermsDays: t`Payment terms (days)`,
  minOrderValue: t`Minimum order value (EUR)`,
  leadTimeDays: t`Lead time (days)`,
  deliveryWeekdays: t`Delivery days`,
  orderCutoffTime: t`Order cut-off time`,
  notes: t`Notes`,
});
