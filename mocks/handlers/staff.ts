import type { HttpHandler } from 'msw';
import { PERMISSIONS } from '../rules/permissions';
import { staffOf } from '../db/staff';
import { authenticate, forbidden, handle, holds, json } from '../http';

/**
 * `GET v1/user/list?storeId`: only for a store the caller may read (issue 28): a member of that
 * store, or a holder of a global stores.read. stores.read in another store, or any other global
 * permission, is not enough. The hourly rate and the date of birth are sent only to holders of shift.update there.
 */
export const handlers: HttpHandler[] = [
  handle('get', 'v1/user/list', ({ request, need }) => {
    const user = authenticate(request);
    const [storeId] = need('storeId');
    const mayRead = user.memberships.some((m) => m.storeId === storeId) || user.globalPermissions.includes(PERMISSIONS.storesRead);
    if (!mayRead) throw forbidden('You do not belong to this store.');
    const withRates = holds(user, PERMISSIONS.shiftUpdate, storeId);
    return json(
      // The date of birth (issue #44) goes with the rate: to planners only.
      staffOf(storeId).map(({ id: _id, storeId: _store, hourlyRate, dateOfBirth, ...member }) => ({
        ...member,
        ...(withRates ? { hourlyRate, dateOfBirth } : {}),
      })),
    );
  }),
];
