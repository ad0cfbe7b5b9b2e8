import { useState, type FormEvent } from 'react';
import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import Spinner from 'react-bootstrap/Spinner';
import { Link } from 'react-router-dom';
import { getErrorMessage, getFieldErrors } from '@/api/errors';
import { MESSAGES } from '@/config/messages';
import { useSubmitGuard } from '@/lib/useSubmitGuard';
import { useRegisterMutation } from '../../api';
import { TextField } from './TextField';
import { emailError, hasErrors, MIN_PASSWORD_LENGTH, newPasswordError, type Errors } from './validation';

type Field = 'name' | 'email' | 'password';

/** Sign-up (register call, spec 7) of the template auth families. */
export function SignUpForm({ signInPath, idPrefix = 'sign-up' }: { signInPath: string; idPrefix?: string }) {
  const [register, { isLoading, isSuccess, error }] = useRegisterMutation();
  const guard = useSubmitGuard();
  const [values, setValues] = useState<Record<Field, string>>({ name: '', email: '', password: '' });
  const [errors, setErrors] = useState<Errors<Field>>({});

  if (isSuccess) {
    return (
      <div role="status">
        <Alert variant="success">Your account has been created. You can sign in now.</Alert>
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
    if (isLoading) return;
    const found: Errors<Field> = {
      name: values.name.trim() ? undefined : 'Enter your name.',
      email: emailError(values.email),
      password: newPasswordError(values.password),
    };
    setErrors(found);
    if (hasErrors(found)) return;
    await register({ name: values.name.trim(), email: values.email.trim(), password: values.password });
  };

  const id = (field: Field) => `${idPrefix}-${field}`;
  return (
    <>
      {error && (
        <Alert variant="danger" role="alert">
          {getErrorMessage(error, MESSAGES.auth.register)}
        </Alert>
      )}
      <Form noValidate onSubmit={guard(onSubmit)} aria-label="Create an account">
        <TextField id={id('name')} label="Name" autoComplete="name" value={values.name} onChange={set('name')} error={shown('name')} />
        <TextField id={id('email')} label="Email" type="email" autoComplete="email" value={values.email} onChange={set('email')} error={shown('email')} />
        <TextField
          id={id('password')}
          label="Password"
          type="password"
          autoComplete="new-password"
          value={values.password}
          onChange={set('password')}
          error={shown('password')}
          help={`At least ${MIN_PASSWORD_LENGTH} characters.`}
        />
        <Button type="submit" className="w-100" disabled={isLoading}>
          {isLoading && <Spinner size="sm" className="me-2" aria-hidden="true" />}
          {isLoading ? 'Creating account…' : 'Create account'}
        </Button>
      </Form>
      <div className="text-center mt-3 small">
        Already have an account? <Link to={signInPath}>Sign in</Link>
      </div>
    </>
  );
}
