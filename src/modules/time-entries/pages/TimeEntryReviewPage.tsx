import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { skipToken } from '@reduxjs/toolkit/query/react';
import { useMemo, useState } from 'react';
import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import { useAppSelector } from '@/lib/storeHooks';
import { getErrorMessage, requestError } from '@/api/errors';
import { DateRangeCard, useUrlDateRange } from '@/components/DateRange';
import { PageHeader } from '@/components/PageHeader';
import { QueryState } from '@/components/QueryState';
import { SectionCard } from '@/components/SectionCard';
import { TIME_ENTRY_MESSAGES } from '../messages';
import { addDays } from '@/lib/format';
import { notify } from '@/lib/notify';
import { useSubmitGuard } from '@/lib/useSubmitGuard';
import { localDate, startOfWeekOf } from '@/lib/storeTime';
import { useGetShiftsQuery } from '@/modules/shifts';
import { useGetStaffQuery } from '@/modules/staff';
import { selectCurrentStore } from '@/session/currentStoreSlice';
import { selectUserInfo } from '@/session/authSlice';
import { useCan, useMayCall } from '@/session/useCan';
import { timeEntryContract, useSaveTimeEntryMutation } from '../api';
import { useEntriesOfDays } from '../useEntriesOfDays';
import { HoursSummary } from '../components/HoursSummary';
import { PayrollExport } from '../components/PayrollExport';
import { ReviewDialog, type ReviewMode } from '../components/ReviewDialog';
import { ReviewTable } from '../components/ReviewTable';
import { daysOfRange, MAX_REPORT_DAYS } from '../dayRange';
import { hoursState } from '../hours';
import { hoursPerPerson, reviewBody, reviewRows, type ReviewDecision } from '../review';
import type { TimeEntry } from '../types';
import { useStoreTimeZone } from '../useStoreContext';

/**
 * `/time-entry/review` (shift.update, and time_entry.read for the entries: README "Timesheet
 * review"): a period's entries of everyone against their planned shifts, approve, correct and
 * reject per entry or in bulk, hours per person, payroll export.
 */
export function TimeEntryReviewPage() {
  const { t } = useLingui();
  const store = useAppSelector(selectCurrentStore);
  const storeId = store?.id ?? '';
  const userId = useAppSelector(selectUserInfo)?.userId ?? ''; // four eyes: never one's own in a selection
  const timeZone = useStoreTimeZone(storeId);
  const [now] = useState(() => new Date().toISOString());
  const thisWeek = startOfWeekOf(localDate(now, timeZone), 1);
  const range = useUrlDateRange({ startDate: thisWeek, endDate: addDays(thisWeek, 6) });
  const { startDate, endDate } = range;
  const days = useMemo(() => daysOfRange(startDate, endDate), [startDate, endDate]);
  const readsEveryone = useCan('time_entry.read');
  const mayCallHistory = useMayCall(timeEntryContract.getTimeEntryHistory);
  const readsEntries = readsEveryone && mayCallHistory;
  const entries = useEntriesOfDays(storeId, days ?? [], readsEntries && Boolean(days) && Boolean(store));
  const shifts = useGetShiftsQuery(store && days ? { storeId, startDate, endDate } : skipToken);
  const staff = useGetStaffQuery(store ? { storeId } : skipToken);
  const names = useMemo(() => new Map((staff.data ?? []).map((m) => [m.userId, m.userName])), [staff.data]);
  const payrollNumbers = useMemo(
    () => new Map((staff.data ?? []).flatMap((m) => (m.payrollNumber ? [[m.userId, m.payrollNumber] as const] : []))),
    [staff.data],
  );
  const shiftList = useMemo(() => shifts.data ?? [], [shifts.data]);
  const list = entries.entries;
  const rows = useMemo(() => (list ? reviewRows(list, shiftList, timeZone, now) : []), [list, shiftList, timeZone, now]);
  const people = useMemo(() => (list ? hoursPerPerson(list, shiftList, names, now) : []), [list, shiftList, names, now]);

  const [saveEntry] = useSaveTimeEntryMutation();
  const [selected, setSelected] = useState<ReadonlySet<string>>(new Set());
  const [dialog, setDialog] = useState<{ mode: ReviewMode; entries: TimeEntry[] } | null>(null);
  const [busy, setBusy] = useState(false);
  const guard = useSubmitGuard();

  const save = (entry: TimeEntry, decision: ReviewDecision) => saveEntry(reviewBody(entry, decision)).unwrap();
  const select = (ids: readonly string[], on: boolean) =>
    setSelected((s) => {
      const next = new Set(s);
      for (const id of ids)
        if (on) next.add(id);
        else next.delete(id);
      return next;
    });
  const chosen = rows.filter((r) => selected.has(r.entry.id) && r.entry.userId !== userId).map((r) => r.entry);
  const chosenCount = chosen.length;

  const approve = guard(async (targets: readonly TimeEntry[]) => {
    setBusy(true);
    let done = 0;
    try {
      for (const entry of targets) {
        await save(entry, { status: 'approved' });
        done += 1;
      }
      notify(TIME_ENTRY_MESSAGES.approved, 'success');
      setSelected(new Set());
    } catch (error) {
      const total = targets.length;
      const reason = getErrorMessage(requestError(error), TIME_ENTRY_MESSAGES.review);
      notify(t`${done} of ${total} approved. ${reason}`, 'danger');
    } finally {
      setBusy(false);
    }
  });

  const pendingCount = (list ?? []).filter((e) => hoursState(e) === 'pending').length;

  return (
    <>
      <PageHeader
        title={t`Timesheet review`}
        actions={
          <PayrollExport
            entries={list ?? undefined}
            timeZone={timeZone}
            names={names}
            payrollNumbers={payrollNumbers}
            startDate={startDate}
            endDate={endDate}
          />
        }
      >
        <p className="text-body-secondary mb-0">
          <Trans>
            Approved entries are worked hours; pending ones count nowhere until approved. The payroll export has approved hours only.
          </Trans>
        </p>
      </PageHeader>
      <DateRangeCard
        idPrefix="review"
        range={range}
        error={days ? null : t`Choose a start date not after the end date, at most ${MAX_REPORT_DAYS} days.`}
      />
      {!readsEntries && (
        <Alert variant="info">
          <Trans>Reviewing time entries needs permission to read everyone&apos;s time entries.</Trans>
        </Alert>
      )}
      {readsEntries && days && (
        <QueryState
          isLoading={entries.isLoading}
          error={entries.error}
          errorMessage={TIME_ENTRY_MESSAGES.fetchHistory}
          onRetry={entries.refetch}
          isEmpty={rows.length === 0}
          empty={t`No time entries in this period.`}
        >
          {pendingCount > 0 && (
            <Alert variant="secondary">
              <Plural
                value={pendingCount}
                one="# entries are waiting for a decision; they are not in the payroll export."
                other="# entries are waiting for a decision; they are not in the payroll export."
              />
            </Alert>
          )}
          <SectionCard id="review-entries-title" title={t`Entries`} className="mb-3">
            <div className="d-flex flex-wrap gap-2 mb-2">
              <Button size="sm" variant="primary" disabled={busy || chosen.length === 0} onClick={() => approve(chosen)}>
                <Trans>Approve selected ({chosenCount})</Trans>
              </Button>
              <Button
                size="sm"
                variant="outline-secondary"
                disabled={busy || chosen.length === 0}
                onClick={() => setDialog({ mode: 'reject', entries: chosen })}
              >
                <Trans>Reject selected ({chosenCount})</Trans>
              </Button>
            </div>
            <ReviewTable
              rows={rows}
              userId={userId}
              timeZone={timeZone}
              selected={selected}
              onSelect={select}
              busy={busy}
              onDecide={(entry, kind) => (kind === 'approve' ? approve([entry]) : setDialog({ mode: kind, entries: [entry] }))}
            />
          </SectionCard>
          <HoursSummary people={people} />
        </QueryState>
      )}
      {dialog && (
        <ReviewDialog
          mode={dialog.mode}
          entries={dialog.entries}
          timeZone={timeZone}
          onSave={save}
          onClose={() => setDialog(null)}
          onDone={() => {
            if (dialog.mode === 'reject') {
              notify(TIME_ENTRY_MESSAGES.rejected, 'success');
              setSelected(new Set());
            } else notify(TIME_ENTRY_MESSAGES.corrected, 'success');
            setDialog(null);
          }}
        />
      )}
    </>
  );
}
