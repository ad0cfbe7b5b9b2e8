/**
 * The orders module's public entry: what other modules use from it.
 * Direction: orders imports products and suppliers; inventory, invoices and the dashboard import
 * orders, and orders imports none of them (a delivery's stock tags come from src/api/stockTags.ts).
 */
export { useCreateOrderMutation, useGetOrderQuery, useGetOrdersQuery, useUpdateOrderMutation } from './api';
export { orderRuleAdvice, orderRuleReason } from './orderRules';
export { ORDER_STATUS_LABELS } from './orderStatus';
export { outstanding } from './receiving';
export { lineTotals, moneyText, orderTotals, quantityText, receivedTotals } from './totals';
export type { Totals } from './totals';
export type { Order, OrderInput, OrderLineInput, OrderUpdate } from './types';
export { PATHS as ORDER_PATHS } from './paths';
export { ORDER_MESSAGES } from './messages';
