import { currentFormat, formatDecimal } from '@/lib/format';
import { DEFAULT_CURRENCY } from '@/config/constants';

/** A price per base unit: gram and millilitre prices need more than two decimals (€0.0049). */
export function formatUnitPrice(value: number, currency: string = DEFAULT_CURRENCY): string {
  try {
    return new Intl.NumberFormat(currentFormat().locale, {
      style: 'currency',
      currency,
      minimumFractionDigits: 2,
      maximumFractionDigits: 4,
    }).format(value);
  } catch {
    // A currency code still being typed is not valid yet.
    return formatDecimal(value, 2, 4);
  }
}
