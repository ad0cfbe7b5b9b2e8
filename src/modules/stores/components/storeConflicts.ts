import { t } from '@lingui/core/macro';
import type { ConflictOptions } from '@/components/form/conflict';
import { formatWeekday } from '@/lib/format';
import { maskIban } from '../logic';
import type { StoreShiftDetailsInput } from '../types';

/**
 * No lost update on a store and its details (issue #41): how the comparison names and shows their
 * fields. Each form gives its own `version` and `read` (the 409's current record as its values).
 */

/** The store form's fields, named as the form names them. */
export const storeLabels = (): Record<string, string> => ({
  name: t`Name`,
  code: t`Code`,
  'address.street': t`Street`,
  'address.postalCode': t`Postal code`,
  'address.city': t`City`,
  'address.country': t`Country`,
  timeZone: t`Time zone`,
  currency: t`Currency`,
  active: t`Active`,
  federalState: t`Federal state`,
  hospitality: t`Hospitality`,
  workingTimeRules: t`Working-time rules`,
});

/** The financial details' fields; an IBAN is shown masked, never in full. */
export const financialConflictView = (): Pick<ConflictOptions<unknown>, 'labels' | 'format'> => ({
  labels: {
    legalName: t`Legal name`,
    iban: t`IBAN`,
    bic: t`BIC`,
    addressCity: t`City`,
    addressCountry: t`Country`,
    currency: t`Currency`,
    creditorReference: t`Creditor reference`,
  },
  format: (path, value) => (path === 'iban' && typeof value === 'string' && value !== '' ? maskIban(value) : undefined),
});

type Day = StoreShiftDetailsInput['openingHours'][number];
type Window = StoreShiftDetailsInput['staffingRequirements'][number];

function dayText(d: Day): string {
  const dayName = formatWeekday(d.weekday, 'short');
  return d.closed ? t`${dayName} closed` : `${dayName} ${d.opensAt}–${d.closesAt}`;
}
const windowText = (w: Window) => `${formatWeekday(w.weekday, 'short')} ${w.start}–${w.end} ${w.role} × ${w.minStaff}`;

/** The shift details' fields; opening hours and staffing windows as short lines, not as data. */
export const shiftDetailsConflictView = (): Pick<ConflictOptions<StoreShiftDetailsInput>, 'labels' | 'format'> => ({
  labels: {
    timeZone: t`Time zone`,
    weekStartsOn: t`Week starts on`,
    openingHours: t`Opening hours`,
    staffingRequirements: t`Staffing requirements`,
    'rules.minShiftHours': t`Minimum shift length (hours)`,
    'rules.maxShiftHours': t`Maximum shift length (hours)`,
    'rules.maxHoursPerWeek': t`Maximum hours per week`,
    'rules.minRestHours': t`Minimum rest between shifts (hours)`,
    'rules.maxConsecutiveDays': t`Maximum consecutive days`,
  },
  format: (path, value) => {
    if (!Array.isArray(value)) return path === 'weekStartsOn' && typeof value === 'number' ? formatWeekday(value) : undefined;
    if (value.length === 0) return undefined;
    if (path === 'openingHours') return (value as Day[]).map(dayText).join(', ');
    if (path === 'staffingRequirements') return (value as Window[]).map(windowText).join(', ');
    return undefined;
  },
});
