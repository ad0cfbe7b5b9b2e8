import { useLingui } from '@lingui/react/macro';
import { PATHS } from '@/config/paths';
import { AuthCard } from './auth/AuthCard';
import { ForgotPasswordForm } from './auth/ForgotPasswordForm';

/** `/reset-password`: ask for a reset code. */
export function ResetPasswordPage() {
  const { t } = useLingui();
  return (
    <AuthCard title={t`Reset your password`} subtitle={t`We will e-mail you a code to choose a new password.`}>
      <ForgotPasswordForm signInPath={PATHS.signIn} newPasswordPath={PATHS.passwordRedefinition} />
    </AuthCard>
  );
}
