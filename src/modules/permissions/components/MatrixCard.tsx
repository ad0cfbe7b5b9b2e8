import { Trans, useLingui } from '@lingui/react/macro';
import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import Card from 'react-bootstrap/Card';
import { useFieldError } from '@/components/form/fields';
import { usePermissionTable } from '@/lib/permissionTable';
import { applyPreset, GRANT_MESSAGES } from '../grantRules';
import { fromMatrix, toMatrix, type Matrix } from '../logic';
import { presetPermissions, type PermissionPreset } from '../presets';
import type { GrantLimits } from '../useGrantLimits';
import { PermissionMatrix } from './PermissionMatrix';

const PRESETS: readonly PermissionPreset[] = ['staff', 'manager', 'owner'];

const LOCK_NOTE_ID = 'permission-lock-note';
const PRESET_NOTE_ID = 'permission-preset-note';

interface MatrixCardProps {
  matrix: Matrix;
  onChange: (next: Matrix) => void;
  /** Keys of the record the table does not know (dropped on save). */
  ignored: readonly string[];
  limits: GrantLimits;
}

/**
 * The matrix with its presets and its message. Cells and presets the user cannot give are
 * disabled and described by the reason (grantRules.ts); a record out of reach as a whole says why.
 */
export function MatrixCard({ matrix, onChange, ignored, limits }: MatrixCardProps) {
  const error = useFieldError('permissions');
  const { t } = useLingui();
  const table = usePermissionTable();
  const { locked, lock, self } = limits;
  const current = fromMatrix(matrix, table);
  const labels: Record<PermissionPreset, string> = { staff: t`Staff`, manager: t`Manager`, owner: t`Owner` };
  const presets = PRESETS.map((key) => ({
    key,
    label: labels[key],
    next: lock ? null : applyPreset(presetPermissions(key, table), current, locked, table),
  }));
  const someLocked = lock !== null || locked.size > 0;
  const ignoredList = ignored.join(', ');
  const describedBy = [error ? 'permission-matrix-error' : '', someLocked ? LOCK_NOTE_ID : ''].filter(Boolean).join(' ') || undefined;
  return (
    <Card className="mb-3">
      <Card.Body>
        <div className="d-flex flex-wrap align-items-center gap-2 mb-2">
          <h2 className="h6 mb-0 me-auto">
            <Trans>Permissions</Trans>
          </h2>
          <span className="small text-body-secondary" id="preset-label">
            <Trans>Fill with a preset:</Trans>
          </span>
          <div role="group" aria-labelledby="preset-label" className="d-flex gap-2">
            {presets.map((p) => (
              <Button
                key={p.key}
                size="sm"
                variant="outline-secondary"
                disabled={p.next === null}
                aria-describedby={p.next === null ? PRESET_NOTE_ID : undefined}
                onClick={() => p.next && onChange(toMatrix(p.next, table))}
              >
                {p.label}
              </Button>
            ))}
          </div>
        </div>
        {lock && (
          <Alert id={LOCK_NOTE_ID} variant="warning" className="small">
            {lock}
          </Alert>
        )}
        <PermissionMatrix
          matrix={matrix}
          onChange={onChange}
          locked={lock ? undefined : locked}
          disabled={lock !== null}
          describedBy={describedBy}
        />
        {error && (
          <div id="permission-matrix-error" className="invalid-feedback d-block">
            {error}
          </div>
        )}
        {!lock && locked.size > 0 && (
          <p id={LOCK_NOTE_ID} className="small text-body-secondary mt-2 mb-0">
            {self ? `${GRANT_MESSAGES.cellSelf} ${GRANT_MESSAGES.cellNotHeld}` : GRANT_MESSAGES.cellNotHeld}
          </p>
        )}
        {presets.some((p) => p.next === null) && (
          <p id={PRESET_NOTE_ID} className="small text-body-secondary mt-1 mb-0">
            {GRANT_MESSAGES.presetLocked}
          </p>
        )}
        {ignored.length > 0 && (
          <Alert variant="warning" className="mt-3 mb-0 small">
            <Trans>Not in the permission table and dropped on save: {ignoredList}</Trans>
          </Alert>
        )}
      </Card.Body>
    </Card>
  );
}
