import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import { useReviewShiftNotesMutation } from '../api';
import { approvedVersion } from '../logic';
import type { AvailabilityInput, ShiftNotes } from '../types';
import { useAvailabilityForm } from '../useAvailabilityForm';
import { AvailabilityEditor } from './AvailabilityEditor';
import { VersionSummary } from './VersionSummary';

/**
 * Issue #30: editing on someone's behalf starts from their APPROVED version, never from a pending
 * or declined request (saving the declined one would approve exactly what was just declined).
 */
export function startingPoint(notes: ShiftNotes | undefined): string {
  const approved = approvedVersion(notes);
  const base = approved ? 'Starting from their approved availability.' : 'They have no approved availability yet: starting empty.';
  if (notes?.status === 'declined') return `${base} Their declined request is not loaded.`;
  if (notes?.status === 'pending')
    return `${base} Their pending change is not loaded (review it under Pending changes); saving here replaces it.`;
  return base;
}

export function EditOnBehalf({
  storeId,
  userId,
  name,
  initial,
  weekStartsOn,
}: {
  storeId: string;
  userId: string;
  name: string;
  initial: AvailabilityInput;
  weekStartsOn: number;
}) {
  const [review, { isLoading }] = useReviewShiftNotesMutation();
  const { value, setValue, errors, failure, submit } = useAvailabilityForm(
    initial,
    (notes) => review({ userId, storeId, action: 'edit', notes }).unwrap(),
    `Availability of ${name} saved`,
    'notes.',
  );
  return (
    <Form noValidate onSubmit={submit} aria-label={`Availability of ${name}`}>
      <AvailabilityEditor
        idPrefix="team"
        value={value}
        onChange={setValue}
        errors={errors}
        weekStartsOn={weekStartsOn}
        disabled={isLoading}
      />
      <section className="mt-3" aria-label={`What saving approves for ${name}`}>
        <p className="mb-1 fw-semibold">Saving approves this availability for {name} at once:</p>
        <VersionSummary version={value} weekStartsOn={weekStartsOn} />
      </section>
      {failure && (
        <Alert variant="danger" className="mt-3">
          {failure}
        </Alert>
      )}
      <Button type="submit" className="mt-3" disabled={isLoading}>
        {isLoading ? 'Saving…' : `Save availability of ${name}`}
      </Button>
    </Form>
  );
}
