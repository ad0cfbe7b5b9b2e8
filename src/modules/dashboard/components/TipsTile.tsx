import { useLingui } from '@lingui/react/macro';
import { QueryState } from '@/components/QueryState';
import { FINANCE_MESSAGES } from '@/modules/finance';
import { FINANCE_PATHS } from '@/modules/finance';
import { formatMoney } from '@/lib/format';
import { useGetTipsQuery } from '@/modules/finance';
import { tipCentsByDay, weekOf } from '../logic';
import { weekArg, type DayContext } from './PeopleTiles';
import { Bar, Figure, Tile, WeekChart, weekdayOf } from './Tile';

/** Rendered only for holders of tip.read (the page decides; the hook skips without it anyway). */
export function TipsTile({ context }: { context: DayContext }) {
  const query = useGetTipsQuery(weekArg(context));
  const tips = query.data ?? [];
  const days = weekOf(context.today);
  const cents = tipCentsByDay(tips, days);
  const total = cents.reduce((sum, c) => sum + c, 0);
  const scale = Math.max(...cents);
  const { t } = useLingui();
  return (
    <Tile id="tile-tips" title={t`Tips of the week`} to={FINANCE_PATHS.tips} linkLabel={t`Open tips`}>
      <QueryState
        isLoading={query.isLoading}
        error={query.error}
        errorMessage={FINANCE_MESSAGES.fetchTips}
        onRetry={() => void query.refetch()}
        rows={4}
        isEmpty={tips.length === 0}
        empty={t`No tips this week yet.`}
      >
        <div className="d-flex mb-2">
          <Figure value={formatMoney(total / 100)} label={t`this week`} />
          <Figure value={tips.length} label={t`tips`} />
        </div>
        <WeekChart caption={t`Tips per day`} figures={[t`Amount`]}>
          {days.map((day, i) => (
            <tr key={day}>
              <th scope="row" className="fw-normal">
                {weekdayOf(day)}
              </th>
              <td className="text-end">{day > context.today ? '—' : formatMoney((cents[i] ?? 0) / 100)}</td>
              <td className="w-50" aria-hidden="true">
                <Bar value={cents[i] ?? 0} scale={scale} tone="success" />
              </td>
            </tr>
          ))}
        </WeekChart>
      </QueryState>
    </Tile>
  );
}
