import type { AppModule } from '@/app/moduleTypes';
import { routeRule } from '@/app/routeTable';
import { PATHS } from '@/config/paths';

const loadTimeEntryForm = () => import('./pages/TimeEntryFormPage').then((m) => m.TimeEntryFormPage);

/** Pages this module adds; paths and permissions as in routeTable.ts. */
export const module: AppModule = {
  routes: [
    { ...routeRule(PATHS.timeEntryForm), load: loadTimeEntryForm },
  ],
};
