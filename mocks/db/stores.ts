import type { OpeningHours, StaffingRequirement, ShiftRules, Store, StoreFinancialDetails } from '@/modules/stores/types';
import { collection } from './collection';

/**
 * Stores of the demo (docs/rules/stores.md#stores), their financial details and their shift details.
 * The session's login and profile answers take the store names from here (people.ts), so a
 * created or renamed store reaches the top-bar selector.
 */
export type MockStore = Store & { active: boolean };

export const stores = collection<MockStore>('stores', () => [
  {
    id: 'store-1',
    name: 'Berlin Mitte Café',
    code: 'BER1',
    address: { street: 'Torstraße 12', postalCode: '10119', city: 'Berlin', country: 'DE' },
    timeZone: 'Europe/Berlin',
    currency: 'EUR',
    active: true,
    federalState: 'BE',
    hospitality: true,
    workingTimeRules: true,
  },
  {
    id: 'store-2',
    name: 'Hamburg Harbour Bistro',
    code: 'HAM1',
    address: { street: 'Hafenstraße 5', postalCode: '20359', city: 'Hamburg', country: 'DE' },
    timeZone: 'Europe/Berlin',
    currency: 'EUR',
    active: true,
    federalState: 'HH',
    hospitality: true,
    workingTimeRules: true,
  },
  {
    id: 'store-3',
    name: 'Munich Market Shop',
    code: 'MUC1',
    address: { street: 'Viktualienmarkt 3', postalCode: '80331', city: 'München', country: 'DE' },
    timeZone: 'Europe/Berlin',
    currency: 'EUR',
    active: true,
    federalState: 'BY',
    hospitality: false,
    workingTimeRules: true,
  },
]);

/** Financial details, one per store (`id` = storeId). IBANs are valid test IBANs. */
export type MockStoreFinancialDetails = StoreFinancialDetails & { id: string };

export const storeFinancialDetails = collection<MockStoreFinancialDetails>('storeFinancialDetails', () => [
  {
    id: 'store-1',
    storeId: 'store-1',
    legalName: 'Mitte Kaffee GmbH',
    iban: 'DE89370400440532013000',
    bic: 'COBADEFFXXX',
    addressCity: 'Berlin',
    addressCountry: 'DE',
    creditorReference: 'DE98ZZZ09999999999',
    currency: 'EUR',
  },
  {
    id: 'store-2',
    storeId: 'store-2',
    legalName: 'Hafen Bistro GmbH & Co. KG',
    iban: 'DE02120300000000202051',
    bic: 'BYLADEM1001',
    addressCity: 'Hamburg',
    addressCountry: 'DE',
    creditorReference: '',
    currency: 'EUR',
  },
  {
    id: 'store-3',
    storeId: 'store-3',
    legalName: 'Viktualien Markt Laden UG',
    iban: 'DE02500105170137075030',
    bic: 'INGDDEFFXXX',
    addressCity: 'München',
    addressCountry: 'DE',
    creditorReference: '',
    currency: 'EUR',
  },
]);

/** Shift details, one per store (`id` = storeId): what the shift planner and generator read. */
export interface MockStoreShiftDetails {
  id: string;
  storeId: string;
  timeZone: string;
  weekStartsOn: number;
  openingHours: OpeningHours[];
  staffingRequirements: StaffingRequirement[];
  rules: Required<ShiftRules>;
}

/** Open days as [weekday, opensAt, closesAt]; days not listed are closed. */
type Week = [number, string, string][];

const DEFAULT_RULES: Required<ShiftRules> = {
  minShiftHours: 3,
  maxShiftHours: 10,
  maxHoursPerWeek: 40,
  minRestHours: 11,
  maxConsecutiveDays: 6,
};

function openingHours(open: Week): OpeningHours[] {
  return [0, 1, 2, 3, 4, 5, 6].map((weekday) => {
    const day = open.find(([d]) => d === weekday);
    return day ? { weekday, opensAt: day[1], closesAt: day[2], closed: false } : { weekday, opensAt: '', closesAt: '', closed: true };
  });
}

/**
 * A café day: baristas from opening to close in two windows, a cook and extra service over
 * lunch, a cashier in the afternoon, a manager on weekdays where the store has one.
 */
function cafeDay(weekday: number, opensAt: string, closesAt: string, withManager: boolean, busy: boolean): StaffingRequirement[] {
  const rows: StaffingRequirement[] = [
    { weekday, role: 'barista', start: opensAt, end: '13:00', minStaff: busy ? 2 : 1 },
    { weekday, role: 'barista', start: '13:00', end: closesAt, minStaff: 1 },
    { weekday, role: 'cook', start: '11:00', end: '15:00', minStaff: 1 },
    { weekday, role: 'service', start: '11:00', end: '15:00', minStaff: busy ? 2 : 1 },
    { weekday, role: 'cashier', start: '12:00', end: closesAt, minStaff: 1 },
  ];
  if (withManager && weekday >= 1 && weekday <= 5) rows.push({ weekday, role: 'manager', start: '09:00', end: '17:00', minStaff: 1 });
  return rows;
}

function details(storeId: string, open: Week, withManager: boolean): MockStoreShiftDetails {
  return {
    id: storeId,
    storeId,
    timeZone: 'Europe/Berlin',
    weekStartsOn: 1,
    openingHours: openingHours(open),
    staffingRequirements: open.flatMap(([weekday, opensAt, closesAt]) =>
      cafeDay(weekday, opensAt, closesAt, withManager, weekday === 6 || weekday === 0),
    ),
    rules: { ...DEFAULT_RULES },
  };
}

const weekdays = (days: number[], opensAt: string, closesAt: string): Week => days.map((d) => [d, opensAt, closesAt]);

export const storeShiftDetails = collection<MockStoreShiftDetails>('storeShiftDetails', () => [
  // Berlin: Monday–Friday 07:00–19:00, Saturday 08:00–18:00, closed on Sunday.
  details('store-1', [...weekdays([1, 2, 3, 4, 5], '07:00', '19:00'), [6, '08:00', '18:00']], true),
  // Hamburg: closed on Monday, Tuesday–Sunday 09:00–20:00.
  details('store-2', weekdays([2, 3, 4, 5, 6, 0], '09:00', '20:00'), true),
  // Munich (market hours): Monday–Saturday 08:00–18:00, closed on Sunday; no manager role on staff.
  details('store-3', weekdays([1, 2, 3, 4, 5, 6], '08:00', '18:00'), false),
]);

/** Shift details of a store without any yet (a newly created store): everything closed, the default rules. */
export function emptyShiftDetails(store: Pick<MockStore, 'id' | 'timeZone'>): MockStoreShiftDetails {
  return {
    id: store.id,
    storeId: store.id,
    timeZone: store.timeZone,
    weekStartsOn: 1,
    openingHours: openingHours([]),
    staffingRequirements: [],
    rules: { ...DEFAULT_RULES },
  };
}
