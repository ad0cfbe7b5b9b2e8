import type { AppModule } from '@/app/moduleTypes';
import { PATHS } from '@/config/paths';
import { PERMISSIONS } from '@/config/permissions';

const loadOwn = () => import('./pages/MyAvailabilityPage').then((m) => m.MyAvailabilityPage);
const loadTeam = () => import('./pages/TeamAvailabilityPage').then((m) => m.TeamAvailabilityPage);

/** Own availability (`/shift`) and the team's (`/shift/patch`); paths and permissions as in routeTable.ts. */
export const module: AppModule = {
  routes: [
    { path: PATHS.shiftOwn, title: 'My availability', permission: PERMISSIONS.shiftWrite, requireStore: true, load: loadOwn },
    { path: PATHS.shiftPatch, title: 'Team availability', permission: PERMISSIONS.shiftUpdate, requireStore: true, load: loadTeam },
  ],
};
