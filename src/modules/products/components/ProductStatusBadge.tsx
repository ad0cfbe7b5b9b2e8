import Badge from 'react-bootstrap/Badge';

export function ProductStatusBadge({ active }: { active: boolean }) {
  return active ? (
    <Badge bg="success-subtle" text="success-emphasis" className="border">
      Active
    </Badge>
  ) : (
    <Badge bg="secondary-subtle" text="secondary-emphasis" className="border">
      Inactive
    </Badge>
  );
}
