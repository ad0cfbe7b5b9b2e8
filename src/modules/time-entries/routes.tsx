import type { AppModule } from '@/app/moduleTypes';
import { PATHS } from '@/config/paths';
import { PERMISSIONS } from '@/config/permissions';

const loadTimeEntryForm = () => import('./pages/TimeEntryFormPage').then((m) => m.TimeEntryFormPage);

/** Pages this module adds; paths and permissions as in routeTable.ts. */
export const module: AppModule = {
  routes: [
    { path: PATHS.timeEntryForm, title: 'Time entry', permission: PERMISSIONS.timeEntryWrite, requireStore: true, load: loadTimeEntryForm },
  ],
};
