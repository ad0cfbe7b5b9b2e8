import { describe, expect, it } from 'vitest';
import { allowedMoves, canMove, statusOnlyMoves } from './orderStatus';
import { canReceive, outstanding, receiptErrors, receivePath } from './receiving';
import { filterOrders } from './orderList';
import { isPriced, lineTotals, moneyText, orderTotals, quantityText } from './totals';
import { validateOrder } from './orderForm';
import { ORDER_STATUSES, type Order } from './types';

describe('order totals', () => {
  it('computes a line to the cent: net = quantity × price, VAT rounded on the line', () => {
    expect(lineTotals({ quantity: 3, unitPrice: 0.1, vatRate: 19 })).toEqual({ net: 0.3, vat: 0.06, gross: 0.36 });
    // 1.005 × 7 % = 0.07035 → 0.07
    expect(lineTotals({ quantity: 1, unitPrice: 1.005, vatRate: 7 })).toEqual({ net: 1.01, vat: 0.07, gross: 1.08 });
    expect(lineTotals({ quantity: 2.5, unitPrice: 12.99, vatRate: 7 })).toEqual({ net: 32.48, vat: 2.27, gross: 34.75 });
  });

  it('rounds VAT per line, not on the sum', () => {
    // Each line: net 0.05, VAT 19 % = 0.0095 → 0.01. Per line: 3 × 0.01 = 0.03; on the sum it would be 0.15 × 19 % = 0.03 (0.0285).
    const lines = [1, 2, 3].map(() => ({ quantity: 1, unitPrice: 0.05, vatRate: 19 }));
    expect(orderTotals(lines)).toEqual({ net: 0.15, vat: 0.03, gross: 0.18 });
    // A case where they differ: 0.02 at 19 % → 0.0038 → 0.00 per line; sum 0.06 × 19 % would be 0.01.
    const small = [1, 2, 3].map(() => ({ quantity: 1, unitPrice: 0.02, vatRate: 19 }));
    expect(orderTotals(small)).toEqual({ net: 0.06, vat: 0, gross: 0.06 });
  });

  it('sums mixed VAT rates without floating-point drift', () => {
    const t = orderTotals([
      { quantity: 3, unitPrice: 19.99, vatRate: 7 },
      { quantity: 1, unitPrice: 0.1, vatRate: 19 },
      { quantity: 7, unitPrice: 0.7, vatRate: 19 },
    ]);
    // 59.97 + 0.10 + 4.90; VAT 4.20 (4.1979) + 0.02 (0.019) + 0.93 (0.931)
    expect(t).toEqual({ net: 64.97, vat: 5.15, gross: 70.12 });
  });
});

describe('order status moves', () => {
  it('allows exactly draft→sent→confirmed→partially_received→received and cancelling draft/sent/confirmed', () => {
    const allowed = ORDER_STATUSES.flatMap((from) => ORDER_STATUSES.filter((to) => canMove(from, to)).map((to) => `${from}>${to}`));
    expect(allowed.sort()).toEqual(
      [
        'draft>sent',
        'sent>confirmed',
        'confirmed>partially_received',
        'partially_received>received',
        'draft>cancelled',
        'sent>cancelled',
        'confirmed>cancelled',
      ].sort(),
    );
    expect(allowedMoves('received')).toEqual([]);
    expect(allowedMoves('cancelled')).toEqual([]);
  });

  it('status buttons never offer "partially received" (a delivery with quantities does), but keep "Mark received"', () => {
    expect(statusOnlyMoves('confirmed')).toEqual(['cancelled']);
    expect(statusOnlyMoves('partially_received')).toEqual(['received']);
    expect(ORDER_STATUSES.flatMap((s) => statusOnlyMoves(s))).not.toContain('partially_received');
    expect(receivePath('o 1')).toBe('/order/o%201#receive');
  });
});

describe('order validation and filters', () => {
  it('names the fields that need attention', () => {
    expect(validateOrder({ storeId: 'store-1', supplierId: '', orderDate: 'x', lines: [] })).toEqual({
      supplierId: 'Choose a supplier.',
      orderDate: 'Enter the order date.',
      lines: 'Add at least one product.',
    });
    const errors = validateOrder({
      storeId: 'store-1',
      supplierId: 'sup-001',
      orderDate: '2025-03-03',
      expectedDeliveryDate: '2025-03-01',
      lines: [{ productId: 'p', quantity: 0, unitPrice: 1.234, vatRate: 7 }],
    });
    expect(errors).toEqual({
      expectedDeliveryDate: 'Delivery cannot be before the order date.',
      'lines.0.quantity': 'Enter a quantity above 0.',
      'lines.0.unitPrice': 'At most 2 decimals.',
    });
  });

  it('filters by status, supplier and date range (inclusive)', () => {
    const o = (id: string, status: Order['status'], supplierId: string, orderDate: string) =>
      ({ id, status, supplierId, orderDate }) as Order;
    const list = [o('a', 'draft', 's1', '2025-01-01'), o('b', 'sent', 's1', '2025-02-01'), o('c', 'sent', 's2', '2025-03-01')];
    expect(filterOrders(list, { status: 'sent' }).map((x) => x.id)).toEqual(['b', 'c']);
    expect(filterOrders(list, { supplierId: 's1', from: '2025-02-01' }).map((x) => x.id)).toEqual(['b']);
    expect(filterOrders(list, { to: '2025-02-01' }).map((x) => x.id)).toEqual(['a', 'b']);
  });
});

describe('receiving: the receipt arithmetic', () => {
  const line = (productId: string, quantity: number, receivedQuantity = 0) => ({
    productId,
    quantity,
    unit: 'case',
    unitPrice: 10,
    vatRate: 7,
    receivedQuantity,
  });
  const lines = [line('a', 4), line('b', 2.5, 1)];

  it('outstanding is ordered minus received, never below 0, to 3 decimals', () => {
    expect(lines.map(outstanding)).toEqual([4, 1.5]);
    expect(outstanding(line('c', 1, 3))).toBe(0);
    expect(outstanding({ quantity: 0.3, receivedQuantity: 0.1 })).toBe(0.2);
    expect(outstanding({})).toBe(0);
  });

  it('refuses more than is outstanding, products not on the order, and orders that cannot receive', () => {
    const order = { status: 'confirmed' as const, lines };
    expect(
      receiptErrors(order, [
        { productId: 'a', quantity: 4 },
        { productId: 'b', quantity: 1.5 },
      ]),
    ).toEqual({});
    expect(receiptErrors(order, [{ productId: 'b', quantity: 2 }])).toEqual({ 'lines.0.quantity': 'At most 1.5 is outstanding.' });
    expect(receiptErrors(order, [{ productId: 'x', quantity: 1 }])).toEqual({ 'lines.0.productId': 'This product is not on the order.' });
    expect(receiptErrors({ status: 'draft', lines }, [])).toEqual({ lines: 'A draft order cannot receive deliveries.' });
    expect(canReceive('sent')).toBe(true);
    expect(canReceive('received')).toBe(false);
  });

  it('shows missing numbers as a dash, never 0', () => {
    expect(quantityText(undefined)).toBe('—');
    expect(quantityText(0)).toBe('0');
    expect(quantityText(2.5)).toBe('2.5');
    expect(moneyText(undefined, 'EUR')).toBe('—');
    expect(isPriced({ quantity: 1, unitPrice: 2 })).toBe(false);
  });
});
