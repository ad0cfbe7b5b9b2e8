import { useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import Alert from 'react-bootstrap/Alert';
import { MESSAGES } from '@/config/messages';
import { PATHS } from '@/config/paths';
import { NO_STORE_NOTICE } from '../guards';
import { takeSignInNotice } from '../storage';
import { AuthCard } from './auth/AuthCard';
import { SignInForm } from './auth/SignInForm';

/** `/sign-in` (docs/rules/session.md#public-routes): only for signed-out visitors. Eager: it is the first screen. */
export function SignInPage() {
  const { t } = useLingui();
  const [notice] = useState(takeSignInNotice);
  return (
    <AuthCard title={t`Sign in to your back office`}>
      {notice === NO_STORE_NOTICE && (
        <Alert variant="warning" role="status">
          {MESSAGES.noStore}
        </Alert>
      )}
      <SignInForm resetPasswordPath={PATHS.resetPassword} />
    </AuthCard>
  );
}
