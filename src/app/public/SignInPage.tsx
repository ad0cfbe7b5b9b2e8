import { useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { MESSAGES } from '@/config/messages';
import { PATHS } from '@/config/paths';
import { NO_STORE_NOTICE } from '../guards';
import { takeSignInNotice } from '@/session/storage';
import { AuthCard } from './auth/AuthCard';
import { SignInForm } from './auth/SignInForm';

/** `/sign-in` (docs/rules/session.md#public-routes): only for signed-out visitors. Eager: it is the first screen. */
export function SignInPage() {
  const { t } = useLingui();
  const [notice] = useState(takeSignInNotice);
  return (
    <AuthCard title={t`Sign in to your back office`}>
      {notice === NO_STORE_NOTICE && (
        // Plain Bootstrap classes, as the form's own alert: react-bootstrap's Alert brings its fade
        // transition (react-transition-group) to the first screen.
        <div className="alert alert-warning" role="status">
          {MESSAGES.noStore}
        </div>
      )}
      <SignInForm resetPasswordPath={PATHS.resetPassword} />
    </AuthCard>
  );
}
