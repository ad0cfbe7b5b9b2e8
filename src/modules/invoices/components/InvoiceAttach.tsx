import { Trans, useLingui } from '@lingui/react/macro';
import { useRef, useState } from 'react';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import { isMissingAddition } from '@/api/additions';
import { getErrorMessage } from '@/api/errors';
import { INVOICE_MESSAGES } from '../messages';
import { notify } from '@/lib/notify';
import { useSubmitGuard } from '@/lib/useSubmitGuard';
import { useAttachInvoiceFileMutation } from '../api';
import { UPLOAD_ACCEPT, UPLOAD_MAX_LABEL, checkUpload } from '../uploads';
import type { Invoice } from '../types';

const ADD = '';

/**
 * "Attach document" (issue #32): a file for an invoice typed in, or another or a replacing one for
 * an uploaded invoice, while it is not approved. The upload's checks (type, size, first bytes)
 * run before anything is sent. Contract addition `POST v1/invoice/{id}/files`; a server without it
 * (404/501) is said so once, with the spec's way round (upload on the list).
 */
export function InvoiceAttach({ invoice }: { invoice: Invoice }) {
  const { t } = useLingui();
  const [attach, state] = useAttachInvoiceFileMutation();
  const guard = useSubmitGuard();
  const input = useRef<HTMLInputElement>(null);
  const [file, setFile] = useState<File | null>(null);
  const [replaces, setReplaces] = useState(ADD);
  const [problem, setProblem] = useState<string | null>(null);
  const [missing, setMissing] = useState(false);

  const send = async () => {
    if (!file) {
      setProblem(t`Choose a file to attach.`);
      return;
    }
    const refused = await checkUpload(file);
    if (refused) {
      setProblem(refused);
      return;
    }
    setProblem(null);
    const result = await attach({ invoice, file, ...(replaces ? { replaces } : {}) });
    if ('error' in result) {
      if (isMissingAddition(result.error)) setMissing(true);
      else notify.error(getErrorMessage(result.error, INVOICE_MESSAGES.attach));
      return;
    }
    const name = file.name;
    notify.success(t`${name} attached`);
    setFile(null);
    setReplaces(ADD);
    if (input.current) input.current.value = '';
  };

  if (missing) return <p className="small text-body-secondary mb-0 mt-3">{INVOICE_MESSAGES.attachMissing}</p>;
  return (
    <Form
      className="mt-3 border-top pt-3"
      aria-label={t`Attach a document`}
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        guard(send)();
      }}
    >
      <Form.Group controlId="invoice-attach-file" className="mb-2">
        <Form.Label>
          <Trans>Attach document</Trans>
        </Form.Label>
        <Form.Control
          ref={input}
          type="file"
          accept={UPLOAD_ACCEPT}
          isInvalid={Boolean(problem)}
          aria-describedby="invoice-attach-help"
          onChange={(e) => {
            setFile((e.target as HTMLInputElement).files?.[0] ?? null);
            setProblem(null);
          }}
        />
        <Form.Text id="invoice-attach-help">
          <Trans>PDF, PNG or JPEG, up to {UPLOAD_MAX_LABEL}.</Trans>
        </Form.Text>
        {problem && (
          <Form.Control.Feedback type="invalid" role="alert">
            {problem}
          </Form.Control.Feedback>
        )}
      </Form.Group>
      {invoice.files.length > 0 && (
        <Form.Group controlId="invoice-attach-replaces" className="mb-2">
          <Form.Label>
            <Trans>Attach as</Trans>
          </Form.Label>
          <Form.Select value={replaces} onChange={(e) => setReplaces(e.target.value)}>
            <option value={ADD}>{t`Another document`}</option>
            {invoice.files.map(({ id, name }) => (
              <option key={id} value={id}>
                {t`Replacement of ${name}`}
              </option>
            ))}
          </Form.Select>
        </Form.Group>
      )}
      <Button type="submit" variant="outline-primary" size="sm" disabled={state.isLoading}>
        <Trans>Attach</Trans>
      </Button>
    </Form>
  );
}
