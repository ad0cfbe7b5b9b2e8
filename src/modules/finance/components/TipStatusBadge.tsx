import Badge from 'react-bootstrap/Badge';
import type { TipStatus } from '../types';

/** Subtle badge colours: readable in both themes (axe contrast). */
const LOOK: Record<TipStatus, { tone: string; label: string }> = {
  draft: { tone: 'secondary', label: 'Draft' },
  approved: { tone: 'success', label: 'Approved' },
  exported: { tone: 'info', label: 'Exported' },
};

export function StateBadge({ tone, label }: { tone: string; label: string }) {
  return (
    <Badge bg={`${tone}-subtle`} text={`${tone}-emphasis`} className="border">
      {label}
    </Badge>
  );
}

export function TipStatusBadge({ status }: { status: TipStatus }) {
  return <StateBadge {...LOOK[status]} />;
}
