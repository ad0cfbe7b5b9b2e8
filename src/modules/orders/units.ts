import { t } from '@lingui/core/macro';

/**
 * A line's unit as people read it, in the active language: purchase units (case, crate…) and
 * `piece` are words; g, kg, ml and l are symbols in every language; a unit not listed shows as
 * stored. The same words as products/units.ts, kept here so they come with the orders' own
 * catalogue (the inventory and invoice pages show order lines without the products' catalogue).
 */
export function unitLabel(unit: string): string {
  switch (unit) {
    case 'piece':
      return t`piece`;
    case 'case':
      return t`case`;
    case 'box':
      return t`box`;
    case 'bag':
      return t`bag`;
    case 'bottle':
      return t`bottle`;
    case 'crate':
      return t`crate`;
    default:
      return unit;
  }
}
