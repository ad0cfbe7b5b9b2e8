import { useLingui } from '@lingui/react';
import Badge from 'react-bootstrap/Badge';
import { supplierStatusLabel } from '../labels';
import type { SupplierStatus } from '../types';

export function SupplierStatusBadge({ status }: { status: SupplierStatus }) {
  // Re-renders when the language changes.
  useLingui();
  return (
    <Badge
      bg={status === 'active' ? 'success-subtle' : 'secondary-subtle'}
      text={status === 'active' ? 'success-emphasis' : 'secondary-emphasis'}
      className="border"
    >
      {supplierStatusLabel(status)}
    </Badge>
  );
}
