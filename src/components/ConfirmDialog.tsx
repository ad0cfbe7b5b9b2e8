import Button from 'react-bootstrap/Button';
import Modal from 'react-bootstrap/Modal';
import { ModalHeader } from './dialogHeaders';
import Spinner from 'react-bootstrap/Spinner';
import { Trans } from '@lingui/react/macro';

interface ConfirmDialogProps {
  show: boolean;
  title: string;
  body: React.ReactNode;
  confirmLabel: string;
  variant?: 'danger' | 'primary';
  busy?: boolean;
  onConfirm: () => void;
  onCancel: () => void;
}

/** A confirmation before a destructive action; the confirm button cannot be pressed twice. */
export function ConfirmDialog({
  show,
  title,
  body,
  confirmLabel,
  variant = 'danger',
  busy = false,
  onConfirm,
  onCancel,
}: ConfirmDialogProps) {
  return (
    <Modal show={show} onHide={busy ? undefined : onCancel} centered aria-labelledby="confirm-dialog-title">
      <ModalHeader closeButton={!busy}>
        <Modal.Title id="confirm-dialog-title" as="h2" className="h5">
          {title}
        </Modal.Title>
      </ModalHeader>
      <Modal.Body>{body}</Modal.Body>
      <Modal.Footer>
        <Button variant="outline-secondary" onClick={onCancel} disabled={busy}>
          <Trans>Cancel</Trans>
        </Button>
        <Button variant={variant} onClick={onConfirm} disabled={busy}>
          {busy && <Spinner size="sm" className="me-2" aria-hidden="true" />}
          {confirmLabel}
        </Button>
      </Modal.Footer>
    </Modal>
  );
}
