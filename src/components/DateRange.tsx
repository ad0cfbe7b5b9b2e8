import Card from 'react-bootstrap/Card';
import Form from 'react-bootstrap/Form';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { useUrlFilters } from '@/lib/useUrlFilters';

const ISO = /^\d{4}-\d{2}-\d{2}$/;

export interface DateRangeValue {
  startDate: string;
  endDate: string;
}

/** A date range and how to change it (`useUrlDateRange`), what `DateRangeCard` shows and edits. */
export interface UrlDateRange extends DateRangeValue {
  setRange: (patch: Partial<DateRangeValue>) => void;
}

/**
 * A date range kept in the URL (`?startDate&endDate`, YYYY-MM-DD), so a link reproduces it;
 * a missing or malformed day falls back to `fallback`'s.
 */
export function useUrlDateRange(fallback: DateRangeValue): UrlDateRange {
  const { params, setFilters } = useUrlFilters();
  const day = (key: keyof DateRangeValue) => {
    const value = params.get(key) ?? '';
    return ISO.test(value) ? value : fallback[key];
  };
  return { startDate: day('startDate'), endDate: day('endDate'), setRange: setFilters };
}

const RANGE_ENDS = [
  { key: 'startDate', suffix: 'start', label: msg`From` },
  { key: 'endDate', suffix: 'end', label: msg`To` },
] as const;

interface DateRangeCardProps {
  /** Prefix of the two inputs' ids (one range per page). */
  idPrefix: string;
  /** The range shown, changed through its `setRange` (`useUrlDateRange`). */
  range: UrlDateRange;
  /** Shown under the inputs when the range is refused. */
  error?: string | null;
}

/** "From" and "To" date inputs of a report or list, in a card. */
export function DateRangeCard({ idPrefix, range, error }: DateRangeCardProps) {
  const { i18n, t } = useLingui();
  const { startDate, endDate } = range;
  return (
    <Card className="mb-3">
      <Card.Body>
        <Form className="row g-2" onSubmit={(e) => e.preventDefault()} aria-label={t`Date range`}>
          {RANGE_ENDS.map(({ key, suffix, label }) => (
            <div key={key} className="col-sm-4 col-lg-3">
              <Form.Label htmlFor={`${idPrefix}-${suffix}`}>{i18n._(label)}</Form.Label>
              <Form.Control
                id={`${idPrefix}-${suffix}`}
                type="date"
                value={key === 'startDate' ? startDate : endDate}
                min={key === 'endDate' ? startDate : undefined}
                max={key === 'startDate' ? endDate : undefined}
                onChange={(e) => range.setRange({ [key]: e.target.value })}
              />
            </div>
          ))}
        </Form>
        {error && <p className="text-danger mt-2 mb-0">{error}</p>}
      </Card.Body>
    </Card>
  );
}
