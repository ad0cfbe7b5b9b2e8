import { useEffect, useMemo, useRef, useState } from 'react';
import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import Card from 'react-bootstrap/Card';
import Col from 'react-bootstrap/Col';
import Form from 'react-bootstrap/Form';
import Row from 'react-bootstrap/Row';
import Spinner from 'react-bootstrap/Spinner';
import { useNavigate } from 'react-router-dom';
import { useAppSelector } from '@/app/hooks';
import { getErrorMessage, getFieldErrors } from '@/api/errors';
import { ConfirmDialog } from '@/components/ConfirmDialog';
import { FormField, describedBy } from '@/components/FormField';
import { LinkButton } from '@/components/LinkButton';
import { MESSAGES } from '@/config/messages';
import { PATHS } from '@/config/paths';
import { PERMISSION_PRESETS, PERMISSIONS, type PermissionPreset } from '@/config/permissions';
import { fieldErrorsOf } from '@/lib/schemaErrors';
import { notify } from '@/lib/notify';
import { useUnsavedChangesGuard } from '@/lib/useUnsavedChangesGuard';
import { useCreatePermissionMutation, useUpdatePermissionMutation } from '../api';
import {
  effectiveByStore,
  findRecord,
  fromMatrix,
  GLOBAL_SCOPE,
  scopeOf,
  storeIdOfScope,
  toMatrix,
  unknownPermissions,
  type Matrix,
} from '../logic';
import { PermissionInputSchema } from '../schema';
import type { PermissionRecord } from '../types';
import { useStoreNames } from '../useStoreNames';
import { EffectivePermissions } from './EffectivePermissions';
import { PermissionMatrix } from './PermissionMatrix';

const PRESETS: { key: PermissionPreset; label: string }[] = [
  { key: 'staff', label: 'Staff' },
  { key: 'manager', label: 'Manager' },
  { key: 'owner', label: 'Owner' },
];

interface PermissionFormProps {
  /** The record being edited; none for a new grant. */
  record?: PermissionRecord;
  /** Every record the user may read: the person's other scopes and the people to choose from. */
  records: readonly PermissionRecord[];
  /** People who may get a grant (id and name). */
  people: readonly { userId: string; userName: string }[];
}

/** A person, a scope (global or one store) and the matrix; effective permissions beside it. */
export function PermissionForm({ record, records, people }: PermissionFormProps) {
  const navigate = useNavigate();
  const me = useAppSelector((s) => s.auth.userInfo);
  const { stores, nameOf } = useStoreNames();
  const [userId, setUserId] = useState(record?.userId ?? '');
  const [scope, setScope] = useState(record ? scopeOf(record.storeId) : '');
  const [matrix, setMatrix] = useState<Matrix>(() => toMatrix(record?.permissions ?? []));
  const [dirty, setDirty] = useState(false);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [serverError, setServerError] = useState<string | null>(null);
  const [confirmSelf, setConfirmSelf] = useState(false);
  const [saving, setSaving] = useState(false);
  const savingRef = useRef(false);
  const [createPermission] = useCreatePermissionMutation();
  const [updatePermission] = useUpdatePermissionMutation();
  const [leaveTo, setLeaveTo] = useState<string | null>(null);
  useUnsavedChangesGuard(dirty && leaveTo === null);
  // Leave only once the form is clean, so the guard does not ask about what was just saved.
  useEffect(() => {
    if (leaveTo && !dirty) void navigate(leaveTo);
  }, [leaveTo, dirty, navigate]);

  // Global grants need a global permissions.write; a store grant permissions.write there.
  const globalWrite = (me?.globalPermissions ?? []).includes(PERMISSIONS.permissionsWrite);
  const scopes = stores.filter(
    (s) => globalWrite || (me?.stores.find((m) => m.id === s.id)?.permissions ?? []).includes(PERMISSIONS.permissionsWrite),
  );
  const storeId = scope ? storeIdOfScope(scope) : undefined;
  const existing = record ?? (userId && storeId !== undefined ? findRecord(records, userId, storeId) : undefined);
  const permissions = fromMatrix(matrix);
  const effects = useMemo(
    () => (userId ? effectiveByStore(records, userId, storeId === undefined ? undefined : { storeId, permissions }) : []),
    // `permissions` is derived from `matrix`.
    // eslint-disable-next-line react-hooks/exhaustive-deps -- see above
    [records, userId, storeId, matrix],
  );
  const ignored = unknownPermissions(record?.permissions ?? []);
  const isSelf = Boolean(userId) && userId === me?.userId;
  const personName = people.find((p) => p.userId === userId)?.userName ?? userId;

  // Choosing a person or scope that already has a record edits that record.
  const select = (nextUser: string, nextScope: string) => {
    setUserId(nextUser);
    setScope(nextScope);
    const found = nextUser && nextScope ? findRecord(records, nextUser, storeIdOfScope(nextScope)) : undefined;
    setMatrix(toMatrix(found?.permissions ?? []));
    setErrors({});
  };
  const change = (next: Matrix) => {
    setMatrix(next);
    setDirty(true);
    setErrors((e) => ({ ...e, permissions: '' }));
  };

  const save = async () => {
    if (savingRef.current) return;
    savingRef.current = true;
    setSaving(true);
    setServerError(null);
    try {
      if (existing) await updatePermission({ id: existing.id, body: { permissions } }).unwrap();
      else await createPermission({ userId, storeId: storeId ?? null, permissions }).unwrap();
      notify.success(`Permissions saved. ${personName} gets them at their next sign-in or page reload.`);
      setDirty(false);
      setLeaveTo(PATHS.permissions);
    } catch (error) {
      setServerError(getErrorMessage(error, MESSAGES.permissions.save));
      setErrors(getFieldErrors(error));
    } finally {
      savingRef.current = false;
      setSaving(false);
    }
  };

  const submit = (e: React.FormEvent) => {
    e.preventDefault();
    const found = fieldErrorsOf(PermissionInputSchema, { userId, storeId: scope ? storeIdOfScope(scope) : undefined, permissions });
    if (!scope) found.storeId = 'Choose global or a store.';
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    if (isSelf) setConfirmSelf(true);
    else void save();
  };

  const err = (field: string) => errors[field] || undefined;

  return (
    <Form noValidate onSubmit={submit} aria-label={record ? 'Edit permissions' : 'Grant permissions'}>
      {serverError && (
        <Alert variant="danger" role="alert">
          {serverError}
        </Alert>
      )}
      {isSelf && (
        <Alert variant="warning">
          These are your own permissions. Taking away permissions read or write can lock you out of this page.
        </Alert>
      )}
      <Row className="g-3">
        <Col lg={8}>
          <Card className="mb-3">
            <Card.Body>
              <Row>
                <Col md={6}>
                  <FormField id="permission-user" label="Person" error={err('userId')}>
                    <Form.Select
                      value={userId}
                      disabled={Boolean(record)}
                      isInvalid={Boolean(err('userId'))}
                      aria-describedby={describedBy('permission-user', err('userId'))}
                      onChange={(e) => select(e.target.value, scope)}
                    >
                      <option value="">Choose a person</option>
                      {people.map((p) => (
                        <option key={p.userId} value={p.userId}>
                          {p.userName || p.userId}
                        </option>
                      ))}
                    </Form.Select>
                  </FormField>
                </Col>
                <Col md={6}>
                  <FormField id="permission-scope" label="Scope" error={err('storeId')}>
                    <Form.Select
                      value={scope}
                      disabled={Boolean(record)}
                      isInvalid={Boolean(err('storeId'))}
                      aria-describedby={describedBy('permission-scope', err('storeId'))}
                      onChange={(e) => select(userId, e.target.value)}
                    >
                      <option value="">Choose global or a store</option>
                      {(globalWrite || record?.storeId === null) && <option value={GLOBAL_SCOPE}>Global (every store)</option>}
                      {(record?.storeId && !scopes.some((s) => s.id === record.storeId)
                        ? [...scopes, { id: record.storeId, name: nameOf(record.storeId) }]
                        : scopes
                      ).map((s) => (
                        <option key={s.id} value={s.id}>
                          {s.name}
                        </option>
                      ))}
                    </Form.Select>
                  </FormField>
                </Col>
              </Row>
              {!record && existing && (
                <p className="small mb-0" role="status">
                  {personName} already has permissions here: saving changes that grant.
                </p>
              )}
            </Card.Body>
          </Card>
          <Card className="mb-3">
            <Card.Body>
              <div className="d-flex flex-wrap align-items-center gap-2 mb-2">
                <h2 className="h6 mb-0 me-auto">Permissions</h2>
                <span className="small text-body-secondary" id="preset-label">
                  Fill with a preset:
                </span>
                <div role="group" aria-labelledby="preset-label" className="d-flex gap-2">
                  {PRESETS.map((p) => (
                    <Button key={p.key} size="sm" variant="outline-secondary" onClick={() => change(toMatrix(PERMISSION_PRESETS[p.key]))}>
                      {p.label}
                    </Button>
                  ))}
                </div>
              </div>
              <PermissionMatrix matrix={matrix} onChange={change} errorId={err('permissions') ? 'permission-matrix-error' : undefined} />
              {err('permissions') && (
                <div id="permission-matrix-error" className="invalid-feedback d-block">
                  {err('permissions')}
                </div>
              )}
              {ignored.length > 0 && (
                <Alert variant="warning" className="mt-3 mb-0 small">
                  Not in the permission table and dropped on save: {ignored.join(', ')}
                </Alert>
              )}
            </Card.Body>
          </Card>
          <p className="small text-body-secondary">
            A change reaches the person at their next profile load: when they sign in or reload the page.
          </p>
          <div className="d-flex gap-2">
            <Button type="submit" disabled={saving}>
              {saving && <Spinner size="sm" className="me-2" aria-hidden="true" />}
              Save permissions
            </Button>
            <LinkButton to={PATHS.permissions} variant="outline-secondary">
              Cancel
            </LinkButton>
          </div>
        </Col>
        <Col lg={4}>
          <EffectivePermissions effects={effects} nameOf={nameOf} />
        </Col>
      </Row>
      <ConfirmDialog
        show={confirmSelf}
        title="Change your own permissions?"
        body={<p className="mb-0">You are changing your own permissions. If you take away permissions read or write, you lose access to this page at your next sign-in or reload.</p>}
        confirmLabel="Change my permissions"
        variant="primary"
        busy={saving}
        onConfirm={() => {
          setConfirmSelf(false);
          void save();
        }}
        onCancel={() => setConfirmSelf(false)}
      />
    </Form>
  );
}
