import { lazy } from 'react';
import type { AppModule } from '@/app/moduleTypes';
import { PATHS } from '@/config/paths';
import { PERMISSIONS } from '@/config/permissions';

const InvoiceListPage = lazy(() => import('./pages/InvoiceListPage').then((m) => ({ default: m.InvoiceListPage })));
const InvoiceEditPage = lazy(() => import('./pages/InvoiceEditPage').then((m) => ({ default: m.InvoiceEditPage })));

/** Pages this module adds; invoices use the orders permissions (spec 6). */
export const module: AppModule = {
  routes: [
    { path: PATHS.invoices, title: 'Invoices', permission: PERMISSIONS.ordersRead, requireStore: true, page: InvoiceListPage },
    { path: PATHS.invoiceNew, title: 'New invoice', permission: PERMISSIONS.ordersWrite, requireStore: true, page: InvoiceEditPage },
    { path: '/invoice/:invoiceId', title: 'Invoice', permission: PERMISSIONS.ordersWrite, requireStore: true, page: InvoiceEditPage },
  ],
};
