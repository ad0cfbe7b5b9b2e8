import { msg } from '@lingui/core/macro';
import { PATHS } from './paths';
import { type AppModule } from '@/lib/appModule';
import { storeRoute } from '@/lib/moduleRoutes';

/** Own availability (`/shift`) and the team's (`/shift/patch`). */
export const availabilityModule: AppModule = {
  name: 'availability',
  catalogs: import.meta.glob('./locales/*.ts'),
  uses: ['staff', 'stores'],
  routes: [
    storeRoute(PATHS.shiftOwn, msg`My availability`, 'shift.write', () =>
      import('./pages/MyAvailabilityPage').then((m) => m.MyAvailabilityPage),
    ),
    storeRoute(PATHS.shiftPatch, msg`Team availability`, 'shift.update', () =>
      import('./pages/TeamAvailabilityPage').then((m) => m.TeamAvailabilityPage),
    ),
  ],
  menu: [
    { key: 'own', label: msg`Update availability`, path: PATHS.shiftOwn, group: 'shift', order: 101 },
    { key: 'team', label: msg`Update team availability`, path: PATHS.shiftPatch, group: 'shift', order: 102 },
  ],
  shortcuts: [
    { column: 'daily-work', path: PATHS.shiftOwn, order: 3 },
    { column: 'daily-work', path: PATHS.shiftPatch, order: 4 },
  ],
};
