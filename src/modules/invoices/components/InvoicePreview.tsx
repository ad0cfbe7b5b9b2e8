import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import Form from 'react-bootstrap/Form';
import { isMissingAddition } from '@/api/additions';
import { getErrorMessage } from '@/api/errors';
import { INVOICE_MESSAGES } from '../messages';
import { formatNumber } from '@/lib/format';
import { useGetInvoiceFileQuery } from '../api';
import type { Invoice } from '../types';

/**
 * Shows an uploaded document, fetched with the session's token: a PDF in a frame, PNG and JPEG
 * as images. Only a file whose record names one of those types and whose bytes carry its
 * signature is shown (`previewable`, see the api); anything else is offered as a download.
 *
 * The frame has no `sandbox` attribute on purpose: Chromium refuses to show a PDF in any
 * sandboxed frame (every token combination was tried). Safety comes from the blob's type
 * instead: it is set by the app, never by the server, and only to `application/pdf` after the
 * `%PDF` signature was seen, so the frame only ever hosts the browser's PDF viewer.
 */
export function InvoicePreview({ invoice }: { invoice: Invoice }) {
  const { t } = useLingui();
  const [fileId, setFileId] = useState(invoice.files[0]?.id ?? '');
  const file = invoice.files.find((f) => f.id === fileId) ?? invoice.files[0];
  const content = useGetInvoiceFileQuery(
    { invoiceId: invoice.id, fileId: file?.id ?? '', mimeType: file?.mimeType ?? '' },
    { skip: !file },
  );
  if (!file)
    return (
      <p className="text-body-secondary mb-0">
        <Trans>No document was uploaded for this invoice.</Trans>
      </p>
    );
  const name = file.name;
  return (
    <div>
      {invoice.files.length > 1 && (
        <Form.Group className="mb-2" controlId="invoice-preview-file">
          <Form.Label>
            <Trans>Document</Trans>
          </Form.Label>
          <Form.Select value={file.id} onChange={(e) => setFileId(e.target.value)}>
            {invoice.files.map((f) => (
              <option key={f.id} value={f.id}>
                {f.name}
              </option>
            ))}
          </Form.Select>
        </Form.Group>
      )}
      <p className="small text-body-secondary mb-2">
        {name} · {formatNumber(file.size / 1024, 0)} kB
        {content.data && (
          <>
            {' · '}
            <a href={content.data.url} download={file.name}>
              <Trans>Download {name}</Trans>
            </a>
          </>
        )}
      </p>
      {content.isLoading && (
        <p role="status" className="text-body-secondary">
          <Trans>Loading the document…</Trans>
        </p>
      )}
      {isMissingAddition(content.error) && <p className="text-body-secondary mb-0">{INVOICE_MESSAGES.fileMissing}</p>}
      {content.error !== undefined && !isMissingAddition(content.error) && (
        <p role="alert" className="text-danger-emphasis">
          {getErrorMessage(content.error, t`The document could not be loaded.`)}
        </p>
      )}
      {content.data && !content.data.previewable && (
        <p className="text-body-secondary mb-0">
          <Trans>
            This document is not a PDF, PNG or JPEG file, so it is not shown here. Download it to open it with a program you trust.
          </Trans>
        </p>
      )}
      {content.data?.previewable &&
        (file.mimeType === 'application/pdf' ? (
          <iframe title={t`Preview of ${name}`} src={content.data.url} className="w-100 border rounded invoice-preview-frame" />
        ) : (
          <img src={content.data.url} alt={t`Preview of ${name}`} className="img-fluid border rounded" />
        ))}
    </div>
  );
}
