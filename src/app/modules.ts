import type { AppModule } from '@/lib/appModule';
import { withTexts } from './moduleTexts';
import { dashboardModule } from '@/modules/dashboard/module';
import { suppliersModule } from '@/modules/suppliers/module';
import { productsModule } from '@/modules/products/module';
import { ordersModule } from '@/modules/orders/module';
import { invoicesModule } from '@/modules/invoices/module';
import { inventoryModule } from '@/modules/inventory/module';
import { reportsModule } from '@/modules/reports/module';
import { financeModule } from '@/modules/finance/module';
import { permissionsModule } from '@/modules/permissions/module';
import { storesModule } from '@/modules/stores/module';
import { timeEntriesModule } from '@/modules/time-entries/module';
import { shiftsModule } from '@/modules/shifts/module';
import { availabilityModule } from '@/modules/availability/module';
import { shiftReportModule } from '@/modules/shift-report/module';
import { workingTimeModule } from '@/modules/working-time/module';
import { requestsModule } from '@/modules/requests/module';
import { salesModule } from '@/modules/sales/module';
import { overviewModule } from '@/modules/overview/module';

/**
 * Every business module, each loading its texts with its pages, search and slots (./moduleTexts.ts). A new module adds one line here (and its import). The route table,
 * the guards, the menu, the reports hub and the quick search are built from this list.
 */
export const APP_MODULES: readonly AppModule[] = withTexts([
  dashboardModule,
  suppliersModule,
  productsModule,
  ordersModule,
  invoicesModule,
  inventoryModule,
  reportsModule,
  financeModule,
  permissionsModule,
  storesModule,
  timeEntriesModule,
  shiftsModule,
  availabilityModule,
  shiftReportModule,
  workingTimeModule,
  requestsModule,
  salesModule,
  overviewModule,
]);
