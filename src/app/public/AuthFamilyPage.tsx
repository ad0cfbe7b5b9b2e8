import { useLingui } from '@lingui/react/macro';
import { useParams } from 'react-router-dom';
import { AUTH_SCREENS, authFamilyPath, type AuthFamily, type AuthScreen } from '@/config/paths';
import { FAMILY_LAYOUTS } from './auth/AuthFamilyLayouts';
import { ForgotPasswordForm } from './auth/ForgotPasswordForm';
import { NewPasswordForm } from './auth/NewPasswordForm';
import { SignInForm } from './auth/SignInForm';
import { SignUpForm } from './auth/SignUpForm';
import { TEMPLATE_SCREENS } from './auth/templateScreens';
import { NotFoundPage } from './ErrorPage';

const isScreen = (value: string | undefined): value is AuthScreen => (AUTH_SCREENS as readonly string[]).includes(value ?? '');

/**
 * `/auth-1/*`, `/auth-2/*`, `/auth-3/*` (docs/rules/session.md#auth-screens): three layouts of the same screens. The
 * four real screens share their forms with /sign-in, /reset-password and /password-redefinition.
 */
function AuthFamilyPage({ family }: { family: AuthFamily }) {
  const { t, i18n } = useLingui();
  const { screen } = useParams();
  if (!isScreen(screen)) return <NotFoundPage />;
  const Layout = FAMILY_LAYOUTS[family];
  const path = (s: AuthScreen) => authFamilyPath(family, s);
  const prefix = `auth-${family}-${screen}`;
  switch (screen) {
    case 'sign-in':
      return (
        <Layout title={t`Sign in to your back office`}>
          <SignInForm resetPasswordPath={path('reset-password')} signUpPath={path('sign-up')} idPrefix={prefix} />
        </Layout>
      );
    case 'sign-up':
      return (
        <Layout title={t`Create your account`}>
          <SignUpForm signInPath={path('sign-in')} idPrefix={prefix} />
        </Layout>
      );
    case 'reset-password':
      return (
        <Layout title={t`Reset your password`} subtitle={t`We will e-mail you a code to choose a new password.`}>
          <ForgotPasswordForm signInPath={path('sign-in')} newPasswordPath={path('new-password')} idPrefix={prefix} />
        </Layout>
      );
    case 'new-password':
      return (
        <Layout title={t`Choose a new password`} subtitle={t`Enter the code we e-mailed you.`}>
          <NewPasswordForm signInPath={path('sign-in')} resetPasswordPath={path('reset-password')} idPrefix={prefix} />
        </Layout>
      );
    default: {
      const template = TEMPLATE_SCREENS[screen];
      const { Body } = template;
      return (
        <Layout title={i18n._(template.title)} subtitle={i18n._(template.subtitle)}>
          <Body signIn={path('sign-in')} />
        </Layout>
      );
    }
  }
}

export function AuthFamily1Page() {
  return <AuthFamilyPage family={1} />;
}
export function AuthFamily2Page() {
  return <AuthFamilyPage family={2} />;
}
export function AuthFamily3Page() {
  return <AuthFamilyPage family={3} />;
}
