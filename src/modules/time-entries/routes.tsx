import { lazy } from 'react';
import type { AppModule } from '@/app/moduleTypes';
import { PATHS } from '@/config/paths';
import { PERMISSIONS } from '@/config/permissions';

const TimeEntryFormPage = lazy(() =>
  import('./pages/TimeEntryFormPage').then((m) => ({ default: m.TimeEntryFormPage })),
);

/** Pages this module adds; paths and permissions as in routeTable.ts. */
export const module: AppModule = {
  routes: [
    {
      path: PATHS.timeEntryForm,
      title: 'Time entry',
      permission: PERMISSIONS.timeEntryWrite,
      requireStore: true,
      page: TimeEntryFormPage,
    },
  ],
};
