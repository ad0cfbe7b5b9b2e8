import { useEffect } from 'react';
import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import Card from 'react-bootstrap/Card';
import ProgressBar from 'react-bootstrap/ProgressBar';
import { useAppDispatch } from '@/lib/storeHooks';
import { getErrorMessage } from '@/api/errors';
import { MESSAGES } from '@/config/messages';
import { formatMoney, formatNumber, formatPercent } from '@/lib/format';
import { shiftListTag, shiftsApi } from '../api';
import { rememberJob, type RememberedJob } from '../jobMemory';
import { isInstant } from '../schema';
import { UNFILLED_REASON_TEXT } from '../logic';
import { timeOf } from '../time';
import { useGenerationJob } from '../useGenerationJob';
import { useGenerationResult } from '../useGenerationResult';
import type { Shift } from '../types';

interface GenerationPanelProps {
  storeId: string;
  job: RememberedJob;
  timeZone: string;
  showCost: boolean;
  dayLabel: (day: string) => string;
  busy: boolean;
  onKeep: (drafts: Shift[]) => void;
  onDiscard: (drafts: Shift[]) => void;
  onLookAgain: () => void;
  onDismiss: () => void;
}

/** A slot's times, or why they cannot be shown (issue #29: an unreadable time never takes the planner down). */
function slotTimes(u: { start: string; end: string }, timeZone: string): string {
  if (!u.start && !u.end) return 'time not set';
  return isInstant(u.start) && isInstant(u.end) ? `${timeOf(u.start, timeZone)}–${timeOf(u.end, timeZone)}` : 'unreadable time';
}

/** Coverage as a percentage: the result's share 0–1 (schema.ts), shown once as 0–100 %. */
function coverageText(coverage: number | undefined): string {
  if (coverage === undefined || !Number.isFinite(coverage)) return '';
  return `, coverage ${formatPercent(Math.min(1, Math.max(0, coverage)))}`;
}

/**
 * The running job (docs/rules/people.md#shift-generation): progress while it runs, then the proposal with its unfilled slots, or
 * why it ended. The job stays remembered (jobMemory.ts) until its proposal is kept or discarded, so
 * after a reload the result is read again through resultRef (issue #30).
 */
export function GenerationPanel({
  storeId,
  job,
  timeZone,
  showCost,
  dayLabel,
  busy,
  onKeep,
  onDiscard,
  onLookAgain,
  onDismiss,
}: GenerationPanelProps) {
  const phase = useGenerationJob(job.jobId, job.startedAt);
  const resultRef = phase.kind === 'succeeded' ? phase.resultRef : null;
  const result = useGenerationResult(storeId, job, resultRef);
  const dispatch = useAppDispatch();
  useEffect(() => {
    // The job wrote its drafts: the planner's week shows them.
    if (resultRef) dispatch(shiftsApi.util.invalidateTags([shiftListTag(storeId)]));
  }, [dispatch, resultRef, storeId]);
  const unusable = phase.kind === 'failed' || Boolean(resultRef && result.error);
  useEffect(() => {
    // A job whose result cannot be shown is forgotten (issue #29): the next visit does not show it again.
    if (unusable) rememberJob(storeId, null);
  }, [unusable, storeId]);

  const proposal = result.proposal;
  const range = `${dayLabel(job.startDate)} – ${dayLabel(job.endDate)}`;
  return (
    <Card className="mb-3" as="section" aria-labelledby="generation-title">
      <Card.Body>
        <h2 id="generation-title" className="h6">
          Shift generation {range}
        </h2>
        {phase.kind === 'polling' && (
          <div role="status" aria-live="polite">
            <p className="mb-1">Generating shifts… ({phase.status.toLowerCase()})</p>
            <ProgressBar animated now={Math.round((phase.progress ?? 0) * 100)} aria-label="Generation progress" />
          </div>
        )}
        {phase.kind === 'failed' && (
          <Alert variant="danger" className="d-flex justify-content-between align-items-center gap-2 mb-0">
            <span>{phase.message}</span>
            <Button size="sm" variant="outline-danger" onClick={onDismiss}>
              Dismiss
            </Button>
          </Alert>
        )}
        {phase.kind === 'timedOut' && (
          <Alert variant="warning" className="d-flex justify-content-between align-items-center gap-2 mb-0">
            <span>{MESSAGES.shifts.timedOut}</span>
            <span className="d-flex gap-2">
              <Button size="sm" onClick={onLookAgain}>
                Check again
              </Button>
              <Button size="sm" variant="outline-secondary" onClick={onDismiss}>
                Dismiss
              </Button>
            </span>
          </Alert>
        )}
        {resultRef && result.error && <Alert variant="danger">{getErrorMessage(result.error, MESSAGES.shifts.generate)}</Alert>}
        {resultRef && proposal && (
          <>
            {result.fallback && <p className="small text-body-secondary mb-1">{MESSAGES.shifts.resultFromDrafts}</p>}
            <p className="mb-2">
              Proposal: {proposal.shifts.length} draft shifts, {formatNumber(proposal.summary.hours ?? 0, 1)} h
              {showCost && proposal.summary.cost !== undefined ? `, ${formatMoney(proposal.summary.cost)}` : ''}
              {coverageText(proposal.summary.coverage)}.
            </p>
            {proposal.unfilled.length > 0 ? (
              <>
                <h3 className="h6">Unfilled slots</h3>
                <ul className="small" aria-label="Unfilled slots">
                  {proposal.unfilled.map((u, i) => (
                    <li key={`${i}${u.date}${u.role}${u.start}`}>
                      {/^\d{4}-\d{2}-\d{2}$/.test(u.date) ? dayLabel(u.date) : 'Day not set'} {u.role} {slotTimes(u, timeZone)}: {u.missing}{' '}
                      missing — {UNFILLED_REASON_TEXT[u.reason] ?? u.reason}
                    </li>
                  ))}
                </ul>
              </>
            ) : (
              <p className="small">Every staffing requirement is filled.</p>
            )}
            <div className="d-flex gap-2">
              <Button disabled={busy} onClick={() => onKeep(proposal.shifts)}>
                Keep and publish…
              </Button>
              <Button disabled={busy} variant="outline-danger" onClick={() => onDiscard(proposal.shifts)}>
                Discard
              </Button>
            </div>
          </>
        )}
      </Card.Body>
    </Card>
  );
}
