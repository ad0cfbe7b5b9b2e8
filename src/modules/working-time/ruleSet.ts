/**
 * The working-time law as data (docs/rules/working-time.md): one rule set per country, each limit
 * with the paragraph it comes from. The checks (checks.ts) read only these figures, so another
 * country's set is added beside `DE` without touching them. Minutes throughout; clock times are
 * minutes after the store-local midnight.
 */
interface BreakStep {
  /** Worked minutes above which … */
  above: number;
  /** … at least this many minutes of breaks are due in total. */
  minutes: number;
}

/** The rules a check can find broken (checks.ts). */
export type RuleKind = 'daily' | 'weekly' | 'days' | 'breaks' | 'stretch' | 'rest' | 'night' | 'sundays' | 'holiday';

export interface PersonRules {
  /** The law a badge names ('ArbZG', 'JArbSchG'). */
  law: string;
  /** The paragraph of each rule, as a badge cites it. */
  cite: Readonly<Record<RuleKind, string>>;
  /** Working minutes a day at most (ArbZG §3, JArbSchG §8(1)). */
  maxDailyMinutes: number;
  /** Working minutes a week at most (JArbSchG §8(1)); ArbZG: the 8-h average over six working days (§3). */
  maxWeeklyMinutes: number;
  /** Days with work a week at most (JArbSchG §15); 6 working days for adults (§3, §9). */
  maxDaysPerWeek: number;
  /** Breaks due by worked minutes, ascending (ArbZG §4, JArbSchG §11(1)). */
  breaks: readonly BreakStep[];
  /** A break counts only in blocks of at least this many minutes (ArbZG §4, JArbSchG §11(1)). */
  minBreakBlock: number;
  /** Never longer than this without a break (ArbZG §4, JArbSchG §11(2)). */
  maxMinutesWithoutBreak: number;
  /** Uninterrupted rest after the day's work (ArbZG §5(1), JArbSchG §13). */
  minRestMinutes: number;
  /** Clock window [from, to) in which work is allowed (JArbSchG §14(1)); none for adults. */
  dayWindow?: { from: number; to: number };
  /** Hospitality from this age on: work allowed until this clock time (JArbSchG §14(2) no. 1). */
  hospitalityLateEnd?: { fromAge: number; until: number };
  /** Free Sundays at least, per calendar year (ArbZG §11(1)) or per calendar month (JArbSchG §17(2)). */
  freeSundays: { count: number; per: 'year' | 'month' };
}

export interface RuleSet {
  country: string;
  /** Below this age a person works under `minor` (JArbSchG §1, §2(2)). */
  adultAge: number;
  adult: PersonRules;
  minor: PersonRules;
  /** The hospitality exception (ArbZG §5(2)): a rest of `minutes` when another rest within `withinDays` is at least `compensation`. */
  hospitalityRest: { minutes: number; compensation: number; withinDays: number };
  /** Substitute day off (ArbZG §11(3)) within these days after Sunday or public-holiday work. */
  substituteDayOff: { sunday: number; holiday: number };
}

const HOUR = 60;

/** Germany: Arbeitszeitgesetz (ArbZG) for adults, Jugendarbeitsschutzgesetz (JArbSchG) under 18. */
const DE: RuleSet = {
  country: 'DE',
  adultAge: 18,
  adult: {
    // eslint-disable-next-line lingui/no-unlocalized-strings -- the law's name, cited as it is in every language
    law: 'ArbZG',
    cite: { daily: '§3', weekly: '§3', days: '§9', breaks: '§4', stretch: '§4', rest: '§5', night: '§6', sundays: '§11', holiday: '§11' },
    maxDailyMinutes: 10 * HOUR,
    maxWeeklyMinutes: 6 * 8 * HOUR,
    maxDaysPerWeek: 6,
    breaks: [
      { above: 6 * HOUR, minutes: 30 },
      { above: 9 * HOUR, minutes: 45 },
    ],
    minBreakBlock: 15,
    maxMinutesWithoutBreak: 6 * HOUR,
    minRestMinutes: 11 * HOUR,
    freeSundays: { count: 15, per: 'year' },
  },
  minor: {
    // eslint-disable-next-line lingui/no-unlocalized-strings -- the law's name, cited as it is in every language
    law: 'JArbSchG',
    cite: {
      daily: '§8',
      weekly: '§8',
      days: '§15',
      breaks: '§11',
      stretch: '§11',
      rest: '§13',
      night: '§14',
      sundays: '§17',
      holiday: '§18',
    },
    maxDailyMinutes: 8 * HOUR,
    maxWeeklyMinutes: 40 * HOUR,
    maxDaysPerWeek: 5,
    breaks: [
      { above: 4.5 * HOUR, minutes: 30 },
      { above: 6 * HOUR, minutes: 60 },
    ],
    minBreakBlock: 15,
    maxMinutesWithoutBreak: 4.5 * HOUR,
    minRestMinutes: 12 * HOUR,
    dayWindow: { from: 6 * HOUR, to: 20 * HOUR },
    hospitalityLateEnd: { fromAge: 16, until: 22 * HOUR },
    freeSundays: { count: 2, per: 'month' },
  },
  hospitalityRest: { minutes: 10 * HOUR, compensation: 12 * HOUR, withinDays: 28 },
  substituteDayOff: { sunday: 14, holiday: 56 },
};

const RULE_SETS: Readonly<Record<string, RuleSet>> = { DE };

/** The rule set of a country (ISO code), or none: a store outside these countries gets no checks. */
export const ruleSetFor = (country: string | undefined): RuleSet | undefined => (country ? RULE_SETS[country.toUpperCase()] : undefined);
