import Badge from 'react-bootstrap/Badge';
import type { SupplierStatus } from '../types';

export function SupplierStatusBadge({ status }: { status: SupplierStatus }) {
  return (
    <Badge
      bg={status === 'active' ? 'success-subtle' : 'secondary-subtle'}
      text={status === 'active' ? 'success-emphasis' : 'secondary-emphasis'}
      className="border"
    >
      {status === 'active' ? 'Active' : 'Archived'}
    </Badge>
  );
}
