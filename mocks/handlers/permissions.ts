import type { HttpHandler } from 'msw';
import { allPermissions, PERMISSIONS } from '../rules/permissions';
import { grantProblem, type GrantedRecord } from '../rules/grants';
import { PermissionInputSchema, PermissionUpdateSchema } from '@/modules/permissions/schema';
import type { PermissionRecord } from '@/modules/permissions/types';
import { findPermissionRecord, permissionRecords, writeGrant } from '../db/permissions';
import { stores, users, type MockUser } from '../db/people';
import { assertValid, authenticate, forbidden, handle, HttpError, holds, json, notFound } from '../http';
import { nextVersion } from './versions';

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

/** The record a grant writes, as the rules see it; an owner has the store role or stores.manage. */
function targetOf(person: MockUser, storeId: string | null, current: readonly string[] | null): GrantedRecord {
  const membership = storeId === null ? undefined : person.memberships.find((m) => m.storeId === storeId);
  const manages =
    person.globalPermissions.includes(PERMISSIONS.storesManage) || Boolean(membership?.permissions.includes(PERMISSIONS.storesManage));
  return {
    userId: person.id,
    storeId,
    current,
    member: membership !== undefined,
    owner: Boolean(membership?.roles.includes('owner')) || manages,
  };
}

/**
 * The grant rules (../rules/grants.ts): a refusal is a business rule,
 * so a 422 with the reason; a 403 would sign the person out.
 */
function assertGrantAllowed(user: MockUser, target: GrantedRecord, permissions: readonly string[]): void {
  const refusal = grantProblem(user, target, permissions);
  if (refusal) throw new HttpError(422, refusal, { permissions: refusal });
}

/** Names the server does not know: a 422 on the field (the schema checks only the shape). */
function assertKnown(permissions: readonly string[]): void {
  const known = new Set(allPermissions());
  const unknown = permissions.filter((p) => !known.has(p));
  if (unknown.length > 0) assertValid({ permissions: `Unknown permission: ${unknown.join(', ')}` });
}

function ownRecord(user: MockUser, id: string): PermissionRecord {
  const record = findPermissionRecord(id);
  if (!record || !visibleTo(user, record)) throw notFound('Permission record');
  return record;
}

export const handlers: HttpHandler[] = [
  handle('get', 'v1/permissions', ({ request, query }) => {
    const user = reader(request);
    const userId = query.get('userId');
    return json(permissionRecords().filter((r) => visibleTo(user, r) && (!userId || r.userId === userId)));
  }),
  handle('get', 'v1/permissions/:id', ({ request, params }) => json(ownRecord(reader(request), params.id ?? ''))),
  handle('post', 'v1/permissions', async ({ request, input: valid }) => {
    const user = authenticate(request);
    const input = await valid(PermissionInputSchema);
    assertKnown(input.permissions);
    assertMayGrant(user, input.storeId);
    if (!users.get(input.userId)) assertValid({ userId: 'No such person.' });
    if (input.storeId !== null && !stores.get(input.storeId)) assertValid({ storeId: 'No such store.' });
    if (permissionRecords().some((r) => r.userId === input.userId && r.storeId === input.storeId)) {
      throw new HttpError(409, 'This person already has permissions in this scope.', {
        storeId: 'This person already has permissions in this scope.',
      });
    }
    const person = users.get(input.userId);
    if (person) assertGrantAllowed(user, targetOf(person, input.storeId, null), input.permissions);
    const created = writeGrant(input.userId, input.storeId, input.permissions, user.id, 1);
    if (!created) throw notFound('User');
    return json(created, 201);
  }),
  handle('put', 'v1/permissions/:id', async ({ request, params, input, body }) => {
    const user = reader(request);
    const existing = ownRecord(user, params.id ?? '');
    assertMayGrant(user, existing.storeId);
    const { permissions } = await input(PermissionUpdateSchema);
    assertKnown(permissions);
    const person = users.get(existing.userId);
    if (person) assertGrantAllowed(user, targetOf(person, existing.storeId, existing.permissions), permissions);
    // A grant the rules allow: a stale version answers 409 with the current record, a missing one 422 (issue #41).
    const version = nextVersion(existing, (await body()).version, 'record', true);
    const saved = writeGrant(existing.userId, existing.storeId, permissions, user.id, version);
    if (!saved) throw notFound('Permission record');
    return json(saved);
  }),
];
