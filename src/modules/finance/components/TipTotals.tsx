import { Trans, useLingui } from '@lingui/react/macro';
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
  const { t } = useLingui();
  const columns: Column<[K, Totals]>[] = [
    { key: 'label', header, cell: ([key]) => label(key) },
    { key: 'count', header: countHeader, align: 'end', cell: ([, v]) => v.count },
    { key: 'amount', header: t`Amount`, align: 'end', cell: ([, v]) => formatMoney(v.cents / 100) },
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
  const { t, i18n } = useLingui();
  const totals = tipTotals(tips);
  const people = [...totals.byPerson].sort(([, a], [, b]) => b.cents - a.cents);
  return (
    <Row className="g-3 mb-3">
      <Col lg={5}>
        <TotalsCard
          title={t`Totals by source`}
          rows={[...totals.bySource]}
          header={t`Source`}
          label={(source) => (source === 'unknown' ? '—' : i18n._(SOURCE_LABELS[source]))}
          countHeader={t`Tips`}
          footer={
            <tr>
              <th scope="row">
                <Trans>All</Trans>
              </th>
              <td className="text-end">{tips.length}</td>
              <td className="text-end fw-semibold">{formatMoney(totals.cents / 100)}</td>
            </tr>
          }
        />
      </Col>
      <Col lg={7}>
        <TotalsCard title={t`Totals by person`} rows={people} header={t`Person`} label={nameOf} countHeader={t`Tips shared`} />
      </Col>
    </Row>
  );
}
