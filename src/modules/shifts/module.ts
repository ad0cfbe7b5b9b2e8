import type { ComponentType } from 'react';
import { msg } from '@lingui/core/macro';
import { PATHS } from './paths';
import { SHIFT_PERMISSIONS } from './permissions';
import type { Shift } from './types';

import { type AppModule, type ModuleIcon } from '@/lib/appModule';
import { storeRoute } from '@/lib/moduleRoutes';

const ICON: ModuleIcon = { path: 'M4 5h16v16H4zM4 10h16M8 3v4M16 3v4' };

/** The week planner; date-fns and @date-fns/tz load with this page only. */
export const shiftsModule: AppModule = {
  name: 'shifts',
  permissions: [SHIFT_PERMISSIONS],
  catalogs: import.meta.glob('./locales/*.ts'),
  uses: ['availability', 'staff', 'stores', 'working-time'],
  routes: [
    storeRoute(PATHS.shifts, msg`Shift planning`, 'shift.read', () => import('./pages/ShiftPlannerPage').then((m) => m.ShiftPlannerPage)),
  ],
  // The group the team's pages join (availability, time entries, reports, tips).
  menuGroups: { shift: { label: msg`Shift`, icon: ICON, section: 'team', permission: 'shift.write', inStore: true } },
  menu: [{ key: 'planning', label: msg`Planning`, path: PATHS.shifts, group: 'shift', order: 100 }],
};

declare module '@/lib/appModule' {
  interface ModuleSlots {
    /** A person's clock status today, on their own shifts page (lent by time-entries). */
    todayClock?: () => Promise<ComponentType<{ storeId: string; userId: string; today: string }>>;
    /** Beside each of my next shifts: offer it to colleagues (lent by requests, issue #45). */
    myShiftOffer?: () => Promise<ComponentType<{ storeId: string; userId: string; shift: Shift }>>;
    /** Below my next shifts: the shifts I may take and my requests (lent by requests, issue #45). */
    myShiftRequests?: () => Promise<ComponentType<{ storeId: string; userId: string; timeZone: string }>>;
  }
}
