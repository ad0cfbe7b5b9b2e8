import { createRandom } from './db/random';
import { addDays } from './rules/calendar';
import type { LawStore } from './rules/workingTime';
import { ALL_DAYS, hours, MON, member, week, type Person, type PlanWeek, type Weekly } from './schedulerWeeks';

/** Random weeks for the scheduler's property test and benchmark (issue #44). */
const VOCABULARY = ['barista', 'service', 'cook', 'cashier'];
const STATES = ['BE', 'BY', 'HH', 'NW'];

/** A random week from a seed: `people` staff, `roles` roles, partial availability and time off. */
export function randomWeek(seed: number, people: number, roles: number): PlanWeek {
  const random = createRandom(seed);
  const vocabulary = VOCABULARY.slice(0, roles);
  const openDays = random.chance(0.5) ? ALL_DAYS : ALL_DAYS.slice(1);
  const [opens, closes] = random.pick([
    ['07:00', '19:00'],
    ['08:00', '20:00'],
    ['09:00', '22:00'],
  ] as const);
  const store: LawStore = { country: 'DE', federalState: random.pick(STATES), hospitality: random.chance(0.7) };
  const places = Math.max(1, Math.round(people / (roles * 5)));
  const needs = vocabulary.flatMap((role) =>
    openDays.flatMap((weekday) => {
      const mid = random.pick(['12:00', '13:00', '14:00']);
      return [
        { weekday, role, start: opens, end: mid, minStaff: random.int(1, places) },
        { weekday, role, start: mid, end: closes, minStaff: random.int(1, places) },
      ];
    }),
  );
  const monday = addDays(MON, 7 * random.int(0, 30));
  const staff: Person[] = Array.from({ length: people }, (_, i) => {
    const held = vocabulary.filter((_r, k) => k === i % roles || random.chance(0.25));
    const minor = random.chance(0.1);
    const weekly: Weekly = ALL_DAYS.flatMap((weekday) => {
      if (!random.chance(0.65)) return [];
      const from = random.int(12, 28) * 30;
      const to = Math.min(24 * 60, from + random.int(8, 24) * 30);
      const at = (m: number) => `${String(Math.floor(m / 60)).padStart(2, '0')}:${String(m % 60).padStart(2, '0')}`;
      return [{ weekday, start: at(from), end: at(to), kind: random.chance(0.2) ? ('preferred' as const) : ('available' as const) }];
    });
    const away = ALL_DAYS.filter(() => random.chance(0.08)).map((d) => addDays(monday, d));
    const contract = random.pick([12, 20, 25, 30, 40]);
    return {
      staff: member(
        `r${i + 1}`,
        held,
        contract,
        minor ? { dateOfBirth: `${Number(monday.slice(0, 4)) - random.int(16, 17)}-0${random.int(1, 9)}-15` } : {},
      ),
      weekly,
      away,
      wished: random.chance(0.4) ? Math.max(8, contract + random.int(-8, 4)) : undefined,
    };
  });
  return week(
    `random ${seed}: ${people} people, ${roles} role${roles > 1 ? 's' : ''}`,
    monday,
    store,
    hours(openDays, opens, closes),
    needs,
    staff,
  );
}
