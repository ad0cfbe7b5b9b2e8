import { Trans } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import Button from 'react-bootstrap/Button';
import Spinner from 'react-bootstrap/Spinner';
import { Link } from 'react-router-dom';

/** The full-width submit button of an auth form; busy while its call runs. */
export function SubmitButton({
  busy,
  busyLabel,
  disabled = busy,
  children,
}: {
  busy: boolean;
  busyLabel: string;
  disabled?: boolean;
  children: ReactNode;
}) {
  return (
    <Button type="submit" className="w-100" disabled={disabled}>
      {busy && <Spinner size="sm" className="me-2" aria-hidden="true" />}
      {busy ? busyLabel : children}
    </Button>
  );
}

/** The links under an auth form: back to sign in (when given), then the form's own. */
export function AuthLinks({ signInPath, children }: { signInPath?: string; children: ReactNode }) {
  return (
    <div className="d-flex flex-wrap justify-content-between gap-2 mt-3 small">
      {signInPath && (
        <Link to={signInPath}>
          <Trans>Back to sign in</Trans>
        </Link>
      )}
      {children}
    </div>
  );
}
