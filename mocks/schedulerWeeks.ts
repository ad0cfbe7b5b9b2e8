import type { StaffingRequirement } from '@/modules/shifts/logic';
import type { AvailabilityVersion } from '@/modules/availability/types';
import type { MockShift } from './db/shifts';
import type { SchedulerInput, SchedulerStaff } from './schedulerTypes';
import { availabilityFrom } from './schedulerAvailability';
import { addDays, instantAt } from './rules/calendar';
import type { LawStore } from './rules/workingTime';

/**
 * Weeks to plan for the scheduler's property test and benchmark (issue #44): eight made by hand,
 * each about one rule or shape, and random ones from a seed (8–40 people, 1–4 roles, partial
 * availability, time off, minors, stores with and without hospitality in four federal states).
 */
export interface PlanWeek {
  name: string;
  input: SchedulerInput;
}
export type Weekly = AvailabilityVersion['weekly'];
export interface Person {
  staff: SchedulerStaff;
  weekly: Weekly;
  away?: string[];
  wished?: number;
}

const TZ = 'Europe/Berlin';
const RULES = { minShiftHours: 3, maxShiftHours: 10, maxHoursPerWeek: 40, minRestHours: 11, maxConsecutiveDays: 6 };
export const ALL_DAYS = [0, 1, 2, 3, 4, 5, 6];
const range = (days: number[], start: string, end: string, kind: Weekly[number]['kind'] = 'available'): Weekly =>
  days.map((weekday) => ({ weekday, start, end, kind }));
export const hours = (open: number[], opensAt: string, closesAt: string) =>
  ALL_DAYS.map((weekday) =>
    open.includes(weekday) ? { weekday, opensAt, closesAt, closed: false } : { weekday, opensAt: '', closesAt: '', closed: true },
  );
const need = (days: number[], role: string, start: string, end: string, minStaff = 1): StaffingRequirement[] =>
  days.map((weekday) => ({ weekday, role, start, end, minStaff }));
export const member = (userId: string, roles: string[], contract: number, over: Partial<SchedulerStaff> = {}): SchedulerStaff => ({
  userId,
  userName: userId,
  roles,
  hourlyRate: 15,
  active: true,
  contractHoursPerWeek: contract,
  ...over,
});

export function week(
  name: string,
  monday: string,
  store: LawStore,
  open: ReturnType<typeof hours>,
  needs: StaffingRequirement[],
  people: Person[],
  existing: MockShift[] = [],
): PlanWeek {
  const versions = new Map(people.map((p) => [p.staff.userId, p]));
  let n = 0;
  return {
    name,
    input: {
      storeId: 'store-w',
      startDate: monday,
      endDate: addDays(monday, 6),
      details: { timeZone: TZ, weekStartsOn: 1, openingHours: open, staffingRequirements: needs, rules: RULES, store },
      staff: people.map((p) => p.staff),
      existing,
      availabilityOf: (_s, userId) => {
        const p = versions.get(userId);
        return availabilityFrom(
          p ? { weekly: p.weekly, exceptions: [], wishedHoursPerWeek: p.wished ?? null } : null,
          new Set(p?.away ?? []),
        );
      },
      newId: () => `w-${++n}`,
      jobId: 'job-w',
    },
  };
}

const WEEKDAYS = [1, 2, 3, 4, 5];
export const MON = '2026-03-23';
const cafe = (days: number[], opens: string, closes: string) => [
  ...need(days, 'barista', opens, '13:00'),
  ...need(days, 'barista', '13:00', closes),
  ...need(days, 'service', '11:00', '15:00'),
];

/** Eight weeks by hand, each about one shape or rule. */
export function handMadeWeeks(): PlanWeek[] {
  const de = { country: 'DE', federalState: 'BE', hospitality: true };
  const staff = (i: number, roles: string[], weekly: Weekly, contract = 25, over: Partial<Person> = {}): Person => ({
    staff: member(`p${i}`, roles, contract),
    weekly,
    ...over,
  });
  return [
    week(
      'cafe: whole and partial windows',
      MON,
      de,
      hours(ALL_DAYS.slice(1), '07:00', '19:00'),
      [...cafe([1, 2, 3, 4, 5, 6], '07:00', '19:00'), ...need(WEEKDAYS, 'manager', '09:00', '17:00')],
      [
        staff(1, ['manager'], range(WEEKDAYS, '07:00', '15:00'), 40),
        staff(2, ['barista'], range([1, 2, 3, 4, 5, 6], '06:00', '14:00')),
        staff(3, ['barista'], range([1, 2, 3, 4, 5, 6], '12:00', '20:00'), 30),
        staff(4, ['barista', 'service'], range([3, 4, 5, 6], '08:00', '18:00'), 20),
        staff(5, ['service'], range([1, 2, 3, 4, 5, 6], '10:00', '16:00'), 12),
      ],
    ),
    week('closing 23:00, opening 07:00 (rest)', MON, de, hours(ALL_DAYS, '07:00', '23:00'), need(ALL_DAYS, 'barista', '07:00', '23:00'), [
      staff(1, ['barista'], range(ALL_DAYS, '07:00', '23:00'), 40),
      staff(2, ['barista'], range(ALL_DAYS, '07:00', '23:00'), 40),
      staff(3, ['barista'], range([5, 6, 0], '15:00', '23:00'), 20),
    ]),
    week(
      'minors in hospitality: 16 and 17',
      MON,
      de,
      hours(ALL_DAYS, '10:00', '23:00'),
      [...need(ALL_DAYS, 'service', '10:00', '16:00'), ...need(ALL_DAYS, 'service', '16:00', '23:00')],
      [
        { staff: member('m16', ['service'], 20, { dateOfBirth: '2009-06-01' }), weekly: range(ALL_DAYS, '10:00', '23:00') },
        { staff: member('m17', ['service'], 30, { dateOfBirth: '2008-06-01' }), weekly: range(ALL_DAYS, '10:00', '23:00') },
        staff(3, ['service'], range([5, 6, 0], '16:00', '23:00'), 20),
      ],
    ),
    week(
      'Bavarian shop over Epiphany (no hospitality)',
      '2026-01-05',
      { country: 'DE', federalState: 'BY', hospitality: false },
      hours(ALL_DAYS, '08:00', '18:00'),
      need(ALL_DAYS, 'cashier', '08:00', '18:00'),
      [staff(1, ['cashier'], range(ALL_DAYS, '08:00', '18:00'), 40), staff(2, ['cashier'], range(ALL_DAYS, '08:00', '18:00'), 30)],
    ),
    week(
      'tight contracts (12 h)',
      MON,
      de,
      hours(WEEKDAYS, '08:00', '18:00'),
      need(WEEKDAYS, 'barista', '08:00', '18:00'),
      [1, 2, 3, 4].map((i) => staff(i, ['barista'], range(WEEKDAYS, '08:00', '18:00'), 12)),
    ),
    week(
      'a role nobody holds, time off',
      MON,
      de,
      hours(WEEKDAYS, '08:00', '18:00'),
      [...need(WEEKDAYS, 'barista', '08:00', '18:00'), ...need([2], 'baker', '05:00', '09:00')],
      [
        staff(1, ['barista'], range(WEEKDAYS, '08:00', '18:00'), 40, { away: [addDays(MON, 1), addDays(MON, 2)] }),
        staff(2, ['barista'], range(WEEKDAYS, '08:00', '13:00'), 25, { away: [addDays(MON, 4)] }),
      ],
    ),
    week(
      'busy weekend, two places',
      MON,
      de,
      hours([5, 6, 0], '09:00', '20:00'),
      need([5, 6, 0], 'barista', '09:00', '20:00', 2),
      [1, 2, 3, 4, 5].map((i) =>
        staff(i, ['barista'], range([5, 6, 0], i % 2 ? '09:00' : '13:00', i % 2 ? '16:00' : '20:00'), 20, { wished: 10 + i }),
      ),
    ),
    week(
      'published shifts stay; Sunday late shift before Monday',
      MON,
      de,
      hours(WEEKDAYS, '07:00', '15:00'),
      need(WEEKDAYS, 'barista', '07:00', '15:00'),
      [staff(1, ['barista'], range(ALL_DAYS, '06:00', '23:00'), 40), staff(2, ['barista'], range(WEEKDAYS, '09:00', '15:00'), 20)],
      [
        {
          id: 'pub-1',
          storeId: 'store-w',
          userId: 'p1',
          role: 'barista',
          start: instantAt(addDays(MON, -1), '15:00', TZ),
          end: instantAt(addDays(MON, -1), '23:00', TZ),
          breakMinutes: 30,
          status: 'published',
          notes: '',
        },
        {
          id: 'pub-2',
          storeId: 'store-w',
          userId: 'p2',
          role: 'barista',
          start: instantAt(addDays(MON, 2), '09:00', TZ),
          end: instantAt(addDays(MON, 2), '15:00', TZ),
          breakMinutes: 0,
          status: 'published',
          notes: '',
        },
      ],
    ),
  ];
}
