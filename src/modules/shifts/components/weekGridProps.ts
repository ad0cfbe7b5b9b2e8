import type { Conflict } from '../conflicts';
import type { CoverageWindow } from '../logic';
import type { Shift } from '../types';
import type { MoveKey } from './ShiftCard';
import type { PlannerRow } from './WeekRow';

/** What the week grid of the planner shows and the callbacks it calls (WeekGrid and its drag helpers read it). */
export interface WeekGridProps {
  days: string[];
  dayLabel: (day: string) => string;
  rows: PlannerRow[];
  byCell: ReadonlyMap<string, Shift[]>;
  hoursByDay: ReadonlyMap<string, number>;
  hoursByPerson: ReadonlyMap<string, number>;
  costByDay: ReadonlyMap<string, number> | null;
  costByPerson: ReadonlyMap<string, number> | null;
  coverage: ReadonlyMap<string, CoverageWindow[]>;
  conflicts: ReadonlyMap<string, Conflict[]>;
  timeZone: string;
  canEdit: boolean;
  generatedJobId: string | null;
  copyOnDrop: boolean;
  onOpen: (shift: Shift) => void;
  onAdd: (userId: string, day: string) => void;
  onMove: (shift: Shift, userId: string, day: string, copy: boolean) => void;
  onKeyMove: (shift: Shift, move: MoveKey) => void;
}
