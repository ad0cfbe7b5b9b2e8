import { Trans, useLingui } from '@lingui/react/macro';
import Alert from 'react-bootstrap/Alert';
import { useFormContext, useWatch } from 'react-hook-form';
import { formatDateTime } from '@/lib/format';
import { shiftFormErrors, toBody, type ShiftFormValues } from '../shiftForm';
import type { Shift } from '../types';

/** What the shift as typed would break (issue #44): checked as the values change, before anything is saved. */
export function LawPreview({
  shift,
  storeId,
  timeZone,
  check,
}: {
  shift?: Shift;
  storeId: string;
  timeZone: string;
  check: (edited: Pick<Shift, 'id' | 'userId' | 'start' | 'end' | 'breakMinutes'>) => string[];
}) {
  const { control } = useFormContext<ShiftFormValues>();
  const values = useWatch({ control }) as ShiftFormValues;
  const readable = Object.keys(shiftFormErrors(values, storeId, timeZone)).length === 0;
  const found = readable ? check({ ...toBody(values, timeZone), userId: values.userId, id: shift?.id ?? '' }) : [];
  return (
    <div role="status" aria-live="polite">
      {found.length > 0 && (
        <Alert variant="warning" className="small">
          <strong>
            <Trans>Working-time law:</Trans>
          </strong>
          <ul className="mb-0">
            {found.map((text) => (
              <li key={text}>{text}</li>
            ))}
          </ul>
        </Alert>
      )}
    </div>
  );
}

/** The reason a shift was published despite the working-time law, with who and when (issue #44). */
export function LawOverride({ shift }: { shift?: Shift }) {
  const { t } = useLingui();
  const override = shift?.lawOverride;
  if (!override) return null;
  const who = override.byName || override.by || t`someone`;
  const when = formatDateTime(override.at);
  const reason = override.reason;
  return (
    <Alert variant="secondary" className="small" data-testid="law-override">
      {t`Published despite the working-time law by ${who}, ${when}: ${reason}`}
    </Alert>
  );
}
