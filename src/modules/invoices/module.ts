import { msg } from '@lingui/core/macro';
import { listSearch, type AppModule, type ModuleIcon } from '@/lib/appModule';
import { recordPages, storeRoute } from '@/lib/moduleRoutes';
import { PATHS } from './paths';

const ICON: ModuleIcon = { path: 'M6 3h12v18l-3-2-3 2-3-2-3 2zM9 8h6M9 12h6M9 16h4' };

// Invoices use the orders permissions.
const routes = recordPages(
  { list: PATHS.invoices, create: PATHS.invoiceNew, record: PATHS.invoiceRoute },
  { list: msg`Invoices`, create: msg`New invoice`, record: msg`Invoice`, back: msg`All invoices` },
  { read: 'orders.read', write: 'orders.write' },
  {
    list: () => import('./pages/InvoiceListPage').then((m) => m.InvoiceListPage),
    edit: () => import('./pages/InvoiceEditPage').then((m) => m.InvoiceEditPage),
  },
);

/** Invoices: the list, the edit page (new and one record) and their quick search. */
export const invoicesModule: AppModule = {
  name: 'invoices',
  catalogs: import.meta.glob('./locales/*.ts'),
  uses: ['orders', 'products', 'suppliers'],
  routes: [
    ...routes,
    storeRoute(
      PATHS.invoiceIntake,
      msg`New invoice from an e-invoice`,
      'orders.write',
      () => import('./pages/InvoiceIntakePage').then((m) => m.InvoiceIntakePage),
      {
        back: msg`All invoices`,
      },
    ),
  ],
  menu: [{ key: 'invoices', label: msg`Invoices`, icon: ICON, path: PATHS.invoices, section: 'operations', order: 70 }],
  shortcuts: [{ column: 'create', path: PATHS.invoiceNew, order: 2 }],
  searchSources: [listSearch('invoices', routes[0], () => import('./search').then((m) => m.useInvoiceResults))],
};
