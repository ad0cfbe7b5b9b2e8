import { Trans, useLingui } from '@lingui/react/macro';
import { useEffect, useState, type FormEvent } from 'react';
import Alert from 'react-bootstrap/Alert';
import Form from 'react-bootstrap/Form';
import { Link } from 'react-router-dom';
import { useAppDispatch, useAppSelector } from '@/lib/storeHooks';
import { getFieldErrors } from '@/api/errors';
import { useSubmitGuard } from '@/lib/useSubmitGuard';
import { useForgotPasswordMutation } from '@/session/api';
import { forgotPasswordCleared, selectAuth } from '@/session/authSlice';
import { ErrorAlert } from './AuthAlerts';
import { demoResetCodeHint } from './demoResetCode';
import { AuthLinks, SubmitButton } from './formParts';
import { TextField } from './TextField';
import { emailError } from './validation';

interface ForgotPasswordFormProps {
  signInPath: string;
  newPasswordPath: string;
  idPrefix?: string;
}

/** Forgot password (docs/rules/session.md#login-response-and-auth-state): email → a reset code is sent. Driven by the auth slice's flags. */
export function ForgotPasswordForm({ signInPath, newPasswordPath, idPrefix = 'reset' }: ForgotPasswordFormProps) {
  const { t } = useLingui();
  const dispatch = useAppDispatch();
  const { forgotPasswordLoading, forgotPasswordError, forgotPasswordSuccess } = useAppSelector(selectAuth);
  const [forgotPassword, { error }] = useForgotPasswordMutation();
  const guard = useSubmitGuard();
  const [email, setEmail] = useState('');
  const [clientError, setClientError] = useState<string>();

  useEffect(() => {
    dispatch(forgotPasswordCleared());
  }, [dispatch]);

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (forgotPasswordLoading) return;
    const found = emailError(email);
    setClientError(found);
    if (found) return;
    await forgotPassword({ email: email.trim() });
  };

  if (forgotPasswordSuccess) {
    const next = `${newPasswordPath}?email=${encodeURIComponent(email.trim())}`;
    const address = email.trim();
    const code = demoResetCodeHint();
    return (
      <div role="status">
        <Alert variant="success">
          <Trans>
            If <strong>{address}</strong> belongs to an account, a reset code is on its way. Check your inbox, then choose a new password
            with the code.
          </Trans>
        </Alert>
        {code && (
          <p className="small text-body-secondary">
            <Trans>Demo mode: the reset code is {code}.</Trans>
          </p>
        )}
        <Link className="btn btn-primary w-100" to={next}>
          <Trans>Enter the code</Trans>
        </Link>
        <div className="text-center mt-3 small">
          <Link to={signInPath}>
            <Trans>Back to sign in</Trans>
          </Link>
        </div>
      </div>
    );
  }

  const fieldError = clientError ?? getFieldErrors(error).email;
  return (
    <>
      <ErrorAlert message={forgotPasswordError} />
      <Form noValidate onSubmit={guard(onSubmit)} aria-label={t`Reset password`}>
        <TextField
          id={`${idPrefix}-email`}
          label={t`Email`}
          type="email"
          autoComplete="username"
          value={email}
          onChange={setEmail}
          error={fieldError}
        />
        <SubmitButton busy={forgotPasswordLoading} busyLabel={t`Sending…`}>
          <Trans>Send reset code</Trans>
        </SubmitButton>
      </Form>
      <AuthLinks>
        <Link to={signInPath}>
          <Trans>Back to sign in</Trans>
        </Link>
        <Link to={newPasswordPath}>
          <Trans>I already have a code</Trans>
        </Link>
      </AuthLinks>
    </>
  );
}
