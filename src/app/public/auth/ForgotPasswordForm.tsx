import { Trans, useLingui } from '@lingui/react/macro';
import { useEffect } from 'react';
import Alert from 'react-bootstrap/Alert';
import { Link } from 'react-router-dom';
import { useAppDispatch, useAppSelector } from '@/lib/storeHooks';
import { TextInput } from '@/components/form/TextInput';
import { useForgotPasswordMutation } from '@/session/api';
import { forgotPasswordCleared, selectAuth } from '@/session/authSlice';
import { ErrorAlert } from './AuthAlerts';
import { demoResetCodeHint } from './demoResetCode';
import { AuthForm, useAuthForm } from './authForm';
import { AuthLinks, SubmitButton } from './formParts';
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
  const form = useAuthForm({ email: '' }, (values) => ({ email: emailError(values.email) }), error);

  useEffect(() => {
    dispatch(forgotPasswordCleared());
  }, [dispatch]);

  const onValid = async ({ email }: { email: string }) => {
    if (forgotPasswordLoading) return;
    await forgotPassword({ email: email.trim() });
  };

  if (forgotPasswordSuccess) {
    const address = form.getValues('email').trim();
    const next = `${newPasswordPath}?email=${encodeURIComponent(address)}`;
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

  return (
    <>
      <ErrorAlert message={forgotPasswordError} />
      <AuthForm form={form} idPrefix={idPrefix} label={t`Reset password`} onValid={onValid}>
        <TextInput name="email" label={t`Email`} type="email" autoComplete="username" />
        <SubmitButton busy={forgotPasswordLoading} busyLabel={t`Sending…`}>
          <Trans>Send reset code</Trans>
        </SubmitButton>
      </AuthForm>
      <AuthLinks signInPath={signInPath}>
        <Link to={newPasswordPath}>
          <Trans>I already have a code</Trans>
        </Link>
      </AuthLinks>
    </>
  );
}
