import { Trans, useLingui } from '@lingui/react/macro';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import { violationText, type RuleKind, type Violation } from '@/modules/working-time';
import type { Conflict } from '../conflicts';
import { clockRange } from '../clock';
import type { Shift } from '../types';

interface LawReviewProps {
  drafts: readonly Shift[];
  conflicts: ReadonlyMap<string, Conflict[]>;
  nameOf: (userId: string) => string;
  dayLabel: (day: string) => string;
  dayOfShift: (shift: Shift) => string;
  timeZone: string;
  onOpen: (shift: Shift) => void;
  reason: string;
  reasonError: string | undefined;
  onReason: (reason: string) => void;
}

const ORDER: RuleKind[] = ['rest', 'breaks', 'stretch', 'daily', 'weekly', 'days', 'night', 'sundays', 'holiday'];

/** The drafts' working-time violations (issue #44), by rule and person, each a link to the shift; and the reason to publish anyway. */
export function LawReview(props: LawReviewProps) {
  const { t } = useLingui();
  const { drafts, conflicts, nameOf, dayLabel, dayOfShift, timeZone, onOpen } = props;
  const found = drafts.flatMap((shift) =>
    (conflicts.get(shift.id) ?? []).flatMap((c) => (c.violation ? [{ shift, violation: c.violation }] : [])),
  );
  if (found.length === 0) return null;
  const byRule = (kind: RuleKind) =>
    found
      .filter((f) => f.violation.kind === kind)
      .sort((a, b) => nameOf(a.shift.userId).localeCompare(nameOf(b.shift.userId)) || a.shift.start.localeCompare(b.shift.start));
  const heading = (v: Violation, count: number) => `${v.cite}: ${count}`;
  return (
    <section aria-labelledby="publish-review-law">
      <h3 className="h6" id="publish-review-law">
        <Trans>Working-time law</Trans>
      </h3>
      {ORDER.map((kind) => {
        const list = byRule(kind);
        const first = list[0];
        if (!first) return null;
        const title = heading(first.violation, list.length);
        return (
          <section key={kind} aria-label={title}>
            <p className="mb-1 small fw-semibold">{title}</p>
            <ul className="small">
              {list.map(({ shift, violation }) => (
                <li key={`${shift.id}${violation.kind}${violation.day}`}>
                  <Button variant="link" size="sm" className="p-0 align-baseline" onClick={() => onOpen(shift)}>
                    {nameOf(shift.userId)}, {dayLabel(dayOfShift(shift))} {clockRange(shift, timeZone)}
                  </Button>
                  : {violationText(violation)}
                </li>
              ))}
            </ul>
          </section>
        );
      })}
      <Form.Group controlId="publish-law-reason" className="mb-2">
        <Form.Label>
          <Trans>Reason for publishing anyway</Trans>
        </Form.Label>
        <Form.Control
          as="textarea"
          rows={2}
          value={props.reason}
          maxLength={500}
          isInvalid={Boolean(props.reasonError)}
          aria-describedby="publish-law-reason-help"
          onChange={(e) => props.onReason(e.target.value)}
        />
        <Form.Text id="publish-law-reason-help">{t`Recorded on each of these shifts with your name and the time.`}</Form.Text>
        <Form.Control.Feedback type="invalid">{props.reasonError}</Form.Control.Feedback>
      </Form.Group>
    </section>
  );
}
