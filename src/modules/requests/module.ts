import { msg } from '@lingui/core/macro';
import { PATHS } from './paths';
import { type AppModule } from '@/lib/appModule';
import { storeRoute } from '@/lib/moduleRoutes';

/**
 * Shift requests (issue #45): offers and claims on "My shifts" (slots the shifts module offers)
 * and the manager's queue. Every call is a contract addition: without it the slots show nothing.
 */
export const requestsModule: AppModule = {
  name: 'requests',
  catalogs: import.meta.glob('./locales/*.ts'),
  uses: ['shifts', 'stores'],
  routes: [
    storeRoute(PATHS.queue, msg`Shift requests`, 'shift.update', () => import('./pages/RequestQueuePage').then((m) => m.RequestQueuePage)),
  ],
  menu: [{ key: 'queue', label: msg`Shift requests`, path: PATHS.queue, group: 'shift', order: 103 }],
  slots: {
    myShiftOffer: () => import('./components/OfferButton').then((m) => m.OfferButton),
    myShiftRequests: () => import('./components/SelfService').then((m) => m.SelfService),
  },
};
