import { useLingui } from '@lingui/react/macro';
import { PATHS } from '@/config/paths';
import { AuthCard } from './auth/AuthCard';
import { NewPasswordForm } from './auth/NewPasswordForm';

/** `/password-redefinition`: email, code and a new password. */
export function PasswordRedefinitionPage() {
  const { t } = useLingui();
  return (
    <AuthCard title={t`Choose a new password`} subtitle={t`Enter the code we e-mailed you.`}>
      <NewPasswordForm signInPath={PATHS.signIn} resetPasswordPath={PATHS.resetPassword} />
    </AuthCard>
  );
}
