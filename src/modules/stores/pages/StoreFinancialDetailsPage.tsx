import { Trans, useLingui } from '@lingui/react/macro';
import type { StoreFinancialDetails } from '../types';
import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import { MESSAGES } from '@/config/messages';
import { useAppSelector } from '@/lib/storeHooks';
import { selectCurrentStore } from '@/session/currentStoreSlice';
import { useGetStoreFinancialDetailsQuery } from '../api';
import { FinancialDetailsForm } from '../components/FinancialDetailsForm';
import { StoreDetailsFrame } from '../components/StoreDetailsFrame';
import { useStorePicker } from '../components/StorePicker';

/**
 * Bank details are easy to save into the wrong store (issue #32): when the page edits another
 * store than the header's, it says so plainly, naming both, and offers the header's store. The
 * page keeps its own store (`?storeId=`, opened from the list), so a header switch never changes
 * the store a half-typed form saves into; the notice follows the header at once.
 */
function OtherStoreNotice({ storeId }: { storeId: string }) {
  const current = useAppSelector(selectCurrentStore);
  const picker = useStorePicker();
  if (!current || current.id === storeId) return null;
  const name = picker.choices.find((c) => c.id === storeId)?.name ?? storeId;
  const currentName = current.name;
  return (
    <Alert variant="warning" className="d-flex flex-wrap align-items-center gap-2">
      <span>
        <Trans>
          <strong>
            You are editing the financial details of {name}, not of {currentName}
          </strong>{' '}
          (the store chosen in the header).
        </Trans>
      </span>
      {picker.choices.some((c) => c.id === current.id) && (
        <Button size="sm" variant="outline-dark" onClick={() => picker.setStoreId(current.id)}>
          <Trans>Edit {currentName} instead</Trans>
        </Button>
      )}
    </Alert>
  );
}

/** `/store/financial-details` (stores.write): the SEPA debtor data of the chosen store. */
export function StoreFinancialDetailsPage() {
  const { t } = useLingui();
  return (
    <StoreDetailsFrame<StoreFinancialDetails>
      title={t`Store financial details`}
      fetchFailed={MESSAGES.fetchFinancialDetails}
      useDetails={useGetStoreFinancialDetailsQuery}
    >
      {(storeId, details) => (
        <>
          <OtherStoreNotice storeId={storeId} />
          <FinancialDetailsForm key={storeId} storeId={storeId} details={details} />
        </>
      )}
    </StoreDetailsFrame>
  );
}
