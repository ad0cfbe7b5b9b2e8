import { getHolidays } from 'feiertagejs';

/**
 * Public holidays by German federal state, from feiertagejs (a maintained library, not a hand-made
 * list). `state` is its two-letter code ('BE', 'BY', 'HH', …); an unknown state has none.
 */
export const FEDERAL_STATES = ['BW', 'BY', 'BE', 'BB', 'HB', 'HE', 'HH', 'MV', 'NI', 'NW', 'RP', 'SL', 'SN', 'ST', 'SH', 'TH'] as const;
export type FederalState = (typeof FEDERAL_STATES)[number];

export const isFederalState = (value: string | undefined): value is FederalState => FEDERAL_STATES.some((s) => s === value);

const byYear = new Map<string, ReadonlyMap<string, { de: string; en: string }>>();

function holidaysOf(year: number, state: FederalState): ReadonlyMap<string, { de: string; en: string }> {
  const key = `${state}${year}`;
  const known = byYear.get(key);
  if (known) return known;
  const found = new Map(
    getHolidays(year, state).map((h) => [h.dateString, { de: h.translate('de') ?? h.name, en: h.translate('en') ?? h.name }] as const),
  );
  byYear.set(key, found);
  return found;
}

/** The holiday on a store-local day (YYYY-MM-DD) in a state, named in German and English; undefined if none. */
export function holidayOn(day: string, state: string | undefined): { de: string; en: string } | undefined {
  const year = Number(day.slice(0, 4));
  if (!isFederalState(state) || !Number.isInteger(year)) return undefined;
  return holidaysOf(year, state).get(day);
}
