import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { skipToken } from '@reduxjs/toolkit/query';
import Card from 'react-bootstrap/Card';
import { Link } from 'react-router-dom';
import { PATHS } from '../paths';
import { isNotPermitted } from '@/api/errors';
import { useGetTimeEntryHistoryQuery } from '../api';

export type ClockStatus = 'in' | 'onBreak' | 'out' | 'notYet';

/** Today's clock status from the person's entries of the day. */
function clockStatus(entries: readonly { clockIn: string; clockOut?: string; breaks: readonly { end?: string }[] }[]): ClockStatus {
  if (entries.length === 0) return 'notYet';
  const open = entries.find((e) => !e.clockOut);
  if (!open) return 'out';
  return open.breaks.some((b) => !b.end) ? 'onBreak' : 'in';
}

const CLOCK_TEXT: Record<ClockStatus, MessageDescriptor> = {
  in: msg`Clocked in`,
  onBreak: msg`On a break`,
  out: msg`Clocked out for today`,
  notYet: msg`Not clocked in today`,
};

/** "Today" on a person's own page: their clock status from their time entries of the day, and the way to the time clock. */
export function ClockToday({ storeId, userId, today }: { storeId: string; userId: string; today: string }) {
  const { t, i18n } = useLingui();
  const clock = useGetTimeEntryHistoryQuery(storeId ? { storeId, date: today } : skipToken);
  const status = clockStatus((clock.data ?? []).filter((e) => e.userId === userId));
  return (
    <Card className="h-100" as="section" aria-labelledby="my-clock">
      <Card.Body>
        <h2 id="my-clock" className="h6">
          <Trans>Today</Trans>
        </h2>
        {isNotPermitted(clock.error) ? (
          <p className="mb-0">
            <Trans>Your time is not recorded here.</Trans>
          </p>
        ) : (
          <p className="mb-0">
            {clock.isLoading ? t`Loading…` : clock.error ? t`The clock status could not be read.` : i18n._(CLOCK_TEXT[status])}{' '}
            <Link to={PATHS.timeEntryForm}>
              <Trans>Open the time clock</Trans>
            </Link>
          </p>
        )}
      </Card.Body>
    </Card>
  );
}
