import { Trans } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import Alert from 'react-bootstrap/Alert';
import { Link } from 'react-router-dom';

/** The failure of an auth form's call, when there is one. */
export function ErrorAlert({ message }: { message: string | null | undefined }) {
  return message ? (
    <Alert variant="danger" role="alert">
      {message}
    </Alert>
  ) : null;
}

/** What an auth form shows once its call succeeded: the message and a way to sign in. */
export function AuthSuccess({ signInPath, children }: { signInPath: string; children: ReactNode }) {
  return (
    <div role="status">
      <Alert variant="success">{children}</Alert>
      <Link className="btn btn-primary w-100" to={signInPath}>
        <Trans>Go to sign in</Trans>
      </Link>
    </div>
  );
}
