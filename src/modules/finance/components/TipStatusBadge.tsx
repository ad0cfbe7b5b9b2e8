import Badge from 'react-bootstrap/Badge';
import type { TipStatus } from '../types';

const LOOK: Record<TipStatus, { bg: string; text: 'dark' | 'light'; label: string }> = {
  draft: { bg: 'secondary', text: 'light', label: 'Draft' },
  approved: { bg: 'success', text: 'light', label: 'Approved' },
  exported: { bg: 'info', text: 'dark', label: 'Exported' },
};

export function TipStatusBadge({ status }: { status: TipStatus }) {
  const look = LOOK[status];
  return (
    <Badge bg={look.bg} text={look.text}>
      {look.label}
    </Badge>
  );
}
