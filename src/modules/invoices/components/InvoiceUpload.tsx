import { Trans, useLingui } from '@lingui/react/macro';
import { useRef, useState, type DragEvent } from 'react';
import Button from 'react-bootstrap/Button';
import Card from 'react-bootstrap/Card';
import Form from 'react-bootstrap/Form';
import { Link } from 'react-router-dom';
import { getErrorMessage } from '@/api/errors';
import { INVOICE_MESSAGES } from '../messages';
import { PATHS } from '../paths';
import { formatNumber } from '@/lib/format';
import { notify } from '@/lib/notify';
import { useUploadInvoiceMutation } from '../api';
import { UPLOAD_ACCEPT, UPLOAD_MAX_LABEL, checkUpload } from '../uploads';

type ItemState =
  | { state: 'checking' }
  | { state: 'refused'; message: string }
  | { state: 'uploading' }
  | { state: 'done'; invoiceId: string }
  | { state: 'failed'; message: string };

interface Item {
  key: number;
  name: string;
  size: number;
  status: ItemState;
}

const kb = (bytes: number) => (bytes < 1024 * 1024 ? `${formatNumber(bytes / 1024, 0)} kB` : `${formatNumber(bytes / 1024 / 1024, 1)} MB`);

/**
 * Drag and drop or file picker. Each file is checked first (type, size and its first bytes): a refused file is
 * listed with its reason and never sent. Accepted files go up one after the other. RTK Query
 * (fetch) reports no upload progress, so each file shows an honest indeterminate bar while it
 * is being sent, then its result.
 */
/** Why a file was not uploaded: refused before sending, or failed on the way. */
function UploadProblem({ refused, message }: { refused: boolean; message: string }) {
  const { t } = useLingui();
  return <>{refused ? t`Not uploaded: ${message}` : t`Upload failed: ${message}`}</>;
}

export function InvoiceUpload({ storeId }: { storeId: string }) {
  const { t } = useLingui();
  const [items, setItems] = useState<Item[]>([]);
  const [dragging, setDragging] = useState(false);
  const [uploadInvoice] = useUploadInvoiceMutation();
  const inputRef = useRef<HTMLInputElement>(null);
  const nextKey = useRef(1);
  const queue = useRef<Promise<void>>(Promise.resolve());

  const patch = (key: number, status: ItemState) => setItems((list) => list.map((i) => (i.key === key ? { ...i, status } : i)));

  const addFiles = (files: readonly File[]) => {
    const added = files.map((file) => {
      const item: Item = { key: nextKey.current++, name: file.name, size: file.size, status: { state: 'checking' } };
      return { file, item };
    });
    setItems((list) => [...added.map((a) => a.item), ...list]);
    for (const { item, file } of added) {
      // Checked (type, size and first bytes) and sent one after the other: each file waits for
      // the previous one, and a refused file is never sent.
      queue.current = queue.current.then(async () => {
        const problem = await checkUpload(file);
        if (problem) {
          patch(item.key, { state: 'refused', message: problem });
          return;
        }
        patch(item.key, { state: 'uploading' });
        const result = await uploadInvoice({ storeId, file });
        if ('error' in result) {
          const message = getErrorMessage(result.error, INVOICE_MESSAGES.upload);
          patch(item.key, { state: 'failed', message });
          notify.error(message);
        } else {
          patch(item.key, { state: 'done', invoiceId: result.data.id });
          notify.success(`${file.name} uploaded`);
        }
      });
    }
    if (inputRef.current) inputRef.current.value = '';
  };

  const onDrop = (event: DragEvent) => {
    event.preventDefault();
    setDragging(false);
    addFiles([...event.dataTransfer.files]);
  };

  const busy = items.some((i) => i.status.state === 'checking' || i.status.state === 'uploading');

  return (
    <Card className="mb-3">
      <Card.Body>
        <h2 className="h5">
          <Trans>Upload invoices</Trans>
        </h2>
        <div
          className={`border border-2 rounded p-4 text-center ${dragging ? 'border-primary bg-primary-subtle' : ''}`}
          style={{ borderStyle: 'dashed' }}
          onDragOver={(e) => {
            e.preventDefault();
            setDragging(true);
          }}
          onDragLeave={() => setDragging(false)}
          onDrop={onDrop}
        >
          <p className="mb-2">
            <Trans>Drop PDF, PNG or JPEG files here (up to {UPLOAD_MAX_LABEL} each), or choose them:</Trans>
          </p>
          <Form.Label htmlFor="invoice-files" className="visually-hidden">
            <Trans>Invoice files</Trans>
          </Form.Label>
          <Form.Control
            ref={inputRef}
            id="invoice-files"
            type="file"
            multiple
            accept={UPLOAD_ACCEPT}
            className="mx-auto"
            style={{ maxWidth: '28rem' }}
            aria-describedby="invoice-files-help"
            onChange={(e) => addFiles([...((e.target as HTMLInputElement).files ?? [])])}
          />
          <Form.Text id="invoice-files-help" className="d-block mt-2">
            <Trans>Each file becomes an invoice in status “Uploaded”, ready for review.</Trans>
          </Form.Text>
        </div>
        {items.length > 0 && (
          <>
            <ul className="list-unstyled mt-3 mb-0" aria-label={t`Uploads`} aria-live="polite">
              {items.map(({ key, name, size, status }) => (
                <li key={key} className="border-bottom py-2">
                  <div className="d-flex flex-wrap justify-content-between gap-2">
                    <span>
                      <span className="fw-semibold">{name}</span> <span className="text-body-secondary small">{kb(size)}</span>
                    </span>
                    <span>
                      {status.state === 'checking' && <span className="text-body-secondary">{t`Waiting…`}</span>}
                      {status.state === 'uploading' && <span>{t`Uploading…`}</span>}
                      {status.state === 'done' && (
                        <Link to={PATHS.invoice(status.invoiceId)} aria-label={t`Review ${name}`}>
                          <Trans>Uploaded — review</Trans>
                        </Link>
                      )}
                    </span>
                  </div>
                  {status.state === 'uploading' && (
                    // Indeterminate: no aria-valuenow, because fetch reports no upload progress.
                    <div className="progress mt-1" role="progressbar" aria-label={t`Uploading ${name}`} style={{ height: '0.5rem' }}>
                      <div className="progress-bar progress-bar-striped progress-bar-animated w-100" />
                    </div>
                  )}
                  {(status.state === 'refused' || status.state === 'failed') && (
                    <div className="text-danger-emphasis small mt-1" role="alert">
                      <UploadProblem refused={status.state === 'refused'} message={status.message} />
                    </div>
                  )}
                </li>
              ))}
            </ul>
            <Button variant="link" size="sm" className="px-0 mt-2" disabled={busy} onClick={() => setItems([])}>
              <Trans>Clear the list</Trans>
            </Button>
          </>
        )}
      </Card.Body>
    </Card>
  );
}
