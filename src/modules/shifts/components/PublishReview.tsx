import { msg } from '@lingui/core/macro';
import { Plural, Trans, useLingui } from '@lingui/react/macro';
import type { MessageDescriptor } from '@lingui/core';
import Button from 'react-bootstrap/Button';
import Modal from 'react-bootstrap/Modal';
import { ModalHeader } from '@/components/dialogHeaders';
import type { Conflict, ConflictKind } from '../conflicts';
import type { CoverageWindow } from '../logic';
import { formatWallRange } from '@/lib/storeTime';
import { clockRange } from '../clock';
import type { Shift } from '../types';
import { roleLabel } from '@/modules/stores';
import { useState } from 'react';
import { LawReview } from './LawReview';

/** The kinds in the order of issue #30, in words. */
const CONFLICT_ORDER: ConflictKind[] = ['availability', 'timeOff', 'rest', 'overlap', 'weeklyMax'];
const CONFLICT_LABELS: Record<ConflictKind, MessageDescriptor> = {
  availability: msg`Outside availability`,
  timeOff: msg`On time off`,
  rest: msg`Rest rule`,
  overlap: msg`Overlap`,
  weeklyMax: msg`Weekly maximum`,
  law: msg`Working-time law`,
};

interface PublishReviewProps {
  drafts: readonly Shift[];
  conflicts: ReadonlyMap<string, Conflict[]>;
  coverage: ReadonlyMap<string, CoverageWindow[]>;
  nameOf: (userId: string) => string;
  dayLabel: (day: string) => string;
  dayOfShift: (shift: Shift) => string;
  timeZone: string;
  /** With a reason when drafts break the working-time law (issue #44): it is recorded on those shifts. */
  onPublish: (lawReason?: { reason: string; shiftIds: ReadonlySet<string> }) => void;
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
  const { t, i18n } = useLingui();
  const [reason, setReason] = useState('');
  const [reasonError, setReasonError] = useState<string>();
  const lawIds = new Set(drafts.filter((s) => (conflicts.get(s.id) ?? []).some((c) => c.kind === 'law')).map((s) => s.id));
  const publish = () => {
    if (lawIds.size === 0) return onPublish();
    if (reason.trim() === '') return setReasonError(t`Give a reason for publishing despite the working-time law.`);
    onPublish({ reason: reason.trim(), shiftIds: lawIds });
  };
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
  const shiftCount = drafts.length;
  const uncoveredCount = uncovered.length;
  return (
    <Modal show onHide={onCancel} aria-labelledby="publish-review-title" size="lg" scrollable>
      <ModalHeader closeButton>
        <Modal.Title id="publish-review-title" as="h2" className="h5">
          <Trans>Publish this week?</Trans>
        </Modal.Title>
      </ModalHeader>
      {/* The body scrolls within the dialog: keyboard people reach it to scroll (axe scrollable-region-focusable). */}
      <Modal.Body tabIndex={0} role="region" aria-label={t`Drafts, conflicts and coverage`}>
        <p>
          <Plural
            value={shiftCount}
            one="# shift to publish. Published shifts are what staff see."
            other="# shifts to publish. Published shifts are what staff see."
          />
        </p>
        <h3 className="h6" id="publish-review-conflicts">
          {conflictCount === 0 ? <Trans>No conflicts</Trans> : <Plural value={conflictCount} one="# conflict" other="# conflicts" />}
        </h3>
        {CONFLICT_ORDER.filter((kind) => byKind.has(kind) && kind !== 'law').map((kind) => {
          const list = byKind.get(kind) ?? [];
          const heading = `${i18n._(CONFLICT_LABELS[kind])}: ${list.length}`;
          return (
            <section key={kind} aria-label={heading}>
              <p className="mb-1 small fw-semibold">{heading}</p>
              <ul className="small">
                {list.map((s) => (
                  <li key={s.id}>
                    <Button variant="link" size="sm" className="p-0 align-baseline" onClick={() => onOpen(s)}>
                      {nameOf(s.userId)}, {dayLabel(dayOfShift(s))} {clockRange(s, timeZone)}
                    </Button>
                  </li>
                ))}
              </ul>
            </section>
          );
        })}
        <LawReview
          drafts={drafts}
          conflicts={conflicts}
          nameOf={nameOf}
          dayLabel={dayLabel}
          dayOfShift={dayOfShift}
          timeZone={timeZone}
          onOpen={onOpen}
          reason={reason}
          reasonError={reasonError}
          onReason={(value) => {
            setReason(value);
            setReasonError(undefined);
          }}
        />
        <h3 className="h6">
          {uncoveredCount === 0 ? (
            <Trans>Every staffing window is covered</Trans>
          ) : (
            <Plural value={uncoveredCount} one="# uncovered window" other="# uncovered windows" />
          )}
        </h3>
        {uncovered.length > 0 && (
          <ul className="small" aria-label={t`Uncovered windows`}>
            {uncovered.map((w) => {
              const slot = `${dayLabel(w.day)} ${roleLabel(w.role)} ${formatWallRange(w.start, w.end)}`;
              const { planned, required } = w;
              return <li key={`${w.day}${w.role}${w.start}`}>{t`${slot}: ${planned} of ${required} planned`}</li>;
            })}
          </ul>
        )}
      </Modal.Body>
      <Modal.Footer>
        <Button variant="outline-secondary" onClick={onCancel}>
          <Trans>Review first</Trans>
        </Button>
        <Button onClick={publish}>{lawIds.size > 0 ? <Trans>Publish anyway</Trans> : <Trans>Publish</Trans>}</Button>
      </Modal.Footer>
    </Modal>
  );
}
