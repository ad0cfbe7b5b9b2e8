import type { AppModule } from '@/app/moduleTypes';
import { PATHS } from '@/config/paths';
import { PERMISSIONS } from '@/config/permissions';

const loadInvoiceList = () => import('./pages/InvoiceListPage').then((m) => m.InvoiceListPage);
const loadInvoiceEdit = () => import('./pages/InvoiceEditPage').then((m) => m.InvoiceEditPage);

/** Pages this module adds; invoices use the orders permissions (spec 6). */
export const module: AppModule = {
  routes: [
    { path: PATHS.invoices, title: 'Invoices', permission: PERMISSIONS.ordersRead, requireStore: true, load: loadInvoiceList },
    { path: PATHS.invoiceNew, title: 'New invoice', permission: PERMISSIONS.ordersWrite, requireStore: true, load: loadInvoiceEdit },
    // Read-only without orders.write (issue #12): the page hides every write control.
    { path: '/invoice/:invoiceId', title: 'Invoice', permission: PERMISSIONS.ordersRead, requireStore: true, load: loadInvoiceEdit },
  ],
};
