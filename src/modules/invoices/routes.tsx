import type { AppModule } from '@/app/moduleTypes';
import { routeRule } from '@/app/routeTable';
import { PATHS } from '@/config/paths';
import { PERMISSIONS } from '@/config/permissions';

const loadInvoiceList = () => import('./pages/InvoiceListPage').then((m) => m.InvoiceListPage);
const loadInvoiceEdit = () => import('./pages/InvoiceEditPage').then((m) => m.InvoiceEditPage);

/** Pages this module adds; invoices use the orders permissions (spec 6). */
export const module: AppModule = {
  routes: [
    { ...routeRule(PATHS.invoices), load: loadInvoiceList },
    { ...routeRule(PATHS.invoiceNew), load: loadInvoiceEdit },
    { ...routeRule('/invoice/:invoiceId'), load: loadInvoiceEdit },
  ],
  // Quick search with the permission of what it reads (the store's invoices list).
  searchSources: [
    { key: 'invoices', title: 'Invoices', permission: PERMISSIONS.ordersRead, requireStore: true, load: () => import('./search').then((m) => m.useInvoiceResults) },
  ],
};
