import { useState, type FormEvent } from 'react';
import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import Card from 'react-bootstrap/Card';
import Form from 'react-bootstrap/Form';
import Spinner from 'react-bootstrap/Spinner';
import { Link, Navigate, useLocation } from 'react-router-dom';
import { useAppSelector } from '@/app/hooks';
import { getErrorMessage } from '@/api/errors';
import { PRODUCT_NAME } from '@/config/constants';
import { MESSAGES } from '@/config/messages';
import { PATHS } from '@/config/paths';
import { useLoginMutation } from '../api';
import { usePostLoginTarget } from '../usePostLoginTarget';

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

interface FieldErrors {
  email?: string;
  password?: string;
}

function validate(email: string, password: string): FieldErrors {
  const errors: FieldErrors = {};
  if (!email.trim()) errors.email = 'Enter your email address.';
  else if (!EMAIL.test(email.trim())) errors.email = 'Enter a valid email address.';
  if (!password) errors.password = 'Enter your password.';
  return errors;
}

export function SignInPage() {
  const location = useLocation();
  const from: unknown = (location.state as { from?: unknown } | null)?.from;
  const [login, { isLoading, error }] = useLoginMutation();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [errors, setErrors] = useState<FieldErrors>({});
  const signedIn = useAppSelector((s) => s.auth.accessToken !== null && s.auth.userInfo !== null);
  const target = usePostLoginTarget(from);

  if (signedIn && target) return <Navigate to={target} replace />;

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (isLoading) return;
    const found = validate(email, password);
    setErrors(found);
    if (found.email || found.password) return;
    void login({ email: email.trim(), password });
  };

  return (
    <main className="auth-page d-flex align-items-center justify-content-center min-vh-100 p-3">
      <Card className="auth-card shadow-sm" style={{ width: '100%', maxWidth: 420 }}>
        <Card.Body className="p-4">
          <div className="text-center mb-4">
            <div className="fw-bold fs-4 text-primary">{PRODUCT_NAME}</div>
            <h1 className="h5 mt-2 mb-0">Sign in to your back office</h1>
          </div>
          {error && (
            <Alert variant="danger" role="alert">
              {getErrorMessage(error, MESSAGES.auth.login)}
            </Alert>
          )}
          <Form noValidate onSubmit={onSubmit} aria-label="Sign in">
            <Form.Group className="mb-3" controlId="sign-in-email">
              <Form.Label>Email</Form.Label>
              <Form.Control
                type="email"
                autoComplete="username"
                value={email}
                onChange={(e) => setEmail(e.target.value)}
                isInvalid={Boolean(errors.email)}
                aria-describedby={errors.email ? 'sign-in-email-error' : undefined}
              />
              <Form.Control.Feedback type="invalid" id="sign-in-email-error">
                {errors.email}
              </Form.Control.Feedback>
            </Form.Group>
            <Form.Group className="mb-3" controlId="sign-in-password">
              <Form.Label>Password</Form.Label>
              <Form.Control
                type="password"
                autoComplete="current-password"
                value={password}
                onChange={(e) => setPassword(e.target.value)}
                isInvalid={Boolean(errors.password)}
                aria-describedby={errors.password ? 'sign-in-password-error' : undefined}
              />
              <Form.Control.Feedback type="invalid" id="sign-in-password-error">
                {errors.password}
              </Form.Control.Feedback>
            </Form.Group>
            <Button type="submit" className="w-100" disabled={isLoading}>
              {isLoading && <Spinner size="sm" className="me-2" aria-hidden="true" />}
              {isLoading ? 'Signing in…' : 'Sign in'}
            </Button>
          </Form>
          <div className="text-center mt-3">
            <Link to={PATHS.resetPassword}>Forgot your password?</Link>
          </div>
        </Card.Body>
      </Card>
    </main>
  );
}
