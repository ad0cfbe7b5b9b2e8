import type { HttpHandler } from 'msw';
import { authHandlers } from './auth';
import { handlers as suppliers } from './suppliers';
import { handlers as products } from './products';
import { handlers as orders } from './orders';
import { handlers as invoices } from './invoices';
import { handlers as inventory } from './inventory';
import { handlers as staff } from './staff';
import { handlers as shifts } from './shifts';
import { handlers as stores } from './stores';

/** Every handler of the embedded mock API; the browser worker and Vitest share them. */
export const handlers: HttpHandler[] = [
  ...authHandlers,
  ...suppliers,
  ...products,
  ...orders,
  ...invoices,
  ...inventory,
  ...staff,
  ...shifts,
  ...stores,
];
