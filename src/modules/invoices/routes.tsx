import type { AppModule } from '@/app/moduleTypes';
import { pageRoutes, storeSearch, type PageModule } from '@/app/moduleRoutes';
import { PATHS } from '@/config/paths';
import { PERMISSIONS } from '@/config/permissions';

/** Pages this module adds; invoices use the orders permissions (spec 6). */
export const module: AppModule = {
  routes: pageRoutes(import.meta.glob<PageModule>('./pages/*Page.tsx'), {
    InvoiceListPage: [PATHS.invoices],
    InvoiceEditPage: [PATHS.invoiceNew, '/invoice/:invoiceId'],
  }),
  // Quick search with the permission of what it reads (the store's invoices list).
  searchSources: [
    storeSearch('invoices', 'Invoices', PERMISSIONS.ordersRead, () =>
      import('./search').then((m) => m.useInvoiceResults),
    ),
  ],
};
