import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import { DataTable, type Column } from '@/components/DataTable';
import { FINANCE_MESSAGES } from '../messages';
import { formatMoney } from '@/lib/format';
import { maskIban } from '../logic';
import { saveReceivedFile } from '../receivedFiles';
import type { SepaOutcome, SepaPayee } from '../types';

const PAYEE_COLUMNS: (Omit<Column<SepaPayee>, 'header'> & { header: MessageDescriptor })[] = [
  { key: 'name', header: msg`Payee`, cell: (p) => p.name },
  { key: 'iban', header: msg`IBAN`, cell: (p) => <span className="font-monospace">{maskIban(p.iban)}</span> },
  { key: 'amount', header: msg`Amount`, align: 'end', cell: (p) => formatMoney(p.amount) },
];

/** The file's own figures, read from its bytes (not from what was asked). */
function FileSummary({ outcome }: { outcome: SepaOutcome }) {
  const { t, i18n } = useLingui();
  const { summary } = outcome;
  if (!summary) return null;
  const { fileName } = summary;
  const columns = PAYEE_COLUMNS.map((c) => ({ ...c, header: i18n._(c.header) }));
  return (
    <section aria-label={t`Exported file`} className="mt-3">
      <h3 className="h6">
        <Trans>In the file {fileName}</Trans>
      </h3>
      <dl className="row mb-2">
        <dt className="col-sm-3">
          <Trans>Transfers</Trans>
        </dt>
        <dd className="col-sm-9">{summary.numberOfTransactions}</dd>
        <dt className="col-sm-3">
          <Trans>Control sum</Trans>
        </dt>
        <dd className="col-sm-9">{formatMoney(summary.controlSum)}</dd>
        <dt className="col-sm-3">
          <Trans>Paid by</Trans>
        </dt>
        <dd className="col-sm-9">{summary.debtorName || '—'}</dd>
      </dl>
      <DataTable caption={t`Payees in the file`} rows={summary.payees} columns={columns} rowKey={(p) => p.endToEndId} />
    </section>
  );
}

/**
 * What an export (or a download again) gave: a clear success for a file that passed the check,
 * else the reason and the bytes as received — never dropped, since the server has committed.
 */
export function SepaOutcomeView({ outcome }: { outcome: SepaOutcome }) {
  if (outcome.outcome === 'matched') {
    const { fileName } = outcome;
    const transfers = outcome.summary?.numberOfTransactions;
    const total = formatMoney(outcome.summary?.controlSum ?? 0);
    return (
      <>
        <Alert variant="success" className="mt-3 mb-0" role="status">
          <Trans>
            <strong>Exported.</strong> {fileName} was saved: {transfers} transfers, {total} in total. The tips of this range are now marked
            exported.
          </Trans>
        </Alert>
        <FileSummary outcome={outcome} />
      </>
    );
  }
  return (
    <>
      <Alert variant="danger" className="mt-3" role="alert">
        <p className="mb-2">{FINANCE_MESSAGES.sepaNotChecked}</p>
        <p className="mb-2">{outcome.problem}</p>
        <Button variant="outline-danger" size="sm" onClick={() => saveReceivedFile(outcome.fileKey)}>
          <Trans>Download the file as received</Trans>
        </Button>
      </Alert>
      <FileSummary outcome={outcome} />
    </>
  );
}
