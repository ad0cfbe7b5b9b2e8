import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import Spinner from 'react-bootstrap/Spinner';
import { TitledCard } from '@/components/TitledCard';
import { PlainTable } from '@/components/list/PlainTable';
import { formatDate, formatMoney } from '@/lib/format';
import { notify } from '@/lib/notify';
import { useSalesImport } from '../useSalesImport';
import { ImportSettingsFields } from './ImportSettingsFields';

/** Rows shown in the preview; the rest are checked all the same (a wrong row is always listed). */
const PREVIEW_ROWS = 10;

/**
 * Import of till totals from a CSV file (Z-reports): choose the file, then the columns and formats;
 * the preview shows the first rows and every wrong row by its line. Nothing is saved while any
 * row is wrong; "Save" sends every day at once.
 */
export function SalesImport({ storeId }: { storeId: string }) {
  const { t } = useLingui();
  const state = useSalesImport(storeId, (count) =>
    notify(plural(count, { one: '# day of sales saved', other: '# days of sales saved' }), 'success'),
  );
  const { table, settings, rows, wrong, days } = state;
  const shown = rows.filter((r, i) => i < PREVIEW_ROWS || r.errors.length > 0);
  return (
    <TitledCard title={t`Import till totals (CSV)`}>
      <Form.Group controlId="sales-import-file" className="mb-3">
        <Form.Label>
          <Trans>CSV file of day totals</Trans>
        </Form.Label>
        <Form.Control
          type="file"
          accept=".csv,text/csv,text/plain"
          aria-describedby="sales-import-help"
          isInvalid={Boolean(state.fileError)}
          onChange={(e) => state.readFile((e.target as HTMLInputElement).files?.[0])}
        />
        <Form.Text id="sales-import-help">
          <Trans>One line per day with its date, net and gross total; the first line names the columns.</Trans>
        </Form.Text>
        {state.fileError && (
          <Form.Control.Feedback type="invalid" role="alert">
            {state.fileError}
          </Form.Control.Feedback>
        )}
      </Form.Group>
      {table && settings && (
        <>
          <ImportSettingsFields header={table.header} settings={settings} onChange={state.setSettings} />
          {!state.columnsChosen ? (
            <Alert variant="warning">
              <Trans>Choose the date, net and gross columns.</Trans>
            </Alert>
          ) : rows.length === 0 ? (
            <Alert variant="warning">
              <Trans>The file has no rows below its header.</Trans>
            </Alert>
          ) : (
            <>
              {wrong.length > 0 ? (
                <Alert variant="danger" role="alert">
                  <p className="mb-1">
                    {plural(wrong.length, {
                      one: '# row is wrong: nothing is saved. Correct the file or the choices above.',
                      other: '# rows are wrong: nothing is saved. Correct the file or the choices above.',
                    })}
                  </p>
                  <ul className="mb-0">
                    {wrong
                      .flatMap((r) => r.errors)
                      .map((e) => (
                        <li key={e}>{e}</li>
                      ))}
                  </ul>
                </Alert>
              ) : (
                <p role="status">{plural(days.length, { one: '# day is ready to save.', other: '# days are ready to save.' })}</p>
              )}
              <PlainTable
                caption={t`Preview of the import`}
                size="sm"
                responsive
                headers={[t`Row`, t`Date`, { label: t`Net`, align: 'end' }, { label: t`Gross`, align: 'end' }, t`Check`]}
              >
                {shown.map((r) => (
                  <tr key={r.line} className={r.errors.length ? 'table-danger' : undefined}>
                    <th scope="row">{r.line}</th>
                    <td>{r.day ? formatDate(r.day.date) : '—'}</td>
                    <td className="text-end">{r.day ? formatMoney(r.day.net) : '—'}</td>
                    <td className="text-end">{r.day ? formatMoney(r.day.gross) : '—'}</td>
                    <td>{r.errors.length ? t`Wrong` : t`OK`}</td>
                  </tr>
                ))}
              </PlainTable>
            </>
          )}
          {state.saveError && (
            <Alert variant="danger" role="alert">
              {state.saveError}
            </Alert>
          )}
          <Button onClick={state.saveAll} disabled={!state.ready || state.busy}>
            {state.busy && <Spinner size="sm" className="me-2" aria-hidden="true" />}
            {plural(days.length, { one: 'Save # day', other: 'Save # days' })}
          </Button>
        </>
      )}
    </TitledCard>
  );
}
