import type { AppModule } from '@/app/moduleTypes';
import { pageRoutes, type PageModule } from '@/app/moduleRoutes';
import { PATHS } from '@/config/paths';

/** Own availability (`/shift`) and the team's (`/shift/patch`); paths and permissions as in routeTable.ts. */
export const module: AppModule = {
  routes: pageRoutes(import.meta.glob<PageModule>('./pages/*Page.tsx'), {
    MyAvailabilityPage: [PATHS.shiftOwn],
    TeamAvailabilityPage: [PATHS.shiftPatch],
  }),
};
