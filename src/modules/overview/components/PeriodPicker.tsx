import { useLingui } from '@lingui/react/macro';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import { formatDate } from '@/lib/format';
import type { PeriodKind, Periods } from '../period';

interface PeriodPickerProps {
  kind: PeriodKind;
  periods: Periods;
  onKind: (kind: PeriodKind) => void;
  onStep: (step: 1 | -1) => void;
}

/** Week or month, the one before or after, and which days they are (the previous period beside). */
export function PeriodPicker({ kind, periods, onKind, onStep }: PeriodPickerProps) {
  const { t } = useLingui();
  const [from, to] = [formatDate(periods.current.startDate), formatDate(periods.current.endDate)];
  const [beforeFrom, beforeTo] = [formatDate(periods.previous.startDate), formatDate(periods.previous.endDate)];
  return (
    <Form className="d-flex flex-wrap align-items-end gap-2 mb-3" onSubmit={(e) => e.preventDefault()} aria-label={t`Period`}>
      <Form.Group controlId="overview-period">
        <Form.Label>{t`Period`}</Form.Label>
        <Form.Select value={kind} onChange={(e) => onKind(e.target.value === 'month' ? 'month' : 'week')}>
          <option value="week">{t`Week`}</option>
          <option value="month">{t`Month`}</option>
        </Form.Select>
      </Form.Group>
      <Button variant="outline-secondary" onClick={() => onStep(-1)}>
        {kind === 'week' ? t`Previous week` : t`Previous month`}
      </Button>
      <Button variant="outline-secondary" onClick={() => onStep(1)}>
        {kind === 'week' ? t`Next week` : t`Next month`}
      </Button>
      <p className="mb-0 ms-md-2" role="status">
        {t`${from} – ${to}; beside each figure the previous period, ${beforeFrom} – ${beforeTo}.`}
      </p>
    </Form>
  );
}
