import { PATHS } from '@/config/paths';
import { PERMISSIONS as P } from '@/config/permissions';
import { storeRoute, type AppModule } from '@/lib/appModule';

/** Own availability (`/shift`) and the team's (`/shift/patch`). */
export const availabilityModule: AppModule = {
  name: 'availability',
  routes: [
    storeRoute(PATHS.shiftOwn, 'My availability', P.shiftWrite, () => import('./pages/MyAvailabilityPage').then((m) => m.MyAvailabilityPage)),
    storeRoute(PATHS.shiftPatch, 'Team availability', P.shiftUpdate, () => import('./pages/TeamAvailabilityPage').then((m) => m.TeamAvailabilityPage)),
  ],
};
