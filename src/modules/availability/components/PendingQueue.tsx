import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import ListGroup from 'react-bootstrap/ListGroup';
import Modal from 'react-bootstrap/Modal';
import { ModalHeader } from '@/components/dialogHeaders';
import { getErrorMessage, getErrorStatus, requestError } from '@/api/errors';
import { AVAILABILITY_MESSAGES } from '../messages';
import { formatDateTime } from '@/lib/format';
import { notify } from '@/lib/notify';
import { fieldErrorsOf } from '@/lib/schemaErrors';
import { useSubmitGuard } from '@/lib/useSubmitGuard';
import { useGetTeamShiftNotesQuery, useReviewShiftNotesMutation } from '../api';
import { approvedVersion } from '../logic';
import { AVAILABILITY_LIMITS, ReviewShiftNotesInputSchema } from '../schema';
import type { ShiftNotes } from '../types';
import { VersionSummary } from './VersionSummary';

interface QueueProps {
  storeId: string;
  pending: ShiftNotes[];
  nameOf: (userId: string) => string;
  weekStartsOn: number;
}

/** Pending availability changes, each beside the approved version, with approve and decline. */
export function PendingQueue({ storeId, pending, nameOf, weekStartsOn }: QueueProps) {
  const { t } = useLingui();
  const [review, { isLoading }] = useReviewShiftNotesMutation();
  const team = useGetTeamShiftNotesQuery({ storeId });
  // A stale decision (409: the person changed the request since it was read, issue #41): the server's
  // message says so, and the queue is read again to show what is waiting now.
  const refreshWhenStale = (error: unknown) => {
    if (getErrorStatus(requestError(error)) === 409) void team.refetch();
  };
  const guard = useSubmitGuard();
  const [declining, setDeclining] = useState<ShiftNotes | null>(null);
  const [reason, setReason] = useState('');
  const [reasonError, setReasonError] = useState<string>();

  const approve = async (notes: ShiftNotes) => {
    try {
      await review({ userId: notes.userId, storeId, action: 'approve', version: notes.version }).unwrap();
      const name = nameOf(notes.userId);
      notify(t`Availability of ${name} approved`, 'success');
    } catch (error) {
      refreshWhenStale(error);
      notify(getErrorMessage(requestError(error), AVAILABILITY_MESSAGES.submitNotes), 'danger');
    }
  };

  const decline = async () => {
    if (!declining) return;
    const problems = fieldErrorsOf(ReviewShiftNotesInputSchema, { storeId, action: 'decline', declineReason: reason });
    setReasonError(problems.declineReason);
    if (Object.keys(problems).length > 0) return;
    try {
      await review({
        userId: declining.userId,
        storeId,
        action: 'decline',
        declineReason: reason.trim(),
        version: declining.version,
      }).unwrap();
      const name = nameOf(declining.userId);
      notify(t`Availability of ${name} declined`, 'success');
      setDeclining(null);
    } catch (error) {
      refreshWhenStale(error);
      setReasonError(getErrorMessage(requestError(error), AVAILABILITY_MESSAGES.submitNotes));
    }
  };

  const decliningName = declining ? nameOf(declining.userId) : '';
  if (pending.length === 0) {
    return (
      <p className="text-body-secondary mb-0" role="status">
        <Trans>No changes waiting for approval.</Trans>
      </p>
    );
  }
  return (
    <>
      <ListGroup variant="flush" as="ul" aria-label={t`Pending changes`}>
        {pending.map((n, i) => {
          const name = n.userId ? nameOf(n.userId) : t`Unknown person`;
          const submitted = n.updatedAt ? formatDateTime(n.updatedAt) : '';
          const approved = approvedVersion(n);
          // A record without its person (issue #32) is shown, but there is nobody to approve or decline for.
          const reviewable = n.userId !== '';
          return (
            <ListGroup.Item as="li" key={n.userId || `unknown-${i}`}>
              <div className="d-flex flex-wrap justify-content-between gap-2 mb-2">
                <h3 className="h6 mb-0">
                  {name}
                  {n.updatedAt && <span className="text-body-secondary fw-normal small"> · {t`submitted ${submitted}`}</span>}
                </h3>
                <div className="d-flex gap-2">
                  <Button size="sm" variant="success" disabled={isLoading || !reviewable} onClick={guard(() => approve(n))}>
                    <Trans>
                      Approve<span className="visually-hidden"> change of {name}</span>
                    </Trans>
                  </Button>
                  <Button
                    size="sm"
                    variant="outline-secondary"
                    disabled={isLoading || !reviewable}
                    onClick={() => {
                      setReason('');
                      setReasonError(undefined);
                      setDeclining(n);
                    }}
                  >
                    <Trans>
                      Decline<span className="visually-hidden"> change of {name}</span>
                    </Trans>
                  </Button>
                </div>
              </div>
              <div className="row g-2">
                <div className="col-md-6">
                  <p className="small fw-semibold mb-1">
                    <Trans>Approved</Trans>
                  </p>
                  {approved ? (
                    <VersionSummary version={approved} weekStartsOn={weekStartsOn} />
                  ) : (
                    <p className="small">
                      <Trans>Nothing approved yet.</Trans>
                    </p>
                  )}
                </div>
                <div className="col-md-6">
                  <p className="small fw-semibold mb-1">
                    <Trans>Requested</Trans>
                  </p>
                  <VersionSummary version={n} weekStartsOn={weekStartsOn} />
                </div>
              </div>
            </ListGroup.Item>
          );
        })}
      </ListGroup>
      <Modal show={declining !== null} onHide={isLoading ? undefined : () => setDeclining(null)} centered aria-labelledby="decline-title">
        <Form noValidate onSubmit={guard(decline)}>
          <ModalHeader closeButton={!isLoading}>
            <Modal.Title id="decline-title" as="h2" className="h5">
              <Trans>Decline the change of {decliningName}</Trans>
            </Modal.Title>
          </ModalHeader>
          <Modal.Body>
            <Form.Group controlId="decline-reason">
              <Form.Label>
                <Trans>Reason for declining</Trans>
              </Form.Label>
              <Form.Control
                as="textarea"
                rows={2}
                value={reason}
                maxLength={AVAILABILITY_LIMITS.reasonMax}
                isInvalid={Boolean(reasonError)}
                aria-describedby={reasonError ? 'decline-reason-error' : undefined}
                onChange={(e) => setReason(e.target.value)}
              />
              {reasonError && (
                <div id="decline-reason-error" className="invalid-feedback d-block">
                  {reasonError}
                </div>
              )}
            </Form.Group>
          </Modal.Body>
          <Modal.Footer>
            <Button variant="outline-secondary" onClick={() => setDeclining(null)} disabled={isLoading}>
              <Trans>Cancel</Trans>
            </Button>
            <Button type="submit" variant="danger" disabled={isLoading}>
              <Trans>Decline change</Trans>
            </Button>
          </Modal.Footer>
        </Form>
      </Modal>
    </>
  );
}
