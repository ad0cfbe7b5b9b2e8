import { Trans, useLingui } from '@lingui/react/macro';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import { formatWeekday } from '@/lib/format';
import { ALL_DAY, isAllDay, kindLabels } from '../logic';
import { AVAILABILITY_KINDS, AVAILABILITY_LIMITS } from '../schema';
import type { WeeklyRange } from '../types';
import { SmallInput, SmallSelect } from './editorControls';

interface WeeklyPatternProps {
  idPrefix: string;
  errors: Record<string, string>;
  disabled?: boolean;
  weekly: WeeklyRange[];
  setWeekly: (weekly: WeeklyRange[]) => void;
  weekStartsOn: number;
}

/** The weekly pattern: per weekday, available, preferred or unavailable time ranges, or the whole day. */
export function WeeklyPattern({ idPrefix, weekly, setWeekly, errors, weekStartsOn, disabled }: WeeklyPatternProps) {
  const { t } = useLingui();
  const labels = kindLabels();
  const updateRange = (index: number, patch: Partial<WeeklyRange>) =>
    setWeekly(weekly.map((r, i) => (i === index ? { ...r, ...patch } : r)));
  const order = Array.from({ length: 7 }, (_, i) => (weekStartsOn + i) % 7);

  return (
    <>
      <h2 className="h5">
        <Trans>Weekly pattern</Trans>
      </h2>
      <p className="text-body-secondary small">
        <Trans>Days without a range count as not available. Unavailable ranges take time out of the others.</Trans>
      </p>
      {order.map((weekday) => {
        const name = formatWeekday(weekday);
        const entries = weekly.map((r, index) => ({ r, index })).filter(({ r }) => r.weekday === weekday);
        const allDay = isAllDay(entries.map(({ r }) => r));
        const dayId = `${idPrefix}-day-${weekday}`;
        return (
          <fieldset key={weekday} className="border rounded p-2 mb-2" aria-label={name}>
            <legend className="h6 float-none w-auto px-1 mb-1 fs-6">{name}</legend>
            <div className="d-flex flex-wrap align-items-center gap-3 mb-1">
              <Form.Check
                type="checkbox"
                id={`${dayId}-allday`}
                label={t`All day`}
                checked={allDay}
                disabled={disabled}
                onChange={(e) => {
                  const others = weekly.filter((r) => r.weekday !== weekday);
                  const kind = entries[0]?.r.kind ?? 'available';
                  setWeekly(e.target.checked ? [...others, { weekday, ...ALL_DAY, kind }] : others);
                }}
              />
              {allDay && entries[0] && (
                <SmallSelect
                  id={`${dayId}-allday-kind`}
                  label={t`Whole day`}
                  className="d-flex align-items-center gap-2"
                  value={entries[0].r.kind}
                  options={AVAILABILITY_KINDS}
                  labels={labels}
                  disabled={disabled}
                  onChange={(kind) => updateRange(entries[0]?.index ?? -1, { kind })}
                />
              )}
            </div>
            {!allDay &&
              entries.map(({ r, index }, n) => {
                const id = `${idPrefix}-range-${index}`;
                const number = n + 1;
                const startError = errors[`weekly.${index}.start`];
                const endError = errors[`weekly.${index}.end`];
                return (
                  <div key={index} className="row g-2 align-items-end mb-1" role="group" aria-label={t`${name} range ${number}`}>
                    <SmallInput
                      type="time"
                      id={`${id}-start`}
                      label={t`From`}
                      className="col-6 col-md-3"
                      value={r.start}
                      error={startError}
                      disabled={disabled}
                      onChange={(start) => updateRange(index, { start })}
                    />
                    <SmallInput
                      type="time"
                      id={`${id}-end`}
                      label={t`To`}
                      className="col-6 col-md-3"
                      value={r.end === '24:00' ? '23:59' : r.end}
                      error={endError}
                      disabled={disabled}
                      onChange={(end) => updateRange(index, { end })}
                    />
                    <SmallSelect
                      id={`${id}-kind`}
                      label={t`Kind`}
                      className="col-8 col-md-4"
                      value={r.kind}
                      options={AVAILABILITY_KINDS}
                      labels={labels}
                      disabled={disabled}
                      onChange={(kind) => updateRange(index, { kind })}
                    />
                    <div className="col-4 col-md-2">
                      <Button
                        size="sm"
                        variant="outline-secondary"
                        disabled={disabled}
                        onClick={() => setWeekly(weekly.filter((_r, i) => i !== index))}
                      >
                        <Trans>
                          Remove
                          <span className="visually-hidden">
                            {' '}
                            {name} range {number}
                          </span>
                        </Trans>
                      </Button>
                    </div>
                  </div>
                );
              })}
            {!allDay && entries.length < AVAILABILITY_LIMITS.maxRangesPerDay && (
              <Button
                size="sm"
                variant="outline-secondary"
                disabled={disabled}
                onClick={() => setWeekly([...weekly, { weekday, start: '09:00', end: '17:00', kind: 'available' }])}
              >
                <Trans>
                  Add range<span className="visually-hidden"> on {name}</span>
                </Trans>
              </Button>
            )}
          </fieldset>
        );
      })}
    </>
  );
}
