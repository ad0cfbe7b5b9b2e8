import { t } from '@lingui/core/macro';

/**
 * A unit as people read it, in the active language: purchase units (case, crate…) and `piece`
 * are words; g, kg, ml and l are symbols in every language. A unit the list does not know
 * (an older record) shows as stored.
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
