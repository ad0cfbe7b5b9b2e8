import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { useEffect, useRef, useState } from 'react';
import Button from 'react-bootstrap/Button';
import Modal from 'react-bootstrap/Modal';
import { ModalHeader } from '@/components/dialogHeaders';
import Spinner from 'react-bootstrap/Spinner';
import { EntityForm } from '@/components/form/EntityForm';
import { CheckInput, DateInput } from '@/components/form/fields';
import { SHIFT_MESSAGES } from '../messages';
import { formatNumber } from '@/lib/format';
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
  const { t } = useLingui();
  const [generate] = useGenerateShiftsMutation();
  // The started job is handed on once the form is clean again (reset to the sent values), so the
  // planner's move to that week never meets the unsaved-changes prompt (issue #30).
  const [started, setStarted] = useState<{ jobId: string; startDate: string; endDate: string } | null>(null);
  const entity = usePanelForm<GenerationValues>(
    {
      defaultValues: { startDate: defaultStart, endDate: defaultEnd, replaceDrafts: true },
      draftKey: 'generate-shifts',
      schema: GenerateShiftsInputSchema,
      failureMessage: SHIFT_MESSAGES.generate,
      save: async (input, { storeId }) => {
        const { jobId } = await generate({ storeId, input }).unwrap();
        setStarted({ jobId, startDate: input.startDate, endDate: input.endDate });
        return { values: { startDate: input.startDate, endDate: input.endDate, replaceDrafts: input.replaceDrafts ?? false } };
      },
    },
    onClose,
  );
  const { rules } = settings;
  const windows = settings.staffingRequirements.length;
  const maxHours = formatNumber(rules.maxHoursPerWeek);
  const minRest = formatNumber(rules.minRestHours);
  const maxDays = rules.maxConsecutiveDays;
  const dirty = entity.form.formState.isDirty;
  const handed = useRef(false);
  useEffect(() => {
    if (!started || dirty || handed.current) return;
    handed.current = true;
    onStarted(started.jobId, started.startDate, started.endDate);
  }, [started, dirty, onStarted]);

  return (
    <Modal show onHide={onClose} aria-labelledby="generate-title">
      <ModalHeader closeButton>
        <Modal.Title id="generate-title">
          <Trans>Generate shifts</Trans>
        </Modal.Title>
      </ModalHeader>
      <Modal.Body>
        <EntityForm entity={entity} label={t`Generate shifts`} idPrefix="generate">
          <div className="row">
            <DateInput name="startDate" label={t`From`} col={6} />
            <DateInput name="endDate" label={t`To`} col={6} />
          </div>
          <CheckInput name="replaceDrafts" label={t`Replace existing drafts in this range`} />
          <p className="mb-1 fw-semibold">
            <Trans>The generator reads</Trans>
          </p>
          <ul className="small">
            <li>
              <Plural
                value={windows}
                one="# staffing requirement window of the store"
                other="# staffing requirement windows of the store"
              />
            </li>
            <li>
              <Plural
                value={staffCount}
                one="The approved availability and time off of # staff member"
                other="The approved availability and time off of # staff members"
              />
            </li>
            <li>
              <Trans>
                Rules: at most {maxHours} h a week, at least {minRest} h rest, at most {maxDays} days in a row
              </Trans>
            </li>
          </ul>
          <div className="d-flex justify-content-end gap-2">
            <Button variant="secondary" onClick={onClose}>
              <Trans>Cancel</Trans>
            </Button>
            <Button type="submit" disabled={entity.busy}>
              {entity.busy && <Spinner size="sm" className="me-2" aria-hidden="true" />}
              <Trans>Start generation</Trans>
            </Button>
          </div>
        </EntityForm>
      </Modal.Body>
    </Modal>
  );
}
