import { msg } from '@lingui/core/macro';
import { PATHS } from '@/config/paths';
import { PERMISSIONS as P } from '@/config/permissions';
import { listSearch, recordRoutes, storeRoute, type AppModule } from '@/lib/appModule';

// Invoices use the orders permissions.
const list = storeRoute(PATHS.invoices, msg`Invoices`, P.ordersRead, () =>
  import('./pages/InvoiceListPage').then((m) => m.InvoiceListPage),
);

/** Invoices: the list, the edit page (new and one record) and their quick search. */
export const invoicesModule: AppModule = {
  name: 'invoices',
  catalogs: import.meta.glob('./locales/*.ts'),
  uses: ['orders', 'products', 'suppliers'],
  routes: [
    list,
    ...recordRoutes(
      { newPath: PATHS.invoiceNew, route: PATHS.invoiceRoute },
      { create: msg`New invoice`, record: msg`Invoice`, back: msg`All invoices` },
      P.ordersWrite,
      P.ordersRead,
      () => import('./pages/InvoiceEditPage').then((m) => m.InvoiceEditPage),
    ),
  ],
  menu: [{ key: 'invoices', label: msg`Invoices`, icon: 'receipt', path: PATHS.invoices, section: 'operations', order: 70 }],
  searchSources: [listSearch('invoices', list, () => import('./search').then((m) => m.useInvoiceResults))],
};
