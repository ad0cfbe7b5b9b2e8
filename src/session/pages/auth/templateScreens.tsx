import { useState, type ComponentType, type FormEvent, type ReactNode } from 'react';
import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import { Link } from 'react-router-dom';
import { TextField } from './TextField';

/**
 * The static screens of the template auth families (docs/rules/session.md#auth-screens): two-factor, lock-screen,
 * success-mail, login-pin and delete-account. They are not wired to any call, and say so when
 * submitted instead of pretending to work.
 */
function StaticForm({ label, submit, children }: { label: string; submit: string; children: ReactNode }) {
  const [sent, setSent] = useState(false);
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setSent(true);
  };
  return (
    <Form noValidate onSubmit={onSubmit} aria-label={label}>
      {children}
      <Button type="submit" className="w-100">
        {submit}
      </Button>
      {sent && (
        <Alert variant="info" className="mt-3 mb-0" role="status">
          This is a template screen of StoreOps; it does not send anything.
        </Alert>
      )}
    </Form>
  );
}

function CodeScreen({ label, fieldLabel, submit, help }: { label: string; fieldLabel: string; submit: string; help: string }) {
  const [value, setValue] = useState('');
  return (
    <StaticForm label={label} submit={submit}>
      <TextField
        id="template-code"
        label={fieldLabel}
        inputMode="numeric"
        autoComplete="one-time-code"
        value={value}
        onChange={setValue}
        help={help}
      />
    </StaticForm>
  );
}

function LockScreen() {
  const [value, setValue] = useState('');
  return (
    <StaticForm label="Unlock" submit="Unlock">
      <TextField
        id="template-lock-password"
        label="Password"
        type="password"
        autoComplete="current-password"
        value={value}
        onChange={setValue}
      />
    </StaticForm>
  );
}

function DeleteAccount() {
  const [confirmed, setConfirmed] = useState(false);
  return (
    <StaticForm label="Delete account" submit="Delete my account">
      <Form.Check
        className="mb-3"
        id="template-delete-confirm"
        label="I understand that this cannot be undone"
        checked={confirmed}
        onChange={(e) => setConfirmed(e.target.checked)}
      />
    </StaticForm>
  );
}

function SuccessMail({ signIn }: { signIn: string }) {
  return (
    <div className="text-center">
      <p className="text-body-secondary">Did not get it? Look in your spam folder, or wait a minute and try again.</p>
      <Link className="btn btn-primary" to={signIn}>
        Back to sign in
      </Link>
    </div>
  );
}

const TwoFactor = () => (
  <CodeScreen label="Two-step verification" fieldLabel="Verification code" submit="Verify" help="The code changes every 30 seconds." />
);
const LoginPin = () => <CodeScreen label="PIN sign-in" fieldLabel="PIN" submit="Continue" help="Four digits." />;

export interface TemplateScreen {
  title: string;
  subtitle: string;
  Body: ComponentType<{ signIn: string }>;
}

export const TEMPLATE_SCREENS = {
  'two-factor': { title: 'Two-step verification', subtitle: 'Enter the 6-digit code from your authenticator app.', Body: TwoFactor },
  'lock-screen': { title: 'Screen locked', subtitle: 'Enter your password to unlock.', Body: LockScreen },
  'success-mail': { title: 'Check your inbox', subtitle: 'We have sent you an e-mail with a link to continue.', Body: SuccessMail },
  'login-pin': { title: 'Sign in with your PIN', subtitle: 'Enter the 4-digit PIN of this device.', Body: LoginPin },
  'delete-account': {
    title: 'Delete your account',
    subtitle: 'This removes your access to every store. It cannot be undone.',
    Body: DeleteAccount,
  },
} satisfies Record<string, TemplateScreen>;
