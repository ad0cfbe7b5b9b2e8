import { Trans, useLingui } from '@lingui/react/macro';
import { skipToken } from '@reduxjs/toolkit/query';
import { useEffect, useMemo, useState } from 'react';
import Button from 'react-bootstrap/Button';
import Card from 'react-bootstrap/Card';
import { PageHeader } from '@/components/PageHeader';
import { QueryState } from '@/components/QueryState';
import { SHIFT_MESSAGES } from '../messages';
import { formatNumber } from '@/lib/format';
import { ModuleSlot } from '@/components/ModuleSlot';
import { approvedVersion, useGetUserShiftNotesQuery } from '@/modules/availability';
import { useGetShiftsQuery } from '../api';
import { paidMinutes } from '../logic';
import { changesSince, readSnapshot, snapshotOf, writeSnapshot } from '../myShifts';
import { clockRange } from '../clock';
import { addDays, dayOf, todayIn, weekStartOf, type WeekStartsOn } from '../time';
import type { Shift } from '../types';
import { roleLabel } from '@/modules/stores';

const UPCOMING_DAYS = 14;

/** Drafts never reach staff (the server leaves them out; this is a second guard); cancelled ones are not "next". */
const mineOf = (list: readonly Shift[] | undefined, userId: string) =>
  (list ?? []).filter((s) => s.userId === userId && s.status !== 'draft' && s.status !== 'cancelled');

interface MyShiftsProps {
  storeId: string;
  userId: string;
  timeZone: string;
  weekStartsOn: WeekStartsOn;
  dayLabel: (day: string) => string;
  onTeamWeek: () => void;
}

/**
 * Issue #30: the home of a person who works shifts but does not plan them (no shift.update) —
 * their next published shifts, hours this week against their wished hours, today's clock status,
 * what changed since they last looked, and the team week one click away.
 */
export function MyShifts({ storeId, userId, timeZone, weekStartsOn, dayLabel, onTeamWeek }: MyShiftsProps) {
  const { t } = useLingui();
  const today = todayIn(timeZone);
  const weekStart = weekStartOf(today, weekStartsOn);
  const upcoming = useGetShiftsQuery({ storeId, startDate: today, endDate: addDays(today, UPCOMING_DAYS - 1) }, { skip: !storeId });
  const week = useGetShiftsQuery({ storeId, startDate: weekStart, endDate: addDays(weekStart, 6) }, { skip: !storeId });
  const notes = useGetUserShiftNotesQuery(storeId && userId ? { storeId, userId } : skipToken);

  const [now] = useState(() => Date.now());
  // In date order, whatever order the server sends (issue #43: Fri 04.12 was listed before Wed 02.12).
  const next = useMemo(
    () =>
      mineOf(upcoming.data, userId)
        .filter((s) => Date.parse(s.end) > now)
        .sort((a, b) => Date.parse(a.start) - Date.parse(b.start)),
    [upcoming.data, userId, now],
  );
  const weekHours = mineOf(week.data, userId).reduce((sum, s) => sum + paidMinutes(s), 0) / 60;
  const version = approvedVersion(notes.data);
  const wished = version?.wishedHoursPerWeek ?? null;

  // The last look is read once; this look is kept as the next one's comparison.
  const [previous] = useState(() => readSnapshot(storeId, userId));
  const changes = changesSince(previous, next, now);
  const loaded = Boolean(upcoming.data);
  useEffect(() => {
    if (loaded) writeSnapshot(storeId, userId, snapshotOf(next));
  }, [loaded, next, storeId, userId]);

  const when = (s: { start: string; end: string }) => `${dayLabel(dayOf(s.start, timeZone))} ${clockRange(s, timeZone)}`;
  const planned = formatNumber(weekHours, 1);
  const wishedHours = wished === null ? '' : formatNumber(wished, 1);
  const changeCount = changes.added.length + changes.moved.length + changes.removed.length;
  return (
    <>
      <PageHeader
        title={t`My shifts`}
        actions={
          <Button variant="outline-primary" onClick={onTeamWeek}>
            <Trans>Team week</Trans>
          </Button>
        }
      />
      <div className="row g-3 mb-3">
        <div className="col-md-6">
          <Card className="h-100" as="section" aria-labelledby="my-hours">
            <Card.Body>
              <h2 id="my-hours" className="h6">
                <Trans>Hours this week</Trans>
              </h2>
              <p className="mb-0">{wished === null ? t`${planned} h planned` : t`${planned} h planned of ${wishedHours} h wished`}</p>
            </Card.Body>
          </Card>
        </div>
        <div className="col-md-6">
          <ModuleSlot name="todayClock" props={{ storeId, userId, today }} />
        </div>
      </div>
      <Card className="mb-3" as="section" aria-labelledby="my-changes">
        <Card.Body>
          <h2 id="my-changes" className="h6">
            <Trans>Since you last looked</Trans>
          </h2>
          {previous === null ? (
            <p className="mb-0 small">
              <Trans>This is your first look: from now on changes to your shifts show here.</Trans>
            </p>
          ) : !loaded ? (
            // Before the shifts are in, every remembered shift would read as "no longer planned".
            <p className="mb-0 small">
              <Trans>Loading…</Trans>
            </p>
          ) : changeCount === 0 ? (
            <p className="mb-0 small">
              <Trans>Nothing changed.</Trans>
            </p>
          ) : (
            <ul className="mb-0 small" aria-label={t`Changes since you last looked`}>
              {changes.added.map((s) => {
                const [at, role] = [when(s), roleLabel(s.role)];
                return <li key={`a${s.id}`}>{t`New: ${at} ${role}`}</li>;
              })}
              {changes.moved.map((s) => {
                const [at, role] = [when(s), roleLabel(s.role)];
                return <li key={`m${s.id}`}>{t`Changed: now ${at} ${role}`}</li>;
              })}
              {changes.removed.map((s) => {
                const [at, role] = [when(s), roleLabel(s.role)];
                return <li key={`r${s.id}`}>{t`No longer planned: ${at} ${role}`}</li>;
              })}
            </ul>
          )}
        </Card.Body>
      </Card>
      <Card as="section" aria-labelledby="my-next">
        <Card.Body>
          <h2 id="my-next" className="h6">
            <Trans>Your next shifts</Trans>
          </h2>
          <QueryState
            query={upcoming}
            errorMessage={SHIFT_MESSAGES.fetch}
            isEmpty={next.length === 0}
            empty={t`No shifts planned for you in the next ${UPCOMING_DAYS} days.`}
            rows={3}
          >
            <ul className="list-unstyled mb-0" aria-label={t`Your next shifts`}>
              {next.map((s) => {
                const minutes = s.breakMinutes;
                return (
                  <li key={s.id} className="mb-2 d-flex flex-wrap align-items-center gap-2">
                    <span className="me-auto">
                      <strong>{when(s)}</strong> {roleLabel(s.role)}
                      {minutes > 0 ? t`, ${minutes} min break` : ''}
                      {s.notes ? ` — ${s.notes}` : ''}
                    </span>
                    <ModuleSlot name="myShiftOffer" props={{ storeId, userId, shift: s }} />
                  </li>
                );
              })}
            </ul>
          </QueryState>
        </Card.Body>
      </Card>
      <ModuleSlot name="myShiftRequests" props={{ storeId, userId, timeZone }} />
    </>
  );
}
