import { PATHS } from '@/config/paths';
import { AuthCard } from './auth/AuthCard';
import { SignInForm } from './auth/SignInForm';

/** `/sign-in` (spec 2.1): only for signed-out visitors. Eager: it is the first screen. */
export function SignInPage() {
  return (
    <AuthCard title="Sign in to your back office">
      <SignInForm resetPasswordPath={PATHS.resetPassword} />
    </AuthCard>
  );
}
