import { useSearchParams } from 'react-router-dom';
import { useAppSelector } from '@/lib/storeHooks';
import { selectUserInfo } from '@/session/authSlice';
import { selectCurrentStore } from '@/session/currentStoreSlice';
import { useCan } from '@/session/useCan';
import { MyShifts } from '../components/MyShifts';
import { PlannerWeek } from '../components/PlannerWeek';
import { dayLabel } from '../clock';
import { useShiftSettings } from '../usePlanner';
import '../shifts.css';

/**
 * `/shifts` (issues #14, #30): planners (shift.update) get the week planner; everyone else who
 * may read shifts lands on "My shifts", with the team week one click away (`?team=1`).
 */
export function ShiftPlannerPage() {
  const canPlan = useCan('shift.update');
  const [params, setParams] = useSearchParams();
  const storeId = useAppSelector(selectCurrentStore)?.id ?? '';
  const userId = useAppSelector(selectUserInfo)?.userId ?? '';
  const { settings } = useShiftSettings(storeId, undefined);
  const showTeam = (team: boolean) => {
    const next = new URLSearchParams(params);
    if (team) next.set('team', '1');
    else next.delete('team');
    setParams(next);
  };
  if (canPlan || params.get('team') === '1') return <PlannerWeek onMine={() => showTeam(false)} />;
  return (
    <MyShifts
      key={`${storeId}:${userId}`}
      storeId={storeId}
      userId={userId}
      timeZone={settings.timeZone}
      weekStartsOn={settings.weekStartsOn}
      dayLabel={dayLabel}
      onTeamWeek={() => showTeam(true)}
    />
  );
}
