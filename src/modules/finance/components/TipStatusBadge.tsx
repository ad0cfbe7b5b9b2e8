import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react';
import Badge from 'react-bootstrap/Badge';
import type { TipStatus } from '../types';

/** Subtle badge colours: readable in both themes (axe contrast). */
const LOOK: Record<TipStatus, { tone: string; label: MessageDescriptor }> = {
  draft: { tone: 'secondary', label: msg`Draft` },
  approved: { tone: 'success', label: msg`Approved` },
  exported: { tone: 'info', label: msg`Exported` },
};

export function StateBadge({ tone, label }: { tone: string; label: string }) {
  return (
    <Badge bg={`${tone}-subtle`} text={`${tone}-emphasis`} className="border">
      {label}
    </Badge>
  );
}

export function TipStatusBadge({ status }: { status: TipStatus }) {
  const { i18n } = useLingui();
  const { tone, label } = LOOK[status];
  return <StateBadge tone={tone} label={i18n._(label)} />;
}
