import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import { DataTable, type Column } from '@/components/DataTable';
import { MESSAGES } from '@/config/messages';
import { formatMoney } from '@/lib/format';
import { maskIban } from '../logic';
import { saveReceivedFile } from '../receivedFiles';
import type { SepaOutcome, SepaPayee } from '../types';

const PAYEE_COLUMNS: Column<SepaPayee>[] = [
  { key: 'name', header: 'Payee', cell: (p) => p.name },
  { key: 'iban', header: 'IBAN', cell: (p) => <span className="font-monospace">{maskIban(p.iban)}</span> },
  { key: 'amount', header: 'Amount', align: 'end', cell: (p) => formatMoney(p.amount) },
];

/** The file's own figures, read from its bytes (not from what was asked). */
function FileSummary({ outcome }: { outcome: SepaOutcome }) {
  const { summary } = outcome;
  if (!summary) return null;
  return (
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
  );
}

/**
 * What an export (or a download again) gave: a clear success for a file that passed the check,
 * else the reason and the bytes as received — never dropped, since the server has committed.
 */
export function SepaOutcomeView({ outcome }: { outcome: SepaOutcome }) {
  if (outcome.outcome === 'matched') {
    return (
      <>
        <Alert variant="success" className="mt-3 mb-0" role="status">
          <strong>Exported.</strong> {outcome.fileName} was saved: {outcome.summary?.numberOfTransactions} transfers,{' '}
          {formatMoney(outcome.summary?.controlSum ?? 0)} in total. The tips of this range are now marked exported.
        </Alert>
        <FileSummary outcome={outcome} />
      </>
    );
  }
  return (
    <>
      <Alert variant="danger" className="mt-3" role="alert">
        <p className="mb-2">{MESSAGES.finance.sepaNotChecked}</p>
        <p className="mb-2">{outcome.problem}</p>
        <Button variant="outline-danger" size="sm" onClick={() => saveReceivedFile(outcome.fileKey)}>
          Download the file as received
        </Button>
      </Alert>
      <FileSummary outcome={outcome} />
    </>
  );
}
