import { addDays, instantAt, todayIn, weekStartOf } from '@/modules/shifts/time';
import { collection } from './collection';
import { stores } from './people';
import { createRandom } from './random';
import { staffOf } from './staff';

/**
 * Shifts of every store (`v1/shift…`), the generation jobs, and the approved time off the
 * scheduler respects until availability (shift notes, issue #15) exists. Seeds: published shifts
 * for the previous and the current week of every store, relative to today, in the store's time zone.
 */
export interface MockShift {
  id: string;
  storeId: string;
  userId: string;
  role: string;
  start: string;
  end: string;
  breakMinutes: number;
  status: 'draft' | 'published' | 'cancelled';
  notes: string;
  generationJobId?: string;
}

export interface MockShiftJob {
  id: string;
  storeId: string;
  status: 'QUEUED' | 'RUNNING' | 'SUCCEEDED' | 'FAILED' | 'CANCELLED';
  progress: number;
  createdAt: string;
  startDate: string;
  endDate: string;
  replaceDrafts: boolean;
  /** The scenario switch in force when the job started (mocks/handlers/shiftGeneration.ts). */
  scenario: 'normal' | 'fail' | 'cancel' | 'never' | 'noResultRef' | 'noJobId';
  /** What the scheduler proposed (set when it ran). */
  unfilled: { date: string; role: string; start: string; end: string; missing: number; reason: string }[];
  summary: { hours: number; cost: number; coverage: number };
  resultRef?: string;
  errorMessage?: string;
}

/** Approved time off (an approved shift-notes exception, issue #15): the person is away all day. */
export interface MockTimeOff {
  id: string;
  storeId: string;
  userId: string;
  date: string;
  reason: string;
}

export const SEED_WEEK_STARTS_ON = 1;
const PATTERNS = [
  ['07:00', '15:00'],
  ['10:00', '18:00'],
  ['14:00', '22:00'],
] as const;

export function timeZoneOf(storeId: string): string {
  return stores.get(storeId)?.timeZone ?? 'Europe/Berlin';
}

function seedShifts(): MockShift[] {
  const random = createRandom(1402);
  const rows: MockShift[] = [];
  for (const store of stores.all()) {
    const tz = store.timeZone;
    const thisWeek = weekStartOf(todayIn(tz), SEED_WEEK_STARTS_ON);
    const staff = staffOf(store.id).filter((s) => s.active);
    for (const weekStart of [addDays(thisWeek, -7), thisWeek]) {
      for (const [index, member] of staff.entries()) {
        const days = Math.max(1, Math.min(5, Math.round(member.contractHoursPerWeek / 8)));
        const first = (index * 2) % 7;
        for (let k = 0; k < days; k++) {
          const day = addDays(weekStart, (first + k) % 7);
          const [start, end] = PATTERNS[(index + k) % PATTERNS.length] ?? PATTERNS[0];
          rows.push({
            id: `shift-${rows.length + 1}`,
            storeId: store.id,
            userId: member.userId,
            role: member.roles[0] ?? 'service',
            start: instantAt(day, start, tz),
            end: instantAt(day, end, tz),
            breakMinutes: random.pick([30, 30, 45]),
            status: 'published',
            notes: '',
          });
        }
      }
      // One open shift per week: a slot nobody has taken yet.
      rows.push({
        id: `shift-${rows.length + 1}`,
        storeId: store.id,
        userId: '',
        role: 'barista',
        start: instantAt(addDays(weekStart, 5), '08:00', tz),
        end: instantAt(addDays(weekStart, 5), '14:00', tz),
        breakMinutes: 30,
        status: 'published',
        notes: 'Weekend help wanted',
      });
    }
  }
  return rows;
}

function seedTimeOff(): MockTimeOff[] {
  const tz = timeZoneOf('store-1');
  const thisWeek = weekStartOf(todayIn(tz), SEED_WEEK_STARTS_ON);
  return [
    { id: 'timeoff-1', storeId: 'store-1', userId: 'emp-1-1', date: addDays(thisWeek, 2), reason: 'Doctor' },
    { id: 'timeoff-2', storeId: 'store-1', userId: 'emp-1-1', date: addDays(thisWeek, 8), reason: 'Vacation' },
    { id: 'timeoff-3', storeId: 'store-1', userId: 'emp-1-2', date: addDays(thisWeek, 9), reason: 'Vacation' },
  ];
}

export const shifts = collection<MockShift>('shifts', seedShifts);
export const shiftJobs = collection<MockShiftJob>('shiftJobs', () => []);
export const timeOff = collection<MockTimeOff>('timeOff', seedTimeOff);
