import type { AppModule } from './moduleTypes';
import { module as suppliers } from '@/modules/suppliers/routes';
import { module as products } from '@/modules/products/routes';
import { module as orders } from '@/modules/orders/routes';
import { module as invoices } from '@/modules/invoices/routes';
import { module as inventory } from '@/modules/inventory/routes';
import { module as reports } from '@/modules/reports/routes';
import { module as shifts } from '@/modules/shifts/routes';
import { module as stores } from '@/modules/stores/routes';

/** Every business module, in menu order. A new module adds one line here. */
export const APP_MODULES: readonly AppModule[] = [suppliers, products, orders, invoices, inventory, reports, shifts, stores];
