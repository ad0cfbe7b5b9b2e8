import { Trans, useLingui } from '@lingui/react/macro';
import { useEffect, useMemo, useRef, useState } from 'react';
import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import Card from 'react-bootstrap/Card';
import Form from 'react-bootstrap/Form';
import Spinner from 'react-bootstrap/Spinner';
import { useWatch } from 'react-hook-form';
import { EntityForm } from '@/components/form/EntityForm';
import { DateInput, MoneyInput, SelectInput, TextInput, useFieldError } from '@/components/form/fields';
import { useEntityForm } from '@/components/form/useEntityForm';
import { FINANCE_MESSAGES } from '../messages';
import { useAppSelector } from '@/lib/storeHooks';
import { selectUserInfo } from '@/session/authSlice';
import type { StaffMember } from '@/modules/staff';
import { useSaveTipMutation } from '../api';
import { isoDay, METHOD_LABELS, previewShares, SOURCE_LABELS, type ShareRow } from '../logic';
import { ownShareOf, tipBody, tipConflict, tipErrors, tipFormValues, type TipFormValues } from '../tipForm';
import { DISTRIBUTION_METHODS, MONEY_LIMITS, TIP_SOURCES } from '../schema';
import type { Tip } from '../types';
import { useDayHours } from '../useDayHours';
import { daysOf, usePeriodHours } from '../usePeriodHours';
import { addDays, formatDate, formatDateTime, formatMoney } from '@/lib/format';
import { useListPath } from '../useListPath';
import { ShareTable } from './ShareTable';

/** Below the shares: the form's message about them, else what the preview still misses. */
function SharesMessage({ problem }: { problem: string | null }) {
  const error = useFieldError('distributions');
  if (!error && !problem) return null;
  return (
    <p className={error ? 'text-danger mb-0' : 'text-body-secondary mb-0'} role={error ? 'alert' : undefined}>
      {error ?? problem}
    </p>
  );
}

interface Props {
  storeId: string;
  staff: readonly StaffMember[];
  tip?: Tip;
}

/** The tip form: date, source, amount, note, how to share it and the preview in cents. */
export function TipForm({ storeId, staff, tip }: Props) {
  const { t, i18n } = useLingui();
  const sourceOptions = TIP_SOURCES.map((s) => ({ value: s, label: i18n._(SOURCE_LABELS[s]) }));
  const exported = tip?.status === 'exported';
  const listPath = useListPath();
  const [saveTip] = useSaveTipMutation();
  const me = useAppSelector(selectUserInfo)?.userId ?? '';
  // Which button sent the form (set just before the guarded submit).
  const status = useRef<'draft' | 'approved'>('draft');
  const today = isoDay(new Date());
  const nameOf = (userId: string) => staff.find((s) => s.userId === userId)?.userName ?? userId;
  const entity = useEntityForm<TipFormValues>({
    defaultValues: tipFormValues(staff, tip, today),
    validate: (values) => tipErrors(values, storeId),
    failureMessage: FINANCE_MESSAGES.saveTip,
    listPath,
    storeBound: true,
    conflict: tipConflict(staff, tip?.version, today),
    save: async (values, context) => {
      if (exported) return;
      const body = tipBody(values, context.storeId ?? storeId, status.current, tip?.id);
      const saved = await saveTip({ storeId, tip: context.version === undefined ? body : { ...body, version: context.version } }).unwrap();
      return {
        message: status.current === 'approved' ? t`Tip approved` : t`Tip saved as draft`,
        values: tipFormValues(staff, saved, today),
        version: saved.version,
        leaveTo: listPath,
      };
    },
  });
  const { control, setValue } = entity.form;
  const [date, periodStart, amount, method, rows] = useWatch({ control, name: ['date', 'periodStart', 'amount', 'method', 'rows'] });
  const [pooled, setPooled] = useState(Boolean(tip?.periodStart));
  const dayHours = useDayHours(storeId, pooled ? '' : date);
  const periodHours = usePeriodHours(storeId, pooled ? periodStart : '', pooled ? date : '');
  const day = pooled ? periodHours : dayHours;
  const togglePool = (next: boolean) => {
    setPooled(next);
    setValue('periodStart', next ? entity.form.getValues('periodStart') || addDays(date || isoDay(new Date()), -6) : '', {
      shouldDirty: true,
    });
  };

  // Hours of the day (or the pool's period) fill the hours column (still editable) whenever its
  // figures arrive; a saved tip keeps its own hours until its dates change.
  const hoursFor = useRef<string | null>(null);
  const hoursKey = `${pooled ? periodStart : ''}:${date}:${day.source}`;
  const unchangedDates = tip && date === tip.date && (pooled ? periodStart : '') === (tip.periodStart ?? '');
  useEffect(() => {
    if (day.isLoading || day.source === 'none' || hoursFor.current === hoursKey || unchangedDates) return;
    hoursFor.current = hoursKey;
    setValue(
      'rows',
      entity.form.getValues('rows').map((r) => ({ ...r, hours: day.hours.get(r.userId) ?? 0 })),
    );
  }, [day, hoursKey, unchangedDates, setValue, entity.form]);

  const preview = useMemo(() => previewShares(amount ?? Number.NaN, method, rows), [amount, method, rows]);
  // Four eyes on money (docs/rules/money.md#four-eyes-on-money): a tip that pays the signed-in person is approved by someone else.
  const ownShare = ownShareOf(preview.shares, me);
  const updateRow = (userId: string, patch: Partial<ShareRow>) =>
    setValue(
      'rows',
      rows.map((r) => (r.userId === userId ? { ...r, ...patch } : r)),
      { shouldDirty: true },
    );
  const send = (next: 'draft' | 'approved') => {
    status.current = next;
    entity.onSubmit();
  };

  const exportedOn = formatDate(tip?.exportedAt);
  const ownShareText = formatMoney(ownShare);
  const approvedBy = tip && tip.status !== 'draft' ? tip.approvedByName || (tip.approvedBy && nameOf(tip.approvedBy)) : undefined;
  const approvedOn = formatDateTime(tip?.approvedAt);
  const reason = day.reason ?? t`Hours are not available.`;
  const [firstDay, lastDay] = [formatDate(periodStart), formatDate(date)];
  const hoursNote =
    day.source === 'approved'
      ? t`Approved hours from ${firstDay} to ${lastDay}.`
      : day.source === 'entries'
        ? t`Hours from the day’s time entries.`
        : day.source === 'shifts'
          ? t`No time entries on this day: hours from the planned shifts.`
          : t`${reason} Type the hours in, or share equally, by role weight or by hand.`;

  return (
    <EntityForm entity={entity} label={tip ? t`Edit tip` : t`New tip`} idPrefix="tip" readOnly={exported}>
      {exported && (
        <Alert variant="info">
          {tip.exportedAt ? (
            <Trans>This tip was paid out in a SEPA file on {exportedOn} and can no longer be changed: the bank has its amounts.</Trans>
          ) : (
            <Trans>This tip was paid out in a SEPA file and can no longer be changed: the bank has its amounts.</Trans>
          )}
        </Alert>
      )}
      <Card className="mb-3">
        <Card.Body>
          <Form.Check
            type="switch"
            id="tip-pooled"
            className="mb-2"
            label={t`Tip pool over a period (shared by the period’s approved hours)`}
            checked={pooled}
            disabled={exported}
            onChange={(e) => togglePool(e.target.checked)}
          />
          <div className="row">
            {pooled && <DateInput name="periodStart" label={t`From`} col={3} />}
            <DateInput name="date" label={pooled ? t`To` : t`Date`} col={3} />
            <SelectInput name="source" label={t`Source`} placeholder={t`Choose…`} options={sourceOptions} col={3} />
            <MoneyInput name="amount" label={t`Amount (EUR)`} min={MONEY_LIMITS.min} max={MONEY_LIMITS.max} required col={3} />
          </div>
          <TextInput name="note" label={t`Note`} rows={2} className="mb-0" />
        </Card.Body>
      </Card>
      <Card className="mb-3">
        <Card.Body>
          <fieldset>
            <legend className="h5">
              <Trans>Share the tip</Trans>
            </legend>
            <div className="d-flex flex-wrap gap-3 mb-2">
              {DISTRIBUTION_METHODS.map((m) => (
                <Form.Check
                  key={m}
                  type="radio"
                  id={`tip-method-${m}`}
                  value={m}
                  label={i18n._(METHOD_LABELS[m])}
                  {...entity.form.register('method')}
                />
              ))}
            </div>
          </fieldset>
          {method === 'hours' && (
            <p className="small text-body-secondary" role="status">
              {day.isLoading ? (pooled ? t`Loading the period’s approved hours...` : t`Loading the day’s hours...`) : hoursNote}
            </p>
          )}
          <ShareTable
            rows={rows}
            staff={staff}
            method={method}
            shares={preview.shares}
            amount={amount}
            onChange={updateRow}
            maxHours={24 * Math.max(1, pooled ? daysOf(periodStart, date).length : 1)}
          />
          <SharesMessage problem={preview.problem} />
        </Card.Body>
      </Card>
      {!exported && (
        <div className="d-flex gap-2">
          <Button variant="outline-primary" disabled={entity.busy} onClick={() => send('draft')}>
            <Trans>Save as draft</Trans>
          </Button>
          <Button
            disabled={entity.busy || ownShare !== null}
            onClick={() => send('approved')}
            aria-describedby={ownShare !== null ? 'tip-approve-note' : undefined}
          >
            {entity.busy && <Spinner size="sm" className="me-2" aria-hidden="true" />}
            <Trans>Approve</Trans>
          </Button>
        </div>
      )}
      {!exported && ownShare !== null && (
        <p id="tip-approve-note" className="small text-body-secondary mt-2 mb-0">
          <Trans>
            This tip pays you {ownShareText}, and nobody approves their own share: another person who may approve tips in this store
            approves it (for a manager, the owner). Save it as a draft for them.
          </Trans>
        </p>
      )}
      {approvedBy && (
        <p className="small text-body-secondary mt-2 mb-0">
          <Trans>
            Approved by {approvedBy} on {approvedOn}.
          </Trans>
        </p>
      )}
    </EntityForm>
  );
}
