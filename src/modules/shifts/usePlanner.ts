import { skipToken } from '@reduxjs/toolkit/query';
import { useMemo } from 'react';
import { useSearchParams } from 'react-router-dom';
import { useAppSelector } from '@/app/hooks';
import { PERMISSIONS } from '@/config/permissions';
import { useGetStaffQuery } from '@/modules/staff/api';
import { useGetStoreShiftDetailsQuery } from '@/modules/stores/api';
import { selectCurrentStore } from '@/session/currentStoreSlice';
import { useCan } from '@/session/useCan';
import { useGetShiftsQuery } from './api';
import { costOf, coverageOf, findConflicts, hoursBy, type CoverageWindow } from './logic';
import { DEFAULT_RULES, DEFAULT_SETTINGS, toWeekStartsOn, type ShiftSettings } from './settings';
import { addDays, dayOf, todayIn, weekDays, weekStartOf } from './time';
import type { PlannerRow } from './components/WeekGrid';

const DAY = /^\d{4}-\d{2}-\d{2}$/;

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

/** Everything the planner shows for the week in the URL (`?date=YYYY-MM-DD&view=week|day`). */
export function usePlanner() {
  const store = useAppSelector(selectCurrentStore);
  const storeId = store?.id ?? '';
  const { settings, details } = useShiftSettings(storeId, undefined);
  const { timeZone, weekStartsOn } = settings;
  const [params, setParams] = useSearchParams();
  const param = params.get('date') ?? '';
  const date = DAY.test(param) ? param : todayIn(timeZone);
  const view: 'week' | 'day' = params.get('view') === 'day' ? 'day' : 'week';
  const weekStart = weekStartOf(date, weekStartsOn);
  const days = useMemo(() => weekDays(weekStart), [weekStart]);
  const canEdit = useCan(PERMISSIONS.shiftUpdate);

  const staff = useGetStaffQuery(storeId ? { storeId } : skipToken);
  const shifts = useGetShiftsQuery({ storeId, startDate: days[0], endDate: days[6] }, { skip: !storeId });

  const derived = useMemo(() => {
    const list = shifts.data ?? [];
    const members = (staff.data ?? []).filter((s) => s.active || list.some((x) => x.userId === s.userId));
    const rows: PlannerRow[] = [{ userId: '', name: 'Open shifts' }, ...members.map((s) => ({ userId: s.userId, name: s.userName || s.userId }))];
    for (const s of list) {
      if (s.userId && !rows.some((r) => r.userId === s.userId)) rows.push({ userId: s.userId, name: s.userId });
    }
    const rates = new Map(members.flatMap((s) => (s.hourlyRate === undefined ? [] : [[s.userId, s.hourlyRate] as const])));
    const { byDay, byPerson, byCell } = hoursBy(list, timeZone);
    const showCost = canEdit && rates.size > 0;
    const costByDay = showCost ? new Map(days.map((d) => [d, costOf(list.filter((s) => dayOf(s.start, timeZone) === d), rates)])) : null;
    const costByPerson = showCost ? new Map(members.map((m) => [m.userId, costOf(list.filter((s) => s.userId === m.userId), rates)])) : null;
    const coverage = new Map<string, CoverageWindow[]>(days.map((d) => [d, coverageOf(d, list, settings.staffingRequirements, timeZone)]));
    const conflicts = findConflicts(list, { timeZone, weekStartsOn, rules: settings.rules });
    const roles = [...new Set([...members.flatMap((m) => m.roles), ...list.map((s) => s.role)].filter(Boolean))].sort();
    return { list, rows, byDay, byPerson, byCell, costByDay, costByPerson, coverage, conflicts, roles, showCost };
  }, [shifts.data, staff.data, timeZone, weekStartsOn, days, canEdit, settings]);

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
    ...derived,
    goToDate: (d: string) => go({ date: d }),
    prevWeek: () => go({ date: addDays(weekStart, -7) }),
    nextWeek: () => go({ date: addDays(weekStart, 7) }),
    today: () => go({ date: todayIn(timeZone) }),
    setView: (v: 'week' | 'day') => go({ view: v }),
  };
}

export type Planner = ReturnType<typeof usePlanner>;
