import { Trans, useLingui } from '@lingui/react/macro';
import type { FormEvent } from 'react';
import Form from 'react-bootstrap/Form';
import { Link } from 'react-router-dom';
import { getErrorMessage } from '@/api/errors';
import { MESSAGES } from '@/config/messages';
import { useSubmitGuard } from '@/lib/useSubmitGuard';
import { useRegisterMutation } from '@/session/api';
import { AuthSuccess, ErrorAlert } from './AuthAlerts';
import { NewPasswordField, SubmitButton, useAuthFields } from './formParts';
import { TextField } from './TextField';
import { emailError, newPasswordError } from './validation';

type Field = 'name' | 'email' | 'password';

/** Sign-up (register call, docs/rules/session.md#login-response-and-auth-state) of the template auth families. */
export function SignUpForm({ signInPath, idPrefix = 'sign-up' }: { signInPath: string; idPrefix?: string }) {
  const { t } = useLingui();
  const [register, { isLoading, isSuccess, error }] = useRegisterMutation();
  const guard = useSubmitGuard();
  const { values, field, passes } = useAuthFields<Field>(idPrefix, { name: '', email: '', password: '' }, error);

  if (isSuccess)
    return (
      <AuthSuccess signInPath={signInPath}>
        <Trans>Your account has been created. You can sign in now.</Trans>
      </AuthSuccess>
    );

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (isLoading) return;
    const valid = passes({
      name: values.name.trim() ? undefined : t`Enter your name.`,
      email: emailError(values.email),
      password: newPasswordError(values.password),
    });
    if (!valid) return;
    await register({ name: values.name.trim(), email: values.email.trim(), password: values.password });
  };

  return (
    <>
      <ErrorAlert message={error ? getErrorMessage(error, MESSAGES.auth.register) : null} />
      <Form noValidate onSubmit={guard(onSubmit)} aria-label={t`Create an account`}>
        <TextField {...field('name')} label={t`Name`} autoComplete="name" />
        <TextField {...field('email')} label={t`Email`} type="email" autoComplete="email" />
        <NewPasswordField {...field('password')} label={t`Password`} />
        <SubmitButton busy={isLoading} busyLabel={t`Creating account…`}>
          <Trans>Create account</Trans>
        </SubmitButton>
      </Form>
      <div className="text-center mt-3 small">
        <Trans>
          Already have an account? <Link to={signInPath}>Sign in</Link>
        </Trans>
      </div>
    </>
  );
}
