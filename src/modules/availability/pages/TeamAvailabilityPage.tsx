import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { skipToken } from '@reduxjs/toolkit/query/react';
import { useMemo, useState } from 'react';
import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import Card from 'react-bootstrap/Card';
import Form from 'react-bootstrap/Form';
import { useAppSelector } from '@/lib/storeHooks';
import { PageHeader } from '@/components/PageHeader';
import { QueryState } from '@/components/QueryState';
import { AVAILABILITY_MESSAGES } from '../messages';
import { addDays, formatDate } from '@/lib/format';
import { DEFAULT_STORE_TIME_ZONE, daysFrom, startOfWeekOf, todayInZone, weekStartsOnOf } from '@/lib/storeTime';
import { selectCurrentStore } from '@/session/currentStoreSlice';
import { useGetStaffQuery } from '@/modules/staff';
import { useGetStoreShiftDetailsQuery } from '@/modules/stores';
import { useGetTeamShiftNotesQuery } from '../api';
import { firstWeekday } from '../clock';
import { EditOnBehalf } from '../components/EditOnBehalf';
import { HeatMap } from '../components/HeatMap';
import { PendingQueue } from '../components/PendingQueue';
import { NotesStatusBadge } from '../components/VersionSummary';
import { approvedVersion, heatMap, startingPoint, toInput } from '../logic';
import { minutesOfTime } from '../schema';
import type { ShiftNotes } from '../types';

const DEFAULT_HOURS = { from: 6, to: 22 };

/** `/shift/patch` (shift.update): the team's approved availability as a heat map, pending changes, editing on someone's behalf. */
export function TeamAvailabilityPage() {
  const { t } = useLingui();
  const store = useAppSelector(selectCurrentStore);
  const storeArg = store ? { storeId: store.id } : skipToken;
  const staff = useGetStaffQuery(storeArg);
  const team = useGetTeamShiftNotesQuery(storeArg);
  const details = useGetStoreShiftDetailsQuery(storeArg);
  const timeZone = details.data?.timeZone ?? DEFAULT_STORE_TIME_ZONE;
  const weekStartsOn = weekStartsOnOf(details.data?.weekStartsOn);
  const [offset, setOffset] = useState(1);
  const [editing, setEditing] = useState('');

  const weekStart = addDays(startOfWeekOf(todayInZone(timeZone), weekStartsOn), offset * 7);
  const days = useMemo(() => daysFrom(weekStart), [weekStart]);
  const notesByUser = useMemo(() => new Map((team.data ?? []).map((n) => [n.userId, n])), [team.data]);
  const active = useMemo(() => (staff.data ?? []).filter((s) => s.active), [staff.data]);
  const names = useMemo(() => new Map((staff.data ?? []).map((s) => [s.userId, s.userName || s.userId])), [staff.data]);
  const nameOf = (userId: string) => names.get(userId) ?? userId;

  const requirements = useMemo(() => details.data?.staffingRequirements ?? [], [details.data]);
  const hours = useMemo(() => {
    const starts = requirements.map((r) => Math.floor(minutesOfTime(r.start) / 60)).filter(Number.isFinite);
    const ends = requirements.map((r) => Math.ceil(minutesOfTime(r.end) / 60)).filter(Number.isFinite);
    const from = starts.length ? Math.min(...starts) : DEFAULT_HOURS.from;
    const to = ends.length ? Math.max(...ends) : DEFAULT_HOURS.to;
    return Array.from({ length: Math.max(1, to - from) }, (_, i) => from + i);
  }, [requirements]);
  const cells = useMemo(
    () =>
      heatMap(
        active.map((s) => approvedVersion(notesByUser.get(s.userId))),
        requirements,
        days,
        hours,
      ),
    [active, notesByUser, requirements, days, hours],
  );
  const pending = useMemo(() => (team.data ?? []).filter((n): n is ShiftNotes => n.status === 'pending'), [team.data]);
  const shortHours = cells.flat().filter((c) => c.short).length;
  const editedNotes = notesByUser.get(editing);
  const week = formatDate(weekStart);
  // Weekday lists follow the person's first day of the week; the heat map shows the store's week.
  const firstDay = firstWeekday();

  return (
    <>
      <PageHeader title={t`Team availability`} />
      <QueryState
        isLoading={team.isLoading || staff.isLoading}
        error={team.error ?? staff.error}
        errorMessage={AVAILABILITY_MESSAGES.fetchShiftNotes}
        onRetry={() => {
          void team.refetch();
          void staff.refetch();
        }}
        isEmpty={active.length === 0}
        empty={t`This store has no active staff.`}
      >
        <Card className="mb-3">
          <Card.Body>
            <div className="d-flex flex-wrap justify-content-between align-items-center gap-2 mb-2">
              <h2 className="h5 mb-0">
                <Trans>Coverage, week of {week}</Trans>
              </h2>
              <div className="btn-group" role="group" aria-label={t`Week`}>
                <Button variant="outline-secondary" size="sm" onClick={() => setOffset((o) => o - 1)}>
                  <Trans>Previous week</Trans>
                </Button>
                <Button variant="outline-secondary" size="sm" onClick={() => setOffset((o) => o + 1)}>
                  <Trans>Next week</Trans>
                </Button>
              </div>
            </div>
            {details.error && (
              <Alert variant="warning">
                <Trans>The staffing requirements could not be loaded; only availability is shown.</Trans>
              </Alert>
            )}
            <p className="mb-2" role="status">
              {shortHours === 0 ? (
                <Trans>Every hour is covered by approved availability.</Trans>
              ) : (
                <Plural value={shortHours} one="# hour short of staff this week." other="# hours short of staff this week." />
              )}
            </p>
            <HeatMap cells={cells} hours={hours} caption={t`Availability heat map, week of ${week}`} />
          </Card.Body>
        </Card>

        <Card className="mb-3">
          <Card.Body>
            <h2 className="h5">
              <Trans>Pending changes</Trans>
            </h2>
            {store && <PendingQueue storeId={store.id} pending={pending} nameOf={nameOf} weekStartsOn={firstDay} />}
          </Card.Body>
        </Card>

        <Card className="mb-3">
          <Card.Body>
            <h2 className="h5">
              <Trans>Edit a person's availability</Trans>
            </h2>
            <Form.Group controlId="team-person" className="mb-3 col-md-6">
              <Form.Label>
                <Trans>Person</Trans>
              </Form.Label>
              <Form.Select value={editing} onChange={(e) => setEditing(e.target.value)}>
                <option value="">{t`Choose a person…`}</option>
                {(staff.data ?? []).map((s) => (
                  <option key={s.userId} value={s.userId}>
                    {s.userName || s.userId}
                  </option>
                ))}
              </Form.Select>
            </Form.Group>
            {editing && store && (
              <>
                <p className="small">
                  <Trans>Status:</Trans> <NotesStatusBadge status={editedNotes?.status} /> {startingPoint(editedNotes)}
                </p>
                <EditOnBehalf
                  key={`${editing}:${editedNotes?.updatedAt ?? ''}`}
                  storeId={store.id}
                  userId={editing}
                  name={nameOf(editing)}
                  initial={toInput(approvedVersion(editedNotes))}
                  version={editedNotes?.version}
                  weekStartsOn={firstDay}
                />
              </>
            )}
          </Card.Body>
        </Card>
      </QueryState>
    </>
  );
}
