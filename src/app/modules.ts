import type { AppModule } from './moduleTypes';
import { module as dashboard } from '@/modules/dashboard/routes';
import { module as suppliers } from '@/modules/suppliers/routes';
import { module as products } from '@/modules/products/routes';
import { module as orders } from '@/modules/orders/routes';
import { module as invoices } from '@/modules/invoices/routes';
import { module as inventory } from '@/modules/inventory/routes';
import { module as reports } from '@/modules/reports/routes';
import { module as finance } from '@/modules/finance/routes';
import { module as permissions } from '@/modules/permissions/routes';
import { module as stores } from '@/modules/stores/routes';
import { module as timeEntries } from '@/modules/time-entries/routes';
import { module as availability } from '@/modules/availability/routes';
import { module as shiftReport } from '@/modules/shift-report/routes';
import { module as shifts } from '@/modules/shifts/routes';

/** Every business module, in menu order. A new module adds one line here. */
export const APP_MODULES: readonly AppModule[] = [dashboard, suppliers, products, orders, invoices, inventory, reports, finance, permissions, stores, timeEntries, shifts, availability, shiftReport];
