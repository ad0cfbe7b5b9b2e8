import type { ReactNode } from 'react';
import Card from 'react-bootstrap/Card';

/** A read-only record: label and value pairs; an empty value shows "—". */
export function DetailList({ title, items }: { title: string; items: readonly [label: string, value: ReactNode][] }) {
  return (
    <Card className="mb-3">
      <Card.Body>
        <h2 className="h5">{title}</h2>
        <dl className="row mb-0">
          {items.map(([label, value]) => (
            <div key={label} className="col-sm-6 col-xl-4 mb-2">
              <dt className="small text-body-secondary fw-normal">{label}</dt>
              <dd className="mb-0 text-break">{value === '' || value === undefined || value === null ? '—' : value}</dd>
            </div>
          ))}
        </dl>
      </Card.Body>
    </Card>
  );
}
