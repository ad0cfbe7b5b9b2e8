import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import Offcanvas from 'react-bootstrap/Offcanvas';
import { OffcanvasHeader } from '@/components/dialogHeaders';
import { EntityForm, FormActions } from '@/components/form/EntityForm';
import { DateInput, NumberInput, SelectInput, TextInput, TimeInput } from '@/components/form/fields';
import { SHIFT_MESSAGES } from '../messages';
import { useCreateShiftMutation, useDeleteShiftMutation, useUpdateShiftMutation } from '../api';
import type { Conflict } from '../conflicts';
import { newShiftValues, SHIFT_FORM_FIELDS, shiftFormErrors, toBody, toShiftFormValues, type ShiftFormValues } from '../shiftForm';
import { ShiftSchema } from '../schema';
import type { Shift } from '../types';
import { usePanelForm } from '../usePanelForm';
import type { PlannerRow } from './WeekRow';
import { DstChoices } from './DstChoices';
import { LawOverride, LawPreview } from './LawNotes';
import { roleLabel } from '@/modules/stores';

export interface PanelTarget {
  shift?: Shift;
  userId: string;
  day: string;
}

interface ShiftPanelProps {
  /** The store the panel is opened for (the planner's current store). */
  storeId: string;
  target: PanelTarget;
  rows: PlannerRow[];
  roles: string[];
  timeZone: string;
  conflicts: readonly Conflict[];
  canEdit: boolean;
  /** What a shift as edited would break of the working-time law (issue #44, law.ts). */
  lawCheck?: (edited: Pick<Shift, 'id' | 'userId' | 'start' | 'end' | 'breakMinutes'>) => string[];
  onClose: () => void;
}

/** Create, edit or delete one shift; times are the store's wall-clock times (an end before the start ends next day). */
export function ShiftPanel({ storeId, target, rows, roles, timeZone, conflicts, canEdit, lawCheck, onClose }: ShiftPanelProps) {
  const { t } = useLingui();
  const { shift } = target;
  // The fields' names, also for the comparison with a shift someone else saved meanwhile.
  const labels = {
    userId: t`Assignee`,
    role: t`Role`,
    day: t`Date`,
    start: t`Start`,
    end: t`End`,
    breakMinutes: t`Break (minutes)`,
    status: t`Status`,
    notes: t`Notes`,
  };
  const statusOptions = [
    { value: 'draft', label: t`Draft` },
    { value: 'published', label: t`Published` },
  ];
  const [confirmDelete, setConfirmDelete] = useState(false);
  const [create] = useCreateShiftMutation();
  const [update] = useUpdateShiftMutation();
  const [remove] = useDeleteShiftMutation();
  const entity = usePanelForm<ShiftFormValues>(
    {
      defaultValues: shift ? toShiftFormValues(shift, timeZone) : newShiftValues(target.userId, target.day, roles[0] ?? ''),
      draftKey: shift ? `shift-${shift.id}` : 'shift-new',
      validate: (values) => shiftFormErrors(values, storeId, timeZone),
      failureMessage: shift ? SHIFT_MESSAGES.update : SHIFT_MESSAGES.create,
      fields: SHIFT_FORM_FIELDS,
      // No lost update (issue #29): a shift someone else saved meanwhile is compared field by field.
      conflict: {
        version: shift?.version,
        read: (current) => {
          const parsed = ShiftSchema.safeParse(current);
          return parsed.success ? { values: toShiftFormValues(parsed.data, timeZone), version: parsed.data.version } : undefined;
        },
        labels,
        stale: SHIFT_MESSAGES.stale,
      },
      // `storeId` is the store the panel was opened for, whatever is current now.
      save: async (values, context) => {
        const body = { ...toBody(values, timeZone), ...(shift?.generationJobId ? { generationJobId: shift.generationJobId } : {}) };
        const version = context.version === undefined ? {} : { version: context.version };
        if (shift) await update({ storeId: context.storeId, shift: { ...body, ...version, id: shift.id } }).unwrap();
        else await create({ storeId: context.storeId, shift: body }).unwrap();
        onClose();
        return { message: shift ? t`Shift saved` : t`Shift created` };
      },
    },
    onClose,
  );
  const onDelete = entity.runAction(async () => {
    if (!shift || !entity.storeId) return;
    await remove({ storeId: entity.storeId, id: shift.id }).unwrap();
    onClose();
    return { message: t`Shift deleted` };
  }, SHIFT_MESSAGES.delete);
  const assignees = rows.map((r) => ({ value: r.userId, label: r.name }));
  const statuses = shift?.status === 'cancelled' ? [...statusOptions, { value: 'cancelled', label: t`Cancelled` }] : statusOptions;
  const title = shift ? t`Edit shift` : t`New shift`;

  return (
    <Offcanvas show placement="end" onHide={onClose} aria-labelledby="shift-panel-title">
      <OffcanvasHeader closeButton>
        <Offcanvas.Title id="shift-panel-title">{title}</Offcanvas.Title>
      </OffcanvasHeader>
      <Offcanvas.Body>
        {conflicts.length > 0 && (
          <Alert variant="warning">
            <strong>
              <Trans>Conflicts:</Trans>
            </strong>{' '}
            {conflicts.map((c) => c.message).join('; ')}
          </Alert>
        )}
        <LawOverride shift={shift} />
        <EntityForm entity={entity} label={title} idPrefix="shift" readOnly={!canEdit}>
          {canEdit && lawCheck && <LawPreview shift={shift} storeId={storeId} timeZone={timeZone} check={lawCheck} />}
          <SelectInput name="userId" label={labels.userId} options={assignees} />
          <TextInput name="role" label={labels.role} list="shift-roles" />
          <datalist id="shift-roles">
            {roles.map((r) => (
              <option key={r} value={r} label={roleLabel(r)} />
            ))}
          </datalist>
          <DateInput name="day" label={labels.day} />
          <div className="row">
            <TimeInput name="start" label={labels.start} col={6} />
            <TimeInput name="end" label={labels.end} col={6} />
          </div>
          <DstChoices timeZone={timeZone} />
          <NumberInput name="breakMinutes" label={labels.breakMinutes} />
          <SelectInput name="status" label={labels.status} options={statuses} />
          <TextInput name="notes" label={labels.notes} rows={2} />
          {canEdit && (
            <FormActions
              busy={entity.busy}
              submitLabel={shift ? t`Save shift` : t`Create shift`}
              extra={
                shift &&
                (confirmDelete ? (
                  <Button variant="danger" disabled={entity.busy} onClick={onDelete}>
                    <Trans>Confirm delete</Trans>
                  </Button>
                ) : (
                  <Button variant="outline-danger" onClick={() => setConfirmDelete(true)}>
                    <Trans>Delete</Trans>
                  </Button>
                ))
              }
            />
          )}
        </EntityForm>
      </Offcanvas.Body>
    </Offcanvas>
  );
}
