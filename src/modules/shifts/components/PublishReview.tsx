import Button from 'react-bootstrap/Button';
import Modal from 'react-bootstrap/Modal';
import type { Conflict, ConflictKind } from '../conflicts';
import type { CoverageWindow } from '../logic';
import { timeOf } from '../time';
import type { Shift } from '../types';

/** The kinds in the order of issue #30, in words. */
const CONFLICT_ORDER: ConflictKind[] = ['availability', 'timeOff', 'rest', 'overlap', 'weeklyMax'];
const CONFLICT_LABELS: Record<ConflictKind, string> = {
  availability: 'Outside availability',
  timeOff: 'On time off',
  rest: 'Rest rule',
  overlap: 'Overlap',
  weeklyMax: 'Weekly maximum',
};

interface PublishReviewProps {
  drafts: readonly Shift[];
  conflicts: ReadonlyMap<string, Conflict[]>;
  coverage: ReadonlyMap<string, CoverageWindow[]>;
  nameOf: (userId: string) => string;
  dayLabel: (day: string) => string;
  dayOfShift: (shift: Shift) => string;
  timeZone: string;
  onPublish: () => void;
  onOpen: (shift: Shift) => void;
  onCancel: () => void;
}

/**
 * Issue #30: what Publish week is about to publish, before anything is sent — the drafts, their
 * conflicts by kind (each a link to the shift) and the windows still uncovered. "Review first"
 * (or closing) sends nothing.
 */
export function PublishReview({
  drafts,
  conflicts,
  coverage,
  nameOf,
  dayLabel,
  dayOfShift,
  timeZone,
  onPublish,
  onOpen,
  onCancel,
}: PublishReviewProps) {
  const byKind = new Map<ConflictKind, Shift[]>();
  for (const shift of drafts) {
    for (const c of conflicts.get(shift.id) ?? []) {
      const list = byKind.get(c.kind) ?? [];
      if (!list.includes(shift)) list.push(shift);
      byKind.set(c.kind, list);
    }
  }
  const conflictCount = [...byKind.values()].reduce((sum, list) => sum + list.length, 0);
  const uncovered = [...coverage.entries()].flatMap(([day, windows]) =>
    windows.filter((w) => w.planned < w.required).map((w) => ({ day, ...w })),
  );
  const times = (s: { start: string; end: string }) => `${timeOf(s.start, timeZone)}–${timeOf(s.end, timeZone)}`;
  return (
    <Modal show onHide={onCancel} aria-labelledby="publish-review-title" size="lg" scrollable>
      <Modal.Header closeButton closeLabel="Close">
        <Modal.Title id="publish-review-title" as="h2" className="h5">
          Publish this week?
        </Modal.Title>
      </Modal.Header>
      <Modal.Body>
        <p>
          <strong>{drafts.length}</strong> {drafts.length === 1 ? 'shift' : 'shifts'} to publish. Published shifts are what staff see.
        </p>
        <h3 className="h6" id="publish-review-conflicts">
          {conflictCount === 0 ? 'No conflicts' : `${conflictCount} ${conflictCount === 1 ? 'conflict' : 'conflicts'}`}
        </h3>
        {CONFLICT_ORDER.filter((kind) => byKind.has(kind)).map((kind) => {
          const list = byKind.get(kind) ?? [];
          return (
            <section key={kind} aria-label={`${CONFLICT_LABELS[kind]}: ${list.length}`}>
              <p className="mb-1 small fw-semibold">
                {CONFLICT_LABELS[kind]}: {list.length}
              </p>
              <ul className="small">
                {list.map((s) => (
                  <li key={s.id}>
                    <Button variant="link" size="sm" className="p-0 align-baseline" onClick={() => onOpen(s)}>
                      {nameOf(s.userId)}, {dayLabel(dayOfShift(s))} {times(s)}
                    </Button>
                  </li>
                ))}
              </ul>
            </section>
          );
        })}
        <h3 className="h6">
          {uncovered.length === 0
            ? 'Every staffing window is covered'
            : `${uncovered.length} uncovered ${uncovered.length === 1 ? 'window' : 'windows'}`}
        </h3>
        {uncovered.length > 0 && (
          <ul className="small" aria-label="Uncovered windows">
            {uncovered.map((w) => (
              <li key={`${w.day}${w.role}${w.start}`}>
                {dayLabel(w.day)} {w.role} {w.start}–{w.end}: {w.planned} of {w.required} planned
              </li>
            ))}
          </ul>
        )}
      </Modal.Body>
      <Modal.Footer>
        <Button variant="outline-secondary" onClick={onCancel}>
          Review first
        </Button>
        <Button onClick={onPublish}>Publish</Button>
      </Modal.Footer>
    </Modal>
  );
}
