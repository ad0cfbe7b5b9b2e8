import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useEffect, useMemo, useRef, useState } from 'react';
import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import Card from 'react-bootstrap/Card';
import Spinner from 'react-bootstrap/Spinner';
import { Link } from 'react-router-dom';
import { getErrorMessage, requestError } from '@/api/errors';
import { MESSAGES } from '@/config/messages';
import { FINANCE_MESSAGES } from '../messages';
import { PATHS } from '../paths';
import { STORE_PATHS } from '@/modules/stores';
import { formatDate, formatMoney } from '@/lib/format';
import { ConfirmDialog } from '@/components/ConfirmDialog';
import { notify } from '@/lib/notify';
import { useCan } from '@/session/useCan';
import { selectUserInfo } from '@/session/authSlice';
import { useAppSelector } from '@/lib/storeHooks';
import { useExportSepaTipsMutation } from '../api';
import { sepaFileName } from '../logic';
import { forgetReceivedFile } from '../receivedFiles';
import { expectedTransfer, payableCents, sepaBlockers, type SepaBlocker } from '../sepaChecks';
import type { SepaOutcome, Tip } from '../types';
import { useFinancialDetailsOf } from '../useFinancialDetailsOf';
import { debtorForChecks, type StoreDebtorState } from '../useStoreDebtor';
import { SepaHistory } from './SepaHistory';
import { SepaOutcomeView } from './SepaOutcomeView';

interface Props {
  storeId: string;
  startDate: string;
  endDate: string;
  tips: readonly Tip[];
  nameOf: (userId: string) => string;
  /** The store's financial details as the panel may read them. */
  store: StoreDebtorState;
}

function BlockerLink({ blocker, canEditStore }: { blocker: SepaBlocker; canEditStore: boolean }) {
  if (blocker.kind === 'person') {
    return (
      <Link to={`${PATHS.userFinancialDetails}?userId=${encodeURIComponent(blocker.userId)}`}>
        {blocker.fix ? <Trans>Fix bank details</Trans> : <Trans>Add bank details</Trans>}
      </Link>
    );
  }
  if (blocker.kind === 'store') {
    return canEditStore ? (
      <Link to={STORE_PATHS.storeFinancialDetails}>
        <Trans>Fix store financial details</Trans>
      </Link>
    ) : (
      <span>
        <Trans>Ask an owner to fix the store’s financial details.</Trans>
      </span>
    );
  }
  if (blocker.kind === 'amount' && blocker.tipId)
    return (
      <Link to={PATHS.tip(blocker.tipId)}>
        <Trans>Open the tip</Trans>
      </Link>
    );
  return null;
}

function StoreDetailsNote({ store }: { store: StoreDebtorState }) {
  if (store.state === 'hidden')
    return (
      <p className="small text-body-secondary">
        <Trans>The store’s financial details are checked by the server when you export.</Trans>
      </p>
    );
  if (store.state !== 'unreadable') return null;
  return (
    <Alert variant="danger" className="d-flex flex-wrap align-items-center gap-2">
      <span>
        {FINANCE_MESSAGES.storeDetailsUnreadable} <Trans>The server checks them when you export.</Trans>
      </span>
      <Button size="sm" variant="outline-danger" onClick={store.retry}>
        <Trans>Retry</Trans>
      </Button>
    </Alert>
  );
}

/**
 * SEPA payout of the range: the blockers first, then the export and what the file says, then the
 * history. The export is safe to repeat (the server answers the same file for a range it already
 * exported), so a failed one offers exporting again; success is claimed only for a file whose
 * transfers, NbOfTxs and CtrlSum match the approved tips on screen (`receivedFiles.ts`).
 */
export function SepaExportPanel({ storeId, startDate, endDate, tips, nameOf, store }: Props) {
  const { t } = useLingui();
  const canEditStore = useCan('stores.write');
  const payees = useMemo(() => [...payableCents(tips)].filter(([, cents]) => cents > 0).map(([userId]) => userId), [tips]);
  const people = useFinancialDetailsOf(payees);
  const debtor = debtorForChecks(store);
  const me = useAppSelector(selectUserInfo)?.userId;
  const blockers = useMemo(() => sepaBlockers(tips, people.details, debtor, nameOf, me), [tips, people.details, debtor, nameOf, me]);
  const faults = blockers.filter((b) => b.kind !== 'nothing');
  const nothing = blockers.some((b) => b.kind === 'nothing');
  const [exportSepa, exporting] = useExportSepaTipsMutation();
  const [outcome, setOutcome] = useState<SepaOutcome | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const sending = useRef(false);
  useEffect(
    () => () => {
      if (outcome) forgetReceivedFile(outcome.fileKey);
    },
    [outcome],
  );

  // The count and sum are confirmed before the first export of the range (issue #43): the file
  // goes to the bank. Exporting again after a failure sends the same range, already confirmed.
  const [confirming, setConfirming] = useState(false);
  const expected = expectedTransfer(tips);

  const onExport = async () => {
    setConfirming(false);
    if (sending.current) return;
    sending.current = true;
    setFailure(null);
    try {
      const result = await exportSepa({ storeId, startDate, endDate, expected }).unwrap();
      setOutcome(result);
      if (result.outcome === 'matched') notify.success(FINANCE_MESSAGES.sepaDownloaded);
      else notify.error(FINANCE_MESSAGES.sepaNotChecked);
    } catch (error) {
      const message = getErrorMessage(requestError(error), FINANCE_MESSAGES.exportSepa);
      setFailure(message);
      notify.error(message);
    } finally {
      sending.current = false;
    }
  };

  const fileName = sepaFileName(startDate, endDate);
  const [firstDay, lastDay] = [formatDate(startDate), formatDate(endDate)];
  const total = formatMoney(expected.totalCents / 100);
  const transfers = expected.transfers;
  const checking = people.isLoading || store.state === 'loading';
  const ready = !checking && blockers.length === 0;
  return (
    <Card className="mb-3">
      <Card.Body>
        <h2 className="h5">
          <Trans>SEPA payout</Trans>
        </h2>
        <p className="text-body-secondary mb-2">
          <Trans>
            Approved tips from {firstDay} to {lastDay} as one bank transfer per person: {fileName}
          </Trans>
        </p>
        {checking && (
          <p role="status" className="mb-2">
            <Trans>Checking bank details...</Trans>
          </p>
        )}
        {people.isError && <Alert variant="danger">{MESSAGES.fetchFinancialDetails}</Alert>}
        <StoreDetailsNote store={store} />
        {!checking && faults.length > 0 && (
          <Alert variant="warning">
            <h3 className="h6">
              <Trans>Before exporting, fix:</Trans>
            </h3>
            <ul className="mb-0" aria-label={t`Export blockers`}>
              {faults.map((b) => (
                <li key={`${b.kind}-${b.message}`}>
                  {b.message} <BlockerLink blocker={b} canEditStore={canEditStore} />
                </li>
              ))}
            </ul>
          </Alert>
        )}
        {nothing && !outcome && (
          <p className="text-body-secondary">
            <Trans>No approved tips to pay out in this range.</Trans>
          </p>
        )}
        {failure && (
          <Alert variant="danger" role="alert">
            <Trans>{failure} Exporting again is safe: if the server already made the file, it answers the same file.</Trans>
          </Alert>
        )}
        {!(outcome && nothing) && (
          <Button onClick={() => (failure ? void onExport() : setConfirming(true))} disabled={!ready || exporting.isLoading}>
            {exporting.isLoading && <Spinner size="sm" className="me-2" aria-hidden="true" />}
            {failure ? <Trans>Export again</Trans> : <Trans>Export SEPA file</Trans>}
          </Button>
        )}
        <ConfirmDialog
          show={confirming}
          title={t`Export the SEPA file?`}
          body={
            <p className="mb-0">
              {plural(transfers, {
                one: `# transfer totalling ${total}, approved tips from ${firstDay} to ${lastDay}.`,
                other: `# transfers totalling ${total}, approved tips from ${firstDay} to ${lastDay}.`,
              })}{' '}
              <Trans>The bank pays what the file says: check the count and the sum.</Trans>
            </p>
          }
          confirmLabel={t`Export`}
          variant="primary"
          onConfirm={() => void onExport()}
          onCancel={() => setConfirming(false)}
        />
        {outcome && <SepaOutcomeView outcome={outcome} />}
        <SepaHistory storeId={storeId} />
      </Card.Body>
    </Card>
  );
}
