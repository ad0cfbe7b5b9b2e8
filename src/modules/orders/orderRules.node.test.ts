import { describe, expect, it } from 'vitest';
import { movesTo } from './orderStatus';
import { orderRuleAdvice, orderRuleReason, roundUpToRules } from './orderRules';

const bags = { minOrderQty: 4, orderMultiple: 2, purchaseUnit: 'bag' };

describe('order rules on a manual line (issue #32)', () => {
  it('rounds up to the minimum, then to the multiple', () => {
    expect(roundUpToRules(2.5, { orderMultiple: 2 })).toBe(4);
    expect(roundUpToRules(1, bags)).toBe(4);
    expect(roundUpToRules(5, bags)).toBe(6);
    expect(roundUpToRules(6, bags)).toBe(6);
    expect(roundUpToRules(0.3, { orderMultiple: 0.1 })).toBe(0.3);
  });

  it('says why, the minimum before the multiple, and nothing for a line that keeps them', () => {
    expect(orderRuleAdvice(2.5, { orderMultiple: 2, purchaseUnit: 'bag' })).toEqual({
      reason: 'The supplier sells in multiples of 2 bag.',
      roundTo: 4,
    });
    expect(orderRuleReason(3, bags)).toBe("The supplier's minimum order quantity is 4 bag.");
    expect(orderRuleAdvice(8, bags)).toBeNull();
    expect(orderRuleAdvice(null, bags)).toBeNull();
    expect(orderRuleAdvice(3, undefined)).toBeNull();
  });
});

describe('a delivery on a server without the receipt addition (issue #32)', () => {
  it('walks the status chart from the order to what arrived', () => {
    expect(movesTo('sent', 'received')).toEqual(['confirmed', 'partially_received', 'received']);
    expect(movesTo('confirmed', 'partially_received')).toEqual(['partially_received']);
    expect(movesTo('partially_received', 'received')).toEqual(['received']);
    expect(movesTo('received', 'received')).toEqual([]);
    expect(movesTo('cancelled', 'received')).toEqual([]);
  });
});
