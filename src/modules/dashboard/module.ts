import { msg } from '@lingui/core/macro';
import type { ComponentType } from 'react';
import { PATHS } from './paths';
import { SHARED_PERMISSIONS } from '@/config/permissions';
import { type AppModule, type ModuleIcon } from '@/lib/appModule';
import { storeRoute } from '@/lib/moduleRoutes';

const ICON: ModuleIcon = { path: 'M3 3h7v9H3zM14 3h7v5h-7zM14 12h7v9h-7zM3 16h7v5H3z' };

/** The dashboard page. */
export const dashboardModule: AppModule = {
  name: 'dashboard',
  catalogs: import.meta.glob('./locales/*.ts'),
  uses: ['finance', 'inventory', 'invoices', 'orders', 'products', 'shift-report', 'shifts', 'staff', 'stores', 'time-entries'],
  routes: [
    storeRoute(PATHS.dashboard, msg`Dashboard`, SHARED_PERMISSIONS.dashboardRead, () =>
      import('./pages/DashboardPage').then((m) => m.DashboardPage),
    ),
  ],
  menu: [{ key: 'dashboard', label: msg`Dashboard`, icon: ICON, path: PATHS.dashboard, section: 'overview', order: 10 }],
  shortcuts: [{ column: 'reports', path: PATHS.dashboard, order: 5 }],
};

declare module '@/lib/appModule' {
  interface ModuleSlots {
    /** Links in the dashboard's header to pages beyond the current store (lent by overview). */
    dashboardLinks?: () => Promise<ComponentType<object>>;
  }
}
