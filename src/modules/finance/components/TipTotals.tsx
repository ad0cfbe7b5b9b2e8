import Card from 'react-bootstrap/Card';
import Col from 'react-bootstrap/Col';
import Row from 'react-bootstrap/Row';
import Table from 'react-bootstrap/Table';
import { formatMoney } from '@/lib/format';
import { SOURCE_LABELS, tipTotals } from '../logic';
import type { Tip } from '../types';

/** Totals of the shown tips per source and per person (summed in cents). */
export function TipTotals({ tips, nameOf }: { tips: readonly Tip[]; nameOf: (userId: string) => string }) {
  const totals = tipTotals(tips);
  const people = [...totals.byPerson].sort(([, a], [, b]) => b.cents - a.cents);
  return (
    <Row className="g-3 mb-3">
      <Col lg={5}>
        <Card className="h-100">
          <Card.Body>
            <h2 className="h5">Totals by source</h2>
            <Table size="sm" className="mb-0">
              <caption className="visually-hidden">Totals by source</caption>
              <thead>
                <tr>
                  <th scope="col">Source</th>
                  <th scope="col" className="text-end">Tips</th>
                  <th scope="col" className="text-end">Amount</th>
                </tr>
              </thead>
              <tbody>
                {[...totals.bySource].map(([source, t]) => (
                  <tr key={source}>
                    <td>{source === 'unknown' ? '—' : SOURCE_LABELS[source]}</td>
                    <td className="text-end">{t.count}</td>
                    <td className="text-end">{formatMoney(t.cents / 100)}</td>
                  </tr>
                ))}
              </tbody>
              <tfoot>
                <tr>
                  <th scope="row">All</th>
                  <td className="text-end">{tips.length}</td>
                  <td className="text-end fw-semibold">{formatMoney(totals.cents / 100)}</td>
                </tr>
              </tfoot>
            </Table>
          </Card.Body>
        </Card>
      </Col>
      <Col lg={7}>
        <Card className="h-100">
          <Card.Body>
            <h2 className="h5">Totals by person</h2>
            <Table size="sm" className="mb-0">
              <caption className="visually-hidden">Totals by person</caption>
              <thead>
                <tr>
                  <th scope="col">Person</th>
                  <th scope="col" className="text-end">Tips shared</th>
                  <th scope="col" className="text-end">Amount</th>
                </tr>
              </thead>
              <tbody>
                {people.map(([userId, t]) => (
                  <tr key={userId}>
                    <td>{nameOf(userId)}</td>
                    <td className="text-end">{t.count}</td>
                    <td className="text-end">{formatMoney(t.cents / 100)}</td>
                  </tr>
                ))}
              </tbody>
            </Table>
          </Card.Body>
        </Card>
      </Col>
    </Row>
  );
}
