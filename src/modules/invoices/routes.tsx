import type { AppModule } from '@/app/moduleTypes';
import { listSearch, pageRoutes, recordPages, type PageModule } from '@/app/moduleRoutes';
import { PATHS } from '@/config/paths';

/** Pages this module adds; invoices use the orders permissions (spec 6). */
export const module: AppModule = {
  routes: pageRoutes(
    import.meta.glob<PageModule>('./pages/*Page.tsx'),
    recordPages('Invoice', PATHS.invoices, PATHS.invoiceNew, PATHS.invoiceRoute),
  ),
  // Quick search with the permission of what it reads (the store's invoices list).
  searchSources: [listSearch('invoices', PATHS.invoices, () => import('./search').then((m) => m.useInvoiceResults))],
};
