import type { ReactNode } from 'react';
import Card from 'react-bootstrap/Card';
import Col from 'react-bootstrap/Col';
import Row from 'react-bootstrap/Row';
import { DataTable, type Column } from '@/components/DataTable';
import { formatMoney } from '@/lib/format';
import { SOURCE_LABELS, tipTotals, type Totals } from '../logic';
import type { Tip } from '../types';

interface TotalsCardProps<K extends string> {
  title: string;
  rows: [K, Totals][];
  /** The first column: its header and each row's name. */
  header: string;
  label: (key: K) => string;
  countHeader: string;
  footer?: ReactNode;
}

/** A totals card: one row a source or person, with the number of tips and the amount. */
function TotalsCard<K extends string>({ title, rows, header, label, countHeader, footer }: TotalsCardProps<K>) {
  const columns: Column<[K, Totals]>[] = [
    { key: 'label', header, cell: ([key]) => label(key) },
    { key: 'count', header: countHeader, align: 'end', cell: ([, t]) => t.count },
    { key: 'amount', header: 'Amount', align: 'end', cell: ([, t]) => formatMoney(t.cents / 100) },
  ];
  return (
    <Card className="h-100">
      <Card.Body>
        <h2 className="h5">{title}</h2>
        <DataTable caption={title} rows={rows} columns={columns} rowKey={([key]) => key} footer={footer} />
      </Card.Body>
    </Card>
  );
}

/** Totals of the shown tips per source and per person (summed in cents). */
export function TipTotals({ tips, nameOf }: { tips: readonly Tip[]; nameOf: (userId: string) => string }) {
  const totals = tipTotals(tips);
  const people = [...totals.byPerson].sort(([, a], [, b]) => b.cents - a.cents);
  return (
    <Row className="g-3 mb-3">
      <Col lg={5}>
        <TotalsCard
          title="Totals by source"
          rows={[...totals.bySource]}
          header="Source"
          label={(source) => (source === 'unknown' ? '—' : SOURCE_LABELS[source])}
          countHeader="Tips"
          footer={
            <tr>
              <th scope="row">All</th>
              <td className="text-end">{tips.length}</td>
              <td className="text-end fw-semibold">{formatMoney(totals.cents / 100)}</td>
            </tr>
          }
        />
      </Col>
      <Col lg={7}>
        <TotalsCard title="Totals by person" rows={people} header="Person" label={nameOf} countHeader="Tips shared" />
      </Col>
    </Row>
  );
}
