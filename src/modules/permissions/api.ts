import { answer, defineContract, request } from '@/api/contract';
import { baseApi } from '@/api/baseApi';
import { permitted } from '@/api/permitted';
import { LIST_ID, listTags, onSuccess } from '@/api/tags';
import { PERMISSIONS } from '@/config/permissions';
import {
  PermissionInputSchema,
  PermissionQuerySchema,
  PermissionRecordListSchema,
  PermissionRecordSchema,
  PermissionUpdateSchema,
} from './schema';
import type { PermissionInput, PermissionRecord, PermissionUpdate } from './types';

/**
 * Permission records (spec 7 "Permissions", decisions.md). Reading needs permissions.read,
 * granting permissions.write. A change reaches the person at their next profile load (sign-in
 * or reload): the session's permissions come from the profile.
 */
export const permissionContract = defineContract({
  getPermissions: {
    method: 'GET',
    path: 'v1/permissions',
    summary: 'Permission records the caller may read (global ones and those of their stores); optional userId filter',
    access: PERMISSIONS.permissionsRead,
    query: PermissionQuerySchema,
    response: PermissionRecordListSchema,
  },
  getPermission: {
    method: 'GET',
    path: 'v1/permissions/{id}',
    summary: 'One permission record',
    access: PERMISSIONS.permissionsRead,
    response: PermissionRecordSchema,
  },
  createPermission: {
    method: 'POST',
    path: 'v1/permissions',
    summary: 'Grant permissions to a person, globally (storeId null) or in one store; 409 when that scope has a record; unknown keys: 422 with fieldErrors.permissions',
    access: PERMISSIONS.permissionsWrite,
    body: PermissionInputSchema,
    response: PermissionRecordSchema,
  },
  updatePermission: {
    method: 'PUT',
    path: 'v1/permissions/{id}',
    summary: "Replace a record's permissions; unknown keys: 422 with fieldErrors.permissions",
    access: PERMISSIONS.permissionsWrite,
    body: PermissionUpdateSchema,
    response: PermissionRecordSchema,
  },
});
const C = permissionContract;

export interface PermissionsArg {
  userId?: string;
}
export interface UpdatePermissionArg {
  id: string;
  body: PermissionUpdate;
}

export const permissionsApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getPermissions: build.query<PermissionRecord[], PermissionsArg>({
      query: ({ userId }) => request(C.getPermissions, { query: { userId } }),
      responseSchema: answer(C.getPermissions.response),
      providesTags: (result) => listTags('Permission', result),
    }),
    getPermission: build.query<PermissionRecord, string>({
      query: (id) => request(C.getPermission, { path: { id } }),
      responseSchema: answer(C.getPermission.response),
      providesTags: (_result, _error, id) => [{ type: 'Permission', id }],
    }),
    createPermission: build.mutation<PermissionRecord, PermissionInput>({
      query: (body) => request(C.createPermission, { body }),
      responseSchema: answer(C.createPermission.response),
      invalidatesTags: onSuccess(() => [{ type: 'Permission' as const, id: LIST_ID }]),
    }),
    updatePermission: build.mutation<PermissionRecord, UpdatePermissionArg>({
      query: ({ id, body }) => request(C.updatePermission, { path: { id }, body }),
      responseSchema: answer(C.updatePermission.response),
      invalidatesTags: onSuccess((_r, { id }) => [
        { type: 'Permission' as const, id: LIST_ID },
        { type: 'Permission' as const, id },
      ]),
    }),
  }),
});

export const useGetPermissionsQuery = permitted(permissionsApi.endpoints.getPermissions);
export const useGetPermissionQuery = permitted(permissionsApi.endpoints.getPermission);
export const { useCreatePermissionMutation, useUpdatePermissionMutation } = permissionsApi;
