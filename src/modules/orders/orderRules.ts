import { t } from '@lingui/core/macro';
import { formatNumber } from '@/lib/format';
import { unitLabel } from '@/modules/products';

/** A product's order rules (products/schema.ts): the least it is sold in, and its step. */
export interface OrderRules {
  minOrderQty?: number;
  orderMultiple?: number;
  purchaseUnit?: string;
}

/** The quantity the rules allow at or above `quantity`: at least the minimum, rounded up to the multiple. */
export function roundUpToRules(quantity: number, rules: OrderRules): number {
  const min = rules.minOrderQty !== undefined && rules.minOrderQty > 0 ? rules.minOrderQty : 0;
  const multiple = rules.orderMultiple !== undefined && rules.orderMultiple > 0 ? rules.orderMultiple : 0;
  const atLeast = Math.max(quantity, min);
  if (!multiple) return atLeast;
  // 1e-9: 2.000000001 steps of a multiple of 0.1 are still 2 steps.
  return Math.round(Math.ceil(atLeast / multiple - 1e-9) * multiple * 1000) / 1000;
}

/**
 * Why a quantity breaks the product's rules, in one wording for the order line and the reorder
 * suggestion (issue #32): the minimum first, then the multiple. Null when it keeps them.
 */
export function orderRuleReason(quantity: number, rules: OrderRules): string | null {
  const unit = rules.purchaseUnit ? unitLabel(rules.purchaseUnit) : '';
  if (rules.minOrderQty !== undefined && rules.minOrderQty > 0 && quantity < rules.minOrderQty) {
    const min = formatNumber(rules.minOrderQty);
    return unit ? t`The supplier's minimum order quantity is ${min} ${unit}.` : t`The supplier's minimum order quantity is ${min}.`;
  }
  const multiple = rules.orderMultiple;
  if (multiple !== undefined && multiple > 0 && roundUpToRules(quantity, { orderMultiple: multiple }) !== quantity) {
    const step = formatNumber(multiple);
    return unit ? t`The supplier sells in multiples of ${step} ${unit}.` : t`The supplier sells in multiples of ${step}.`;
  }
  return null;
}

/** A manual line's advice: the reason and the rounded-up quantity, or null when the line keeps the rules. */
export function orderRuleAdvice(
  quantity: number | null | undefined,
  rules: OrderRules | undefined,
): { reason: string; roundTo: number } | null {
  if (!rules || quantity === null || quantity === undefined || !Number.isFinite(quantity) || quantity <= 0) return null;
  const reason = orderRuleReason(quantity, rules);
  return reason ? { reason, roundTo: roundUpToRules(quantity, rules) } : null;
}
