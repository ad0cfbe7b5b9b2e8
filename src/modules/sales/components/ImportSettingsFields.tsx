import { useLingui } from '@lingui/react/macro';
import Col from 'react-bootstrap/Col';
import Form from 'react-bootstrap/Form';
import Row from 'react-bootstrap/Row';
import type { DateOrder, DecimalMark, ImportSettings } from '../csvImport';

interface Props {
  header: readonly string[];
  settings: ImportSettings;
  onChange: (settings: ImportSettings) => void;
}

/** Which column holds the date, net and gross, and how the file writes dates and decimals. */
export function ImportSettingsFields({ header, settings, onChange }: Props) {
  const { t } = useLingui();
  const columns = header.map((name, i) => {
    const number = i + 1;
    return { value: String(i), label: name || t`Column ${number}` };
  });
  const column = (key: 'date' | 'net' | 'gross', label: string) => (
    <Col sm={4} lg={2} key={key}>
      <Form.Group controlId={`sales-import-${key}`} className="mb-2">
        <Form.Label>{label}</Form.Label>
        <Form.Select value={String(settings[key])} onChange={(e) => onChange({ ...settings, [key]: Number(e.target.value) })}>
          <option value="-1">{t`Choose a column`}</option>
          {columns.map((c) => (
            <option key={c.value} value={c.value}>
              {c.label}
            </option>
          ))}
        </Form.Select>
      </Form.Group>
    </Col>
  );
  return (
    <Row>
      {column('date', t`Date column`)}
      {column('net', t`Net column`)}
      {column('gross', t`Gross column`)}
      <Col sm={6} lg={3}>
        <Form.Group controlId="sales-import-dates" className="mb-2">
          <Form.Label>{t`Dates are written`}</Form.Label>
          <Form.Select value={settings.dateOrder} onChange={(e) => onChange({ ...settings, dateOrder: e.target.value as DateOrder })}>
            <option value="dmy">{t`day.month.year (31.01.2026)`}</option>
            <option value="ymd">{t`year-month-day (2026-01-31)`}</option>
            <option value="mdy">{t`month/day/year (01/31/2026)`}</option>
          </Form.Select>
        </Form.Group>
      </Col>
      <Col sm={6} lg={3}>
        <Form.Group controlId="sales-import-decimal" className="mb-2">
          <Form.Label>{t`Decimal mark`}</Form.Label>
          <Form.Select value={settings.decimal} onChange={(e) => onChange({ ...settings, decimal: e.target.value as DecimalMark })}>
            <option value=",">{t`Comma (1.234,56)`}</option>
            <option value=".">{t`Point (1,234.56)`}</option>
          </Form.Select>
        </Form.Group>
      </Col>
    </Row>
  );
}
