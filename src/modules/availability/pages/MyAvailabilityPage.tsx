import { Trans, useLingui } from '@lingui/react/macro';
import { skipToken } from '@reduxjs/toolkit/query/react';
import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import Card from 'react-bootstrap/Card';
import Form from 'react-bootstrap/Form';
import { useAppSelector } from '@/lib/storeHooks';
import { PageHeader } from '@/components/PageHeader';
import { QueryState } from '@/components/QueryState';
import { AVAILABILITY_MESSAGES } from '../messages';
import { selectUserInfo } from '@/session/authSlice';
import { selectCurrentStore } from '@/session/currentStoreSlice';
import { useGetStaffQuery } from '@/modules/staff';
import { useGetUserShiftNotesQuery, useSaveOwnShiftNotesMutation } from '../api';
import { firstWeekday } from '../clock';
import { AvailabilityEditor } from '../components/AvailabilityEditor';
import { NotesStatusBadge, VersionSummary } from '../components/VersionSummary';
import { approvedVersion, toInput } from '../logic';
import type { AvailabilityInput, ShiftNotes } from '../types';
import { useAvailabilityForm } from '../useAvailabilityForm';
import { StaleNotice } from '../components/StaleNotice';

function Comparison({ notes, weekStartsOn }: { notes: ShiftNotes; weekStartsOn: number }) {
  const approved = approvedVersion(notes);
  const change = notes.status === 'pending' || notes.status === 'declined';
  const reason = notes.declineReason;
  return (
    <div className="row g-3 mb-3">
      <div className="col-md-6">
        <Card className="h-100">
          <Card.Body>
            <h2 className="h6">
              <Trans>Approved availability</Trans>
            </h2>
            {approved ? (
              <VersionSummary version={approved} weekStartsOn={weekStartsOn} />
            ) : (
              <p className="small mb-0">
                <Trans>Nothing approved yet.</Trans>
              </p>
            )}
          </Card.Body>
        </Card>
      </div>
      <div className="col-md-6">
        <Card className="h-100">
          <Card.Body>
            <h2 className="h6 d-flex gap-2 align-items-center">
              <Trans>Your latest change</Trans> <NotesStatusBadge status={notes.status} />
            </h2>
            {change ? (
              <VersionSummary version={notes} weekStartsOn={weekStartsOn} />
            ) : (
              <p className="small mb-0">
                <Trans>No change waiting for a decision.</Trans>
              </p>
            )}
            {notes.status === 'declined' && notes.declineReason && (
              <p className="small text-danger-emphasis mt-2 mb-0">
                <Trans>Reason: {reason}</Trans>
              </p>
            )}
          </Card.Body>
        </Card>
      </div>
    </div>
  );
}

function OwnAvailabilityForm({
  storeId,
  initial,
  version,
  weekStartsOn,
}: {
  storeId: string;
  initial: AvailabilityInput;
  version: number | undefined;
  weekStartsOn: number;
}) {
  const { t } = useLingui();
  const [save, { isLoading }] = useSaveOwnShiftNotesMutation();
  const { value, setValue, errors, failure, submit, stale, reloadTheirs, keepMine } = useAvailabilityForm(
    initial,
    (notes, base) => save({ storeId, notes, version: base }).unwrap(),
    t`Availability submitted for approval`,
    '',
    { version, theirsOf: toInput },
  );

  return (
    <Form noValidate onSubmit={submit} aria-label={t`My availability`}>
      <Card className="mb-3">
        <Card.Body>
          <AvailabilityEditor
            idPrefix="own"
            value={value}
            onChange={setValue}
            errors={errors}
            weekStartsOn={weekStartsOn}
            disabled={isLoading}
          />
        </Card.Body>
      </Card>
      {Object.keys(errors).length > 0 && !failure && (
        <Alert variant="danger">
          <Trans>Some fields need attention.</Trans>
        </Alert>
      )}
      {failure && <Alert variant="danger">{failure}</Alert>}
      {stale && <StaleNotice stale={stale} busy={isLoading} onReload={reloadTheirs} onKeep={keepMine} />}
      <Button type="submit" disabled={isLoading}>
        {isLoading ? t`Submitting…` : t`Submit for approval`}
      </Button>
    </Form>
  );
}

/**
 * `/shift` (shift.write): one's own availability, submitted for a manager's approval. Someone who
 * is not on the store's staff (an owner plans, is not planned) is told so calmly, not shown the
 * server's "Staff member not found" with a retry (issue #41).
 */
export function MyAvailabilityPage() {
  const store = useAppSelector(selectCurrentStore);
  const userId = useAppSelector(selectUserInfo)?.userId ?? '';
  const staff = useGetStaffQuery(store ? { storeId: store.id } : skipToken);
  const notStaff = staff.data !== undefined && !staff.data.some((member) => member.userId === userId);
  const notes = useGetUserShiftNotesQuery(store && userId && !notStaff ? { userId, storeId: store.id } : skipToken);
  const { t } = useLingui();
  // The weekdays are listed from the person's first day of the week (a display choice, not the store's shift week).
  const weekStartsOn = firstWeekday();
  const storeName = store?.name ?? '';
  const data = notes.data;
  return (
    <>
      <PageHeader title={t`My availability`}>
        <p className="text-body-secondary mb-0">
          {store
            ? t`When you can work at ${storeName}. A manager approves each change before planning uses it.`
            : t`When you can work. A manager approves each change before planning uses it.`}
        </p>
      </PageHeader>
      {notStaff ? (
        <Alert variant="info">
          <Trans>You are not on the staff of this store, so there is no availability to give here.</Trans>
        </Alert>
      ) : (
        <QueryState
          // A refused read waits for the staff list: it may say why (not on the staff) before any error shows.
          isLoading={notes.isLoading || (notes.isError && staff.isLoading)}
          error={notes.error}
          errorMessage={AVAILABILITY_MESSAGES.fetchShiftNotes}
          onRetry={() => void notes.refetch()}
        >
          {data && store && (
            <>
              <Comparison notes={data} weekStartsOn={weekStartsOn} />
              <OwnAvailabilityForm
                key={`${store.id}:${data.updatedAt ?? ''}`}
                storeId={store.id}
                initial={toInput(data)}
                version={data.version}
                weekStartsOn={weekStartsOn}
              />
            </>
          )}
        </QueryState>
      )}
    </>
  );
}
