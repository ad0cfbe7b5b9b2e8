import type { AppModule } from '@/app/moduleTypes';
import { pageRoutes, type PageModule } from '@/app/moduleRoutes';
import { PATHS } from '@/config/paths';

/** Pages this module adds; paths and permissions as in routeTable.ts. */
export const module: AppModule = {
  routes: pageRoutes(import.meta.glob<PageModule>('./pages/*Page.tsx'), {
    TimeEntryFormPage: [PATHS.timeEntryForm],
    TimeEntryReviewPage: [PATHS.timeEntryReview],
  }),
};
