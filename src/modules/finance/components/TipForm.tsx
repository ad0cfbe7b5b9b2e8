import { useEffect, useMemo, useRef, useState } from 'react';
import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import Card from 'react-bootstrap/Card';
import Col from 'react-bootstrap/Col';
import Form from 'react-bootstrap/Form';
import Row from 'react-bootstrap/Row';
import Spinner from 'react-bootstrap/Spinner';
import { useNavigate } from 'react-router-dom';
import { getErrorMessage, getFieldErrors } from '@/api/errors';
import { describedBy, FormField } from '@/components/FormField';
import { DecimalField } from '@/components/form/DecimalField';
import { MESSAGES } from '@/config/messages';
import { PATHS } from '@/config/paths';
import { notify } from '@/lib/notify';
import { fieldErrorsOf } from '@/lib/schemaErrors';
import { useUnsavedChangesGuard } from '@/lib/useUnsavedChangesGuard';
import type { StaffMember } from '@/modules/staff/types';
import { useSaveTipMutation } from '../api';
import { isoDay, METHOD_LABELS, previewShares, roleWeight, SOURCE_LABELS, type ShareRow } from '../logic';
import { DISTRIBUTION_METHODS, MONEY_LIMITS, TIP_SOURCES, TipInputSchema } from '../schema';
import type { DistributionMethod, Tip, TipInput, TipSource } from '../types';
import { useDayHours } from '../useDayHours';
import { ShareTable } from './ShareTable';

interface Props {
  storeId: string;
  staff: readonly StaffMember[];
  tip?: Tip;
}

function initialRows(staff: readonly StaffMember[], tip: Tip | undefined): ShareRow[] {
  const shares = new Map((tip?.distributions ?? []).map((d) => [d.userId, d]));
  const people = staff.filter((s) => s.active || shares.has(s.userId));
  return people.map((s) => {
    const d = shares.get(s.userId);
    return {
      userId: s.userId,
      included: tip ? Boolean(d) : true,
      hours: d?.hours ?? null,
      weight: d?.weight ?? roleWeight(s.roles),
      amount: d?.amount ?? null,
    };
  });
}

/** The tip form: date, source, amount, note, how to share it and the preview in cents. */
export function TipForm({ storeId, staff, tip }: Props) {
  const navigate = useNavigate();
  const exported = tip?.status === 'exported';
  const [date, setDate] = useState(tip?.date ?? isoDay(new Date()));
  const [source, setSource] = useState<TipSource | ''>(tip?.source ?? '');
  const [amount, setAmount] = useState<number | null>(tip ? tip.amount : null);
  const [note, setNote] = useState(tip?.note ?? '');
  const [method, setMethod] = useState<DistributionMethod>(tip?.distributionMethod ?? 'hours');
  const [rows, setRows] = useState<ShareRow[]>(() => initialRows(staff, tip));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [serverError, setServerError] = useState<string | null>(null);
  const [dirty, setDirty] = useState(false);
  const [leaveTo, setLeaveTo] = useState<string | null>(null);
  const sending = useRef(false);
  const [saveTip, saving] = useSaveTipMutation();
  const day = useDayHours(storeId, date);

  // Hours of the day fill the hours column (still editable) whenever the day's figures arrive.
  const [hoursFor, setHoursFor] = useState<string | null>(null);
  const hoursKey = `${date}:${day.source}`;
  // A saved tip keeps its own hours until its date changes.
  if (!day.isLoading && day.source !== 'none' && hoursFor !== hoursKey && !(tip && date === tip.date)) {
    setHoursFor(hoursKey);
    setRows((current) => current.map((r) => ({ ...r, hours: day.hours.get(r.userId) ?? 0 })));
  }

  useUnsavedChangesGuard(dirty && leaveTo === null);
  useEffect(() => {
    if (leaveTo) void navigate(leaveTo, { replace: true });
  }, [leaveTo, navigate]);

  const preview = useMemo(() => previewShares(amount ?? Number.NaN, method, rows), [amount, method, rows]);
  const touch = <T,>(set: (value: T) => void) => (value: T) => {
    set(value);
    setDirty(true);
  };
  const updateRow = (userId: string, patch: Partial<ShareRow>) => {
    setRows((current) => current.map((r) => (r.userId === userId ? { ...r, ...patch } : r)));
    setDirty(true);
  };

  const submit = async (status: 'draft' | 'approved') => {
    if (sending.current || exported) return;
    setServerError(null);
    const shares = new Map(preview.shares.map((s) => [s.userId, s.amount]));
    const body: TipInput = {
      ...(tip ? { id: tip.id } : {}),
      storeId,
      date,
      source: source as TipSource,
      amount: amount ?? Number.NaN,
      currency: 'EUR',
      distributionMethod: method,
      distributions: rows
        .filter((r) => r.included)
        .map((r) => ({
          userId: r.userId,
          ...(method === 'hours' ? { hours: r.hours ?? Number.NaN } : {}),
          ...(method === 'role_weight' ? { weight: r.weight ?? Number.NaN } : {}),
          amount: shares.get(r.userId) ?? 0,
        })),
      status,
      note,
    };
    const found = fieldErrorsOf(TipInputSchema, body);
    if (preview.problem && !found.distributions) found.distributions = preview.problem;
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    sending.current = true;
    try {
      const saved = await saveTip({ storeId, tip: body }).unwrap();
      notify.success(status === 'approved' ? 'Tip approved' : 'Tip saved as draft');
      setDirty(false);
      setLeaveTo(saved.id ? `${PATHS.tips}?startDate=${saved.date}&endDate=${saved.date}` : PATHS.tips);
    } catch (error) {
      setServerError(getErrorMessage(error, MESSAGES.finance.saveTip));
      setErrors(getFieldErrors(error));
    } finally {
      sending.current = false;
    }
  };

  const hoursNote =
    day.source === 'entries'
      ? 'Hours from the day’s time entries.'
      : day.source === 'shifts'
        ? 'No time entries on this day: hours from the planned shifts.'
        : `${day.reason ?? 'Hours are not available.'} Type the hours in, or share equally, by role weight or by hand.`;

  return (
    <Form noValidate aria-label={tip ? 'Edit tip' : 'New tip'} onSubmit={(e) => e.preventDefault()}>
      {exported && (
        <Alert variant="info">
          This tip was paid out in a SEPA file{tip.exportedAt ? ` on ${tip.exportedAt.slice(0, 10)}` : ''} and can no longer be changed: the bank
          has its amounts.
        </Alert>
      )}
      {serverError && (
        <Alert variant="danger" role="alert">
          {serverError}
        </Alert>
      )}
      <fieldset disabled={exported}>
        <Card className="mb-3">
          <Card.Body>
            <Row>
              <Col md={3}>
                <FormField id="tip-date" label="Date" error={errors.date}>
                  <Form.Control type="date" value={date} isInvalid={Boolean(errors.date)} aria-describedby={describedBy('tip-date', errors.date)} onChange={(e) => touch(setDate)(e.target.value)} />
                </FormField>
              </Col>
              <Col md={3}>
                <FormField id="tip-source" label="Source" error={errors.source}>
                  <Form.Select value={source} isInvalid={Boolean(errors.source)} aria-describedby={describedBy('tip-source', errors.source)} onChange={(e) => touch(setSource)(TIP_SOURCES.find((s) => s === e.target.value) ?? '')}>
                    <option value="">Choose…</option>
                    {TIP_SOURCES.map((s) => (
                      <option key={s} value={s}>
                        {SOURCE_LABELS[s]}
                      </option>
                    ))}
                  </Form.Select>
                </FormField>
              </Col>
              <Col md={3}>
                <DecimalField id="tip-amount" label="Amount (EUR)" value={amount} onChange={touch(setAmount)} error={errors.amount} decimals={2} min={MONEY_LIMITS.min} max={MONEY_LIMITS.max} required />
              </Col>
            </Row>
            <FormField id="tip-note" label="Note" error={errors.note} className="mb-0">
              <Form.Control as="textarea" rows={2} value={note} isInvalid={Boolean(errors.note)} onChange={(e) => touch(setNote)(e.target.value)} />
            </FormField>
          </Card.Body>
        </Card>
        <Card className="mb-3">
          <Card.Body>
            <fieldset>
              <legend className="h5">Share the tip</legend>
              <div className="d-flex flex-wrap gap-3 mb-2">
                {DISTRIBUTION_METHODS.map((m) => (
                  <Form.Check key={m} type="radio" id={`tip-method-${m}`} name="tip-method" label={METHOD_LABELS[m]} checked={method === m} onChange={() => touch(setMethod)(m)} />
                ))}
              </div>
            </fieldset>
            {method === 'hours' && (
              <p className="small text-body-secondary" role="status">
                {day.isLoading ? 'Loading the day’s hours...' : hoursNote}
              </p>
            )}
            <ShareTable rows={rows} staff={staff} method={method} shares={preview.shares} amount={amount} onChange={updateRow} />
            {(errors.distributions ?? preview.problem) && (
              <p className={errors.distributions ? 'text-danger mb-0' : 'text-body-secondary mb-0'} role={errors.distributions ? 'alert' : undefined}>
                {errors.distributions ?? preview.problem}
              </p>
            )}
          </Card.Body>
        </Card>
        {!exported && (
          <div className="d-flex gap-2">
            <Button variant="outline-primary" disabled={saving.isLoading} onClick={() => void submit('draft')}>
              Save as draft
            </Button>
            <Button disabled={saving.isLoading} onClick={() => void submit('approved')}>
              {saving.isLoading && <Spinner size="sm" className="me-2" aria-hidden="true" />}
              Approve
            </Button>
          </div>
        )}
      </fieldset>
    </Form>
  );
}
