import { Trans, useLingui } from '@lingui/react/macro';
import { useRef, useState } from 'react';
import Alert from 'react-bootstrap/Alert';
import Card from 'react-bootstrap/Card';
import Form from 'react-bootstrap/Form';
import { LinkButton } from '@/components/LinkButton';
import { PageHeader } from '@/components/PageHeader';
import { useAppSelector } from '@/lib/storeHooks';
import { selectCurrentStoreId } from '@/session/currentStoreSlice';
import { EInvoiceDraftPanel, EInvoiceProblems } from '../components/EInvoiceDraftPanel';
import { EInvoiceView } from '../components/EInvoiceView';
import { EINVOICE_ACCEPT, readEInvoiceFile, type EInvoiceFileReading } from '../einvoice/readFile';
import { PATHS } from '../paths';
import { UPLOAD_MAX_LABEL } from '../uploads';

type Reading = EInvoiceFileReading & { name: string; key: number };

/**
 * `/invoice/e-invoice` (orders.write): an XRechnung (UBL or CII) or a ZUGFeRD / Factur-X PDF
 * becomes a draft invoice beside a readable view of the file (docs/rules/einvoice.md). The file
 * is read here; nothing is sent until Save.
 */
export function InvoiceIntakePage() {
  const { t } = useLingui();
  const storeId = useAppSelector(selectCurrentStoreId) ?? '';
  const [reading, setReading] = useState<Reading | null>(null);
  const [busy, setBusy] = useState(false);
  const [unreadable, setUnreadable] = useState(false);
  const nextKey = useRef(1);

  const onFile = async (file: File | undefined) => {
    if (!file) return;
    setBusy(true);
    setUnreadable(false);
    try {
      setReading({ ...(await readEInvoiceFile(file)), name: file.name, key: nextKey.current++ });
    } catch {
      setReading(null);
      setUnreadable(true);
    } finally {
      setBusy(false);
    }
  };

  return (
    <>
      <PageHeader
        title={t`New invoice from an e-invoice`}
        actions={
          <LinkButton to={PATHS.invoices} variant="outline-secondary">
            <Trans>Back to invoices</Trans>
          </LinkButton>
        }
      />
      <Card className="mb-3">
        <Card.Body>
          <Form.Group controlId="einvoice-file">
            <Form.Label>
              <Trans>E-invoice file</Trans>
            </Form.Label>
            <Form.Control
              type="file"
              accept={EINVOICE_ACCEPT}
              disabled={busy}
              aria-describedby="einvoice-file-help"
              onChange={(e) => void onFile((e.target as HTMLInputElement).files?.[0])}
            />
            <Form.Text id="einvoice-file-help">
              <Trans>
                An XRechnung (UBL or CII XML) or a ZUGFeRD / Factur-X PDF, up to {UPLOAD_MAX_LABEL}. It is checked here before anything is
                saved.
              </Trans>
            </Form.Text>
          </Form.Group>
          {busy && (
            <p className="mt-2 mb-0" role="status">
              <Trans>Reading the file…</Trans>
            </p>
          )}
        </Card.Body>
      </Card>
      {unreadable && <Alert variant="danger">{t`The file could not be read.`}</Alert>}
      {reading?.tooLarge && <Alert variant="danger">{t`The file is larger than ${UPLOAD_MAX_LABEL}.`}</Alert>}
      {reading && !reading.tooLarge && !reading.draft && <EInvoiceProblems problems={reading.problems} currency="" />}
      {reading?.draft && (
        <div className="row g-3">
          <div className="col-xl-6">
            <EInvoiceDraftPanel key={reading.key} reading={reading} draft={reading.draft} storeId={storeId} />
          </div>
          <div className="col-xl-6">
            <EInvoiceView draft={reading.draft} fileName={reading.name} />
          </div>
        </div>
      )}
      {!reading && !busy && !unreadable && (
        <p className="text-body-secondary">
          <Trans>Choose a file to see its draft invoice.</Trans>
        </p>
      )}
    </>
  );
}
