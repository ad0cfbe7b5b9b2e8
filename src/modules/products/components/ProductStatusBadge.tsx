import { Trans } from '@lingui/react/macro';
import Badge from 'react-bootstrap/Badge';

export function ProductStatusBadge({ active }: { active: boolean }) {
  return active ? (
    <Badge bg="success-subtle" text="success-emphasis" className="border">
      <Trans>Active</Trans>
    </Badge>
  ) : (
    <Badge bg="secondary-subtle" text="secondary-emphasis" className="border">
      <Trans>Inactive</Trans>
    </Badge>
  );
}
