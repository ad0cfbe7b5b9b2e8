import { skipToken } from '@reduxjs/toolkit/query/react';
import { useMemo } from 'react';
import { useParams } from 'react-router-dom';
import { useAppSelector } from '@/app/hooks';
import { LinkButton } from '@/components/LinkButton';
import { PageHeader } from '@/components/PageHeader';
import { QueryState } from '@/components/QueryState';
import { MESSAGES } from '@/config/messages';
import { PATHS } from '@/config/paths';
import { useGetStaffQuery } from '@/modules/staff/api';
import { selectCurrentStoreId } from '@/session/currentStoreSlice';
import { useGetPermissionQuery, useGetPermissionsQuery } from '../api';
import { PermissionForm } from '../components/PermissionForm';
import { peopleOf } from '../logic';

/** `/permission` (a new grant) and `/permission/:permissionId` (edit one). */
export function PermissionEditPage() {
  const { permissionId } = useParams();
  const storeId = useAppSelector(selectCurrentStoreId);
  const one = useGetPermissionQuery(permissionId ?? skipToken);
  const all = useGetPermissionsQuery({});
  // People without any grant yet come from the current store's staff list.
  const staff = useGetStaffQuery(storeId ? { storeId } : skipToken);
  const people = useMemo(() => peopleOf(all.data ?? [], staff.data ?? []), [all.data, staff.data]);
  const record = permissionId ? one.data : undefined;
  const title = record ? `Permissions of ${record.userName || record.userId}` : 'Grant permissions';
  const error = one.error ?? all.error;

  return (
    <>
      <PageHeader
        title={permissionId && !record ? 'Permissions' : title}
        actions={
          <LinkButton to={PATHS.permissions} variant="outline-secondary">
            All permissions
          </LinkButton>
        }
      />
      <QueryState
        isLoading={one.isLoading || all.isLoading || staff.isLoading}
        error={error}
        errorMessage={MESSAGES.permissions.fetch}
        onRetry={() => {
          if (permissionId) void one.refetch();
          void all.refetch();
        }}
        rows={8}
      >
        {all.data && (!permissionId || record) && (
          <PermissionForm key={record?.id ?? 'new'} record={record} records={all.data} people={people} />
        )}
      </QueryState>
    </>
  );
}
