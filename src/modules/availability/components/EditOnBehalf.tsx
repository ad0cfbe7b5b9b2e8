import { Trans, useLingui } from '@lingui/react/macro';
import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import { useReviewShiftNotesMutation } from '../api';
import type { AvailabilityInput } from '../types';
import { useAvailabilityForm } from '../useAvailabilityForm';
import { AvailabilityEditor } from './AvailabilityEditor';
import { VersionSummary } from './VersionSummary';
import { StaleNotice } from './StaleNotice';
import { approvedVersion, toInput } from '../logic';

export function EditOnBehalf({
  storeId,
  userId,
  name,
  initial,
  version,
  weekStartsOn,
}: {
  storeId: string;
  userId: string;
  name: string;
  initial: AvailabilityInput;
  /** The version of the person's notes as read (issue #41); none when there are none or the server sends none. */
  version: number | undefined;
  weekStartsOn: number;
}) {
  const { t } = useLingui();
  const [review, { isLoading }] = useReviewShiftNotesMutation();
  const { value, setValue, errors, failure, submit, stale, reloadTheirs, keepMine } = useAvailabilityForm(
    initial,
    (notes, base) => review({ userId, storeId, action: 'edit', notes, version: base }).unwrap(),
    t`Availability of ${name} saved`,
    'notes.',
    // An edit starts from the approved version, so theirs is theirs approved.
    { version, theirsOf: (current) => toInput(approvedVersion(current)) },
  );
  return (
    <Form noValidate onSubmit={submit} aria-label={t`Availability of ${name}`}>
      <AvailabilityEditor
        idPrefix="team"
        value={value}
        onChange={setValue}
        errors={errors}
        weekStartsOn={weekStartsOn}
        disabled={isLoading}
      />
      <section className="mt-3" aria-label={t`What saving approves for ${name}`}>
        <p className="mb-1 fw-semibold">
          <Trans>Saving approves this availability for {name} at once:</Trans>
        </p>
        <VersionSummary version={value} weekStartsOn={weekStartsOn} />
      </section>
      {failure && (
        <Alert variant="danger" className="mt-3">
          {failure}
        </Alert>
      )}
      {stale && <StaleNotice stale={stale} busy={isLoading} onReload={reloadTheirs} onKeep={keepMine} />}
      <Button type="submit" className="mt-3" disabled={isLoading}>
        {isLoading ? t`Saving…` : t`Save availability of ${name}`}
      </Button>
    </Form>
  );
}
