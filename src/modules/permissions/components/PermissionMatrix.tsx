import { Trans, useLingui } from '@lingui/react/macro';
import Form from 'react-bootstrap/Form';
import Table from 'react-bootstrap/Table';
import { ScrollRegion } from '@/components/ScrollRegion';
import { PERMISSION_ACTIONS, type PermissionAction } from '@/config/permissions';
import { usePermissionTable } from '@/lib/permissionTable';
import type { Matrix } from '../logic';
import { actionName, cellName, moduleName } from '../permissionNames';

interface PermissionMatrixProps {
  matrix: Matrix;
  onChange: (matrix: Matrix) => void;
  disabled?: boolean;
  /** Permissions whose cells the user cannot change (disabled, keeping their value). */
  locked?: ReadonlySet<string>;
  /** ids of the texts the checkboxes are described by (the error, why cells are locked). */
  describedBy?: string;
}

/** Modules × actions from the one permission table (the modules' rows, src/lib/permissionTable.ts); a cell is one permission. */
export function PermissionMatrix({ matrix, onChange, disabled = false, locked, describedBy }: PermissionMatrixProps) {
  const toggle = (key: string, action: PermissionAction, on: boolean) => onChange({ ...matrix, [key]: { ...matrix[key], [action]: on } });
  const { t } = useLingui();
  const table = usePermissionTable();
  // The shared scroll region: reachable by keyboard even when every cell is disabled (a record out of reach).
  return (
    <ScrollRegion label={t`Permissions by module and action`}>
      <Table size="sm" className="align-middle mb-0">
        <caption className="visually-hidden">
          <Trans>Permissions by module and action</Trans>
        </caption>
        <thead>
          <tr>
            <th scope="col">
              <Trans>Module</Trans>
            </th>
            {PERMISSION_ACTIONS.map((a) => (
              <th scope="col" key={a} className="text-center text-capitalize">
                {actionName(a)}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {table.rows.map((row) => (
            <tr key={row.key}>
              <th scope="row" className="fw-normal">
                {moduleName(row)}
              </th>
              {PERMISSION_ACTIONS.map((action) => {
                const id = row.actions[action];
                return (
                  <td key={action} className="text-center">
                    {id !== undefined ? (
                      <Form.Check
                        className="d-inline-block m-0"
                        id={`perm-${row.key}-${action}`}
                        aria-label={cellName(row, action)}
                        aria-describedby={describedBy}
                        checked={Boolean(matrix[row.key]?.[action])}
                        disabled={disabled || Boolean(locked?.has(id))}
                        onChange={(e) => toggle(row.key, action, e.target.checked)}
                      />
                    ) : (
                      <span className="text-body-secondary" aria-hidden="true">
                        —
                      </span>
                    )}
                  </td>
                );
              })}
            </tr>
          ))}
        </tbody>
      </Table>
    </ScrollRegion>
  );
}
