import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import { Trans, useLingui } from '@lingui/react/macro';
import { useState, type ComponentType, type ReactNode } from 'react';
import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import { useForm } from 'react-hook-form';
import { Link } from 'react-router-dom';
import { TextInput } from '@/components/form/TextInput';
import { AuthForm } from './authForm';

/**
 * The static screens of the template auth families (docs/rules/session.md#auth-screens): two-factor, lock-screen,
 * success-mail, login-pin and delete-account. They are not wired to any call, and say so when
 * submitted instead of pretending to work.
 */
function StaticForm({ label, submit, children }: { label: string; submit: string; children: ReactNode }) {
  const form = useForm();
  const [sent, setSent] = useState(false);
  return (
    <AuthForm form={form} idPrefix="template" label={label} onValid={() => Promise.resolve(setSent(true))}>
      {children}
      <Button type="submit" className="w-100">
        {submit}
      </Button>
      {sent && (
        <Alert variant="info" className="mt-3 mb-0" role="status">
          <Trans>This is a template screen of StoreOps; it does not send anything.</Trans>
        </Alert>
      )}
    </AuthForm>
  );
}

function CodeScreen({ label, fieldLabel, submit, help }: { label: string; fieldLabel: string; submit: string; help: string }) {
  return (
    <StaticForm label={label} submit={submit}>
      <TextInput name="code" label={fieldLabel} inputMode="numeric" autoComplete="one-time-code" help={help} />
    </StaticForm>
  );
}

function LockScreen() {
  const { t } = useLingui();
  return (
    <StaticForm label={t`Unlock`} submit={t`Unlock`}>
      <TextInput name="lock-password" label={t`Password`} type="password" autoComplete="current-password" />
    </StaticForm>
  );
}

function DeleteAccount() {
  const { t } = useLingui();
  const [confirmed, setConfirmed] = useState(false);
  return (
    <StaticForm label={t`Delete account`} submit={t`Delete my account`}>
      <Form.Check
        className="mb-3"
        id="template-delete-confirm"
        label={t`I understand that this cannot be undone`}
        checked={confirmed}
        onChange={(e) => setConfirmed(e.target.checked)}
      />
    </StaticForm>
  );
}

function SuccessMail({ signIn }: { signIn: string }) {
  return (
    <div className="text-center">
      <p className="text-body-secondary">
        <Trans>Did not get it? Look in your spam folder, or wait a minute and try again.</Trans>
      </p>
      <Link className="btn btn-primary" to={signIn}>
        <Trans>Back to sign in</Trans>
      </Link>
    </div>
  );
}

function TwoFactor() {
  const { t } = useLingui();
  return (
    <CodeScreen
      label={t`Two-step verification`}
      fieldLabel={t`Verification code`}
      submit={t`Verify`}
      help={t`The code changes every 30 seconds.`}
    />
  );
}
function LoginPin() {
  const { t } = useLingui();
  return <CodeScreen label={t`PIN sign-in`} fieldLabel={t`PIN`} submit={t`Continue`} help={t`Four digits.`} />;
}

export interface TemplateScreen {
  /** Shown through `i18n._` where the screen is drawn (a definition made once: docs/rules/i18n.md). */
  title: MessageDescriptor;
  subtitle: MessageDescriptor;
  Body: ComponentType<{ signIn: string }>;
}

export const TEMPLATE_SCREENS = {
  'two-factor': { title: msg`Two-step verification`, subtitle: msg`Enter the 6-digit code from your authenticator app.`, Body: TwoFactor },
  'lock-screen': { title: msg`Screen locked`, subtitle: msg`Enter your password to unlock.`, Body: LockScreen },
  'success-mail': { title: msg`Check your inbox`, subtitle: msg`We have sent you an e-mail with a link to continue.`, Body: SuccessMail },
  'login-pin': { title: msg`Sign in with your PIN`, subtitle: msg`Enter the 4-digit PIN of this device.`, Body: LoginPin },
  'delete-account': {
    title: msg`Delete your account`,
    subtitle: msg`This removes your access to every store. It cannot be undone.`,
    Body: DeleteAccount,
  },
} satisfies Record<string, TemplateScreen>;
