import { Trans, useLingui } from '@lingui/react/macro';
import type { JSX } from 'react';
import type { AuthFamily } from '@/config/paths';
import { AuthCard, AuthHeading, AuthLanguage, AuthPanel, type AuthFrameProps } from './AuthCard';

/** `/auth-2/*`: a split screen, an illustration (inline SVG, no image file) beside the form. */
function AuthSplit({ title, subtitle, children }: AuthFrameProps) {
  const { t } = useLingui();
  return (
    <main className="min-vh-100 d-flex bg-body">
      <div
        className="d-none d-lg-flex flex-column justify-content-center align-items-center col-lg-6 p-5 text-white"
        style={{ background: 'linear-gradient(135deg, #163a6b 0%, #1f4e8c 55%, #2a63ad 100%)' }}
      >
        <svg viewBox="0 0 240 180" width="280" role="img" aria-label={t`Illustration: a shop front with a rising chart`}>
          <rect x="30" y="60" width="180" height="100" rx="8" fill="rgba(255,255,255,0.15)" stroke="#fff" strokeWidth="3" />
          <path d="M22 62 L50 28 H190 L218 62 Z" fill="rgba(255,255,255,0.3)" stroke="#fff" strokeWidth="3" />
          <rect x="55" y="95" width="40" height="65" rx="4" fill="rgba(255,255,255,0.35)" />
          <polyline
            points="115,140 140,120 160,128 195,90"
            fill="none"
            stroke="#fff"
            strokeWidth="5"
            strokeLinecap="round"
            strokeLinejoin="round"
          />
          <circle cx="195" cy="90" r="6" fill="#fff" />
        </svg>
        <p className="fs-5 mt-4 mb-0 text-center" style={{ maxWidth: 360 }}>
          <Trans>Every store, every shift, every order — in one back office.</Trans>
        </p>
      </div>
      <div className="col-12 col-lg-6 d-flex align-items-center justify-content-center p-4">
        <div className="w-100" style={{ maxWidth: 420 }}>
          <AuthHeading title={title} subtitle={subtitle} />
          {children}
          <AuthLanguage />
        </div>
      </div>
    </main>
  );
}

/** `/auth-3/*`: the form on a full-page background. */
function AuthBackground({ title, subtitle, children }: AuthFrameProps) {
  return (
    <main
      className="min-vh-100 d-flex align-items-center justify-content-center p-3"
      style={{
        background:
          'radial-gradient(circle at 20% 20%, rgba(95,168,232,0.55), transparent 45%), radial-gradient(circle at 80% 80%, rgba(31,78,140,0.65), transparent 50%), linear-gradient(160deg, #0f2745, #1f4e8c)',
      }}
    >
      <AuthPanel className="shadow-lg" title={title} subtitle={subtitle}>
        {children}
      </AuthPanel>
    </main>
  );
}

export const FAMILY_LAYOUTS: Record<AuthFamily, (props: AuthFrameProps) => JSX.Element> = {
  1: AuthCard,
  2: AuthSplit,
  3: AuthBackground,
};
