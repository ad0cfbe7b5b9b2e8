import { Trans, useLingui } from '@lingui/react/macro';
import { useEffect, type FormEvent } from 'react';
import Form from 'react-bootstrap/Form';
import { Link, useSearchParams } from 'react-router-dom';
import { useAppDispatch, useAppSelector } from '@/lib/storeHooks';
import { useSubmitGuard } from '@/lib/useSubmitGuard';
import { useRedefinePasswordMutation } from '@/session/api';
import { passwordRedefinitionCleared, selectAuth } from '@/session/authSlice';
import { AuthSuccess, ErrorAlert } from './AuthAlerts';
import { demoResetCodeHint } from './demoResetCode';
import { AuthLinks, NewPasswordField, SubmitButton, useAuthFields } from './formParts';
import { TextField } from './TextField';
import { emailError, newPasswordError } from './validation';

interface NewPasswordFormProps {
  signInPath: string;
  resetPasswordPath: string;
  idPrefix?: string;
}

type Field = 'email' | 'code' | 'password' | 'confirm';

/** Password redefinition (docs/rules/session.md#login-response-and-auth-state): email, code and new password. Driven by the auth slice's flags. */
export function NewPasswordForm({ signInPath, resetPasswordPath, idPrefix = 'new-password' }: NewPasswordFormProps) {
  const { t } = useLingui();
  const dispatch = useAppDispatch();
  const [params] = useSearchParams();
  const { passwordRedefinitionLoading, passwordRedefinitionError, passwordRedefinitionSuccess } = useAppSelector(selectAuth);
  const [redefinePassword, { error }] = useRedefinePasswordMutation();
  const guard = useSubmitGuard();
  const { values, field, passes } = useAuthFields<Field>(
    idPrefix,
    { email: params.get('email') ?? '', code: '', password: '', confirm: '' },
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

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (passwordRedefinitionLoading) return;
    const valid = passes({
      email: emailError(values.email),
      code: values.code.trim() ? undefined : t`Enter the code from the e-mail.`,
      password: newPasswordError(values.password),
      confirm: values.confirm === values.password ? undefined : t`The passwords do not match.`,
    });
    if (!valid) return;
    await redefinePassword({ email: values.email.trim(), code: values.code.trim(), password: values.password });
  };

  const code = demoResetCodeHint();
  return (
    <>
      <ErrorAlert message={passwordRedefinitionError} />
      <Form noValidate onSubmit={guard(onSubmit)} aria-label={t`Choose a new password`}>
        <TextField {...field('email')} label={t`Email`} type="email" autoComplete="username" />
        <TextField
          {...field('code')}
          label={t`Reset code`}
          autoComplete="one-time-code"
          inputMode="numeric"
          help={code ? t`Demo mode: the reset code is ${code}.` : t`The code from the e-mail we sent you.`}
        />
        <NewPasswordField {...field('password')} label={t`New password`} />
        <TextField {...field('confirm')} label={t`Confirm new password`} type="password" autoComplete="new-password" />
        <SubmitButton busy={passwordRedefinitionLoading} busyLabel={t`Saving…`}>
          <Trans>Update password</Trans>
        </SubmitButton>
      </Form>
      <AuthLinks>
        <Link to={signInPath}>
          <Trans>Back to sign in</Trans>
        </Link>
        <Link to={resetPasswordPath}>
          <Trans>Send a new code</Trans>
        </Link>
      </AuthLinks>
    </>
  );
}
