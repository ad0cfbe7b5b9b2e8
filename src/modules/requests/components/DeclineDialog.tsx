import { Trans } from '@lingui/react/macro';
import { useState } from 'react';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import Modal from 'react-bootstrap/Modal';
import { ModalHeader } from '@/components/dialogHeaders';
import { fieldErrorsOf } from '@/lib/schemaErrors';
import { useSubmitGuard } from '@/lib/useSubmitGuard';
import { DecisionInputSchema, REASON_MAX } from '../schema';

interface Props {
  storeId: string;
  /** Who asked, for the title; null: closed. */
  name: string | null;
  busy: boolean;
  onDecline: (reason: string) => Promise<string | null>;
  onClose: () => void;
}

/** Declining asks why (both people read it); what was typed stays after a failed send. */
export function DeclineDialog({ storeId, name, busy, onDecline, onClose }: Props) {
  const guard = useSubmitGuard();
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string>();
  const submit = async () => {
    const problems = fieldErrorsOf(DecisionInputSchema, { storeId, action: 'decline', reason });
    setError(problems.reason);
    if (problems.reason) return;
    const failed = await onDecline(reason.trim());
    if (failed) setError(failed);
    else setReason('');
  };
  const who = name ?? '';
  return (
    <Modal show={name !== null} onHide={busy ? undefined : onClose} centered aria-labelledby="decline-request-title">
      <Form noValidate onSubmit={guard(submit)}>
        <ModalHeader closeButton={!busy}>
          <Modal.Title id="decline-request-title" as="h2" className="h5">
            <Trans>Decline the request of {who}</Trans>
          </Modal.Title>
        </ModalHeader>
        <Modal.Body>
          <Form.Group controlId="decline-request-reason">
            <Form.Label>
              <Trans>Reason for declining</Trans>
            </Form.Label>
            <Form.Control
              as="textarea"
              rows={2}
              value={reason}
              maxLength={REASON_MAX}
              isInvalid={Boolean(error)}
              aria-describedby={error ? 'decline-request-error' : undefined}
              onChange={(e) => setReason(e.target.value)}
            />
            {error && (
              <div id="decline-request-error" className="invalid-feedback d-block">
                {error}
              </div>
            )}
          </Form.Group>
        </Modal.Body>
        <Modal.Footer>
          <Button variant="outline-secondary" onClick={onClose} disabled={busy}>
            <Trans>Cancel</Trans>
          </Button>
          <Button type="submit" variant="danger" disabled={busy}>
            <Trans>Decline request</Trans>
          </Button>
        </Modal.Footer>
      </Form>
    </Modal>
  );
}
