import { ALL_PERMISSIONS, permissionLabel } from '@/config/permissions';

/** A record's permissions as readable names ("All permissions" for the full set). */
export function PermissionList({ permissions }: { permissions: readonly string[] }) {
  if (permissions.length === 0) return <span className="text-body-secondary">None</span>;
  if (ALL_PERMISSIONS.every((p) => permissions.includes(p))) return <span>All permissions</span>;
  return (
    <ul className="list-unstyled mb-0 small">
      {permissions.map((p) => (
        <li key={p}>{permissionLabel(p)}</li>
      ))}
    </ul>
  );
}
