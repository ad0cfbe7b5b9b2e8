import { Trans, useLingui } from '@lingui/react/macro';
import { useEffect, useRef, useState } from 'react';
import Button from 'react-bootstrap/Button';
import { getErrorMessage, requestError } from '@/api/errors';
import { DataTable, type Column } from '@/components/DataTable';
import { QueryState } from '@/components/QueryState';
import { FINANCE_MESSAGES } from '../messages';
import { formatDate, formatDateTime, formatMoney } from '@/lib/format';
import { notify } from '@/lib/notify';
import { useGetSepaExportFileMutation, useGetSepaExportsQuery } from '../api';
import { forgetReceivedFile } from '../receivedFiles';
import { toCents } from '../schema';
import type { SepaExport, SepaOutcome } from '../types';
import { SepaOutcomeView } from './SepaOutcomeView';

/** A server without the history call (a contract addition) answers 404 or 501. */
const historyMissing = (error: unknown): boolean =>
  typeof error === 'object' && error !== null && 'status' in error && (error.status === 404 || error.status === 501);

/**
 * The store's SEPA exports (issue 31): range, time, who, transfers, total, and the same file again.
 * Against a server without the history it says so once, quietly; exporting works without it.
 */
export function SepaHistory({ storeId }: { storeId: string }) {
  const { t } = useLingui();
  const query = useGetSepaExportsQuery(storeId);
  const [getFile] = useGetSepaExportFileMutation();
  const [again, setAgain] = useState<SepaOutcome | null>(null);
  const [busyId, setBusyId] = useState<string | null>(null);
  const busy = useRef(false);
  useEffect(
    () => () => {
      if (again) forgetReceivedFile(again.fileKey);
    },
    [again],
  );

  const downloadAgain = async (row: SepaExport) => {
    if (busy.current) return;
    busy.current = true;
    setBusyId(row.id);
    try {
      const expected =
        row.transfers !== undefined && row.total !== undefined ? { transfers: row.transfers, totalCents: toCents(row.total) } : undefined;
      const outcome = await getFile({
        storeId,
        exportId: row.id,
        // eslint-disable-next-line lingui/no-unlocalized-strings -- the bank file's name pattern
        fileName: row.fileName || `Sepa_Tips_${row.startDate}_${row.endDate}.xml`,
        expected,
      }).unwrap();
      setAgain(outcome);
      if (outcome.outcome === 'matched') notify.success(FINANCE_MESSAGES.sepaDownloaded);
      else notify.error(FINANCE_MESSAGES.sepaNotChecked);
    } catch (error) {
      notify.error(getErrorMessage(requestError(error), FINANCE_MESSAGES.exportSepa));
    } finally {
      busy.current = false;
      setBusyId(null);
    }
  };

  const againLabel = (e: SepaExport) => {
    const [startDate, endDate, createdAt] = [formatDate(e.startDate), formatDate(e.endDate), formatDateTime(e.createdAt)];
    return t`Download again: ${startDate} to ${endDate}, ${createdAt}`;
  };
  const columns: Column<SepaExport>[] = [
    { key: 'range', header: t`Range`, cell: (e) => `${formatDate(e.startDate)} – ${formatDate(e.endDate)}` },
    { key: 'createdAt', header: t`Exported`, cell: (e) => (e.createdAt ? formatDateTime(e.createdAt) : '—') },
    { key: 'by', header: t`By`, cell: (e) => e.createdByName || '—' },
    { key: 'transfers', header: t`Transfers`, align: 'end', cell: (e) => e.transfers ?? '—' },
    { key: 'total', header: t`Total`, align: 'end', cell: (e) => (e.total === undefined ? '—' : formatMoney(e.total)) },
    {
      key: 'file',
      header: t`File`,
      cell: (e) => (
        <Button
          size="sm"
          variant="outline-primary"
          disabled={busyId !== null}
          onClick={() => void downloadAgain(e)}
          aria-label={againLabel(e)}
        >
          <Trans>Download again</Trans>
        </Button>
      ),
    },
  ];

  if (historyMissing(query.error)) {
    return <p className="small text-body-secondary mt-3 mb-0">{FINANCE_MESSAGES.sepaHistoryUnavailable}</p>;
  }
  return (
    <section aria-labelledby="sepa-history-title" className="mt-4">
      <h3 className="h6" id="sepa-history-title">
        <Trans>Export history</Trans>
      </h3>
      <QueryState
        query={query}
        errorMessage={FINANCE_MESSAGES.fetchSepaHistory}
        isEmpty={(query.data ?? []).length === 0}
        empty={t`No SEPA exports yet.`}
        rows={3}
      >
        <DataTable caption={t`SEPA exports`} rows={query.data ?? []} columns={columns} rowKey={(e) => e.id} />
      </QueryState>
      {again && again.outcome !== 'matched' && <SepaOutcomeView outcome={again} />}
    </section>
  );
}
