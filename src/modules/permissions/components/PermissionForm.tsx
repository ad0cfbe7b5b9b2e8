import { t as translate } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useEffect, useMemo, useRef, useState } from 'react';
import Alert from 'react-bootstrap/Alert';
import Card from 'react-bootstrap/Card';
import Col from 'react-bootstrap/Col';
import Row from 'react-bootstrap/Row';
import { useWatch } from 'react-hook-form';
import { useAppSelector } from '@/lib/storeHooks';
import { ConfirmDialog } from '@/components/ConfirmDialog';
import { EntityForm, FormActions } from '@/components/form/EntityForm';
import { SelectInput } from '@/components/form/fields';
import { useEntityForm } from '@/components/form/useEntityForm';
import { PERMISSION_MESSAGES } from '../messages';
import { PATHS } from '../paths';
import { fieldErrorsOf } from '@/lib/schemaErrors';
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
import { PermissionInputSchema, PermissionRecordSchema } from '../schema';
import type { PermissionRecord } from '../types';
import { useStoreNames } from '../useStoreNames';
import { EffectivePermissions } from './EffectivePermissions';
import { useGrantLimits, type GrantLimits } from '../useGrantLimits';
import { MatrixCard } from './MatrixCard';
import { usePermissionTable, type PermissionTable } from '@/lib/permissionTable';
import { matrixLabels } from './matrixLabels';

interface FormValues {
  userId: string;
  /** GLOBAL_SCOPE or a store id; '' until chosen. */
  scope: string;
  /** The ticked permissions (the body's `permissions`). */
  permissions: Matrix;
}

/** The body's field names → the form's (the scope is sent as `storeId`). */
const fieldOf = (name: string) => (name === 'storeId' ? 'scope' : name);

/** The server's current record of a 409, checked by the answer schema, as form values (issue #41). */
function readCurrent(current: unknown, table: PermissionTable) {
  const parsed = PermissionRecordSchema.safeParse(current);
  if (!parsed.success) return undefined;
  const { userId, storeId, permissions, version } = parsed.data;
  return { values: { userId, scope: scopeOf(storeId), permissions: toMatrix(permissions, table) }, version };
}

function permissionErrors({ userId, scope, permissions }: FormValues, table: PermissionTable): Record<string, string> {
  const found = fieldErrorsOf(PermissionInputSchema, {
    userId,
    storeId: scope ? storeIdOfScope(scope) : undefined,
    permissions: fromMatrix(permissions, table),
  });
  if (!scope) found.storeId = translate`Choose global or a store.`;
  return Object.fromEntries(Object.entries(found).map(([name, message]) => [fieldOf(name), message]));
}

interface PermissionFormProps {
  /** The record being edited; none for a new grant. */
  record?: PermissionRecord;
  /** Every record the user may read: the person's other scopes and the people to choose from. */
  records: readonly PermissionRecord[];
  /** People who may get a grant (id and name). */
  people: readonly { userId: string; userName: string }[];
  /** Whether the person already belongs to the store (a grant there cannot add them without stores.manage). */
  isMember: (userId: string, storeId: string) => boolean;
}

/** A person, a scope (global or one store) and the matrix; effective permissions beside it. */
export function PermissionForm({ record, records, people, isMember }: PermissionFormProps) {
  // The grant limits of the chosen person and scope, read by the validation below.
  const limitsRef = useRef<GrantLimits | null>(null);
  const me = useAppSelector((s) => s.auth.userInfo);
  const { t } = useLingui();
  const table = usePermissionTable();
  const { stores, nameOf } = useStoreNames();
  const [createPermission] = useCreatePermissionMutation();
  const [updatePermission] = useUpdatePermissionMutation();
  // Changing one's own permissions asks first: the open question's answer.
  const [asking, setAsking] = useState<((ok: boolean) => void) | null>(null);
  const answer = (ok: boolean) => {
    asking?.(ok);
    setAsking(null);
  };

  const existingOf = (userId: string, scope: string) =>
    record ?? (userId && scope ? findRecord(records, userId, storeIdOfScope(scope)) : undefined);
  const nameOfPerson = (userId: string) => people.find((p) => p.userId === userId)?.userName ?? userId;
  const entity = useEntityForm<FormValues>({
    defaultValues: {
      userId: record?.userId ?? '',
      scope: record ? scopeOf(record.storeId) : '',
      permissions: toMatrix(record?.permissions ?? [], table),
    },
    // The server's grant rules (grantRules.ts), checked before sending.
    validate: (values) => {
      const found = permissionErrors(values, table);
      const refusal = found.permissions ? null : limitsRef.current?.refusal(fromMatrix(values.permissions, table));
      return refusal ? { ...found, permissions: refusal } : found;
    },
    fieldOf,
    failureMessage: PERMISSION_MESSAGES.save,
    listPath: PATHS.permissions,
    // Each ticked cell is a field: Keep mine keeps their cells where mine are unchanged (issue #41).
    conflict: { version: record?.version, read: (current) => readCurrent(current, table), labels: matrixLabels(table) },
    save: async ({ userId, scope, permissions: matrix }, opened) => {
      if (userId === me?.userId && !(await new Promise<boolean>((resolve) => setAsking(() => resolve)))) return;
      const permissions = fromMatrix(matrix, table);
      const existing = existingOf(userId, scope);
      // The version the values build on: the edited record's (as opened, saved or theirs after a
      // 409), else the chosen record's as listed; none when the server sent none (the last write wins).
      const version = opened.version ?? existing?.version;
      if (existing)
        await updatePermission({ id: existing.id, body: version === undefined ? { permissions } : { permissions, version } }).unwrap();
      else await createPermission({ userId, storeId: storeIdOfScope(scope), permissions }).unwrap();
      const person = nameOfPerson(userId);
      return {
        message: t`Permissions saved. ${person} gets them at their next sign-in or page reload.`,
        leaveTo: PATHS.permissions,
      };
    },
  });
  const { control, setValue, clearErrors } = entity.form;
  const [userId, scope, matrix] = useWatch({ control, name: ['userId', 'scope', 'permissions'] });
  const limits = useGrantLimits(records, userId, scope ? storeIdOfScope(scope) : undefined, isMember);
  useEffect(() => {
    limitsRef.current = limits;
  });

  // Choosing a person or scope that already has a record edits that record.
  const chosen = useRef(`${userId}|${scope}`);
  useEffect(() => {
    if (chosen.current === `${userId}|${scope}`) return;
    chosen.current = `${userId}|${scope}`;
    const found = userId && scope ? findRecord(records, userId, storeIdOfScope(scope)) : undefined;
    setValue('permissions', toMatrix(found?.permissions ?? [], table));
    clearErrors();
  }, [userId, scope, records, setValue, clearErrors, table]);

  // Global grants need a global permissions.write; a store grant permissions.write there.
  const globalWrite = (me?.globalPermissions ?? []).includes('permissions.write');
  const scopes = stores.filter(
    (s) => globalWrite || (me?.stores.find((m) => m.id === s.id)?.permissions ?? []).includes('permissions.write'),
  );
  const storeId = scope ? storeIdOfScope(scope) : undefined;
  const existing = existingOf(userId, scope);
  const effects = useMemo(
    () =>
      userId
        ? effectiveByStore(records, userId, table, storeId === undefined ? undefined : { storeId, permissions: fromMatrix(matrix, table) })
        : [],
    [records, userId, storeId, matrix, table],
  );
  const isSelf = Boolean(userId) && userId === me?.userId;
  const existingPerson = nameOfPerson(userId);
  const scopeOptions = [
    ...(globalWrite || record?.storeId === null ? [{ id: GLOBAL_SCOPE, name: nameOf(null) }] : []),
    ...(record?.storeId && !scopes.some((s) => s.id === record.storeId)
      ? [...scopes, { id: record.storeId, name: nameOf(record.storeId) }]
      : scopes),
  ].map((s) => ({ value: s.id, label: s.name }));
  const change = (next: Matrix) => {
    setValue('permissions', next, { shouldDirty: true });
    clearErrors('permissions');
  };

  return (
    <EntityForm entity={entity} label={record ? t`Edit permissions` : t`Grant permissions`} idPrefix="permission">
      {isSelf && (
        <Alert variant="warning">
          <Trans>These are your own permissions. Taking away permissions read or write can lock you out of this page.</Trans>
        </Alert>
      )}
      <Row className="g-3">
        <Col lg={8}>
          <Card className="mb-3">
            <Card.Body>
              <div className="row">
                <SelectInput
                  name="userId"
                  label={t`Person`}
                  placeholder={t`Choose a person`}
                  disabled={Boolean(record)}
                  options={people.map((p) => ({ value: p.userId, label: p.userName || p.userId }))}
                  col={6}
                />
                <SelectInput
                  name="scope"
                  label={t`Scope`}
                  placeholder={t`Choose global or a store`}
                  disabled={Boolean(record)}
                  options={scopeOptions}
                  col={6}
                />
              </div>
              {!record && existing && (
                <p className="small mb-0" role="status">
                  <Trans>{existingPerson} already has permissions here: saving changes that grant.</Trans>
                </p>
              )}
            </Card.Body>
          </Card>
          <MatrixCard matrix={matrix} onChange={change} ignored={unknownPermissions(record?.permissions ?? [], table)} limits={limits} />
          <p className="small text-body-secondary">
            <Trans>A change reaches the person at their next profile load: when they sign in or reload the page.</Trans>
          </p>
          <FormActions busy={entity.busy && asking === null} submitLabel={t`Save permissions`} cancelTo={PATHS.permissions} />
        </Col>
        <Col lg={4}>
          <EffectivePermissions effects={effects} nameOf={nameOf} />
        </Col>
      </Row>
      <ConfirmDialog
        show={asking !== null}
        title={t`Change your own permissions?`}
        body={
          <p className="mb-0">
            <Trans>
              You are changing your own permissions. If you take away permissions read or write, you lose access to this page at your next
              sign-in or reload.
            </Trans>
          </p>
        }
        confirmLabel={t`Change my permissions`}
        variant="primary"
        onConfirm={() => answer(true)}
        onCancel={() => answer(false)}
      />
    </EntityForm>
  );
}
