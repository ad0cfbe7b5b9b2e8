import type { HttpHandler } from 'msw';
import { PERMISSIONS } from '@/config/permissions';
import { staffOf } from '../db/staff';
import { authenticate, forbidden, handle, holds, json } from '../http';

/**
 * `GET v1/user/list?storeId`: any member of the store (or a global holder of stores.read) may
 * read its staff; the hourly rate is sent only to holders of shift.update.
 */
export const handlers: HttpHandler[] = [
  handle('get', 'v1/user/list', ({ request, need }) => {
    const user = authenticate(request);
    const [storeId] = need('storeId');
    const member = user.memberships.some((m) => m.storeId === storeId) || holds(user, PERMISSIONS.storesRead, null);
    if (!member && user.globalPermissions.length === 0) throw forbidden('You do not belong to this store.');
    const withRates = holds(user, PERMISSIONS.shiftUpdate, storeId);
    return json(
      staffOf(storeId).map(({ id: _id, storeId: _store, hourlyRate, ...member }) => ({ ...member, ...(withRates ? { hourlyRate } : {}) })),
    );
  }),
];
