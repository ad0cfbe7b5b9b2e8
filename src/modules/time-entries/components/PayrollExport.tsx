import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import Button from 'react-bootstrap/Button';
import Modal from 'react-bootstrap/Modal';
import { ModalHeader } from '@/components/dialogHeaders';
import { currentCsvFormat, downloadCsvText } from '@/lib/download';
import { formatDate } from '@/lib/format';
import { localDate } from '@/lib/storeTime';
import { leftOutOfPayroll, payrollCsv, payrollRows } from '../payroll';
import type { TimeEntry } from '../types';

interface PayrollExportProps {
  entries: readonly TimeEntry[] | undefined;
  timeZone: string;
  names: ReadonlyMap<string, string>;
  /** Payroll numbers by user id (staff members' `payrollNumber`; empty from a server without them). */
  payrollNumbers: ReadonlyMap<string, string>;
  startDate: string;
  endDate: string;
}

/** Takes the reader to an entry's row in the review table: its first control takes the focus (the browser scrolls to it). */
function showRow(id: string) {
  document.getElementById(`entry-${id}`)?.querySelector<HTMLElement>('button, input:not([disabled])')?.focus();
}

/**
 * "Export payroll CSV" (issue #43 item 2): the file has approved hours only, so before it is made
 * the button names what it leaves out (open entries and those waiting for a decision, each a link
 * to its row) and the people without a payroll number, and asks; with nothing to name it exports.
 */
export function PayrollExport({ entries, timeZone, names, payrollNumbers, startDate, endDate }: PayrollExportProps) {
  const { t } = useLingui();
  const [asking, setAsking] = useState(false);
  const list = entries ?? [];
  const rows = payrollRows(list, timeZone, names, payrollNumbers);
  const leftOut = leftOutOfPayroll(list);
  const withoutNumber = rows.filter((r) => r.date === null && !r.grand && r.payrollNumber === '').map((r) => r.userName);
  const unnumbered = withoutNumber.join(', ');
  const download = () => {
    setAsking(false);
    downloadCsvText(`payroll_${startDate}_${endDate}.csv`, payrollCsv(rows, currentCsvFormat()));
  };
  const start = () => (leftOut.length > 0 || withoutNumber.length > 0 ? setAsking(true) : download());
  const personOf = (e: TimeEntry) => e.userName || names.get(e.userId) || e.userId || t`unknown person`;

  return (
    <>
      <Button variant="outline-secondary" onClick={start} disabled={list.length === 0}>
        <Trans>Export payroll CSV</Trans>
      </Button>
      {asking && (
        <Modal show onHide={() => setAsking(false)} centered restoreFocus={false} aria-labelledby="payroll-ask-title">
          <ModalHeader closeButton>
            <Modal.Title id="payroll-ask-title" as="h2" className="h5">
              <Trans>Export the payroll file?</Trans>
            </Modal.Title>
          </ModalHeader>
          <Modal.Body>
            {leftOut.length > 0 && (
              <>
                <p>
                  <Plural
                    value={leftOut.length}
                    one="# entry is open or waiting for a decision and is not in the file:"
                    other="# entries are open or waiting for a decision and are not in the file:"
                  />
                </p>
                <ul aria-label={t`Entries not in the file`}>
                  {leftOut.map(({ entry, state }) => {
                    const person = personOf(entry);
                    const day = formatDate(localDate(entry.clockIn, timeZone));
                    return (
                      <li key={entry.id}>
                        <a
                          href={`#entry-${entry.id}`}
                          onClick={(event) => {
                            event.preventDefault();
                            setAsking(false);
                            window.requestAnimationFrame(() => showRow(entry.id));
                          }}
                        >
                          {person}, {day}
                        </a>{' '}
                        ({state === 'running' ? t`open` : t`waiting for a decision`})
                      </li>
                    );
                  })}
                </ul>
              </>
            )}
            {withoutNumber.length > 0 && (
              <p className="mb-0">
                <Plural
                  value={withoutNumber.length}
                  one={`# person has no payroll number; the file names them by ID: ${unnumbered}`}
                  other={`# people have no payroll number; the file names them by ID: ${unnumbered}`}
                />
              </p>
            )}
          </Modal.Body>
          <Modal.Footer>
            <Button variant="outline-secondary" onClick={() => setAsking(false)}>
              <Trans>Cancel</Trans>
            </Button>
            <Button onClick={download}>{leftOut.length > 0 ? <Trans>Export without them</Trans> : <Trans>Export</Trans>}</Button>
          </Modal.Footer>
        </Modal>
      )}
    </>
  );
}
