import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from 'react-router-dom';
import { getErrorMessage } from '@/api/errors';
import { MESSAGES } from '@/config/messages';
import { TextInput } from '@/components/form/TextInput';
import { useRegisterMutation } from '@/session/api';
import { cleanName, hasVisible } from '@/lib/visibleText';
import { AuthSuccess, ErrorAlert } from './AuthAlerts';
import { AuthForm, NewPasswordInput, useAuthForm } from './authForm';
import { SubmitButton } from './formParts';
import { emailError, newPasswordError } from './validation';

/** Sign-up (register call, docs/rules/session.md#login-response-and-auth-state) of the template auth families. */
export function SignUpForm({ signInPath, idPrefix = 'sign-up' }: { signInPath: string; idPrefix?: string }) {
  const { t } = useLingui();
  const [register, { isLoading, isSuccess, error }] = useRegisterMutation();
  const form = useAuthForm(
    { name: '', email: '', password: '' },
    (values) => ({
      // Something visible, as every name the app stores (zero-width or bidi controls alone are nothing, issue #41).
      name: hasVisible(values.name) ? undefined : t`Enter your name.`,
      email: emailError(values.email),
      password: newPasswordError(values.password),
    }),
    error,
  );

  if (isSuccess)
    return (
      <AuthSuccess signInPath={signInPath}>
        <Trans>Your account has been created. You can sign in now.</Trans>
      </AuthSuccess>
    );

  const onValid = async (values: { name: string; email: string; password: string }) => {
    if (isLoading) return;
    await register({ name: cleanName(values.name), email: values.email.trim(), password: values.password });
  };

  return (
    <>
      <ErrorAlert message={error ? getErrorMessage(error, MESSAGES.auth.register) : null} />
      <AuthForm form={form} idPrefix={idPrefix} label={t`Create an account`} onValid={onValid}>
        <TextInput name="name" label={t`Name`} autoComplete="name" />
        <TextInput name="email" label={t`Email`} type="email" autoComplete="email" />
        <NewPasswordInput name="password" label={t`Password`} />
        <SubmitButton busy={isLoading} busyLabel={t`Creating account…`}>
          <Trans>Create account</Trans>
        </SubmitButton>
      </AuthForm>
      <div className="text-center mt-3 small">
        <Trans>
          Already have an account? <Link to={signInPath}>Sign in</Link>
        </Trans>
      </div>
    </>
  );
}
