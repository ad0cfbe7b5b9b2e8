import { useLingui } from '@lingui/react';
import { ORDER_STATUS_LABELS, ORDER_STATUS_VARIANTS } from '../orderStatus';
import type { OrderStatus } from '../types';

/** Subtle badge colours keep their contrast in light and dark themes. */
function SubtleBadge({ variant, children }: { variant: string; children: React.ReactNode }) {
  return <span className={`badge border bg-${variant}-subtle text-${variant}-emphasis border-${variant}-subtle`}>{children}</span>;
}

export function OrderStatusBadge({ status }: { status: OrderStatus }) {
  // Re-renders when the language changes (the labels are read in the active one).
  useLingui();
  return <SubtleBadge variant={ORDER_STATUS_VARIANTS[status]}>{ORDER_STATUS_LABELS[status]}</SubtleBadge>;
}
