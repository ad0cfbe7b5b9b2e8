import { Trans, useLingui } from '@lingui/react/macro';
import { useCallback } from 'react';
import { useAppSelector } from '@/lib/storeHooks';
import { PageHeader } from '@/components/PageHeader';
import { addDays } from '@/lib/format';
import { selectUserInfo } from '@/session/authSlice';
import { selectCurrentStore } from '@/session/currentStoreSlice';
import { useCan } from '@/session/useCan';
import { useGetTimeEntryHistoryQuery } from '../api';
import { ForgottenClockOut } from '../components/ForgottenClockOut';
import { ManualEntryForm } from '../components/ManualEntryForm';
import { TimeClock } from '../components/TimeClock';
import { TimeEntryHistory } from '../components/TimeEntryHistory';
import { isForgotten } from '../forgotten';
import { clockPhase } from '../logic';
import { localDate } from '@/lib/storeTime';
import { useMyShifts, useStoreTimeZone } from '../useStoreContext';
import { useTimeClock } from '../useTimeClock';

function TimeEntryScreen({ storeId, userId }: { storeId: string; userId: string }) {
  const { t } = useLingui();
  const timeZone = useStoreTimeZone(storeId);
  const today = localDate(new Date(), timeZone);
  const everyone = useCan('time_entry.read');
  // Today's entries: the clock carries on with an open entry the server has (another device).
  const todays = useGetTimeEntryHistoryQuery({ storeId, date: today });
  const openOnServer = todays.data?.find((e) => e.userId === userId && !e.clockOut && e.clockIn !== '' && e.status !== 'rejected');
  const clock = useTimeClock(storeId, userId, openOnServer, timeZone);
  const { shifts, notPermitted } = useMyShifts(storeId, userId, addDays(today, -14), today);
  const shiftsOn = useCallback((date: string) => shifts.filter((s) => localDate(s.start, timeZone) === date), [shifts, timeZone]);
  const todaysShift = shiftsOn(today)[0] ?? null;
  // A finished entry of an earlier day that is sent is history, not the clock's business.
  const record =
    clock.record &&
    (clockPhase(clock.record) !== 'out' ||
      localDate(clock.record.clockIn, timeZone) === today ||
      (clock.entry !== undefined && clock.entry.status !== 'sent'))
      ? clock.record
      : null;

  // Not clocked out on an earlier day: the clock asks when they left (issue #43).
  const forgotten = isForgotten(record, new Date().toISOString(), timeZone);

  return (
    <>
      {forgotten ? (
        <ForgottenClockOut record={record} storeId={storeId} timeZone={timeZone} onClose={clock.punch} />
      ) : (
        <TimeClock
          record={record}
          entry={record ? clock.entry : undefined}
          punch={clock.punch}
          startEntry={clock.clockIn}
          retry={clock.retry}
          timeZone={timeZone}
          shift={todaysShift}
          shiftNote={notPermitted ? t`Your planned shifts are not shown (you cannot read the shift plan).` : undefined}
        />
      )}
      <ManualEntryForm storeId={storeId} timeZone={timeZone} defaultDate={addDays(today, -1)} today={today} shiftsOn={shiftsOn} />
      <TimeEntryHistory storeId={storeId} timeZone={timeZone} today={today} everyone={everyone} />
    </>
  );
}

/** `/time-entry/form` (time_entry.write): the time clock, missed punches and the day's history. */
export function TimeEntryFormPage() {
  const { t } = useLingui();
  const store = useAppSelector(selectCurrentStore);
  const userId = useAppSelector(selectUserInfo)?.userId ?? '';
  const storeId = store?.id ?? '';
  const storeName = store?.name;
  return (
    <>
      <PageHeader title={t`Time entry`}>
        <p className="text-body-secondary mb-0">
          {storeName ? (
            <Trans>Clock in and out at {storeName}; times are the store&apos;s local time.</Trans>
          ) : (
            <Trans>Clock in and out at the current store; times are the store&apos;s local time.</Trans>
          )}
        </p>
      </PageHeader>
      {storeId && userId && <TimeEntryScreen key={`${storeId}:${userId}`} storeId={storeId} userId={userId} />}
    </>
  );
}
