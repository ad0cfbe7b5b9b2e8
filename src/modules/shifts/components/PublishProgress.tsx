import { Trans, useLingui } from '@lingui/react/macro';
import Button from 'react-bootstrap/Button';
import ProgressBar from 'react-bootstrap/ProgressBar';
import { formatPercent } from '@/lib/format';

export interface PublishState {
  label: string;
  total: number;
  done: number;
  failed: number;
  running: boolean;
}

/** Progress of a batch (publish, keep, discard) with a retry for the ones that failed. */
export function PublishProgress({ state, onRetry }: { state: PublishState; onRetry: () => void }) {
  const { t } = useLingui();
  const { label, total, failed } = state;
  const succeeded = state.done - state.failed;
  const now = state.total === 0 ? 100 : Math.round((state.done / state.total) * 100);
  return (
    <div className="mb-3" role="status" aria-live="polite">
      <div className="d-flex justify-content-between small">
        <span>
          <Trans>
            {label}: {succeeded} of {total} done
          </Trans>
        </span>
        {state.failed > 0 && !state.running && (
          <Button size="sm" variant="outline-danger" onClick={onRetry}>
            <Trans>Retry {failed} failed</Trans>
          </Button>
        )}
      </div>
      {/* A bar given as the child: its name goes on the element with role=progressbar, not on the wrapper. */}
      <ProgressBar>
        <ProgressBar
          now={now}
          label={formatPercent(now / 100, 0)}
          visuallyHidden
          aria-label={t`${label} progress`}
          variant={state.failed > 0 ? 'danger' : 'success'}
        />
      </ProgressBar>
    </div>
  );
}
