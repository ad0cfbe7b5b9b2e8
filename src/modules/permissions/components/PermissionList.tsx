import { useLingui } from '@lingui/react';
import { Trans } from '@lingui/react/macro';
import { usePermissionTable } from '@/lib/permissionTable';
import { permissionName } from '../permissionNames';

/** A record's permissions as readable names ("All permissions" for the full set). */
export function PermissionList({ permissions }: { permissions: readonly string[] }) {
  // The names follow the language: the hook re-renders the list when it changes.
  useLingui();
  const table = usePermissionTable();
  if (permissions.length === 0)
    return (
      <span className="text-body-secondary">
        <Trans>None</Trans>
      </span>
    );
  if (table.all.every((p) => permissions.includes(p)))
    return (
      <span>
        <Trans>All permissions</Trans>
      </span>
    );
  return (
    <ul className="list-unstyled mb-0 small">
      {permissions.map((p) => (
        <li key={p}>{permissionName(p, table)}</li>
      ))}
    </ul>
  );
}
