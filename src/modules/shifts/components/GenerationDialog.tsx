import { useRef, useState, type FormEvent } from 'react';
import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import Modal from 'react-bootstrap/Modal';
import { getErrorMessage } from '@/api/errors';
import { describedBy, FormField } from '@/components/FormField';
import { MESSAGES } from '@/config/messages';
import { fieldErrorsOf } from '@/lib/schemaErrors';
import { useGenerateShiftsMutation } from '../api';
import { GenerateShiftsInputSchema } from '../schema';
import type { ShiftSettings } from '../settings';

interface GenerationDialogProps {
  storeId: string;
  defaultStart: string;
  defaultEnd: string;
  settings: ShiftSettings;
  staffCount: number;
  onStarted: (jobId: string, startDate: string, endDate: string) => void;
  onClose: () => void;
}

/** Spec 4.4: the range (required, start ≤ end), whether drafts are replaced, what the generator reads; then start. */
export function GenerationDialog({ storeId, defaultStart, defaultEnd, settings, staffCount, onStarted, onClose }: GenerationDialogProps) {
  const [startDate, setStart] = useState(defaultStart);
  const [endDate, setEnd] = useState(defaultEnd);
  const [replaceDrafts, setReplace] = useState(true);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [failure, setFailure] = useState<string>();
  const busy = useRef(false);
  const [generate, { isLoading }] = useGenerateShiftsMutation();
  const { rules } = settings;

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (busy.current) return;
    const input = { startDate, endDate, replaceDrafts };
    const found = fieldErrorsOf(GenerateShiftsInputSchema, input);
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    busy.current = true;
    setFailure(undefined);
    const result = await generate({ storeId, input });
    busy.current = false;
    if (result.error) {
      setFailure(getErrorMessage(result.error, MESSAGES.shifts.generate));
      return;
    }
    onStarted(result.data.jobId, startDate, endDate);
  };

  return (
    <Modal show onHide={onClose} aria-labelledby="generate-title">
      <Form noValidate onSubmit={(e) => void onSubmit(e)}>
        <Modal.Header closeButton closeLabel="Close">
          <Modal.Title id="generate-title">Generate shifts</Modal.Title>
        </Modal.Header>
        <Modal.Body>
          {failure && <Alert variant="danger">{failure}</Alert>}
          <div className="d-flex gap-2">
            <FormField id="generate-start" label="From" error={errors.startDate}>
              <Form.Control type="date" value={startDate} required isInvalid={Boolean(errors.startDate)} aria-describedby={describedBy('generate-start', errors.startDate)} onChange={(e) => setStart(e.target.value)} />
            </FormField>
            <FormField id="generate-end" label="To" error={errors.endDate}>
              <Form.Control type="date" value={endDate} required isInvalid={Boolean(errors.endDate)} aria-describedby={describedBy('generate-end', errors.endDate)} onChange={(e) => setEnd(e.target.value)} />
            </FormField>
          </div>
          <Form.Check id="generate-replace" type="checkbox" label="Replace existing drafts in this range" checked={replaceDrafts} onChange={(e) => setReplace(e.target.checked)} className="mb-3" />
          <p className="mb-1 fw-semibold">The generator reads</p>
          <ul className="small mb-0">
            <li>{settings.staffingRequirements.length} staffing requirement windows of the store</li>
            <li>The approved availability and time off of {staffCount} staff members</li>
            <li>
              Rules: at most {rules.maxHoursPerWeek} h a week, at least {rules.minRestHours} h rest, at most {rules.maxConsecutiveDays} days in a row
            </li>
          </ul>
        </Modal.Body>
        <Modal.Footer>
          <Button variant="secondary" onClick={onClose}>Cancel</Button>
          <Button type="submit" disabled={isLoading}>Start generation</Button>
        </Modal.Footer>
      </Form>
    </Modal>
  );
}
