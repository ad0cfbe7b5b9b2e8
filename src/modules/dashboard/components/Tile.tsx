import type { ReactNode } from 'react';
import Card from 'react-bootstrap/Card';
import Col from 'react-bootstrap/Col';
import { Link } from 'react-router-dom';
import { Trans } from '@lingui/react/macro';
import { formatNumber, formatWeekday } from '@/lib/format';
import { weekdayOf as weekdayOfDay } from '@/lib/storeTime';

interface TileProps {
  id: string;
  title: string;
  to: string;
  linkLabel: string;
  /** Wider tiles take two columns on large screens. */
  wide?: boolean;
  children: ReactNode;
}

/** One dashboard tile: a titled region with its own states and a link to its page. */
export function Tile({ id, title, to, linkLabel, wide = false, children }: TileProps) {
  return (
    <Col md={6} xl={wide ? 8 : 4}>
      <Card as="section" aria-labelledby={`${id}-title`} className="h-100">
        <Card.Body>
          <h2 id={`${id}-title`} className="h5">
            {title}
          </h2>
          {children}
        </Card.Body>
        <Card.Footer className="bg-transparent">
          <Link to={to}>{linkLabel}</Link>
        </Card.Footer>
      </Card>
    </Col>
  );
}

/** A big figure (a count, in the person's number format, or an amount already formatted) with its label. */
export function Figure({ value, label, tone }: { value: number | string; label: string; tone?: 'danger' | 'warning' }) {
  return (
    <div className="me-4">
      <div className={`fs-3 fw-semibold ${tone ? `text-${tone}-emphasis` : ''}`}>
        {typeof value === 'number' ? formatNumber(value) : value}
      </div>
      <div className="small text-body-secondary">{label}</div>
    </div>
  );
}

/** The day column's short weekday name of a `YYYY-MM-DD` day in the person's language ("Mon", "Mo."). */
export const weekdayOf = (day: string): string => formatWeekday(weekdayOfDay(day), 'short');

/** A bar of a week chart: its share of `scale` as width (decorative, the figures are in the table). */
export function Bar({ value, scale, tone }: { value: number; scale: number; tone: 'primary' | 'secondary-subtle' | 'success' }) {
  return (
    <div className={`bg-${tone} rounded mb-1`} style={{ width: `${Math.min(100, (value / Math.max(scale, 1)) * 100)}%`, height: 6 }} />
  );
}

/** A week as a table with a bar column: one row a day (`children`), figures in `figures` columns. */
export function WeekChart({ caption, figures, children }: { caption: string; figures: readonly string[]; children: ReactNode }) {
  return (
    <table className="table table-sm align-middle mb-0 small">
      <caption className="caption-top pt-0">{caption}</caption>
      <thead>
        <tr>
          <th scope="col">
            <Trans>Day</Trans>
          </th>
          {figures.map((f) => (
            <th key={f} scope="col" className="text-end">
              {f}
            </th>
          ))}
          <th scope="col">
            <span className="visually-hidden">
              <Trans>Chart</Trans>
            </span>
          </th>
        </tr>
      </thead>
      <tbody>{children}</tbody>
    </table>
  );
}
