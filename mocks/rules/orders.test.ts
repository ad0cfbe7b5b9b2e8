import { describe, expect, it } from 'vitest';
import { allStillDue, deliveryProblems, linesAfterDelivery, mayMove, statusAfterDelivery, stockDelta } from './orders';

/** The server's booking of deliveries (moved here with the rules from src/modules/orders/receiving.ts). */
describe('the demo server books deliveries', () => {
  /** Lines of cases at 10.00 and 7 % VAT: `[productId, ordered, already received]`. */
  const linesOf = (...rows: [string, number, number?][]) =>
    rows.map(([productId, quantity, receivedQuantity = 0]) => ({
      productId,
      quantity,
      receivedQuantity,
      unit: 'case',
      unitPrice: 10,
      vatRate: 7,
    }));
  const line = (productId: string, quantity: number) => linesOf([productId, quantity])[0];
  const lines = linesOf(['a', 4], ['b', 2.5, 1]);

  it('a partial delivery raises the lines it names and leaves the order partially received', () => {
    const after = linesAfterDelivery(lines, [{ productId: 'a', quantity: 1.5 }]);
    expect(after.map((l) => l.receivedQuantity)).toEqual([1.5, 1]);
    expect(statusAfterDelivery(after)).toBe('partially_received');
    // A second delivery of the rest completes it.
    const rest = allStillDue(after);
    expect(rest).toEqual([
      { productId: 'a', quantity: 2.5 },
      { productId: 'b', quantity: 1.5 },
    ]);
    expect(statusAfterDelivery(linesAfterDelivery(after, rest))).toBe('received');
  });

  it('adds two entries of one product and keeps quantities to the thousandth', () => {
    const after = linesAfterDelivery(
      [line('a', 1)],
      [
        { productId: 'a', quantity: 0.1 },
        { productId: 'a', quantity: 0.2 },
      ],
    );
    expect(after[0]?.receivedQuantity).toBe(0.3);
  });

  it('converts a delivery into the inventory item’s unit', () => {
    expect(stockDelta(2.5, 'case', 'case')).toBe(2.5);
    expect(stockDelta(2, 'case', 'kg', { baseUnit: 'kg', packSize: 5 })).toBe(10);
    // An item counted in a unit neither the line's nor the product's base unit: 1:1.
    expect(stockDelta(2, 'case', 'bag', { baseUnit: 'kg', packSize: 5 })).toBe(2);
  });

  const confirmed = { status: 'confirmed' as const, lines };
  it.each([
    [
      'everything outstanding',
      confirmed,
      [
        ['a', 4],
        ['b', 1.5],
      ],
      {},
    ],
    ['more than is outstanding', confirmed, [['b', 2]], { 'lines.0.quantity': 'At most 1.5 is outstanding.' }],
    ['a product not on the order', confirmed, [['x', 1]], { 'lines.0.productId': 'This product is not on the order.' }],
    ['a draft', { status: 'draft' as const, lines }, [], { lines: 'A draft order cannot receive deliveries.' }],
  ] as const)('judges a delivery of %s', (_, order, entries, problems) => {
    const delivery = entries.map(([productId, quantity]) => ({ productId, quantity }));
    expect(deliveryProblems(order, delivery)).toEqual(problems);
  });

  it('moves statuses only forward along the purchasing flow', () => {
    expect(mayMove('draft', 'sent')).toBe(true);
    expect(mayMove('sent', 'received')).toBe(false);
    expect(mayMove('received', 'cancelled')).toBe(false);
  });
});
