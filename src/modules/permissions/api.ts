import { defineContract } from '@/api/contract';
import { asBody, contractMutation, contractQuery } from '@/api/endpoint';
import { baseApi } from '@/api/baseApi';
import { LIST_ID, listTags, recordTags } from '@/api/tags';
import {
  PermissionInputSchema,
  PermissionQuerySchema,
  PermissionRecordListSchema,
  PermissionRecordSchema,
  PermissionUpdateSchema,
} from './schema';
import type { PermissionInput, PermissionRecord, PermissionUpdate } from './types';

/** The tag types this module declares (src/api/tags.ts). */
declare module '@/api/tags' {
  interface TagTypes {
    Permission: true;
  }
}

/**
 * Permission records (docs/rules/stores.md#permission-records). Reading needs permissions.read,
 * granting permissions.write. A change reaches the person at their next profile load (sign-in
 * or reload): the session's permissions come from the profile. The grant rules (README, and
 * grantRules.ts, which the demo server applies) are business rules: 422 with the reason.
 */
/* eslint-disable lingui/no-unlocalized-strings -- the contract's summaries document the API for developers (docs, contract tests); never shown to people */
const GRANT_RULES =
  'A grant may add or remove only permissions the caller holds in that scope; nobody widens their own record; adding a person to a store (a store they do not belong to yet) and changing the record of a store owner (store role owner, or stores.manage) need stores.manage in that scope. Each refusal: 422 with message and fieldErrors.permissions (never 403)';
export const permissionContract = defineContract({
  getPermissions: {
    method: 'GET',
    path: 'v1/permissions',
    summary: 'Permission records the caller may read (global ones and those of their stores); optional userId filter',
    access: 'permissions.read',
    query: PermissionQuerySchema,
    response: PermissionRecordListSchema,
  },
  getPermission: {
    method: 'GET',
    path: 'v1/permissions/{id}',
    summary: 'One permission record',
    access: 'permissions.read',
    response: PermissionRecordSchema,
  },
  createPermission: {
    method: 'POST',
    path: 'v1/permissions',
    summary: `Grant permissions to a person, globally (storeId null, needs a global permissions.write) or in one store (permissions.write there); 409 when that scope has a record; unknown keys: 422 with fieldErrors.permissions. ${GRANT_RULES}`,
    access: 'permissions.write',
    body: PermissionInputSchema,
    response: PermissionRecordSchema,
  },
  updatePermission: {
    method: 'PUT',
    path: 'v1/permissions/{id}',
    summary: `Replace a record's permissions; unknown keys: 422 with fieldErrors.permissions. Answers carry \`version\` (raised by every accepted grant); an update sends the \`version\` it was read at, and a stale one answers 409 \`{message, current}\` with the current record (no lost update). A server that does not version answers none: then none is sent and the last write wins. ${GRANT_RULES}`,
    access: 'permissions.write',
    body: PermissionUpdateSchema,
    response: PermissionRecordSchema,
  },
});
/* eslint-enable lingui/no-unlocalized-strings */
const C = permissionContract;

export interface PermissionsArg {
  userId?: string;
}
export interface UpdatePermissionArg {
  id: string;
  body: PermissionUpdate;
}

export const permissionsApi = baseApi.enhanceEndpoints({ addTagTypes: ['Permission'] as const }).injectEndpoints({
  endpoints: (build) => ({
    getPermissions: build.query<PermissionRecord[], PermissionsArg>(
      contractQuery(C.getPermissions, {
        request: ({ userId }) => ({ query: { userId } }),
        // eslint-disable-next-line lingui/no-unlocalized-strings -- a cache tag type, not a text
        provides: (result) => listTags('Permission', result),
      }),
    ),
    getPermission: build.query<PermissionRecord, string>(
      // eslint-disable-next-line lingui/no-unlocalized-strings -- a cache tag type, not a text
      contractQuery(C.getPermission, { request: (id) => ({ path: { id } }), provides: recordTags('Permission') }),
    ),
    createPermission: build.mutation<PermissionRecord, PermissionInput>(
      contractMutation(C.createPermission, { request: asBody, invalidates: () => [{ type: 'Permission', id: LIST_ID }] }),
    ),
    updatePermission: build.mutation<PermissionRecord, UpdatePermissionArg>(
      contractMutation(C.updatePermission, {
        request: ({ id, body }) => ({ path: { id }, body }),
        invalidates: (_r, { id }) => [
          { type: 'Permission', id: LIST_ID },
          { type: 'Permission', id },
        ],
      }),
    ),
  }),
});

export const { useGetPermissionsQuery, useGetPermissionQuery, useCreatePermissionMutation, useUpdatePermissionMutation } = permissionsApi;
