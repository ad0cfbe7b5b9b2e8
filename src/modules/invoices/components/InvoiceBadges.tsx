import { Trans } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import { INVOICE_STATUS_LABELS, INVOICE_STATUS_VARIANTS, PAYMENT_STATUS_LABELS, PAYMENT_STATUS_VARIANTS } from '../invoiceStatus';
import type { InvoiceStatus, PaymentStatus } from '../types';

/** Subtle badge colours keep their contrast in light and dark themes. */
function SubtleBadge({ variant, children }: { variant: string; children: ReactNode }) {
  return <span className={`badge border bg-${variant}-subtle text-${variant}-emphasis border-${variant}-subtle`}>{children}</span>;
}

export function InvoiceStatusBadge({ status }: { status: InvoiceStatus }) {
  return <SubtleBadge variant={INVOICE_STATUS_VARIANTS[status]}>{INVOICE_STATUS_LABELS[status]}</SubtleBadge>;
}

export function PaymentStatusBadge({ paymentStatus }: { paymentStatus: PaymentStatus }) {
  return <SubtleBadge variant={PAYMENT_STATUS_VARIANTS[paymentStatus]}>{PAYMENT_STATUS_LABELS[paymentStatus]}</SubtleBadge>;
}

export function OverdueBadge() {
  return (
    <SubtleBadge variant="danger">
      <Trans>Overdue</Trans>
    </SubtleBadge>
  );
}
