import { skipToken } from '@reduxjs/toolkit/query';
import { useLingui } from '@lingui/react/macro';
import { useMemo, useSyncExternalStore } from 'react';
import { useSearchParams } from 'react-router-dom';
import { useAppSelector } from '@/lib/storeHooks';
import { approvedVersion, useGetTeamShiftNotesQuery } from '@/modules/availability';
import { useGetStaffQuery } from '@/modules/staff';
import { useGetStoreShiftDetailsQuery } from '@/modules/stores';
import { selectCurrentStore } from '@/session/currentStoreSlice';
import { useCan } from '@/session/useCan';
import { useGetShiftsQuery } from './api';
import { costsBy, coverageOf, hoursBy, type CoverageWindow } from './logic';
import { findConflicts, withLaw, type ApprovedVersion } from './conflicts';
import { lawViolations, plannerLaw } from './law';
import { violationLabel } from '@/modules/working-time';
import { DEFAULT_RULES, DEFAULT_SETTINGS, toWeekStartsOn, type ShiftSettings } from './settings';
import { addDays, todayIn, weekDays, weekStartOf } from './time';
import type { PlannerRow } from './components/WeekRow';

const DAY = /^\d{4}-\d{2}-\d{2}$/;
export const PLANNER_VIEWS = ['week', 'day', 'list'] as const;
export type PlannerView = (typeof PLANNER_VIEWS)[number];

/** Below Bootstrap's lg breakpoint (992 px) the week grid does not fit: the planner opens on a day. */
// eslint-disable-next-line lingui/no-unlocalized-strings -- a media query
const NARROW = '(max-width: 991.98px)';
function subscribeNarrow(onChange: () => void): () => void {
  if (typeof window.matchMedia !== 'function') return () => undefined;
  const query = window.matchMedia(NARROW);
  query.addEventListener('change', onChange);
  return () => query.removeEventListener('change', onChange);
}
const isNarrow = () => typeof window.matchMedia === 'function' && window.matchMedia(NARROW).matches;

/** The store's shift details (stores module) as planner settings; defaults fill what the store has not set. */
export function useShiftSettings(storeId: string, storeTimeZone: string | undefined) {
  const details = useGetStoreShiftDetailsQuery(storeId ? { storeId } : skipToken);
  const data = details.data;
  const settings = useMemo<ShiftSettings>(() => {
    const r = data?.rules;
    const rules = {
      minShiftHours: r?.minShiftHours ?? DEFAULT_RULES.minShiftHours,
      maxShiftHours: r?.maxShiftHours ?? DEFAULT_RULES.maxShiftHours,
      maxHoursPerWeek: r?.maxHoursPerWeek ?? DEFAULT_RULES.maxHoursPerWeek,
      minRestHours: r?.minRestHours ?? DEFAULT_RULES.minRestHours,
      maxConsecutiveDays: r?.maxConsecutiveDays ?? DEFAULT_RULES.maxConsecutiveDays,
    };
    return {
      timeZone: data?.timeZone || storeTimeZone || DEFAULT_SETTINGS.timeZone,
      weekStartsOn: toWeekStartsOn(data?.weekStartsOn),
      staffingRequirements: data?.staffingRequirements ?? [],
      rules,
    };
  }, [data, storeTimeZone]);
  return { settings, details };
}

/**
 * Everything the planner shows for the week in the URL (`?date=YYYY-MM-DD&view=week|day|list`;
 * without a view: the week, or the day on a narrow screen).
 */
export function usePlanner() {
  const { t } = useLingui();
  // A word of the active language: with it the rows and the conflicts' words are made again when the language changes.
  const openShifts = t`Open shifts`;
  const store = useAppSelector(selectCurrentStore);
  const storeId = store?.id ?? '';
  const { settings, details } = useShiftSettings(storeId, undefined);
  const { timeZone, weekStartsOn } = settings;
  const [params, setParams] = useSearchParams();
  const param = params.get('date') ?? '';
  const date = DAY.test(param) ? param : todayIn(timeZone);
  const narrow = useSyncExternalStore(subscribeNarrow, isNarrow, () => false);
  const view: PlannerView = PLANNER_VIEWS.find((v) => v === params.get('view')) ?? (narrow ? 'day' : 'week');
  const weekStart = weekStartOf(date, weekStartsOn);
  const days = useMemo(() => weekDays(weekStart), [weekStart]);
  const canEdit = useCan('shift.update');

  const staff = useGetStaffQuery(storeId ? { storeId } : skipToken);
  const shifts = useGetShiftsQuery({ storeId, startDate: days[0], endDate: days[6] }, { skip: !storeId });
  // Approved availability and time off, for planners only (the call declares shift.update).
  const notes = useGetTeamShiftNotesQuery(storeId ? { storeId } : skipToken);
  const approved = useMemo(() => {
    if (!notes.data) return undefined;
    const found = new Map<string, ApprovedVersion>();
    for (const n of notes.data) {
      const version = approvedVersion(n);
      if (version) found.set(n.userId, version);
    }
    return found;
  }, [notes.data]);

  const derived = useMemo(() => {
    const list = shifts.data ?? [];
    const assigned = new Set(list.map((s) => s.userId));
    const members = (staff.data ?? []).filter((s) => s.active || assigned.has(s.userId));
    const rows: PlannerRow[] = [
      { userId: '', name: openShifts },
      ...members.map((s) => ({ userId: s.userId, name: s.userName || s.userId })),
    ];
    const known = new Set(rows.map((r) => r.userId));
    for (const userId of assigned) if (!known.has(userId)) rows.push({ userId, name: userId });
    const rates = new Map(members.flatMap((s) => (s.hourlyRate === undefined ? [] : [[s.userId, s.hourlyRate] as const])));
    const { byDay, byPerson, byCell } = hoursBy(list, timeZone);
    const showCost = canEdit && rates.size > 0;
    const costs = showCost ? costsBy(byCell, rates) : null;
    const costByDay = costs?.byDay ?? null;
    const costByPerson = costs?.byPerson ?? null;
    const coverage = new Map<string, CoverageWindow[]>(days.map((d) => [d, coverageOf(d, list, settings.staffingRequirements, timeZone)]));
    const law = plannerLaw(details.data, canEdit ? staff.data : undefined, timeZone);
    const conflicts = withLaw(
      findConflicts(list, { timeZone, weekStartsOn, rules: settings.rules, approved }),
      lawViolations(list, law),
      violationLabel,
    );
    const roles = [...new Set([...members.flatMap((m) => m.roles), ...list.map((s) => s.role)].filter(Boolean))].sort();
    return { list, rows, byDay, byPerson, byCell, costByDay, costByPerson, coverage, conflicts, roles, showCost, law };
  }, [shifts.data, staff.data, timeZone, weekStartsOn, days, canEdit, settings, approved, openShifts, details.data]);

  const go = (next: { date?: string; view?: string }) => {
    const p = new URLSearchParams(params);
    if (next.date) p.set('date', next.date);
    if (next.view) p.set('view', next.view);
    setParams(p);
  };

  return {
    storeId,
    settings,
    details,
    date,
    view,
    days,
    canEdit,
    staff,
    shifts,
    notes,
    ...derived,
    goToDate: (d: string) => go({ date: d }),
    /** A day back or on in the day view, else a week. */
    prev: () => go({ date: view === 'day' ? addDays(date, -1) : addDays(weekStart, -7) }),
    next: () => go({ date: view === 'day' ? addDays(date, 1) : addDays(weekStart, 7) }),
    today: () => go({ date: todayIn(timeZone) }),
    setView: (v: PlannerView) => go({ view: v }),
  };
}
