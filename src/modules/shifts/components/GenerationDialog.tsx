import { useEffect, useRef, useState } from 'react';
import Button from 'react-bootstrap/Button';
import Modal from 'react-bootstrap/Modal';
import Spinner from 'react-bootstrap/Spinner';
import { EntityForm } from '@/components/form/EntityForm';
import { CheckInput, DateInput } from '@/components/form/fields';
import { MESSAGES } from '@/config/messages';
import { useGenerateShiftsMutation } from '../api';
import { GenerateShiftsInputSchema } from '../schema';
import type { ShiftSettings } from '../settings';
import { usePanelForm } from '../usePanelForm';

interface GenerationValues {
  startDate: string;
  endDate: string;
  replaceDrafts: boolean;
}

interface GenerationDialogProps {
  defaultStart: string;
  defaultEnd: string;
  settings: ShiftSettings;
  staffCount: number;
  onStarted: (jobId: string, startDate: string, endDate: string) => void;
  onClose: () => void;
}

/**
 * docs/rules/people.md#shift-generation: the range (required, start ≤ end), whether drafts are replaced, what the generator
 * reads; then start, for the store the dialog was opened for.
 */
export function GenerationDialog({ defaultStart, defaultEnd, settings, staffCount, onStarted, onClose }: GenerationDialogProps) {
  const [generate] = useGenerateShiftsMutation();
  // The started job is handed on once the form is clean again (reset to the sent values), so the
  // planner's move to that week never meets the unsaved-changes prompt (issue #30).
  const [started, setStarted] = useState<{ jobId: string; startDate: string; endDate: string } | null>(null);
  const entity = usePanelForm<GenerationValues>(
    {
      defaultValues: { startDate: defaultStart, endDate: defaultEnd, replaceDrafts: true },
      draftKey: 'generate-shifts',
      schema: GenerateShiftsInputSchema,
      failureMessage: MESSAGES.shifts.generate,
      save: async (input, { storeId }) => {
        const { jobId } = await generate({ storeId, input }).unwrap();
        setStarted({ jobId, startDate: input.startDate, endDate: input.endDate });
        return { values: { startDate: input.startDate, endDate: input.endDate, replaceDrafts: input.replaceDrafts ?? false } };
      },
    },
    onClose,
  );
  const { rules } = settings;
  const dirty = entity.form.formState.isDirty;
  const handed = useRef(false);
  useEffect(() => {
    if (!started || dirty || handed.current) return;
    handed.current = true;
    onStarted(started.jobId, started.startDate, started.endDate);
  }, [started, dirty, onStarted]);

  return (
    <Modal show onHide={onClose} aria-labelledby="generate-title">
      <Modal.Header closeButton closeLabel="Close">
        <Modal.Title id="generate-title">Generate shifts</Modal.Title>
      </Modal.Header>
      <Modal.Body>
        <EntityForm entity={entity} label="Generate shifts" idPrefix="generate">
          <div className="row">
            <DateInput name="startDate" label="From" col={6} />
            <DateInput name="endDate" label="To" col={6} />
          </div>
          <CheckInput name="replaceDrafts" label="Replace existing drafts in this range" />
          <p className="mb-1 fw-semibold">The generator reads</p>
          <ul className="small">
            <li>{settings.staffingRequirements.length} staffing requirement windows of the store</li>
            <li>The approved availability and time off of {staffCount} staff members</li>
            <li>
              Rules: at most {rules.maxHoursPerWeek} h a week, at least {rules.minRestHours} h rest, at most {rules.maxConsecutiveDays} days
              in a row
            </li>
          </ul>
          <div className="d-flex justify-content-end gap-2">
            <Button variant="secondary" onClick={onClose}>
              Cancel
            </Button>
            <Button type="submit" disabled={entity.busy}>
              {entity.busy && <Spinner size="sm" className="me-2" aria-hidden="true" />}
              Start generation
            </Button>
          </div>
        </EntityForm>
      </Modal.Body>
    </Modal>
  );
}
