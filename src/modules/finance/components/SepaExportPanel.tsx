import { useMemo, useRef, useState } from 'react';
import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import Card from 'react-bootstrap/Card';
import Spinner from 'react-bootstrap/Spinner';
import { Link } from 'react-router-dom';
import { getErrorMessage } from '@/api/errors';
import { DataTable, type Column } from '@/components/DataTable';
import { MESSAGES } from '@/config/messages';
import { PATHS } from '@/config/paths';
import { PERMISSIONS } from '@/config/permissions';
import { formatMoney } from '@/lib/format';
import { notify } from '@/lib/notify';
import { useCan } from '@/session/useCan';
import { useExportSepaTipsMutation } from '../api';
import { maskIban, payableCents, sepaBlockers, sepaFileName, type SepaBlocker, type StoreDebtor } from '../logic';
import type { SepaPayee, SepaSummary, Tip } from '../types';
import { useFinancialDetailsOf } from '../useFinancialDetailsOf';

interface Props {
  storeId: string;
  startDate: string;
  endDate: string;
  tips: readonly Tip[];
  nameOf: (userId: string) => string;
  /** The store's financial details; `undefined` when they cannot be read here (the server checks). */
  store: StoreDebtor | null | undefined;
}

const PAYEE_COLUMNS: Column<SepaPayee>[] = [
  { key: 'name', header: 'Payee', cell: (p) => p.name },
  { key: 'iban', header: 'IBAN', cell: (p) => <span className="font-monospace">{maskIban(p.iban)}</span> },
  { key: 'amount', header: 'Amount', align: 'end', cell: (p) => formatMoney(p.amount) },
];

function BlockerLink({ blocker, canEditStore }: { blocker: SepaBlocker; canEditStore: boolean }) {
  if (blocker.kind === 'person') {
    return <Link to={`${PATHS.userFinancialDetails}?userId=${encodeURIComponent(blocker.userId)}`}>Add bank details</Link>;
  }
  if (blocker.kind === 'store') {
    return canEditStore ? <Link to={PATHS.storeFinancialDetails}>Fix store financial details</Link> : <span>Ask an owner to fix the store’s financial details.</span>;
  }
  if (blocker.kind === 'amount' && blocker.tipId) return <Link to={PATHS.tip(blocker.tipId)}>Open the tip</Link>;
  return null;
}

/** SEPA payout of the range: the blockers first, then the download and what the file says. */
export function SepaExportPanel({ storeId, startDate, endDate, tips, nameOf, store }: Props) {
  const canEditStore = useCan(PERMISSIONS.storesWrite);
  const payees = useMemo(() => [...payableCents(tips)].filter(([, cents]) => cents > 0).map(([userId]) => userId), [tips]);
  const people = useFinancialDetailsOf(payees);
  const blockers = useMemo(() => sepaBlockers(tips, people.details, store, nameOf), [tips, people.details, store, nameOf]);
  const [exportSepa, exporting] = useExportSepaTipsMutation();
  const [summary, setSummary] = useState<SepaSummary | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const sending = useRef(false);

  const onExport = async () => {
    if (sending.current) return;
    sending.current = true;
    setFailure(null);
    try {
      const result = await exportSepa({ storeId, startDate, endDate }).unwrap();
      setSummary(result);
      notify.success(MESSAGES.finance.sepaDownloaded);
    } catch (error) {
      const message = getErrorMessage(error, MESSAGES.finance.exportSepa);
      setFailure(message);
      notify.error(message);
    } finally {
      sending.current = false;
    }
  };

  const ready = !people.isLoading && blockers.length === 0;
  return (
    <Card className="mb-3">
      <Card.Body>
        <h2 className="h5">SEPA payout</h2>
        <p className="text-body-secondary mb-2">
          Approved tips from {startDate} to {endDate} as one bank transfer per person: {sepaFileName(startDate, endDate)}
        </p>
        {people.isLoading && (
          <p role="status" className="mb-2">
            Checking bank details...
          </p>
        )}
        {people.isError && <Alert variant="danger">{MESSAGES.finance.fetchFinancialDetails}</Alert>}
        {!people.isLoading && blockers.length > 0 && (
          <Alert variant="warning">
            <h3 className="h6">Before exporting, fix:</h3>
            <ul className="mb-0" aria-label="Export blockers">
              {blockers.map((b) => (
                <li key={`${b.kind}-${b.message}`}>
                  {b.message} <BlockerLink blocker={b} canEditStore={canEditStore} />
                </li>
              ))}
            </ul>
          </Alert>
        )}
        {store === undefined && (
          <p className="small text-body-secondary">The store’s financial details are checked by the server when you export.</p>
        )}
        {failure && (
          <Alert variant="danger" role="alert">
            {failure}
          </Alert>
        )}
        <Button onClick={() => void onExport()} disabled={!ready || exporting.isLoading}>
          {exporting.isLoading && <Spinner size="sm" className="me-2" aria-hidden="true" />}
          Export SEPA file
        </Button>
        {summary && (
          <section aria-label="Exported file" className="mt-3">
            <h3 className="h6">In the file {summary.fileName}</h3>
            <dl className="row mb-2">
              <dt className="col-sm-3">Transfers</dt>
              <dd className="col-sm-9">{summary.numberOfTransactions}</dd>
              <dt className="col-sm-3">Control sum</dt>
              <dd className="col-sm-9">{formatMoney(summary.controlSum)}</dd>
              <dt className="col-sm-3">Paid by</dt>
              <dd className="col-sm-9">{summary.debtorName || '—'}</dd>
            </dl>
            <DataTable caption="Payees in the file" rows={summary.payees} columns={PAYEE_COLUMNS} rowKey={(p) => p.endToEndId} />
          </section>
        )}
      </Card.Body>
    </Card>
  );
}
