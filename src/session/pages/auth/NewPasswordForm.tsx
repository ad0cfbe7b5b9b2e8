import { useEffect, useState, type FormEvent } from 'react';
import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import Spinner from 'react-bootstrap/Spinner';
import { Link, useSearchParams } from 'react-router-dom';
import { useAppDispatch, useAppSelector } from '@/app/hooks';
import { getFieldErrors } from '@/api/errors';
import { useSubmitGuard } from '@/lib/useSubmitGuard';
import { useRedefinePasswordMutation } from '../../api';
import { passwordRedefinitionCleared, selectAuth } from '../../authSlice';
import { demoResetCodeHint } from './demoResetCode';
import { TextField } from './TextField';
import { emailError, hasErrors, MIN_PASSWORD_LENGTH, newPasswordError, type Errors } from './validation';

interface NewPasswordFormProps {
  signInPath: string;
  resetPasswordPath: string;
  idPrefix?: string;
}

type Field = 'email' | 'code' | 'password' | 'confirm';

/** Password redefinition (spec 7): email, code and new password. Driven by the auth slice's flags. */
export function NewPasswordForm({ signInPath, resetPasswordPath, idPrefix = 'new-password' }: NewPasswordFormProps) {
  const dispatch = useAppDispatch();
  const [params] = useSearchParams();
  const { passwordRedefinitionLoading, passwordRedefinitionError, passwordRedefinitionSuccess } =
    useAppSelector(selectAuth);
  const [redefinePassword, { error }] = useRedefinePasswordMutation();
  const guard = useSubmitGuard();
  const [values, setValues] = useState<Record<Field, string>>({
    email: params.get('email') ?? '',
    code: '',
    password: '',
    confirm: '',
  });
  const [errors, setErrors] = useState<Errors<Field>>({});

  useEffect(() => {
    dispatch(passwordRedefinitionCleared());
  }, [dispatch]);

  if (passwordRedefinitionSuccess) {
    return (
      <div role="status">
        <Alert variant="success">Your password has been updated. Sign in with the new password.</Alert>
        <Link className="btn btn-primary w-100" to={signInPath}>
          Go to sign in
        </Link>
      </div>
    );
  }

  const set = (field: Field) => (value: string) => setValues((v) => ({ ...v, [field]: value }));
  const server = getFieldErrors(error);
  const shown = (field: Field) => errors[field] ?? server[field];

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (passwordRedefinitionLoading) return;
    const found: Errors<Field> = {
      email: emailError(values.email),
      code: values.code.trim() ? undefined : 'Enter the code from the e-mail.',
      password: newPasswordError(values.password),
      confirm: values.confirm === values.password ? undefined : 'The passwords do not match.',
    };
    setErrors(found);
    if (hasErrors(found)) return;
    await redefinePassword({ email: values.email.trim(), code: values.code.trim(), password: values.password });
  };

  const id = (field: Field) => `${idPrefix}-${field}`;
  return (
    <>
      {passwordRedefinitionError && (
        <Alert variant="danger" role="alert">
          {passwordRedefinitionError}
        </Alert>
      )}
      <Form noValidate onSubmit={guard(onSubmit)} aria-label="Choose a new password">
        <TextField id={id('email')} label="Email" type="email" autoComplete="username" value={values.email} onChange={set('email')} error={shown('email')} />
        <TextField
          id={id('code')}
          label="Reset code"
          autoComplete="one-time-code"
          inputMode="numeric"
          value={values.code}
          onChange={set('code')}
          error={shown('code')}
          help={demoResetCodeHint() ? `Demo mode: the reset code is ${demoResetCodeHint()}.` : 'The code from the e-mail we sent you.'}
        />
        <TextField
          id={id('password')}
          label="New password"
          type="password"
          autoComplete="new-password"
          value={values.password}
          onChange={set('password')}
          error={shown('password')}
          help={`At least ${MIN_PASSWORD_LENGTH} characters.`}
        />
        <TextField
          id={id('confirm')}
          label="Confirm new password"
          type="password"
          autoComplete="new-password"
          value={values.confirm}
          onChange={set('confirm')}
          error={shown('confirm')}
        />
        <Button type="submit" className="w-100" disabled={passwordRedefinitionLoading}>
          {passwordRedefinitionLoading && <Spinner size="sm" className="me-2" aria-hidden="true" />}
          {passwordRedefinitionLoading ? 'Saving…' : 'Update password'}
        </Button>
      </Form>
      <div className="d-flex flex-wrap justify-content-between gap-2 mt-3 small">
        <Link to={signInPath}>Back to sign in</Link>
        <Link to={resetPasswordPath}>Send a new code</Link>
      </div>
    </>
  );
}
