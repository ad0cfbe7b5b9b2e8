import { Trans, useLingui } from '@lingui/react/macro';
import { skipToken } from '@reduxjs/toolkit/query/react';
import { useCallback, useMemo } from 'react';
import { useParams } from 'react-router-dom';
import { useAppSelector } from '@/lib/storeHooks';
import { LinkButton } from '@/components/LinkButton';
import { PageHeader } from '@/components/PageHeader';
import { QueryState } from '@/components/QueryState';
import { PERMISSION_MESSAGES } from '../messages';
import { PATHS } from '../paths';
import { useGetStaffQuery } from '@/modules/staff';
import { selectCurrentStoreId } from '@/session/currentStoreSlice';
import { useGetPermissionQuery, useGetPermissionsQuery } from '../api';
import { PermissionForm } from '../components/PermissionForm';
import { PermissionList } from '../components/PermissionList';
import { peopleOf, personOf } from '../logic';

/** `/permission` (a new grant) and `/permission/:permissionId` (edit one). */
export function PermissionEditPage() {
  const { permissionId } = useParams();
  const storeId = useAppSelector(selectCurrentStoreId);
  const one = useGetPermissionQuery(permissionId ?? skipToken);
  const all = useGetPermissionsQuery({});
  // People without any grant yet come from the current store's staff list.
  const staff = useGetStaffQuery(storeId ? { storeId } : skipToken);
  const people = useMemo(() => peopleOf(all.data ?? [], staff.data ?? []), [all.data, staff.data]);
  // A person belongs to a store when they have a record there or are on the current store's staff.
  const isMember = useCallback(
    (userId: string, scope: string) =>
      (all.data ?? []).some((r) => r.userId === userId && r.storeId === scope) ||
      (scope === storeId && (staff.data ?? []).some((s) => s.userId === userId)),
    [all.data, staff.data, storeId],
  );
  const record = permissionId ? one.data : undefined;
  const { t } = useLingui();
  const person = record ? personOf(record) : '';
  const title = record ? t`Permissions of ${person}` : t`Grant permissions`;
  const error = one.error ?? all.error;

  return (
    <>
      <PageHeader
        title={permissionId && !record ? t`Permissions` : title}
        actions={
          <LinkButton to={PATHS.permissions} variant="outline-secondary">
            <Trans>All permissions</Trans>
          </LinkButton>
        }
      />
      <QueryState
        isLoading={one.isLoading || all.isLoading || staff.isLoading}
        error={error}
        errorMessage={PERMISSION_MESSAGES.fetch}
        onRetry={() => {
          if (permissionId) void one.refetch();
          void all.refetch();
        }}
        rows={8}
      >
        {record && !record.userId && (
          <section aria-label={t`Permissions of an unknown person`}>
            <p>
              <Trans>This record names no person, so it cannot be changed here.</Trans>
            </p>
            <PermissionList permissions={record.permissions} />
          </section>
        )}
        {all.data && (!permissionId || record?.userId) && (
          <PermissionForm key={record?.id ?? 'new'} record={record} records={all.data} people={people} isMember={isMember} />
        )}
      </QueryState>
    </>
  );
}
