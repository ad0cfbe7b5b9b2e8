import type { ReactNode } from 'react';
import Button from 'react-bootstrap/Button';
import { Trans } from '@lingui/react/macro';
import { LinkButton } from '@/components/LinkButton';
import type { Permission } from '@/config/permissions';
import { Can } from '@/session/useCan';

/**
 * A list page's header actions: "Export CSV" (off while the list is empty) and the "New …" link
 * for users holding `permission`.
 */
export function ListActions({
  onExport,
  exportDisabled,
  newTo,
  newLabel,
  permission,
}: {
  onExport?: () => void;
  exportDisabled?: boolean;
  newTo?: string;
  newLabel?: string;
  permission: Permission;
}) {
  return (
    <>
      {onExport && (
        <Button variant="outline-secondary" onClick={onExport} disabled={exportDisabled}>
          <Trans>Export CSV</Trans>
        </Button>
      )}
      {newTo && (
        <Can permission={permission}>
          <LinkButton to={newTo}>{newLabel}</LinkButton>
        </Can>
      )}
    </>
  );
}

/** A header link to a sibling view of the same records ("Overview", "Analysis"). */
export function ViewLink({ to, children }: { to: string; children: ReactNode }) {
  return (
    <LinkButton to={to} variant="outline-secondary">
      {children}
    </LinkButton>
  );
}
