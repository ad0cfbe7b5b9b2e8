import { http, HttpResponse, type HttpHandler } from 'msw';
import { PERMISSIONS } from '@/config/permissions';
import { fieldErrorsOf } from '@/lib/schemaErrors';
import { PermissionInputSchema, PermissionUpdateSchema } from '@/modules/permissions/schema';
import type { PermissionRecord } from '@/modules/permissions/types';
import { findPermissionRecord, permissionRecords, writeGrant } from '../db/permissions';
import { stores, users, type MockUser } from '../db/people';
import { apiPath, assertValid, authenticate, forbidden, HttpError, holds, notFound, readBody, route } from '../http';

const READ = PERMISSIONS.permissionsRead;
const WRITE = PERMISSIONS.permissionsWrite;

/** Global records and those of the stores where the caller holds permissions.read. */
function visibleTo(user: MockUser, record: PermissionRecord): boolean {
  if (user.globalPermissions.includes(READ)) return true;
  return record.storeId === null || holds(user, READ, record.storeId);
}

function reader(request: Request): MockUser {
  const user = authenticate(request);
  if (!holds(user, READ)) throw forbidden();
  return user;
}

/** Global grants need a global permissions.write; store grants permissions.write in that store. */
function assertMayGrant(user: MockUser, storeId: string | null): void {
  const allowed = storeId === null ? user.globalPermissions.includes(WRITE) : holds(user, WRITE, storeId);
  if (!allowed) throw forbidden();
}

function ownRecord(user: MockUser, id: string): PermissionRecord {
  const found = findPermissionRecord(id);
  if (!found || !visibleTo(user, found)) throw notFound('Permission record');
  return found;
}

export const handlers: HttpHandler[] = [
  http.get(
    apiPath('v1/permissions'),
    route(({ request }) => {
      const user = reader(request);
      const userId = new URL(request.url).searchParams.get('userId');
      return HttpResponse.json(
        permissionRecords().filter((r) => visibleTo(user, r) && (!userId || r.userId === userId)),
      );
    }),
  ),
  http.get(
    apiPath('v1/permissions/:id'),
    route(({ request, params }) => HttpResponse.json(ownRecord(reader(request), String(params.id)))),
  ),
  http.post(
    apiPath('v1/permissions'),
    route(async ({ request }) => {
      const user = authenticate(request);
      const body = await readBody(request);
      assertValid(fieldErrorsOf(PermissionInputSchema, body));
      const input = PermissionInputSchema.parse(body);
      assertMayGrant(user, input.storeId);
      if (!users.get(input.userId)) assertValid({ userId: 'No such person.' });
      if (input.storeId !== null && !stores.get(input.storeId)) assertValid({ storeId: 'No such store.' });
      if (permissionRecords().some((r) => r.userId === input.userId && r.storeId === input.storeId)) {
        throw new HttpError(409, 'This person already has permissions in this scope.', {
          storeId: 'This person already has permissions in this scope.',
        });
      }
      const created = writeGrant(input.userId, input.storeId, input.permissions, user.id);
      if (!created) throw notFound('User');
      return HttpResponse.json(created, { status: 201 });
    }),
  ),
  http.put(
    apiPath('v1/permissions/:id'),
    route(async ({ request, params }) => {
      const user = reader(request);
      const existing = ownRecord(user, String(params.id));
      assertMayGrant(user, existing.storeId);
      const body = await readBody(request);
      assertValid(fieldErrorsOf(PermissionUpdateSchema, body));
      const { permissions } = PermissionUpdateSchema.parse(body);
      const saved = writeGrant(existing.userId, existing.storeId, permissions, user.id);
      if (!saved) throw notFound('Permission record');
      return HttpResponse.json(saved);
    }),
  ),
];
