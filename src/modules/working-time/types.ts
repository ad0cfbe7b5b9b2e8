import type { PersonRules, RuleKind } from './ruleSet';

/**
 * The working-time checks (docs/rules/working-time.md) as pure functions over one person's pieces
 * of work (planned shifts or recorded time entries) in one store. Every figure comes from the
 * store's rule set (ruleSet.ts); clock times are minutes after the store-local midnight.
 */
export interface WorkPiece {
  id: string;
  /** Instants. */
  start: string;
  end: string;
  /** Break minutes in total (planned, or the sum of the recorded breaks). */
  breakMinutes: number;
  /** Recorded breaks (time entries): with them the longest stretch without a break is checked too. */
  breaks?: readonly { start: string; end?: string }[];
}

/** What the rules need to know of a store; missing fields turn the rules that need them off. */
export interface StoreLaw {
  timeZone: string;
  country?: string;
  federalState?: string;
  hospitality?: boolean;
  /** Off: no rule applies. Default: on where a rule set exists (country DE). */
  workingTimeRules?: boolean;
}

export interface Violation {
  kind: RuleKind;
  /** 'ArbZG §5' */
  cite: string;
  /** The pieces the badge goes on. */
  pieceIds: string[];
  /** The store-local day it is about. */
  day: string;
  /** The figure found and the limit (minutes; days or Sundays for `days` and `sundays`). */
  actual: number;
  limit: number;
  /** A clock time the badge names (the next start for rest; the offending start or end for night). */
  at?: number;
  /** Worked minutes, for breaks. */
  worked?: number;
  /** `sundays`: per year or month. */
  per?: 'year' | 'month';
  /** `holiday`: its name; a notice (a substitute day off is due), not a violation. */
  holiday?: { de: string; en: string };
  notice?: boolean;
}

export interface Placed extends WorkPiece {
  day: string;
  from: number;
  to: number;
  worked: number;
  rules: PersonRules;
  age: number | undefined;
}
