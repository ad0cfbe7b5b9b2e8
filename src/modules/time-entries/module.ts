import { msg } from '@lingui/core/macro';
import { PATHS } from './paths';
import { TIME_ENTRY_PERMISSIONS } from './permissions';

import { type AppModule, type ModuleIcon } from '@/lib/appModule';
import { storeRoute } from '@/lib/moduleRoutes';

const ICON: ModuleIcon = { path: 'M12 21a9 9 0 1 0 0-18 9 9 0 0 0 0 18zM12 7v5l3 3' };

/** Time entries: the staff's form and the managers' timesheet review. */
export const timeEntriesModule: AppModule = {
  name: 'time-entries',
  permissions: [TIME_ENTRY_PERMISSIONS],
  catalogs: import.meta.glob('./locales/*.ts'),
  uses: ['shifts', 'staff', 'stores'],
  routes: [
    storeRoute(PATHS.timeEntryForm, msg`Time entry`, 'time_entry.write', () =>
      import('./pages/TimeEntryFormPage').then((m) => m.TimeEntryFormPage),
    ),
    // Managers of the team; the page also needs time_entry.read (README).
    storeRoute(PATHS.timeEntryReview, msg`Timesheet review`, 'shift.update', () =>
      import('./pages/TimeEntryReviewPage').then((m) => m.TimeEntryReviewPage),
    ),
  ],
  menu: [
    { key: 'time-entry', label: msg`Time Entry`, icon: ICON, path: PATHS.timeEntryForm, section: 'operations', order: 30 },
    { key: 'review', label: msg`Timesheet review`, path: PATHS.timeEntryReview, group: 'shift', order: 104 },
  ],
  shortcuts: [{ column: 'daily-work', path: PATHS.timeEntryForm, order: 2 }],
  slots: { todayClock: () => import('./components/ClockToday').then((m) => m.ClockToday) },
};
