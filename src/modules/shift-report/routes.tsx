import type { AppModule } from '@/app/moduleTypes';
import { pageRoutes, type PageModule } from '@/app/moduleRoutes';
import { PATHS } from '@/config/paths';

/** The shift report (`/shifts/report`) with the weekly tips overview; as in routeTable.ts. */
export const module: AppModule = {
  routes: pageRoutes(import.meta.glob<PageModule>('./pages/*Page.tsx'), { ShiftReportPage: [PATHS.shiftsReport] }),
};
