import type { HttpHandler } from 'msw';
import { authHandlers } from './auth';
import { handlers as suppliers } from './suppliers';
import { handlers as products } from './products';
import { handlers as orders } from './orders';
import { handlers as invoices } from './invoices';
import { handlers as inventory } from './inventory';
import { handlers as staff } from './staff';
import { handlers as finance } from './finance';
import { handlers as stores } from './stores';
import { handlers as timeEntries } from './timeEntries';
import { handlers as shifts } from './shifts';
import { handlers as permissions } from './permissions';
import { handlers as shiftNotes } from './shiftNotes';
import { handlers as employeeTips } from './employeeTips';

/** Every handler of the embedded mock API; the browser worker and Vitest share them. */
export const handlers: HttpHandler[] = [
  ...authHandlers,
  ...suppliers,
  ...products,
  ...orders,
  ...invoices,
  ...inventory,
  ...staff,
  ...finance,
  ...stores,
  ...timeEntries,
  ...shifts,
  ...permissions,
  ...shiftNotes,
  ...employeeTips,
];
