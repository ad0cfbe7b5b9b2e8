import { useRef, useState, type FormEvent } from 'react';
import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import Offcanvas from 'react-bootstrap/Offcanvas';
import { getErrorMessage, getFieldErrors } from '@/api/errors';
import { DecimalField } from '@/components/form/DecimalField';
import { describedBy, FormField } from '@/components/FormField';
import { MESSAGES } from '@/config/messages';
import { fieldErrorsOf } from '@/lib/schemaErrors';
import { notify } from '@/lib/notify';
import { useCreateShiftMutation, useDeleteShiftMutation, useUpdateShiftMutation } from '../api';
import type { Conflict } from '../logic';
import { ShiftInputSchema } from '../schema';
import { addDays, clockMinutes, dayOf, instantAt, timeOf } from '../time';
import type { Shift } from '../types';
import type { PlannerRow } from './WeekRow';

export interface PanelTarget {
  shift?: Shift;
  userId: string;
  day: string;
}

interface ShiftPanelProps {
  storeId: string;
  target: PanelTarget;
  rows: PlannerRow[];
  roles: string[];
  timeZone: string;
  conflicts: readonly Conflict[];
  canEdit: boolean;
  onClose: () => void;
}

/** Create, edit or delete one shift; times are the store's wall-clock times (an end before the start ends next day). */
export function ShiftPanel({ storeId, target, rows, roles, timeZone, conflicts, canEdit, onClose }: ShiftPanelProps) {
  const { shift } = target;
  const [userId, setUserId] = useState(shift?.userId ?? target.userId);
  const [role, setRole] = useState(shift?.role ?? roles[0] ?? '');
  const [day, setDay] = useState(shift ? dayOf(shift.start, timeZone) : target.day);
  const [start, setStart] = useState(shift ? timeOf(shift.start, timeZone) : '09:00');
  const [end, setEnd] = useState(shift ? timeOf(shift.end, timeZone) : '17:00');
  const [breakMinutes, setBreak] = useState<number | null>(shift?.breakMinutes ?? 30);
  const [notes, setNotes] = useState(shift?.notes ?? '');
  const [status, setStatus] = useState(shift?.status ?? 'draft');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [failure, setFailure] = useState<string>();
  const [confirmDelete, setConfirmDelete] = useState(false);
  const busy = useRef(false);
  const [create, created] = useCreateShiftMutation();
  const [update, updated] = useUpdateShiftMutation();
  const [remove, removed] = useDeleteShiftMutation();
  const saving = created.isLoading || updated.isLoading || removed.isLoading;

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (busy.current || !canEdit) return;
    const endDay = clockMinutes(end) <= clockMinutes(start) ? addDays(day, 1) : day;
    const body = {
      storeId,
      userId,
      role: role.trim(),
      start: instantAt(day, start, timeZone),
      end: instantAt(endDay, end, timeZone),
      breakMinutes: breakMinutes ?? 0,
      status: status,
      notes,
      ...(shift?.generationJobId ? { generationJobId: shift.generationJobId } : {}),
    };
    const found = fieldErrorsOf(ShiftInputSchema, body);
    setErrors(found);
    setFailure(undefined);
    if (Object.keys(found).length > 0) return;
    busy.current = true;
    const { storeId: _store, ...fields } = body;
    const result = shift ? await update({ storeId, shift: { ...fields, id: shift.id } }) : await create({ storeId, shift: fields });
    busy.current = false;
    if (result.error) {
      setErrors(getFieldErrors(result.error));
      setFailure(getErrorMessage(result.error, shift ? MESSAGES.shifts.update : MESSAGES.shifts.create));
      return;
    }
    notify(shift ? 'Shift saved' : 'Shift created', 'success');
    onClose();
  };

  const onDelete = async () => {
    if (!shift || busy.current) return;
    busy.current = true;
    const result = await remove({ storeId, id: shift.id });
    busy.current = false;
    if (result.error) {
      setFailure(getErrorMessage(result.error, MESSAGES.shifts.delete));
      return;
    }
    notify('Shift deleted', 'success');
    onClose();
  };

  const field = (id: string, label: string, value: string, set: (v: string) => void, type = 'text') => (
    <FormField id={`shift-${id}`} label={label} error={errors[id]}>
      <Form.Control type={type} value={value} disabled={!canEdit} isInvalid={Boolean(errors[id])} aria-describedby={describedBy(`shift-${id}`, errors[id])} onChange={(e) => set(e.target.value)} list={id === 'role' ? 'shift-roles' : undefined} />
    </FormField>
  );

  return (
    <Offcanvas show placement="end" onHide={onClose} aria-labelledby="shift-panel-title">
      <Offcanvas.Header closeButton closeLabel="Close">
        <Offcanvas.Title id="shift-panel-title">{shift ? 'Edit shift' : 'New shift'}</Offcanvas.Title>
      </Offcanvas.Header>
      <Offcanvas.Body>
        {conflicts.length > 0 && (
          <Alert variant="warning">
            <strong>Conflicts:</strong> {conflicts.map((c) => c.message).join('; ')}
          </Alert>
        )}
        {failure && <Alert variant="danger">{failure}</Alert>}
        <Form noValidate onSubmit={(e) => void onSubmit(e)}>
          <FormField id="shift-userId" label="Assignee" error={errors.userId}>
            <Form.Select value={userId} disabled={!canEdit} isInvalid={Boolean(errors.userId)} onChange={(e) => setUserId(e.target.value)}>
              {rows.map((r) => (
                <option key={r.userId || 'open'} value={r.userId}>{r.name}</option>
              ))}
            </Form.Select>
          </FormField>
          {field('role', 'Role', role, setRole)}
          <datalist id="shift-roles">{roles.map((r) => <option key={r} value={r} />)}</datalist>
          {field('day', 'Date', day, setDay, 'date')}
          <div className="d-flex gap-2">
            {field('start', 'Start', start, setStart, 'time')}
            {field('end', 'End', end, setEnd, 'time')}
          </div>
          <DecimalField id="shift-break" label="Break (minutes)" value={breakMinutes} onChange={setBreak} error={errors.breakMinutes} disabled={!canEdit} />
          <FormField id="shift-status" label="Status">
            <Form.Select value={status} disabled={!canEdit} onChange={(e) => setStatus(e.target.value === 'published' ? 'published' : 'draft')}>
              <option value="draft">Draft</option>
              <option value="published">Published</option>
            </Form.Select>
          </FormField>
          <FormField id="shift-notes" label="Notes" error={errors.notes}>
            <Form.Control as="textarea" rows={2} value={notes} disabled={!canEdit} onChange={(e) => setNotes(e.target.value)} />
          </FormField>
          {canEdit && (
            <div className="d-flex gap-2 flex-wrap">
              <Button type="submit" disabled={saving}>{shift ? 'Save shift' : 'Create shift'}</Button>
              {shift && !confirmDelete && <Button variant="outline-danger" onClick={() => setConfirmDelete(true)}>Delete</Button>}
              {shift && confirmDelete && <Button variant="danger" disabled={saving} onClick={() => void onDelete()}>Confirm delete</Button>}
            </div>
          )}
        </Form>
      </Offcanvas.Body>
    </Offcanvas>
  );
}
