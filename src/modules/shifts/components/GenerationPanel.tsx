import { Trans, useLingui } from '@lingui/react/macro';
import { useEffect } from 'react';
import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import Card from 'react-bootstrap/Card';
import ProgressBar from 'react-bootstrap/ProgressBar';
import { useAppDispatch } from '@/lib/storeHooks';
import { getErrorMessage } from '@/api/errors';
import { SHIFT_MESSAGES } from '../messages';
import { formatMoney, formatNumber } from '@/lib/format';
import { shiftListTag, shiftsApi } from '../api';
import { rememberJob, type RememberedJob } from '../jobMemory';
import { useGenerationJob } from '../useGenerationJob';
import { useGenerationResult } from '../useGenerationResult';
import { coverageText, partlyFreeText, proposalText, unfilledText } from './generationText';
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
  const { t } = useLingui();
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
  const status = phase.kind === 'polling' ? phase.status.toLowerCase() : '';
  return (
    <Card className="mb-3" as="section" aria-labelledby="generation-title">
      <Card.Body>
        <h2 id="generation-title" className="h6">
          <Trans>Shift generation {range}</Trans>
        </h2>
        {phase.kind === 'polling' && (
          <div role="status" aria-live="polite">
            <p className="mb-1">
              <Trans>Generating shifts… ({status})</Trans>
            </p>
            <ProgressBar animated now={Math.round((phase.progress ?? 0) * 100)} aria-label={t`Generation progress`} />
          </div>
        )}
        {phase.kind === 'failed' && (
          <Alert variant="danger" className="d-flex justify-content-between align-items-center gap-2 mb-0">
            <span>{phase.message}</span>
            <Button size="sm" variant="outline-danger" onClick={onDismiss}>
              <Trans>Dismiss</Trans>
            </Button>
          </Alert>
        )}
        {phase.kind === 'timedOut' && (
          <Alert variant="warning" className="d-flex justify-content-between align-items-center gap-2 mb-0">
            <span>{SHIFT_MESSAGES.timedOut}</span>
            <span className="d-flex gap-2">
              <Button size="sm" onClick={onLookAgain}>
                <Trans>Check again</Trans>
              </Button>
              <Button size="sm" variant="outline-secondary" onClick={onDismiss}>
                <Trans>Dismiss</Trans>
              </Button>
            </span>
          </Alert>
        )}
        {resultRef && result.error && <Alert variant="danger">{getErrorMessage(result.error, SHIFT_MESSAGES.generate)}</Alert>}
        {resultRef && proposal && (
          <>
            {result.fallback && <p className="small text-body-secondary mb-1">{SHIFT_MESSAGES.resultFromDrafts}</p>}
            <p className="mb-2">
              {proposalText(proposal.shifts.length, formatNumber(proposal.summary.hours ?? 0, 1))}
              {showCost && proposal.summary.cost !== undefined ? `, ${formatMoney(proposal.summary.cost)}` : ''}
              {coverageText(proposal.summary.coverage)}.
            </p>
            {proposal.unfilled.length > 0 ? (
              <>
                <h3 className="h6">
                  <Trans>Unfilled slots</Trans>
                </h3>
                <ul className="small" aria-label={t`Unfilled slots`}>
                  {proposal.unfilled.map((u, i) => (
                    <li key={`${i}${u.date}${u.role}${u.start}`}>
                      {unfilledText(u, timeZone, dayLabel)}
                      {u.partlyFree.length > 0 ? <div className="text-body-secondary">{partlyFreeText(u.partlyFree, timeZone)}</div> : null}
                    </li>
                  ))}
                </ul>
              </>
            ) : (
              <p className="small">
                <Trans>Every staffing requirement is filled.</Trans>
              </p>
            )}
            <div className="d-flex gap-2">
              <Button disabled={busy} onClick={() => onKeep(proposal.shifts)}>
                <Trans>Keep and publish…</Trans>
              </Button>
              <Button disabled={busy} variant="outline-danger" onClick={() => onDiscard(proposal.shifts)}>
                <Trans>Discard</Trans>
              </Button>
            </div>
          </>
        )}
      </Card.Body>
    </Card>
  );
}
