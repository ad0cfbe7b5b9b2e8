import type { ReactNode } from 'react';
import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import Placeholder from 'react-bootstrap/Placeholder';
import { Trans, useLingui } from '@lingui/react/macro';
import { getErrorMessage, type RequestError } from '@/api/errors';

/** What a screen needs of its query (an RTK Query result fits). */
export interface QueryLike {
  isLoading: boolean;
  error?: RequestError;
  refetch: () => unknown;
}

interface QueryStateProps {
  /** The query whose loading, error and retry are shown (instead of the three props below). */
  query?: QueryLike;
  isLoading?: boolean;
  error?: RequestError | null;
  /** The action's default message (docs/rules/api.md#failure-messages), used when the failure has no message of its own. */
  errorMessage: string;
  isEmpty?: boolean;
  empty?: ReactNode;
  onRetry?: () => void;
  /** Rows of the loading skeleton. */
  rows?: number;
  children: ReactNode;
}

/** The loading, error and empty states every data screen has, in one place. */
export function QueryState({
  query,
  isLoading = query?.isLoading ?? false,
  error = query?.error,
  errorMessage,
  isEmpty = false,
  empty,
  onRetry = query ? () => void query.refetch() : undefined,
  rows = 5,
  children,
}: QueryStateProps) {
  // Subscribed to the language: the states below follow a switch.
  const { t } = useLingui();
  if (isLoading) {
    return (
      <div aria-busy="true" aria-live="polite" role="status">
        <span className="visually-hidden">{t`Loading...`}</span>
        {Array.from({ length: rows }, (_, i) => (
          <Placeholder as="div" animation="glow" key={i} className="mb-2">
            <Placeholder xs={12} className="rounded" style={{ height: '1.75rem' }} />
          </Placeholder>
        ))}
      </div>
    );
  }
  if (error) {
    return (
      <Alert variant="danger" className="d-flex align-items-center justify-content-between gap-3">
        <span>{getErrorMessage(error, errorMessage)}</span>
        {onRetry && (
          <Button variant="outline-danger" size="sm" onClick={onRetry}>
            <Trans>Try again</Trans>
          </Button>
        )}
      </Alert>
    );
  }
  if (isEmpty) {
    return (
      <div className="text-center text-body-secondary border rounded py-5 px-3" role="status">
        {empty ?? t`Nothing here yet.`}
      </div>
    );
  }
  return children;
}
