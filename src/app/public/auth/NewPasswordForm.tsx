import { Trans, useLingui } from '@lingui/react/macro';
import { useEffect } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { useAppDispatch, useAppSelector } from '@/lib/storeHooks';
import { TextInput } from '@/components/form/TextInput';
import { useRedefinePasswordMutation } from '@/session/api';
import { passwordRedefinitionCleared, selectAuth } from '@/session/authSlice';
import { AuthSuccess, ErrorAlert } from './AuthAlerts';
import { demoResetCodeHint } from './demoResetCode';
import { AuthForm, NewPasswordInput, useAuthForm } from './authForm';
import { AuthLinks, SubmitButton } from './formParts';
import { emailError, newPasswordError } from './validation';

interface NewPasswordFormProps {
  signInPath: string;
  resetPasswordPath: string;
  idPrefix?: string;
}

type NewPasswordValues = { email: string; code: string; password: string; confirm: string };

/** Password redefinition (docs/rules/session.md#login-response-and-auth-state): email, code and new password. Driven by the auth slice's flags. */
export function NewPasswordForm({ signInPath, resetPasswordPath, idPrefix = 'new-password' }: NewPasswordFormProps) {
  const { t } = useLingui();
  const dispatch = useAppDispatch();
  const [params] = useSearchParams();
  const { passwordRedefinitionLoading, passwordRedefinitionError, passwordRedefinitionSuccess } = useAppSelector(selectAuth);
  const [redefinePassword, { error }] = useRedefinePasswordMutation();
  const form = useAuthForm<NewPasswordValues>(
    { email: params.get('email') ?? '', code: '', password: '', confirm: '' },
    (values) => ({
      email: emailError(values.email),
      code: values.code.trim() ? undefined : t`Enter the code from the e-mail.`,
      password: newPasswordError(values.password),
      confirm: values.confirm === values.password ? undefined : t`The passwords do not match.`,
    }),
    error,
  );

  useEffect(() => {
    dispatch(passwordRedefinitionCleared());
  }, [dispatch]);

  if (passwordRedefinitionSuccess) {
    return (
      <AuthSuccess signInPath={signInPath}>
        <Trans>Your password has been updated. Sign in with the new password.</Trans>
      </AuthSuccess>
    );
  }

  const onValid = async (values: NewPasswordValues) => {
    if (passwordRedefinitionLoading) return;
    await redefinePassword({ email: values.email.trim(), code: values.code.trim(), password: values.password });
  };

  const code = demoResetCodeHint();
  return (
    <>
      <ErrorAlert message={passwordRedefinitionError} />
      <AuthForm form={form} idPrefix={idPrefix} label={t`Choose a new password`} onValid={onValid}>
        <TextInput name="email" label={t`Email`} type="email" autoComplete="username" />
        <TextInput
          name="code"
          label={t`Reset code`}
          autoComplete="one-time-code"
          inputMode="numeric"
          help={code ? t`Demo mode: the reset code is ${code}.` : t`The code from the e-mail we sent you.`}
        />
        <NewPasswordInput name="password" label={t`New password`} />
        <TextInput name="confirm" label={t`Confirm new password`} type="password" autoComplete="new-password" />
        <SubmitButton busy={passwordRedefinitionLoading} busyLabel={t`Saving…`}>
          <Trans>Update password</Trans>
        </SubmitButton>
      </AuthForm>
      <AuthLinks signInPath={signInPath}>
        <Link to={resetPasswordPath}>
          <Trans>Send a new code</Trans>
        </Link>
      </AuthLinks>
    </>
  );
}
