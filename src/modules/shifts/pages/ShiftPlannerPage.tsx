import { useState } from 'react';
import Alert from 'react-bootstrap/Alert';
import { getErrorMessage } from '@/api/errors';
import { PageHeader } from '@/components/PageHeader';
import { QueryState } from '@/components/QueryState';
import { MESSAGES } from '@/config/messages';
import { DayList } from '../components/DayList';
import { GenerationDialog } from '../components/GenerationDialog';
import { GenerationPanel } from '../components/GenerationPanel';
import { PublishProgress } from '../components/PublishProgress';
import { ShiftPanel, type PanelTarget } from '../components/ShiftPanel';
import { WeekGrid } from '../components/WeekGrid';
import { WeekToolbar } from '../components/WeekToolbar';
import { readJob, rememberJob, type RememberedJob } from '../jobMemory';
import { addDays, weekStartOf } from '../time';
import type { Shift } from '../types';
import { useMoveShift } from '../useMoveShift';
import { usePlanner } from '../usePlanner';
import { useShiftBatch } from '../useShiftBatch';
import '../shifts.css';

const DAY_LABEL = new Intl.DateTimeFormat(undefined, { weekday: 'short', day: '2-digit', month: '2-digit', timeZone: 'UTC' });
const dayLabel = (day: string) => DAY_LABEL.format(new Date(`${day}T12:00:00Z`));

/** `/shifts`: the week planner of the current store (issue #14). */
export function ShiftPlannerPage() {
  const p = usePlanner();
  const { storeId, settings, days } = p;
  const [target, setTarget] = useState<PanelTarget | null>(null);
  const [generating, setGenerating] = useState(false);
  const [copyOnDrop, setCopyOnDrop] = useState(false);
  const [job, setJob] = useState<RememberedJob | null>(() => readJob(storeId));
  const batch = useShiftBatch(storeId);
  const { move, keyMove } = useMoveShift(storeId, settings.timeZone, p.rows, days);
  const drafts = p.list.filter((s) => s.status === 'draft');

  const keepJob = (next: RememberedJob | null) => {
    rememberJob(storeId, next);
    setJob(next);
  };
  const finishJob = async (label: string, items: Shift[], action: 'publish' | 'delete') => {
    if (await batch.run(label, items, action)) keepJob(null);
  };
  const nextWeek = addDays(weekStartOf(p.date, settings.weekStartsOn), 7);
  // What the week grid and the day or list view both take.
  const shared = {
    dayLabel,
    rows: p.rows,
    timeZone: settings.timeZone,
    conflicts: p.conflicts,
    canEdit: p.canEdit,
    onOpen: (shift: Shift) => setTarget({ shift, userId: shift.userId, day: p.date }),
    onAdd: (userId: string, day: string) => setTarget({ userId, day }),
  };

  return (
    <>
      <PageHeader title="Shift planning" />
      <WeekToolbar
        date={p.date}
        view={p.view}
        canEdit={p.canEdit}
        draftCount={drafts.length}
        copyOnDrop={copyOnDrop}
        busy={Boolean(batch.state?.running)}
        onPrev={p.prev}
        onNext={p.next}
        onToday={p.today}
        onDate={p.goToDate}
        onView={p.setView}
        onCopyOnDrop={setCopyOnDrop}
        onGenerate={() => setGenerating(true)}
        onPublish={() => void batch.run('Publish week', drafts, 'publish')}
      />
      {batch.state && <PublishProgress state={batch.state} onRetry={() => void batch.retry()} />}
      {job && p.canEdit && (
        <GenerationPanel
          key={`${job.jobId}:${job.startedAt}`}
          storeId={storeId}
          job={job}
          timeZone={settings.timeZone}
          showCost={p.showCost}
          dayLabel={dayLabel}
          busy={Boolean(batch.state?.running)}
          onKeep={(items) => void finishJob('Publish proposal', items, 'publish')}
          onDiscard={(items) => void finishJob('Discard proposal', items, 'delete')}
          onLookAgain={() => keepJob({ ...job, startedAt: Date.now() })}
          onDismiss={() => keepJob(null)}
        />
      )}
      {p.notes.error && (
        <Alert variant="warning">{getErrorMessage(p.notes.error, MESSAGES.user.fetchShiftNotes)} Availability and time off are not checked.</Alert>
      )}
      <QueryState
        isLoading={p.shifts.isLoading || p.staff.isLoading || p.details.isLoading}
        error={p.shifts.error ?? p.staff.error}
        errorMessage={MESSAGES.shifts.fetch}
        onRetry={() => void p.shifts.refetch()}
      >
        {p.view === 'week' ? (
          <WeekGrid
            {...shared}
            days={days}
            byCell={p.byCell}
            hoursByDay={p.byDay}
            hoursByPerson={p.byPerson}
            costByDay={p.costByDay}
            costByPerson={p.costByPerson}
            coverage={p.coverage}
            generatedJobId={job?.jobId ?? null}
            copyOnDrop={copyOnDrop}
            onMove={(shift, userId, day, copy) => void move(shift, userId, day, copy)}
            onKeyMove={keyMove}
          />
        ) : (
          <DayList {...shared} days={p.view === 'day' ? [p.date] : days} shifts={p.list} />
        )}
      </QueryState>
      {target && (
        <ShiftPanel
          key={target.shift?.id ?? `${target.userId}|${target.day}`}
          storeId={storeId}
          target={target}
          rows={p.rows}
          roles={p.roles}
          timeZone={settings.timeZone}
          conflicts={target.shift ? (p.conflicts.get(target.shift.id) ?? []) : []}
          canEdit={p.canEdit}
          onClose={() => setTarget(null)}
        />
      )}
      {generating && (
        <GenerationDialog
          defaultStart={nextWeek}
          defaultEnd={addDays(nextWeek, 6)}
          settings={settings}
          staffCount={p.rows.length - 1}
          onStarted={(jobId, startDate, endDate) => {
            setGenerating(false);
            keepJob({ jobId, startedAt: Date.now(), startDate, endDate });
            p.goToDate(startDate);
          }}
          onClose={() => setGenerating(false)}
        />
      )}
    </>
  );
}
