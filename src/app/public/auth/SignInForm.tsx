import { useLingui } from '@lingui/react/macro';
import { useState, type FormEvent } from 'react';
import Form from 'react-bootstrap/Form';
import { Link, Navigate, useLocation } from 'react-router-dom';
import { useAppSelector } from '@/lib/storeHooks';
import { getErrorMessage, getFieldErrors } from '@/api/errors';
import { TextControl } from '@/components/form/TextControl';
import { MESSAGES } from '@/config/messages';
import { SIGNED_IN_TARGET } from '@/config/paths';
import { demoHook } from '@/lib/demoHook';
import { useSubmitGuard } from '@/lib/useSubmitGuard';
import { useLoginMutation } from '@/session/api';
import { selectIsSignedIn } from '@/session/authSlice';
import { usePostLoginTarget } from '@/session/usePostLoginTarget';
import { AuthLinks, SubmitButton } from './formParts';
import { emailError, hasErrors, type Errors } from './validation';

interface SignInFormProps {
  /** Where "Forgot your password?" leads (the family's own reset page in /auth-n/*). */
  resetPasswordPath: string;
  signUpPath?: string;
  idPrefix?: string;
}

type Field = 'email' | 'password';

/**
 * The sign-in form and its redirects (docs/rules/session.md#public-routes, docs/rules/session.md#post-login-redirect): a visitor who was already
 * signed in goes to SIGNED_IN_TARGET; a user who has just signed in goes back where they came
 * from when that is a permitted same-origin path, else to the first route of the post-login order (docs/rules/session.md#post-login-redirect).
 */
export function SignInForm({ resetPasswordPath, signUpPath, idPrefix = 'sign-in' }: SignInFormProps) {
  const { t } = useLingui();
  const location = useLocation();
  const from: unknown = (location.state as { from?: unknown } | null)?.from;
  const [login, { isLoading, error }] = useLoginMutation();
  const guard = useSubmitGuard();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [errors, setErrors] = useState<Errors<Field>>({});
  const signedIn = useAppSelector(selectIsSignedIn);
  // Whether the visitor was already signed in when the page opened (not: has just signed in).
  const [signedInOnArrival] = useState(signedIn);
  const target = usePostLoginTarget(from);

  if (signedIn && signedInOnArrival) return <Navigate to={SIGNED_IN_TARGET} replace />;
  if (signedIn && target) return <Navigate to={target} replace />;

  const serverErrors = getFieldErrors(error);
  const shown: Errors<Field> = { email: errors.email ?? serverErrors.email, password: errors.password ?? serverErrors.password };

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (isLoading || signedIn) return;
    const found: Errors<Field> = { email: emailError(email), password: password ? undefined : t`Enter your password.` };
    setErrors(found);
    if (hasErrors(found)) return;
    await login({ email: email.trim(), password });
  };

  const accounts = demoHook()?.accounts() ?? [];
  const demoPassword = accounts[0]?.password;

  return (
    <>
      {error && (
        <div className="alert alert-danger" role="alert">
          {getErrorMessage(error, MESSAGES.auth.login)}
        </div>
      )}
      <Form noValidate onSubmit={guard(onSubmit)} aria-label={t`Sign in`}>
        <TextControl
          id={`${idPrefix}-email`}
          label={t`Email`}
          type="email"
          autoComplete="username"
          value={email}
          onChange={(e) => setEmail(e.target.value)}
          error={shown.email}
        />
        <TextControl
          id={`${idPrefix}-password`}
          label={t`Password`}
          type="password"
          autoComplete="current-password"
          value={password}
          onChange={(e) => setPassword(e.target.value)}
          error={shown.password}
        />
        <SubmitButton busy={isLoading} busyLabel={t`Signing in…`} disabled={isLoading || signedIn}>
          {t`Sign in`}
        </SubmitButton>
      </Form>
      <AuthLinks>
        <Link to={resetPasswordPath}>{t`Forgot your password?`}</Link>
        {signUpPath && <Link to={signUpPath}>{t`Create an account`}</Link>}
      </AuthLinks>
      {accounts.length > 0 && (
        <section className="mt-4" aria-labelledby={`${idPrefix}-demo-title`}>
          <h2 id={`${idPrefix}-demo-title`} className="h6 text-body-secondary">
            {t`Demo accounts`}
          </h2>
          <p className="small text-body-secondary mb-2">{t`Choose one to fill in the form. Each uses the password ${demoPassword}.`}</p>
          {/* Plain Bootstrap classes: react-bootstrap's ListGroup would weigh on the first screen. */}
          <div className="list-group">
            {accounts.map(({ email: account, password: accountPassword, description }) => (
              <button
                key={account}
                type="button"
                className="list-group-item list-group-item-action"
                onClick={() => {
                  setEmail(account);
                  setPassword(accountPassword);
                  setErrors({});
                }}
                aria-label={t`Use demo account ${account}`}
              >
                <span className="d-block fw-semibold small">{account}</span>
                <span className="d-block small text-body-secondary">{description}</span>
              </button>
            ))}
          </div>
        </section>
      )}
    </>
  );
}
