import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import { getErrorMessage } from '@/api/errors';
import { ConfirmDialog } from '@/components/ConfirmDialog';
import { PageHeader } from '@/components/PageHeader';
import { QueryState } from '@/components/QueryState';
import { AVAILABILITY_MESSAGES } from '@/modules/availability';
import { SHIFT_MESSAGES } from '../messages';
import { useUnplacedShifts } from '../api';
import { DayList } from './DayList';
import { GenerationDialog } from './GenerationDialog';
import { GenerationPanel } from './GenerationPanel';
import { PublishProgress } from './PublishProgress';
import { PublishReview } from './PublishReview';
import { ShiftPanel, type PanelTarget } from './ShiftPanel';
import { UnplacedShifts } from './UnplacedShifts';
import { WeekGrid } from './WeekGrid';
import { WeekToolbar } from './WeekToolbar';
import { dayLabel } from '../clock';
import { addDays, dayOf, weekStartOf } from '../time';
import type { Shift } from '../types';
import { useMoveShift } from '../useMoveShift';
import { usePlanner } from '../usePlanner';
import { lawOfEdit } from '../law';
import { usePlannerJob } from '../usePlannerJob';
import { useShiftBatch, type LawReason } from '../useShiftBatch';

/** What the review publishes: the week's drafts, or a kept proposal (then the job is forgotten). */
interface Review {
  items: Shift[];
  label: string;
  fromJob: boolean;
}

/** The week planner of the current store (issues #14, #30); read-only as the team week for non-planners. */
export function PlannerWeek({ onMine }: { onMine: () => void }) {
  const { t } = useLingui();
  const p = usePlanner();
  const { storeId, settings, days } = p;
  const [target, setTarget] = useState<PanelTarget | null>(null);
  const [generating, setGenerating] = useState(false);
  const [review, setReview] = useState<Review | null>(null);
  const [discarding, setDiscarding] = useState(false);
  const [copyOnDrop, setCopyOnDrop] = useState(false);
  const { job, keep: keepJob } = usePlannerJob(storeId);
  const batch = useShiftBatch(storeId);
  const { move, keyMove, announcement } = useMoveShift(storeId, settings.timeZone, p.rows, days, dayLabel);
  const drafts = p.list.filter((s) => s.status === 'draft');
  const nameOf = (userId: string) => p.rows.find((r) => r.userId === userId)?.name ?? (userId || t`Open shift`);
  const unplaced = useUnplacedShifts(storeId, days[0] ?? '', days[6] ?? '');
  const finish = async (label: string, items: Shift[], action: 'publish' | 'delete', fromJob: boolean, lawReason?: LawReason) => {
    if ((await batch.run(label, items, action, lawReason)) && fromJob) keepJob(null);
  };
  const weekOnScreen = weekStartOf(p.date, settings.weekStartsOn);
  const open = (shift: Shift) => setTarget({ shift, userId: shift.userId, day: dayOf(shift.start, settings.timeZone) });
  // What the week grid and the day or list view both take.
  const shared = {
    dayLabel,
    rows: p.rows,
    timeZone: settings.timeZone,
    conflicts: p.conflicts,
    canEdit: p.canEdit,
    onOpen: open,
    onAdd: (userId: string, day: string) => setTarget({ userId, day }),
  };

  return (
    <>
      <PageHeader
        title={p.canEdit ? t`Shift planning` : t`Team week`}
        actions={
          p.canEdit ? undefined : (
            <Button variant="outline-primary" onClick={onMine}>
              <Trans>My shifts</Trans>
            </Button>
          )
        }
      />
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
        onPublish={() => setReview({ items: drafts, label: t`Publish week`, fromJob: false })}
        onDiscard={() => setDiscarding(true)}
      />
      <div className="visually-hidden" role="status" aria-live="polite" data-testid="move-announcement">
        {announcement}
      </div>
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
          onKeep={(items) =>
            setReview({ items: drafts.filter((d) => items.some((s) => s.id === d.id)), label: t`Publish proposal`, fromJob: true })
          }
          onDiscard={(items) => void finish(t`Discard proposal`, items, 'delete', true)}
          onLookAgain={() => keepJob({ ...job, startedAt: Date.now() })}
          onDismiss={() => keepJob(null)}
        />
      )}
      {p.notes.error && (
        <Alert variant="warning">
          {getErrorMessage(p.notes.error, AVAILABILITY_MESSAGES.fetchShiftNotes)} <Trans>Availability and time off are not checked.</Trans>
        </Alert>
      )}
      {p.canEdit && p.law.gaps.length > 0 && (
        <Alert variant="info" className="small">
          {p.law.gaps.join(' ')}
        </Alert>
      )}
      <UnplacedShifts shifts={unplaced} nameOf={nameOf} />
      <QueryState
        isLoading={p.shifts.isLoading || p.staff.isLoading || p.details.isLoading}
        error={p.shifts.error ?? p.staff.error}
        errorMessage={SHIFT_MESSAGES.fetch}
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
          lawCheck={(edited) => lawOfEdit(edited, p.list, p.law)}
          onClose={() => setTarget(null)}
        />
      )}
      {generating && (
        <GenerationDialog
          defaultStart={weekOnScreen}
          defaultEnd={addDays(weekOnScreen, 6)}
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
      {review && (
        <PublishReview
          drafts={review.items}
          conflicts={p.conflicts}
          coverage={p.coverage}
          nameOf={nameOf}
          dayLabel={dayLabel}
          dayOfShift={(s) => dayOf(s.start, settings.timeZone)}
          timeZone={settings.timeZone}
          onPublish={(lawReason) => {
            setReview(null);
            void finish(review.label, review.items, 'publish', review.fromJob, lawReason);
          }}
          onOpen={(shift) => {
            setReview(null);
            open(shift);
          }}
          onCancel={() => setReview(null)}
        />
      )}
      <ConfirmDialog
        show={discarding}
        title={t`Discard drafts of this week?`}
        body={plural(drafts.length, {
          one: '# draft shift of this week will be deleted. Published shifts stay.',
          other: '# draft shifts of this week will be deleted. Published shifts stay.',
        })}
        confirmLabel={plural(drafts.length, { one: 'Discard # draft', other: 'Discard # drafts' })}
        onConfirm={() => {
          setDiscarding(false);
          void finish(t`Discard drafts`, drafts, 'delete', false);
        }}
        onCancel={() => setDiscarding(false)}
      />
    </>
  );
}
