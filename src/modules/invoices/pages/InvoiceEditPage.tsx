import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import Card from 'react-bootstrap/Card';
import { useParams } from 'react-router-dom';
import { useAppSelector } from '@/lib/storeHooks';
import { LinkButton } from '@/components/LinkButton';
import { NotPermitted } from '@/components/NotPermitted';
import { PageHeader } from '@/components/PageHeader';
import { QueryState } from '@/components/QueryState';
import { INVOICE_MESSAGES } from '../messages';
import { PATHS } from '../paths';
import { todayIso } from '@/lib/format';
import { selectCurrentStoreId } from '@/session/currentStoreSlice';
import { useCan } from '@/session/useCan';
import { useGetInvoiceQuery } from '../api';
import { InvoiceDeleteButton } from '../components/InvoiceDeleteButton';
import { InvoiceDetailsForm } from '../components/InvoiceDetailsForm';
import { InvoiceHistory } from '../components/InvoiceHistory';
import { InvoicePaymentCard } from '../components/InvoicePaymentCard';
import { InvoiceAttach } from '../components/InvoiceAttach';
import { InvoicePreview } from '../components/InvoicePreview';
import { InvoiceStatusBadge, OverdueBadge, PaymentStatusBadge } from '../components/InvoiceBadges';
import { InvoiceStatusCard } from '../components/InvoiceStatusCard';
import { isLocked, MOVE_MESSAGES, REJECTION_REASON_LABELS } from '../invoiceStatus';
import { isOverdue } from '../invoiceList';
import type { Invoice } from '../types';
import { isNotPermitted } from '@/api/errors';

const back = (
  <LinkButton to={PATHS.invoices} variant="outline-secondary">
    <Trans>Back to invoices</Trans>
  </LinkButton>
);

/**
 * `/invoice` (manual entry, orders.write) and `/invoice/:invoiceId` (orders.read: review and
 * edit with orders.write, else read-only). Composes the status and payment cards, the details
 * form, the document and the history; the rules live in `invoiceStatus.ts`, `invoiceForm.ts` and `invoiceList.ts`.
 */
export function InvoiceEditPage() {
  const { t } = useLingui();
  const { invoiceId } = useParams();
  const currentStoreId = useAppSelector(selectCurrentStoreId) ?? '';
  const query = useGetInvoiceQuery(invoiceId ?? '', { skip: !invoiceId });
  if (!invoiceId) {
    return (
      <>
        <PageHeader title={t`New invoice`} actions={back} />
        <InvoiceDetailsForm key="new" invoice={null} storeId={currentStoreId} readOnly={false} />
      </>
    );
  }
  if (isNotPermitted(query.error)) return <NotPermitted title={t`Invoice`} />;
  return (
    <QueryState isLoading={query.isLoading} error={query.error} errorMessage={INVOICE_MESSAGES.fetch} onRetry={() => void query.refetch()}>
      {query.data && <InvoiceView key={query.data.id} invoice={query.data} />}
    </QueryState>
  );
}

function InvoiceView({ invoice }: { invoice: Invoice }) {
  const { t } = useLingui();
  const canWrite = useCan('orders.write');
  const [dirty, setDirty] = useState(false);
  const locked = isLocked(invoice);
  const number = invoice.invoiceNumber;
  const title = number ? t`Invoice ${number}` : t`Review uploaded invoice`;
  return (
    <>
      <PageHeader
        title={title}
        actions={
          <>
            {back}
            {canWrite && !locked && <InvoiceDeleteButton invoice={invoice} disabled={dirty} />}
          </>
        }
      >
        <p className="mb-0 mt-1 d-flex flex-wrap gap-2 align-items-center">
          <span>
            <Trans>
              Status: <InvoiceStatusBadge status={invoice.status} />
            </Trans>
            {invoice.rejectionReason && ` (${REJECTION_REASON_LABELS[invoice.rejectionReason]})`}
          </span>
          <span>
            <Trans>
              Payment: <PaymentStatusBadge paymentStatus={invoice.paymentStatus} />
            </Trans>
          </span>
          {isOverdue(invoice, todayIso()) && <OverdueBadge />}
          {!canWrite && (
            <span className="text-body-secondary">
              <Trans>Read only</Trans>
            </span>
          )}
        </p>
      </PageHeader>

      <div className="row g-3 mb-3">
        <div className="col-lg-7">
          <InvoiceStatusCard invoice={invoice} canWrite={canWrite} dirty={dirty} />
        </div>
        <div className="col-lg-5">
          <InvoicePaymentCard key={`${invoice.status}-${invoice.paymentStatus}`} invoice={invoice} canWrite={canWrite} />
        </div>
      </div>

      <div className="row g-3">
        <div className="col-xl-7">
          {canWrite && locked && <p className="text-body-secondary">{MOVE_MESSAGES.locked}</p>}
          {/* A new key after a move: the form starts again from the saved invoice when it locks or unlocks. */}
          <InvoiceDetailsForm
            key={invoice.status}
            invoice={invoice}
            storeId={invoice.storeId}
            readOnly={!canWrite || locked}
            onDirtyChange={setDirty}
          />
        </div>
        <div className="col-xl-5">
          <Card className="mb-3">
            <Card.Body>
              <h2 className="h6">
                <Trans>Document</Trans>
              </h2>
              <InvoicePreview invoice={invoice} />
              {canWrite && !locked && <InvoiceAttach invoice={invoice} />}
            </Card.Body>
          </Card>
          <Card className="mb-3">
            <Card.Body>
              <h2 className="h6">
                <Trans>History</Trans>
              </h2>
              <InvoiceHistory history={invoice.history} />
            </Card.Body>
          </Card>
        </div>
      </div>
    </>
  );
}
