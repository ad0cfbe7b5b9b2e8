import type { AppModule } from '@/app/moduleTypes';
import { routeRule } from '@/app/routeTable';
import { PATHS } from '@/config/paths';

const loadOwn = () => import('./pages/MyAvailabilityPage').then((m) => m.MyAvailabilityPage);
const loadTeam = () => import('./pages/TeamAvailabilityPage').then((m) => m.TeamAvailabilityPage);

/** Own availability (`/shift`) and the team's (`/shift/patch`); paths and permissions as in routeTable.ts. */
export const module: AppModule = {
  routes: [
    { ...routeRule(PATHS.shiftOwn), load: loadOwn },
    { ...routeRule(PATHS.shiftPatch), load: loadTeam },
  ],
};
