import type { ReactNode } from 'react';
import { TitledCard } from './TitledCard';

/** One line of a read-only record: its label and value. */
export type DetailItem = [label: string, value: ReactNode];

/** A read-only record: label and value pairs; an empty value shows "—". */
export function DetailList({ title, items }: { title: string; items: readonly DetailItem[] }) {
  return (
    <TitledCard title={title} headingClassName="h5">
      <dl className="row mb-0">
        {items.map(([label, value]) => (
          <div key={label} className="col-sm-6 col-xl-4 mb-2">
            <dt className="small text-body-secondary fw-normal">{label}</dt>
            <dd className="mb-0 text-break">{value === '' || value === undefined || value === null ? '—' : value}</dd>
          </div>
        ))}
      </dl>
    </TitledCard>
  );
}
